/**
 * A game account's safety lock on the site: its reason in the page's language, and Resume (the account's
 * card and a bot's console both offer it; shared/src/safety-lock.ts has the words both sides use).
 */
import { api, unwrap } from './api';
import { mutation, type GameAccount } from './data';
import { inPageLanguage } from './kept-words';
import { invalidate } from './query/store';

export type AccountLock = NonNullable<GameAccount['locked']>;

/** Why the account is locked, in this page's language (its English when the page cannot say it). */
export const lockReason = (lock: AccountLock): string => inPageLanguage(lock.reason, lock.said);

/** Lifts the lock (POST /api/accounts/:id/resume); throws ApiError with the API's words (409: not locked any more). */
export async function resumeAccount(accountId: string): Promise<void> {
  await mutation(() => unwrap(api.api.accounts({ id: accountId }).resume.post()));
  await invalidate('accounts');
}
