/** GET /api/users/me: who is signed in, with their subscription (what the Profile and Settings screens show). */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { AuthUser } from '../auth/schemas';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { Subscription } from '../billing/schemas';
import { currentSubscription } from '../billing/presenter';

export const profileRoutes = (auth: AuthService) =>
  new Elysia({ prefix: '/api/users', tags: ['users'] }).use(authPlugin(auth)).get(
    '/me',
    async ({ user, authUser }) => ({ success: true as const, user: authUser, subscription: await currentSubscription(user) }),
    {
      auth: true,
      response: { 200: t.Object({ success: t.Literal(true), user: AuthUser, subscription: Subscription }), 401: ErrorBody },
      detail: { summary: 'Your profile with its subscription' },
    },
  );
