/**
 * The verdicts' history: each minute the leading instance compares what the logins say now
 * (verdict.ts) with the verdicts still open; a new one is written, one no longer seen is closed. The
 * feed tells both, and the page marks the days a verdict held.
 */
import type { GameSidePattern } from '@shared/status';
import { VerdictLogModel } from './verdict-log.model';
import type { GameChangeVerdict } from './verdict';

export type VerdictEntry = { id: string; world: string; pattern: GameSidePattern; since: Date; accounts: number; clearedAt: Date | null };

const keyOf = (v: { world: string; pattern: string }) => `${v.world}:${v.pattern}`;

/** Opens what is new, closes what is gone; answers what changed (for the log and the tests). */
export async function trackVerdicts(current: readonly GameChangeVerdict[], now: Date): Promise<{ opened: string[]; cleared: string[] }> {
  const open = await VerdictLogModel.find({ clearedAt: null }).lean();
  const openKeys = new Map(open.map((o) => [keyOf(o), o]));
  const currentKeys = new Set(current.map(keyOf));
  const opened: string[] = [];
  const cleared: string[] = [];
  for (const v of current) {
    const known = openKeys.get(keyOf(v));
    if (known) {
      if (v.accounts > known.accounts) await VerdictLogModel.updateOne({ _id: known._id, accounts: { $lt: v.accounts } }, { $set: { accounts: v.accounts } });
      continue;
    }
    const _id = `${keyOf(v)}:${v.since.toISOString()}`;
    // Two instances seeing it at once (a leader handing over) write it once: the id is the verdict.
    const inserted = await VerdictLogModel.updateOne(
      { _id },
      { $setOnInsert: { world: v.world, pattern: v.pattern, since: v.since, accounts: v.accounts, seenAt: now, clearedAt: null } },
      { upsert: true },
    );
    if (inserted.upsertedCount > 0) opened.push(_id);
  }
  for (const o of open) {
    if (currentKeys.has(keyOf(o))) continue;
    const closed = await VerdictLogModel.updateOne({ _id: o._id, clearedAt: null }, { $set: { clearedAt: now } });
    if (closed.modifiedCount > 0) cleared.push(o._id);
  }
  return { opened, cleared };
}

/** Verdicts that held at any time since `from`, newest first. */
export async function verdictsSince(from: Date): Promise<VerdictEntry[]> {
  const rows = await VerdictLogModel.find({ $or: [{ clearedAt: null }, { clearedAt: { $gte: from } }] })
    .sort({ since: -1 })
    .limit(200)
    .lean();
  return rows.map((r) => ({
    id: r._id,
    world: r.world,
    pattern: r.pattern as GameSidePattern,
    since: r.since,
    accounts: r.accounts,
    clearedAt: r.clearedAt ?? null,
  }));
}
