/**
 * Counts one login the runtime reported (runtime/wire.ts `login`) for the status page: its world's day
 * and hour (`$inc` upserts, so any number of instances and reports add up), and the account's newest
 * outcome, which the verdict reads. A report handled twice (the fleet redelivers after a crash) counts
 * twice: a login more in a day's bar, never a verdict of its own, since the verdict counts accounts.
 *
 * The day's and the hour's documents are one per world, so a fleet logging in hundreds of accounts at
 * once would queue hundreds of writes on two documents (the embedded database serialises writers of one
 * document: 250 logins took 3.7 s a write, and starting 1,000 bots twice as long: docs/benchmarks.md).
 * Logins are therefore added up in this process while a write is in flight and written together by the
 * next, one `$inc` per document; each login's promise is its batch's write, so nothing is acknowledged
 * before it is stored.
 */
import { isLoginOutcome, type LoginOutcome } from '@shared/status';
import { accountHash, accountSlot } from './distinct';
import { LatestLoginModel, LoginCountModel } from './login-counts.model';

export type LoginSeen = { accountId: string; server: string; at: number; outcome: LoginOutcome; roundTripMs?: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const dayStart = (at: number) => new Date(Math.floor(at / DAY_MS) * DAY_MS);
export const hourStart = (at: number) => new Date(Math.floor(at / HOUR_MS) * HOUR_MS);
export const countId = (world: string, span: 'day' | 'hour', start: Date) => `${world}:${span}:${start.toISOString()}`;

export async function recordLogin(login: LoginSeen): Promise<void> {
  // A report from a runtime of another release with an outcome this one does not know counts as "other".
  const outcome: LoginOutcome = isLoginOutcome(login.outcome) ? login.outcome : 'other';
  const world = login.server;
  const trip = outcome === 'ok' && typeof login.roundTripMs === 'number' && login.roundTripMs >= 0 ? login.roundTripMs : null;
  const inc: Record<string, number> = { attempts: 1, [`outcomes.${outcome}`]: 1, ...(trip !== null && { roundTripMs: trip, roundTrips: 1 }) };
  const slot = accountSlot(login.accountId);
  const batch = (waiting ??= newBatch());
  for (const [span, start] of [
    ['day', dayStart(login.at)],
    ['hour', hourStart(login.at)],
  ] as const) {
    const _id = countId(world, span, start);
    const counts = batch.counts.get(_id) ?? { world, span, start, inc: {}, slots: {} };
    for (const [field, by] of Object.entries(inc)) counts.inc[field] = (counts.inc[field] ?? 0) + by;
    (counts.slots[outcome] ??= new Set()).add(slot);
    batch.counts.set(_id, counts);
  }
  if (!inFlight) writeNext();
  await Promise.all([batch.written, keepLatest(world, login.accountId, outcome, new Date(login.at))]);
}

type Counts = { world: string; span: 'day' | 'hour'; start: Date; inc: Record<string, number>; slots: Record<string, Set<number>> };
type Batch = { counts: Map<string, Counts>; written: Promise<void>; settle: (err?: unknown) => void };

/** The logins added up since the write in flight began, and whether one is in flight. */
let waiting: Batch | null = null;
let inFlight = false;

function newBatch(): Batch {
  const { promise, resolve, reject } = Promise.withResolvers<void>();
  return { counts: new Map(), written: promise, settle: (err) => (err === undefined ? resolve() : reject(err)) };
}

function writeNext(): void {
  const batch = waiting;
  if (!batch) return;
  waiting = null;
  inFlight = true;
  const writes = [...batch.counts].map(([_id, { world, span, start, inc, slots }]) =>
    LoginCountModel.updateOne(
      { _id },
      {
        $inc: inc,
        $addToSet: Object.fromEntries(Object.entries(slots).map(([outcome, set]) => [`accounts.${outcome}`, { $each: [...set] }])),
        $setOnInsert: { world, span, start },
      },
      { upsert: true },
    ),
  );
  void Promise.all(writes)
    .then(
      () => batch.settle(),
      (err: unknown) => batch.settle(err),
    )
    .finally(() => {
      inFlight = false;
      writeNext();
    });
}

/**
 * The account's newest login: the same outcome as before moves `at` on and keeps `since`; another starts
 * a streak. One account's logins come from its one session, one after another, so the two steps never race.
 */
async function keepLatest(world: string, accountId: string, outcome: LoginOutcome, at: Date): Promise<void> {
  const _id = `${world}:${accountHash(accountId)}`;
  const same = await LatestLoginModel.updateOne({ _id, outcome, at: { $lte: at } }, { $set: { at } });
  if (same.matchedCount > 0) return;
  // An older report arriving late (a redelivery) changes nothing.
  await LatestLoginModel.updateOne({ _id, at: { $lte: at } }, { $set: { world, outcome, at, since: at } }, { upsert: true }).catch((err: { code?: number }) => {
    if (err.code !== 11000) throw err; // the document is newer than this report: its upsert found no match and could not insert
  });
}
