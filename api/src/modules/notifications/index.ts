/** GET /api/users/me, GET /api/users/me/notifications, GET /api/users/announcements (public). */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { Announcement } from '../admin/model';
import { AuthUser } from '../auth/model';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { listAnnouncements, listNotifications } from './service';
import { Subscription } from '../billing/model';
import { presentSubscription } from '../billing/presenter';
import { SubscriptionModel } from '../billing/subscription.model';

const Notification = t.Object({ id: t.String(), message: t.String(), created_at: t.String({ format: 'date-time' }) });

export const userRoutes = (auth: AuthService) =>
  new Elysia({ prefix: '/api/users', tags: ['users'] })
    .use(authPlugin(auth))
    .get(
      '/me',
      async ({ user, authUser }) => ({
        success: true as const,
        user: authUser,
        subscription: presentSubscription(user, await SubscriptionModel.findOne({ userId: user.id })),
      }),
      {
        auth: true,
        response: { 200: t.Object({ success: t.Literal(true), user: AuthUser, subscription: Subscription }), 401: ErrorBody },
        detail: { summary: 'Your profile with its subscription' },
      },
    )
    .get('/me/notifications', ({ user, query }) => listNotifications(user.id, query.limit ?? 50), {
      auth: true,
      query: t.Object({ limit: t.Optional(t.Numeric({ minimum: 1, maximum: 200, multipleOf: 1, error: 'limit must be a whole number from 1 to 200.' })) }),
      response: { 200: t.Array(Notification), 401: ErrorBody, 422: ErrorBody },
      detail: { summary: 'Your bot-event notifications, newest first' },
    })
    .get('/announcements', () => listAnnouncements(), {
      response: { 200: t.Array(Announcement) },
      detail: { summary: 'Public announcements, newest first' },
    });
