/**
 * Why a Discord sign-in did not complete. The callback is a browser navigation, not an API call, so these
 * travel back to the site as `#error=<reason>` rather than as the JSON error shape; they are still AppErrors,
 * so anything that lets one escape gets the usual answer.
 */
import { AppError } from '../../../lib/errors';
import { said, type Said } from '@shared/i18n/said';
import { authErrors } from '../errors.messages';

/** Our reasons; Discord's own (access_denied, invalid_scope, …) pass through as they come. */
export type DiscordFailure =
  | 'invalid_state'
  | 'missing_code'
  | 'exchange_failed'
  | 'profile_failed'
  | 'email_missing'
  | 'email_unverified'
  | 'account_conflict'
  | 'server_error';

const STATUS: Record<DiscordFailure, number> = {
  invalid_state: 400,
  missing_code: 400,
  exchange_failed: 401,
  profile_failed: 502,
  email_missing: 422,
  email_unverified: 422,
  account_conflict: 409,
  server_error: 500,
};

/** OAuth error codes are short ASCII words; anything else from the query is not echoed back. */
const OAUTH_ERROR_CODE = /^[a-z_]{1,64}$/;

export class DiscordSignInError extends AppError {
  constructor(
    readonly reason: string,
    message: string | Said,
  ) {
    super(STATUS[reason as DiscordFailure] ?? 400, `DISCORD_${reason.toUpperCase()}`, message);
  }

  /** The provider's own error from the callback query (e.g. access_denied when the user cancels). */
  static fromProvider(error: string): DiscordSignInError {
    const reason = OAUTH_ERROR_CODE.test(error) ? error : 'provider_error';
    return new DiscordSignInError(reason, said(authErrors, 'discordAnswered', { reason }));
  }
}
