/**
 * What the callback page does (spec §2): as a popup, report to the opener; otherwise sign in here and go
 * to the dashboard, or go back to the login page with the reason.
 */
import { DEFAULT_AFTER_LOGIN, LOGIN_PATH } from '@shared/routes';
import { parseCallbackFragment } from './fragment';
import { DISCORD_AUTH_MESSAGE, type DiscordAuthMessage } from './messages';
import { DISCORD_TEXT } from './texts';
import { userFromToken, type TokenUser } from '../../session/token-user';

export type CallbackOutcome =
  | { kind: 'post-to-opener'; message: DiscordAuthMessage }
  | { kind: 'sign-in'; token: string; user: TokenUser; toast: string; goTo: string }
  | { kind: 'second-step'; challenge: string; toast: string; goTo: string }
  | { kind: 'fail'; toast: string; goTo: string };

export function callbackOutcome(hash: string, isPopup: boolean): CallbackOutcome {
  const { accessToken, error, secondStep } = parseCallbackFragment(hash);
  const user = accessToken ? userFromToken(accessToken) : null;

  if (secondStep && !error) {
    if (isPopup) return { kind: 'post-to-opener', message: { type: DISCORD_AUTH_MESSAGE, secondStep } };
    return { kind: 'second-step', challenge: secondStep, toast: DISCORD_TEXT.redirectSignedIn, goTo: DEFAULT_AFTER_LOGIN };
  }
  if (isPopup) {
    const reason = error ?? (!accessToken ? 'no_token' : !user ? 'token_parse_failed' : null);
    const message: DiscordAuthMessage = reason
      ? { type: DISCORD_AUTH_MESSAGE, error: reason }
      : { type: DISCORD_AUTH_MESSAGE, token: accessToken!, user: user! };
    return { kind: 'post-to-opener', message };
  }
  if (error || (accessToken && !user)) return { kind: 'fail', toast: DISCORD_TEXT.failed, goTo: LOGIN_PATH };
  if (!accessToken || !user) return { kind: 'fail', toast: DISCORD_TEXT.missingToken, goTo: LOGIN_PATH };
  return { kind: 'sign-in', token: accessToken, user, toast: DISCORD_TEXT.redirectSignedIn, goTo: DEFAULT_AFTER_LOGIN };
}
