/**
 * The `auth` macro: a route opts in with `{ auth: true }` and receives `user` (the document) and
 * `authUser` (the spec's shape); `{ session: true }` gives only `authUser`, cheaper (the session check).
 * The token comes from the Authorization header or the session cookie.
 */
import { Elysia } from 'elysia';
import { SESSION_COOKIE } from '@shared/auth';
import { UnauthorizedError } from '../../lib/errors';
import type { UserDocument } from '../users/user.model';
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

/** The signed-in user of a request (header or session cookie); 401 when there is none or it is not valid. */
export async function sessionUser(auth: AuthService, request: Request): Promise<UserDocument> {
  const token = sessionToken(request);
  if (!token) throw new UnauthorizedError();
  return auth.userForToken(token);
}

export const authPlugin = (auth: AuthService) =>
  new Elysia({ name: 'auth-macro' }).macro({
    auth: {
      // Marks the route in the OpenAPI document, so Swagger UI sends the token you authorise with.
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async resolve({ request }) {
        const user = await sessionUser(auth, request);
        return { user, authUser: auth.present(user) };
      },
    },
    /** Only `authUser`, for the session check itself: no user document is built for the request. */
    session: {
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async resolve({ request }) {
        const token = sessionToken(request);
        if (!token) throw new UnauthorizedError();
        return { authUser: await auth.authUserForToken(token) };
      },
    },
  });
