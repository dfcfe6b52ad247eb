/**
 * What the callback page does (spec §2): as a popup, report to the opener; otherwise sign in here and go
 * to the dashboard, or go back to the login page with the reason.
 */
import { DEFAULT_AFTER_LOGIN, LOGIN_PATH } from '@shared/routes';
import { here, messagesNow } from '../../../lib/i18n';
import { parseCallbackFragment } from './fragment';
import { DISCORD_AUTH_MESSAGE, type DiscordAuthMessage } from './messages';
import { discordMessages } from './discord.messages';
import { userFromToken, type TokenUser } from '../../session/token-user';

export type CallbackOutcome =
  | { kind: 'post-to-opener'; message: DiscordAuthMessage }
  | { kind: 'sign-in'; token: string; user: TokenUser; toast: string; goTo: string }
  | { kind: 'second-step'; challenge: string; toast: string; goTo: string }
  | { kind: 'fail'; toast: string; goTo: string };

export function callbackOutcome(hash: string, isPopup: boolean): CallbackOutcome {
  const { accessToken, error, secondStep } = parseCallbackFragment(hash);
  const user = accessToken ? userFromToken(accessToken) : null;
  const text = messagesNow(discordMessages);
  const [afterLogin, login] = [here(DEFAULT_AFTER_LOGIN), here(LOGIN_PATH)];

  if (secondStep && !error) {
    if (isPopup) return { kind: 'post-to-opener', message: { type: DISCORD_AUTH_MESSAGE, secondStep } };
    return { kind: 'second-step', challenge: secondStep, toast: text.redirectSignedIn, goTo: afterLogin };
  }
  if (isPopup) {
    const reason = error ?? (!accessToken ? 'no_token' : !user ? 'token_parse_failed' : null);
    const message: DiscordAuthMessage = reason
      ? { type: DISCORD_AUTH_MESSAGE, error: reason }
      : { type: DISCORD_AUTH_MESSAGE, token: accessToken!, user: user! };
    return { kind: 'post-to-opener', message };
  }
  if (error || (accessToken && !user)) return { kind: 'fail', toast: text.failed, goTo: login };
  if (!accessToken || !user) return { kind: 'fail', toast: text.missingToken, goTo: login };
  return { kind: 'sign-in', token: accessToken, user, toast: text.redirectSignedIn, goTo: afterLogin };
}
