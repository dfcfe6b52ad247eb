/**
 * GET /api/users/me/notifications (+ /unread, POST /read): the player's bot-event notifications, of the
 * kinds their bell shows; GET and PATCH /api/users/me/notification-settings choose those kinds.
 */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { countUnread, listNotifications, markRead } from './service';
import { bellSettings, setBell } from './settings';
import { isNotificationKind, NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications';
import { ValidationFailedError } from '../../lib/errors';

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

const BellSettings = t.Object({
  bell: t.Object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, t.Boolean()])) as Record<NotificationKind, ReturnType<typeof t.Boolean>>),
});
// A record, not an object of known keys: the body is normalised against an object's keys, which would drop
// an unknown kind without a word; here it is refused by name (bellChanges).
const BellChanges = t.Object({
  bell: t.Record(t.String(), t.Boolean({ error: 'Each kind must be set to true or false.' }), { description: `Kinds to turn on (true) or off (false): ${NOTIFICATION_KINDS.join(', ')}` }),
});

function bellChanges(bell: Record<string, boolean>): Partial<Record<NotificationKind, boolean>> {
  const unknown = Object.keys(bell).find((k) => !isNotificationKind(k));
  if (unknown !== undefined) throw new ValidationFailedError(`${unknown} is not a kind of notification; the kinds are ${NOTIFICATION_KINDS.join(', ')}.`);
  return bell;
}

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
    .get('/me/notification-settings', ({ user }) => bellSettings(user.id), {
      auth: true,
      response: { 200: BellSettings, 401: ErrorBody },
      detail: { summary: 'Which kinds of notification your bell shows (starts, stops and progress notes are off by default)' },
    })
    .patch('/me/notification-settings', ({ user, body }) => setBell(user.id, bellChanges(body.bell)), {
      auth: true,
      body: BellChanges,
      response: { 200: BellSettings, 401: ErrorBody, 422: ErrorBody },
      detail: { summary: 'Turns kinds of notification on or off the bell (the kinds named; the others stay)' },
    })
    .post('/me/notifications/read', ({ user, body }) => markRead(user.id, body.ids), {
      auth: true,
      body: MarkRead,
      response: { 200: Unread, 401: ErrorBody, 422: ErrorBody },
      detail: { summary: 'Marks your notifications read (the ones named, or all); answers how many stay unread' },
    });
