/** GET /api/users/me/notifications (+ /unread, POST /read): the player's bot-event notifications. */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { countUnread, listNotifications, markRead } from './service';

const Notification = t.Object({ id: t.String(), message: t.String(), read: t.Boolean(), created_at: t.String({ format: 'date-time' }) });
const Unread = t.Object({ unread: t.Integer({ minimum: 0, description: 'Notifications the user has not read yet.' }) });
const MarkRead = t.Object({
  ids: t.Optional(
    t.Array(t.String({ pattern: '^[0-9a-fA-F]{24}$', error: 'ids must be a list of up to 200 notification ids.' }), {
      maxItems: 200,
      error: 'ids must be a list of up to 200 notification ids.',
      description: 'The notifications to mark read; without it, all of them.',
    }),
  ),
});

export const notificationRoutes = (auth: AuthService) =>
  new Elysia({ prefix: '/api/users', tags: ['users'] })
    .use(authPlugin(auth))
    .get('/me/notifications', ({ user, query }) => listNotifications(user.id, query.limit ?? 50), {
      auth: true,
      query: t.Object({ limit: t.Optional(t.Numeric({ minimum: 1, maximum: 200, multipleOf: 1, error: 'limit must be a whole number from 1 to 200.' })) }),
      response: { 200: t.Array(Notification), 401: ErrorBody, 422: ErrorBody },
      detail: { summary: 'Your bot-event notifications, newest first' },
    })
    .get('/me/notifications/unread', ({ user }) => countUnread(user.id), {
      auth: true,
      response: { 200: Unread, 401: ErrorBody },
      detail: { summary: 'How many of your notifications are unread' },
    })
    .post('/me/notifications/read', ({ user, body }) => markRead(user.id, body.ids), {
      auth: true,
      body: MarkRead,
      response: { 200: Unread, 401: ErrorBody, 422: ErrorBody },
      detail: { summary: 'Marks your notifications read (the ones named, or all); answers how many stay unread' },
    });
