/**
 * The `admin` macro: signed in (401 otherwise) and an administrator (403 otherwise), checked on the server
 * before the request's body is (a stranger is not told an admin route's body rules).
 */
import { Elysia } from 'elysia';
import { ForbiddenError } from '../../lib/errors';
import './errors.messages';
import { checkCallerFirst, signedInOnce } from '../auth/plugin';
import type { AuthService } from '../auth/service';

export const adminPlugin = (auth: AuthService) =>
  new Elysia({ name: 'admin-macro' }).macro({
    admin: {
      detail: { security: [{ bearer: [] }, { cookie: [] }] },
      async transform({ request }) {
        await checkCallerFirst(auth, request);
        if (!auth.isAdmin((await signedInOnce(auth, request)).user)) throw new ForbiddenError('This area is for administrators only.');
      },
      async resolve({ request }) {
        const { user: admin } = await signedInOnce(auth, request);
        if (!auth.isAdmin(admin)) throw new ForbiddenError('This area is for administrators only.');
        return { admin };
      },
    },
  });
