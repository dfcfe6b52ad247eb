/**
 * The user a session token names, read from its middle part (sub, email, user_metadata) as spec §2 says.
 * Not a verification: the API checks the signature on every call that uses the token.
 */
import type { AuthUser, UserMetadata } from '@shared/auth';

/** The user as the callback hands it on: the spec's message carries id, email and user_metadata. */
export type TokenUser = Pick<AuthUser, 'id' | 'email' | 'user_metadata'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

export function isUserMetadata(value: unknown): value is UserMetadata {
  return (
    isRecord(value) && typeof value.plan === 'string' && isStringOrNull(value.username) && isStringOrNull(value.avatar) && typeof value.isAdmin === 'boolean'
  );
}

export function isTokenUser(value: unknown): value is TokenUser {
  return isRecord(value) && typeof value.id === 'string' && value.id !== '' && typeof value.email === 'string' && isUserMetadata(value.user_metadata);
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function claimsOf(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]!));
    return isRecord(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** The token's user, or null for anything that is not a three-part token with those claims. */
export function userFromToken(token: string): TokenUser | null {
  const claims = claimsOf(token);
  if (!claims) return null;
  const user = { id: claims.sub, email: claims.email, user_metadata: claims.user_metadata };
  return isTokenUser(user) ? user : null;
}

/** As userFromToken, but only while the token's expiry (exp, in seconds) is still ahead. */
export function unexpiredUserFromToken(token: string, now = Date.now()): TokenUser | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > now ? userFromToken(token) : null;
}
