/** The `admin` macro: signed in (401 otherwise) and an administrator (403 otherwise), checked on the server. */
import { Elysia } from 'elysia';
import { ForbiddenError } from '../../lib/errors';
import './errors.messages';
import { sessionUser } from '../auth/plugin';
import type { AuthService } from '../auth/service';

export const adminPlugin = (auth: AuthService) =>
  new Elysia({ name: 'admin-macro' }).macro({
    admin: {
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async resolve({ request }) {
        const admin = await sessionUser(auth, request);
        if (!auth.isAdmin(admin)) throw new ForbiddenError('This area is for administrators only.');
        return { admin };
      },
    },
  });
