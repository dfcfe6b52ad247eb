/**
 * Discord sign-in: the authorization URL (state + PKCE) and the callback's work (check state, redeem the
 * code, read the Discord user, find or create the Castellan user, sign in, or ask for the second step). Knows nothing of HTTP.
 */
import { timingSafeEqual } from 'node:crypto';
import { ArcticFetchError, Discord, OAuth2RequestError, generateCodeVerifier, generateState } from 'arctic';
import { ServiceUnavailableError } from '../../../lib/errors';
import { log } from '../../../lib/logger';
import type { ClientContext } from '../sessions/service';
import type { AuthService, SignIn } from '../service';
import { redirectDiscordApi } from './api-redirect';
import type { DiscordConfig } from './config';
import { DiscordSignInError } from './errors';
import type { PendingAuthorization } from './oauth-cookie';
import { fetchDiscordProfile } from './profile';
import { userForDiscordProfile } from './users';

export const DISCORD_SCOPES = ['identify', 'email'];
const NOT_CONFIGURED = 'Discord authentication currently unavailable: Discord sign-in is not configured.';

/** What Discord's redirect brings back to the callback. */
export type CallbackQuery = { code?: string; state?: string; error?: string };

function sameState(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface DiscordService {
  /** A new authorization: the URL to send the browser to, and what the browser must keep for the callback. */
  startSignIn(): { url: string; pending: PendingAuthorization };
  /**
   * Completes the authorization `pending` started (null when the browser has no cookie for it). Throws
   * DiscordSignInError with Discord's reason (access_denied…) or ours (invalid_state, exchange_failed…).
   */
  finishSignIn(query: CallbackQuery, pending: PendingAuthorization | null, client: ClientContext): Promise<SignIn>;
}

export function createDiscordService(config: DiscordConfig | null, auth: AuthService): DiscordService {
  if (config?.apiBase) redirectDiscordApi(config.apiBase);
  const client = config && new Discord(config.clientId, config.clientSecret, config.redirectUri);

  function configured(): Discord {
    if (!client) throw new ServiceUnavailableError(NOT_CONFIGURED);
    return client;
  }

  /** Redeems the code; Discord's refusal (invalid_grant for a replayed or expired code) signs no one in. */
  async function exchange(discord: Discord, code: string, codeVerifier: string): Promise<string> {
    try {
      return (await discord.validateAuthorizationCode(code, codeVerifier)).accessToken();
    } catch (err) {
      // The OAuth error name only: codes and tokens never reach the log.
      const cause = err instanceof OAuth2RequestError ? err.code : err instanceof ArcticFetchError ? 'unreachable' : 'unexpected_response';
      log.warn('discord code exchange refused', { cause });
      throw new DiscordSignInError('exchange_failed', 'Discord did not accept the sign-in. Please try again.');
    }
  }

  return {
    startSignIn(): { url: string; pending: PendingAuthorization } {
      const discord = configured();
      const pending = { state: generateState(), codeVerifier: generateCodeVerifier() };
      return { url: discord.createAuthorizationURL(pending.state, pending.codeVerifier, DISCORD_SCOPES).href, pending };
    },

    async finishSignIn(query: CallbackQuery, pending: PendingAuthorization | null, client: ClientContext): Promise<SignIn> {
      const discord = configured();
      if (query.error) throw DiscordSignInError.fromProvider(query.error);
      if (!pending || !query.state || !sameState(query.state, pending.state)) {
        throw new DiscordSignInError('invalid_state', 'This sign-in did not start in this browser, or it took too long. Please try again.');
      }
      if (!query.code) throw new DiscordSignInError('missing_code', 'Discord sent no authorization code.');
      const accessToken = await exchange(discord, query.code, pending.codeVerifier);
      const profile = await fetchDiscordProfile(accessToken);
      const user = await userForDiscordProfile(profile);
      // The user's second factor, when they use one, is asked on the site's callback page.
      return auth.signIn(user, 'discord', client);
    },
  };
}
