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
import { SESSION_COOKIE } from '@shared/auth';
import { API_KEY_PREFIX } from '@shared/security';
import { UnauthorizedError } from '../../lib/errors';
import type { UserDocument } from '../users/records';
import type { AuthService } from './service';

/**
 * The session token of a request: the Authorization bearer, else the session cookie. Read from the
 * request itself, so routes that only check the session do not have Elysia build their headers object
 * and cookie jar (a few microseconds of the session check, bench/api).
 */
export function sessionToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  const cookies = request.headers.get('cookie');
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

/** The personal API key a request sends as its bearer, or null (a key in the cookie is no key: it fails as a session). */
export function apiKeyOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  const token = header.slice(7).trim();
  return token.startsWith(API_KEY_PREFIX) ? token : null;
}

type Peer = { requestIP(request: Request): { address: string } | null } | null | undefined;

/**
 * The signed-in user of a request (header or session cookie), or the owner of its API key when the key
 * may make this request; 401 when there is none or it is not valid. `server` gives the client's address
 * (an API key may be bound to addresses).
 */
export async function sessionUser(auth: AuthService, request: Request, server?: Peer): Promise<UserDocument> {
  const key = apiKeyOf(request);
  if (key) return auth.userForApiKey(key, request, server?.requestIP(request)?.address);
  const token = sessionToken(request);
  if (!token) throw new UnauthorizedError();
  return auth.userForToken(token);
}

export const authPlugin = (auth: AuthService) =>
  new Elysia({ name: 'auth-macro' }).macro({
    auth: {
      // Marks the route in the OpenAPI document, so Swagger UI sends the token you authorise with.
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async resolve({ request, server }) {
        const user = await sessionUser(auth, request, server);
        return { user, authUser: auth.present(user) };
      },
    },
    /** Only `authUser`, for the session check itself: no user document is built for the request. */
    session: {
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async resolve({ request, server }) {
        // A key is refused here by its allow-list (403, or 401 when it is not valid at all), never taken as a session.
        if (apiKeyOf(request)) return { authUser: auth.present(await sessionUser(auth, request, server)) };
        const token = sessionToken(request);
        if (!token) throw new UnauthorizedError();
        return { authUser: await auth.authUserForToken(token) };
      },
    },
  });
