/**
 * The `auth` macro: a route opts in with `{ auth: true }` and receives `user` (the document) and
 * `authUser` (the spec's shape); `{ session: true }` gives only `authUser`, cheaper (the session check).
 * The token comes from the Authorization header or the session cookie.
 *
 * A bearer starting with `cst_` is a personal API key (modules/api-keys): it is checked by the key service
 * (its allow-list of routes, scopes, addresses, plan and rate), and starts no session. A key is never
 * taken from the cookie (browsers send cookies unasked; a key is for scripts), and never answers the
 * `session` check GET /api/auth/me: that is the app's own session, and a key refused there cannot pass
 * for a signed-in browser.
 */
import { Elysia } from 'elysia';
import { SESSION_COOKIE, type AuthUser } from '@shared/auth';
import { API_KEY_PREFIX } from '@shared/security';
import { UnauthorizedError } from '../../lib/errors';
import type { AuthService, SignedIn } from './service';

/** What a request signs in with, read once per request: a personal API key, a session token, or nothing. */
type Credential = { key: string } | { token: string } | null;

/**
 * The bearer of the Authorization header (a key when it starts `cst_`, else a session token), else the
 * session cookie. Read from the request itself, so routes that only check the session do not have Elysia
 * build their headers object and cookie jar; each header is read once (Bun copies it out at every read).
 */
function credentialOf(request: Request): Credential {
  const header = request.headers.get('authorization');
  // The scheme's name in any case, from its 7 characters (not a lowered copy of the whole token).
  if (header !== null && header.length >= 7 && header.slice(0, 7).toLowerCase() === 'bearer ') {
    const bearer = header.slice(7).trim();
    if (!bearer) return null;
    return bearer.startsWith(API_KEY_PREFIX) ? { key: bearer } : { token: bearer };
  }
  const token = cookieToken(request.headers.get('cookie'));
  return token ? { token } : null;
}

function cookieToken(cookies: string | null): string | null {
  if (!cookies) return null;
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = pair.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return value || null;
      }
    }
  }
  return null;
}

/** The session token of a request: the Authorization bearer (an API key too: it then fails as a session), else the session cookie. */
export function sessionToken(request: Request): string | null {
  const credential = credentialOf(request);
  return credential === null ? null : 'token' in credential ? credential.token : credential.key;
}

/** The personal API key a request sends as its bearer, or null (a key in the cookie is no key: it fails as a session). */
export function apiKeyOf(request: Request): string | null {
  const credential = credentialOf(request);
  return credential !== null && 'key' in credential ? credential.key : null;
}

type Peer = { requestIP(request: Request): { address: string } | null } | null | undefined;

/**
 * The signed-in user of a request (header or session cookie), or the owner of its API key when the key may
 * make this request (`server` gives the client's address: a key may be bound to addresses); 401 when there is
 * none or it is not valid. With the session or key it signed in with, which an open stream's right rests on.
 */
export async function signedIn(auth: AuthService, request: Request, server?: Peer): Promise<SignedIn> {
  const credential = credentialOf(request);
  if (credential === null) throw new UnauthorizedError();
  if ('key' in credential) return auth.signedInByApiKey(credential.key, request, server?.requestIP(request)?.address);
  return auth.signedInByToken(credential.token);
}

/**
 * The session check (GET /api/auth/me): the signed-in user as the spec shows it. No document is built, and
 * no promise when the token, its session and its user were all seen lately (a refusal is then thrown at
 * once). The `session` macro and the route Bun serves natively (auth/me.ts) both ask it.
 */
export function sessionAuthUser(auth: AuthService, request: Request, server?: Peer): AuthUser | Promise<AuthUser> {
  const credential = credentialOf(request);
  if (credential === null) throw new UnauthorizedError();
  // A key is refused here by its allow-list (403, or 401 when it is not valid at all), never taken as a session.
  if ('key' in credential) return auth.userForApiKey(credential.key, request, server?.requestIP(request)?.address).then(auth.present);
  return auth.authUserForToken(credential.token);
}

/**
 * The caller of a request, checked at `transform`, before its body is validated: a stranger is told 401
 * (or 403), never a route's body rules. Kept for the request's `resolve`, which hands it to the route.
 */
const callers = new WeakMap<Request, Promise<SignedIn>>();

/** Checks the request's caller now and keeps the answer for `signedInOnce` (a refusal is thrown here, before the body). */
export async function checkCallerFirst(auth: AuthService, request: Request, server?: Peer): Promise<void> {
  const checked = signedIn(auth, request, server);
  callers.set(request, checked);
  await checked;
}

/** The caller `checkCallerFirst` checked for this request (checked now if it did not). */
export const signedInOnce = (auth: AuthService, request: Request, server?: Peer): Promise<SignedIn> => callers.get(request) ?? signedIn(auth, request, server);

export const authPlugin = (auth: AuthService) =>
  new Elysia({ name: 'auth-macro' }).macro({
    auth: {
      // Marks the route in the OpenAPI document, so Swagger UI sends the token you authorise with.
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      transform: ({ request, server }) => checkCallerFirst(auth, request, server),
      async resolve({ request, server }) {
        const { user, credential } = await signedInOnce(auth, request, server);
        // `credential`: what the request signed in with, which a stream or ticket it opens rests on (reader-credential.ts).
        return { user, authUser: auth.present(user), credential };
      },
    },
    /** Only `authUser`, for the session check itself: no user document is built for the request. */
    session: {
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async resolve({ request, server }) {
        const authUser = sessionAuthUser(auth, request, server);
        return { authUser: authUser instanceof Promise ? await authUser : authUser };
      },
    },
  });
