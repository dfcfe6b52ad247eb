/**
 * "Delete my account". After the person proved it is them, in this order, every step safe to repeat:
 *
 *  1. the subscription is cancelled at its provider (to the end of the paid period). This is the only
 *     step that can fail for reasons outside us, so it goes first: if the provider refuses, nothing at
 *     all is deleted and the person can try again;
 *  2. every feature forgets its part of the player, in the registry's order (player-data.ts): first
 *     every bot is stopped and deleted with its secrets and console history (the bots' own delete path),
 *     so nothing plays on with an account about to go; then the game accounts (their sealed passwords
 *     and proxies), notifications, the activity log, plan grants, API keys, tickets, beta opt-ins,
 *     dashboard arrangements, alliance spaces, analytics and scripts; the shares given to the player end
 *     as if given back (the bots they started on another player's account stop);
 *  3. the billing ledger and subscription are kept for bookkeeping: they hold amounts, dates and the
 *     provider's ids, and the user id that after step 5 names no one; admins' audit entries about the
 *     user have the e-mail replaced by "deleted user <id>";
 *  4. an audit entry of the deletion (once, even when a retry passes here again);
 *  5. the sessions, then the user document, last: until then the person can sign in and retry, after it
 *     every token of theirs is refused (the session check finds no user).
 *
 * A crash anywhere leaves a user who can sign in and whose remaining data is whole (no bot without its
 * account, no account half gone); deleting again finishes the job.
 */
import { ForbiddenError, ServiceUnavailableError, TooManyRequestsError, ValidationFailedError } from '../../lib/errors';
import type { SharedCounter } from '../../lib/shared-counter';
import { auditDeletion } from '../admin/audit';
import { verifyPassword } from '../auth/password';
import { billingRecordsOf } from '../billing/ledger';
import { forgetSessionsOf } from '../auth/sessions/service';
import type { UserDocument } from '../users/records';
import { usesTwoFactor } from '../users/presenter';
import { deleteUser } from '../users/records';
import { forgetParts, type PlayerDataDeps } from './player-data';
import type { DeleteUserInput } from './schemas';
import { said } from '@shared/i18n/said';
import { leavingErrors } from './errors.messages';

export const WRONG_PASSWORD = 'That password is not right.';
export const WRONG_CODE = 'That code is not right.';

/** Checks a two-factor code (authenticator or recovery code) of the user; throttled by its owner. */
export type SecondFactorCheck = (userId: string, input: { code: string }, ip: string) => Promise<{ ok: boolean }>;

export type DeletionDeps = PlayerDataDeps & {
  /** Cancels the user's subscription at its provider, to the end of the paid period (subscription.ts). */
  cancelSubscription: (user: UserDocument) => Promise<void>;
  verifySecondFactor?: SecondFactorCheck;
  /** Wrong passwords per user: deleting is no way round the sign-in throttle. */
  proofThrottle: SharedCounter;
};

export const anonymised = (userId: string) => `deleted user ${userId}`;

/**
 * Whoever holds the session must also know a secret of the account: the password, or (two-factor on) a
 * code. A Discord-only account without two-factor has no secret of ours to ask for; signing in through
 * Discord is its proof, and the typed confirmation guards against a slip.
 */
async function prove(user: UserDocument, input: DeleteUserInput, ip: string, deps: DeletionDeps): Promise<void> {
  const userId = user.id as string;
  const twoFactor = usesTwoFactor(user);
  if (input.code) {
    if (!twoFactor) throw new ValidationFailedError('Two-factor sign-in is off for your account: enter your password instead.');
    if (!deps.verifySecondFactor) throw new ServiceUnavailableError('Two-factor codes cannot be checked right now. Enter your password, or try again later.');
    if (!(await deps.verifySecondFactor(userId, { code: input.code }, ip)).ok) throw new ForbiddenError(WRONG_CODE);
    return;
  }
  if (input.password !== undefined && user.passwordHash) {
    const wait = await deps.proofThrottle.reserve(userId);
    if (wait > 0) throw new TooManyRequestsError(said(leavingErrors, 'tooManyWrongPasswords', { count: Math.ceil(wait / 60) }), wait);
    if (!(await verifyPassword(input.password, user.passwordHash))) throw new ForbiddenError(WRONG_PASSWORD);
    await deps.proofThrottle.release(userId);
    return;
  }
  if (user.passwordHash)
    throw new ValidationFailedError(
      twoFactor ? 'Enter your password or a two-factor code to delete your account.' : 'Enter your password to delete your account.',
    );
  if (twoFactor) throw new ValidationFailedError('Enter a code from your authenticator app (or a recovery code) to delete your account.');
}

export async function deleteUserAndData(user: UserDocument, input: DeleteUserInput, ip: string, deps: DeletionDeps): Promise<void> {
  await prove(user, input, ip, deps);
  const userId = user.id as string;

  await deps.cancelSubscription(user);

  await forgetParts(userId, deps);

  const [subscription] = await billingRecordsOf(userId);
  const kept = subscription && subscription.status !== 'none' ? `; subscription ${subscription.status}, kept for bookkeeping` : '';
  await auditDeletion(userId, user.email, anonymised(userId), `Deleted by its owner${kept}`);

  await forgetSessionsOf(userId);
  await deleteUser(userId);
}
