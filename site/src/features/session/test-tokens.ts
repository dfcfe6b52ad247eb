/** Session tokens shaped like the API's (header.claims.signature), for the unit tests. */
import type { TokenUser } from './token-user';

export const PLAYER: TokenUser = {
  id: '665f1c2a9b1e8a0012345678',
  email: 'nelly@example.com',
  user_metadata: { plan: 'starter', username: 'nelly', avatar: 'https://cdn.discordapp.com/avatars/1/abc.png', isAdmin: false },
};

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function tokenFor(user: TokenUser = PLAYER, extra: Record<string, unknown> = {}): string {
  const claims = { sub: user.id, email: user.email, user_metadata: user.user_metadata, iss: 'castellan-api', exp: 2_000_000_000, ...extra };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

export const tokenWithClaims = (claims: unknown) => `${part({ alg: 'HS256' })}.${part(claims)}.c2ln`;
