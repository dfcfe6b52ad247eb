/** Session tokens: HS256 JWTs whose claims (sub, email, user_metadata) the site reads directly. */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AuthUser, SessionClaims } from '@shared/auth';
import type { Config } from '../../config';
import { UnauthorizedError } from '../../lib/errors';

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(jwt: Config['jwt']) {
  const key = new TextEncoder().encode(jwt.secret);

  return {
    ttlSeconds: jwt.ttlSeconds,

    async issue(user: AuthUser): Promise<string> {
      return new SignJWT({ email: user.email, user_metadata: user.user_metadata })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(jwt.issuer)
        .setAudience(jwt.audience)
        .setIssuedAt()
        .setExpirationTime(`${jwt.ttlSeconds}s`)
        .sign(key);
    },

    /** The token's claims; any invalid, expired or foreign token is a 401. */
    async verify(token: string): Promise<SessionClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: jwt.issuer,
          audience: jwt.audience,
        });
        if (typeof payload.sub !== 'string') throw new UnauthorizedError('Your session is not valid. Please sign in again.');
        return payload as unknown as SessionClaims;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Your session has expired. Please sign in again.');
        throw new UnauthorizedError('Your session is not valid. Please sign in again.');
      }
    },
  };
}
