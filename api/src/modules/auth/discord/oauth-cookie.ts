/**
 * The short-lived cookie that binds a Discord authorization to the browser that started it: the `state`
 * the callback must echo and the PKCE verifier only this browser's callback may redeem the code with.
 *
 * HttpOnly (page scripts never see it); SameSite=Lax, because the callback arrives as a top-level
 * navigation from discord.com, which Strict would strip; scoped to the callback path; gone after 10 minutes.
 */
import { CALLBACK_PATH } from './config';

export const OAUTH_COOKIE = 'castellan_discord_oauth';
export const OAUTH_COOKIE_MAX_AGE_SECONDS = 600;

export type PendingAuthorization = { state: string; codeVerifier: string };

export function oauthCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', secure, path: CALLBACK_PATH } as const;
}

/** Arctic's state and verifier are base64url, which has no dot: a dot joins them unambiguously. */
export function encodePending({ state, codeVerifier }: PendingAuthorization): string {
  return `${state}.${codeVerifier}`;
}

export function decodePending(value: unknown): PendingAuthorization | null {
  if (typeof value !== 'string') return null;
  const match = /^([\w-]{16,128})\.([\w-]{43,128})$/.exec(value);
  return match ? { state: match[1]!, codeVerifier: match[2]! } : null;
}
