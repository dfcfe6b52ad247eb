/** GET /api/auth/login/discord (the authorization URL) and GET /api/auth/login/discord/callback (Discord's redirect back). */
import { Elysia } from 'elysia';
import { SESSION_COOKIE } from '@shared/auth';
import { AppError } from '../../../lib/errors';
import { clientPlugin, ErrorBody, requestIdOf } from '../../../lib/http';
import { clientOf } from '../sessions/service';
import { sessionCookieOptions } from '../cookie';
import { log } from '../../../lib/logger';
import { DiscordSignInError } from './errors';
import { CALLBACK_REDIRECT_DOC, DiscordCallbackQuery, DiscordLoginResponse } from './model';
import { decodePending, encodePending, OAUTH_COOKIE, OAUTH_COOKIE_MAX_AGE_SECONDS, oauthCookieOptions } from './oauth-cookie';
import type { DiscordService } from './service';

type Options = { discord: DiscordService; siteOrigin: string; secureCookies: boolean; sessionTtlSeconds: number; trustedProxies: readonly string[] };

/** The reason the site's callback page receives: ours, Discord's, or a standard OAuth code for the rest. */
function failureReason(err: unknown): string {
  if (err instanceof DiscordSignInError) return err.reason;
  if (err instanceof AppError && err.status === 503) return 'temporarily_unavailable';
  return 'server_error';
}

export const discordRoutes = ({ discord, siteOrigin, secureCookies, sessionTtlSeconds, trustedProxies }: Options) => {
  // The same session cookie POST /api/auth/login sets.
  const sessionCookie = sessionCookieOptions(secureCookies);
  const oauthCookie = oauthCookieOptions(secureCookies);
  // A fragment, not a query: it never reaches a server log or a Referer header.
  const backToSite = (fragment: Record<string, string>) => `${siteOrigin}/auth/discord/callback#${new URLSearchParams(fragment)}`;

  return new Elysia({ prefix: '/api/auth/login', tags: ['auth'] })
    .use(clientPlugin(trustedProxies))
    .get(
      '/discord',
      ({ cookie }) => {
        const { url, pending } = discord.startSignIn();
        cookie[OAUTH_COOKIE]!.set({ value: encodePending(pending), maxAge: OAUTH_COOKIE_MAX_AGE_SECONDS, ...oauthCookie });
        return { success: true as const, url };
      },
      {
        response: { 200: DiscordLoginResponse, 503: ErrorBody },
        detail: {
          summary: 'Start a Discord sign-in',
          description: 'Also sets a 10-minute HttpOnly cookie holding the state and PKCE verifier, scoped to the callback. 503 when Discord is not configured.',
        },
      },
    )
    .get(
      '/discord/callback',
      async ({ query, cookie, request, redirect, set, clientIp }) => {
        // The Location carries a session token: no cache may keep this answer.
        set.headers['cache-control'] = 'no-store';
        const pending = decodePending(cookie[OAUTH_COOKIE]?.value);
        // One attempt per authorization: whatever happens next, the state and verifier are spent.
        cookie[OAUTH_COOKIE]!.set({ value: '', maxAge: 0, ...oauthCookie });
        try {
          const signIn = await discord.finishSignIn(query, pending, clientOf(request, clientIp));
          // Both in the fragment, which the browser never sends to a server: the site's callback page reads it.
          if ('secondStep' in signIn) return redirect(backToSite({ second_step: signIn.secondStep.challenge }), 302);
          cookie[SESSION_COOKIE]!.set({ value: signIn.token, maxAge: sessionTtlSeconds, ...sessionCookie });
          return redirect(backToSite({ access_token: signIn.token }), 302);
        } catch (err) {
          // A browser navigation (often a popup) must land on the site, so every failure is a redirect too.
          const reason = failureReason(err);
          const requestId = requestIdOf(set);
          if (reason === 'server_error')
            log.error('discord sign-in failed', { requestId, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
          else log.info('discord sign-in refused', { requestId, reason });
          return redirect(backToSite({ error: reason }), 302);
        }
      },
      {
        query: DiscordCallbackQuery,
        detail: {
          summary: "Discord's redirect back after consent",
          description: 'Opened by the browser, not called by scripts. Checks state against the cookie, redeems the code (PKCE), finds or creates the user.',
          responses: CALLBACK_REDIRECT_DOC,
        },
      },
    );
};
