/**
 * Every safety lock kept, for a day: when it tripped and why, by game account. The accounts' own records
 * say which lock holds now; this says how many tripped lately across every player, which the admins'
 * alert of a wave of locks reads each minute (modules/alerts/). Read from the accounts themselves, that
 * was a scan of every account: 1.3–2.5 s for 10,000 on the embedded database, whose range and dotted
 * filters are not pushed down to PostgreSQL; here it is a day of locks. Holds no player's id, only the
 * game account's, and is gone after a day.
 */
import mongoose from 'mongoose';
import type { SafetyCause } from '@shared/safety-lock';
import { isDuplicateKey } from '../../lib/db';

/** How long a lock is remembered here: longer than any wave's window. */
export const LOCK_LOG_KEPT_MS = 24 * 3_600_000;

const lockLogSchema = new mongoose.Schema(
  {
    /** `<account id>:<the lock's at>`: a lock kept once is logged once. */
    _id: { type: String, required: true },
    accountId: { type: mongoose.Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
    cause: { type: String, required: true },
  },
  { collection: 'safety_lock_log', versionKey: false },
);
lockLogSchema.index({ at: 1 });
const SafetyLockLogModel = mongoose.model('SafetyLockLog', lockLogSchema);

export async function logSafetyLock(accountId: string, lock: { at: string; cause: SafetyCause }): Promise<void> {
  try {
    await SafetyLockLogModel.create({ _id: `${accountId}:${lock.at}`, accountId, at: new Date(lock.at), cause: lock.cause });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}

/**
 * The game accounts whose safety lock tripped at `since` or later, across every player, each once (its
 * newest lock's cause), a lock the player already lifted included.
 */
export async function accountsLockedSince(since: Date): Promise<{ accountId: string; cause: SafetyCause }[]> {
  const rows = await SafetyLockLogModel.find({ at: { $gte: since } }, { accountId: 1, at: 1, cause: 1 })
    .sort({ at: 1 })
    .lean();
  const newest = new Map(rows.map((r) => [String(r.accountId), r.cause as SafetyCause]));
  return [...newest].map(([accountId, cause]) => ({ accountId, cause }));
}

/** Forgets what is older than a day (the hourly sweep: the embedded database keeps no TTL index). */
export async function sweepSafetyLockLog(now = new Date()): Promise<void> {
  await SafetyLockLogModel.deleteMany({ at: { $lt: new Date(now.getTime() - LOCK_LOG_KEPT_MS) } });
}
