/** The `admin` macro: signed in (401 otherwise) and an administrator (403 otherwise), checked on the server. */
import { Elysia } from 'elysia';
import { SESSION_COOKIE } from '@shared/auth';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { bearerOrCookie } from '../auth/plugin';
import type { AuthService } from '../auth/service';

export const adminPlugin = (auth: AuthService) =>
  new Elysia({ name: 'admin-macro' }).macro({
    admin: {
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async resolve({ headers, cookie }) {
        const token = bearerOrCookie(headers, cookie[SESSION_COOKIE]?.value);
        if (!token) throw new UnauthorizedError();
        const admin = await auth.userForToken(token);
        if (!auth.isAdmin(admin)) throw new ForbiddenError('This area is for administrators only.');
        return { admin };
      },
    },
  });
