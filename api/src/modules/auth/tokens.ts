/** Session tokens: HS256 JWTs whose claims (sub, email, user_metadata) the site reads directly. */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AuthUser, SessionClaims } from '@shared/auth';
import { SECOND_STEP_TTL_SECONDS, SIGN_IN_METHODS, type SignInMethod } from '@shared/security';
import type { Config } from '../../config';
import { SignInAgainError, UnauthorizedError } from '../../lib/errors';
import { isReaderCredential, type ReaderCredential } from './reader-credential';

/** Session tokens remembered as verified (oldest forgotten first). */
const VERIFIED_MAX = 20_000;

export interface TokenService {
  /** How long a session token lasts. */
  ttlSeconds: number;
  /** A session token for `user`'s session `sessionId` (the `sid` claim the session check looks up). */
  issue(user: AuthUser, sessionId: string): Promise<string>;
  /**
   * A console ticket: lets one user open one bot's console stream within `ttlSeconds`. It is what the spec's
   * `?token=` carries, so the long-lived session token never travels in a URL. `credential`: the session or
   * key it was asked with (stream-readers.ts), which the stream it opens goes on resting on.
   */
  issueConsoleTicket(userId: string, botId: string, credential: ReaderCredential, ttlSeconds?: number): Promise<string>;
  /**
   * The proof that a user passed the first sign-in step (password or Discord) and may now give their second
   * factor, within SECOND_STEP_TTL_SECONDS. It signs no one in by itself.
   */
  issueSecondStep(userId: string, method: SignInMethod): Promise<string>;
  /** The user and method a second-step challenge is for; an expired one asks to sign in again, any other bad one is 401. */
  verifySecondStep(challenge: string): Promise<{ userId: string; method: SignInMethod }>;
  /** The user, bot and credential a console ticket is for; a session token or any bad ticket is 401. */
  verifyConsoleTicket(ticket: string): Promise<{ userId: string; botId: string; credential: ReaderCredential }>;
  /**
   * The claims of a token verified lately and not yet expired, answered without a promise (every signed-in
   * request asks); undefined when it must be verified.
   */
  known(token: string, now?: number): SessionClaims | undefined;
  /**
   * The token's claims; any invalid, expired or foreign token is a 401. A token verified lately is not verified
   * again until it expires (the signature of the same string cannot change; its user is still checked on every
   * request).
   */
  verify(token: string): Promise<SessionClaims>;
}

export function createTokenService(jwt: Config['jwt']): TokenService {
  const key = new TextEncoder().encode(jwt.secret);
  const verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();
  /** The kept claims of this token, while it has not expired at `now`; an expired one is forgotten. */
  const keptClaims = (token: string, now = Date.now()) => {
    const entry = verified.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.claims;
    verified.delete(token);
    return undefined;
  };

  return {
    ttlSeconds: jwt.ttlSeconds,

    async issue(user: AuthUser, sessionId: string): Promise<string> {
      return new SignJWT({ email: user.email, user_metadata: user.user_metadata, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(jwt.issuer)
        .setAudience(jwt.audience)
        .setIssuedAt()
        .setExpirationTime(`${jwt.ttlSeconds}s`)
        .sign(key);
    },

    async issueConsoleTicket(userId: string, botId: string, credential: ReaderCredential, ttlSeconds = 60): Promise<string> {
      return new SignJWT({ bot: botId, cr: credential })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(jwt.issuer)
        .setAudience(`${jwt.audience}:console`)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },

    async issueSecondStep(userId: string, method: SignInMethod): Promise<string> {
      return new SignJWT({ method })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(jwt.issuer)
        .setAudience(`${jwt.audience}:second-step`)
        .setIssuedAt()
        .setExpirationTime(`${SECOND_STEP_TTL_SECONDS}s`)
        .sign(key);
    },

    async verifySecondStep(challenge: string): Promise<{ userId: string; method: SignInMethod }> {
      try {
        const { payload } = await jwtVerify(challenge, key, {
          algorithms: ['HS256'],
          issuer: jwt.issuer,
          audience: `${jwt.audience}:second-step`,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !(SIGN_IN_METHODS as readonly unknown[]).includes(payload.method)) throw new Error('incomplete challenge');
        return { userId: payload.sub, method: payload.method as SignInMethod };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new SignInAgainError('This sign-in took too long. Please sign in again.');
        throw new SignInAgainError('This sign-in is not valid. Please sign in again.');
      }
    },

    async verifyConsoleTicket(ticket: string): Promise<{ userId: string; botId: string; credential: ReaderCredential }> {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          issuer: jwt.issuer,
          audience: `${jwt.audience}:console`,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.bot !== 'string' || !isReaderCredential(payload.cr)) throw new Error('incomplete ticket');
        return { userId: payload.sub, botId: payload.bot, credential: payload.cr };
      } catch (err) {
        // A session token in a URL would end up in logs and histories: say what to send instead.
        const sessionToken = await jwtVerify(ticket, key, { algorithms: ['HS256'], issuer: jwt.issuer, audience: jwt.audience }).then(
          () => true,
          () => false,
        );
        if (sessionToken) {
          throw new UnauthorizedError(
            'A session token is not accepted in a console link. Request a console ticket (POST /api/bots/{id}/console-ticket) and pass that as ?token=.',
          );
        }
        if (err instanceof joseErrors.JWTExpired) throw new UnauthorizedError('This console link has expired. Open the console again.');
        throw new UnauthorizedError('This console link is not valid. Open the console again.');
      }
    },

    known(token: string, now?: number): SessionClaims | undefined {
      return keptClaims(token, now);
    },

    async verify(token: string): Promise<SessionClaims> {
      const known = keptClaims(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: jwt.issuer,
          audience: jwt.audience,
          // A token that never expires is not one we issued: refuse it.
          requiredClaims: ['exp', 'sub'],
        });
        // A token without a session id predates sessions (issue 13): it can no longer be signed out, so it is refused.
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new UnauthorizedError('Your session is not valid. Please sign in again.');
        const claims = payload as unknown as SessionClaims;
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp! * 1000 });
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Your session has expired. Please sign in again.');
        throw new UnauthorizedError('Your session is not valid. Please sign in again.');
      }
    },
  };
}
