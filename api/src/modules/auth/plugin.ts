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

export function bearerOrCookie(headers: Record<string, string | undefined>, cookieValue: unknown): string | null {
  const header = headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return typeof cookieValue === 'string' && cookieValue ? cookieValue : null;
}

/** The signed-in user of a request (header or session cookie); 401 when there is none or it is not valid. */
export async function sessionUser(
  auth: AuthService,
  headers: Record<string, string | undefined>,
  cookie: Record<string, { value?: unknown } | undefined>,
): Promise<UserDocument> {
  const token = bearerOrCookie(headers, cookie[SESSION_COOKIE]?.value);
  if (!token) throw new UnauthorizedError();
  return auth.userForToken(token);
}

export const authPlugin = (auth: AuthService) =>
  new Elysia({ name: 'auth-macro' }).macro({
    auth: {
      // Marks the route in the OpenAPI document, so Swagger UI sends the token you authorise with.
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async resolve({ headers, cookie }) {
        const user = await sessionUser(auth, headers, cookie);
        return { user, authUser: auth.present(user) };
      },
    },
    /** Only `authUser`, for the session check itself: no user document is built for the request. */
    session: {
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async resolve({ headers, cookie }) {
        const token = bearerOrCookie(headers, cookie[SESSION_COOKIE]?.value);
        if (!token) throw new UnauthorizedError();
        return { authUser: await auth.authUserForToken(token) };
      },
    },
  });
