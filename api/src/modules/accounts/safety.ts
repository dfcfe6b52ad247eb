/**
 * A game account's safety lock as the API keeps it (runtime/safety-lock.ts trips it): stored on the
 * account when the runtime reports it, carried in every bot's spec (a restart, another runner, a new start
 * begins locked), shown on the account card and a bot's console, and lifted only by the owner's Resume.
 */
import mongoose from 'mongoose';
import { t } from 'elysia';
import { readLineMessage } from '@shared/console';
import { said } from '@shared/i18n/said';
import { SAFETY_CAUSES, type AccountSafety, type SafetyLock } from '@shared/safety-lock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { oneOf } from '../../lib/one-of';
import type { UserDocument } from '../users/records';
import { GameAccountModel } from './account.model';
import { accountErrors } from './errors.messages';
import { safetyPolicy } from './safety-policy';
import { logSafetyLock } from './safety-log';
import { log } from '../../lib/logger';

type Stored = { safetyLock?: unknown; safetyResumedFrom?: string | null };

/** The lock as stored, read defensively (a document is only as good as what wrote it). */
export function storedLock(account: Stored): SafetyLock | null {
  const lock = account.safetyLock as Partial<SafetyLock> | null | undefined;
  const message = readLineMessage(lock?.said);
  if (
    !lock ||
    typeof lock.reason !== 'string' ||
    typeof lock.at !== 'string' ||
    !message ||
    !(SAFETY_CAUSES as readonly string[]).includes(lock.cause as string)
  )
    return null;
  return { ...(lock as SafetyLock), said: message };
}

/** What the account's bots are told of its lock (their spec), with the operator's policy. */
export function safetyOf(account: Stored): AccountSafety {
  return { lock: storedLock(account), resumedFrom: account.safetyResumedFrom ?? null, policy: safetyPolicy };
}

/** A lock as the API shows it: `reason` in English, `said` to read it in the page's language. */
export const LockSchema = t.Object(
  {
    cause: oneOf(SAFETY_CAUSES, { description: 'What tripped it' }),
    reason: t.String({ description: 'Why, in English' }),
    said: t.Object(
      { key: t.String(), params: t.Optional(t.Record(t.String(), t.Unknown())) },
      { description: "The reason as a message, for the reader's language" },
    ),
    at: t.String({ format: 'date-time', description: 'When it tripped' }),
    command: t.Optional(t.String({ description: 'The game command the game answered' })),
    code: t.Optional(t.Integer({ description: 'The result code the game answered' })),
    times: t.Optional(t.Integer({ description: 'Refusals in a row' })),
  },
  { description: "The safety lock: the account's bots send nothing until you press Resume (POST /api/accounts/{id}/resume)." },
);
/** The lock in the accounts list; null: none. */
export const LockedSchema = t.Nullable(LockSchema);

/**
 * Keeps a lock the runtime reported on the account, unless one is kept already (the first stays until
 * Resume; a report handled twice changes nothing). The account when it was stored now, else null.
 */
export async function keepSafetyLock(accountId: string, lock: SafetyLock) {
  if (!mongoose.isValidObjectId(accountId)) return null;
  const { modifiedCount } = await GameAccountModel.updateOne({ _id: accountId, safetyLock: null }, { $set: { safetyLock: lock } });
  if (!modifiedCount) return null;
  // Kept: logged for the admins' alert of a wave of locks (safety-log.ts). A log that fails costs the alert
  // one lock, never the owner's notice (a report tried again finds the lock kept and tells no one).
  await logSafetyLock(accountId, lock).catch((err: unknown) => log.warn('safety lock not logged', { account: accountId, error: String(err) }));
  return GameAccountModel.findById(accountId).select({ userId: 1, username: 1, server: 1 }).lean();
}

/**
 * The owner lifts the account's lock (404 for an account not theirs, 409 when none holds): kept as lifted
 * (`safetyResumedFrom`), so the runtime lets go of exactly this lock. The account's name and server come
 * with it, for the audit log the route writes.
 */
export async function resumeAccount(user: Pick<UserDocument, '_id'>, accountId: string): Promise<{ lock: SafetyLock; account: string }> {
  const account = mongoose.isValidObjectId(accountId)
    ? await GameAccountModel.findOne({ _id: accountId, userId: user._id }).select({ username: 1, server: 1, safetyLock: 1 }).lean()
    : null;
  if (!account) throw new NotFoundError('Game account');
  const lock = storedLock(account);
  if (!lock) throw new ConflictError(said(accountErrors, 'notLocked', { username: account.username }));
  const { modifiedCount } = await GameAccountModel.updateOne(
    { _id: account._id, 'safetyLock.at': lock.at },
    { $set: { safetyLock: null, safetyResumedFrom: lock.at } },
  );
  if (!modifiedCount) throw new ConflictError(said(accountErrors, 'notLocked', { username: account.username }));
  return { lock, account: `${account.username} – ${account.server}` };
}
