/**
 * GET /api/users/me/notifications (+ /unread, POST /read): the player's bot-event notifications, of the
 * kinds their bell shows; /api/users/me/notification-settings: what the bell shows, push, Discord, e-mail
 * and quiet hours (alerts.ts); POST /api/users/me/attacks/:id/acknowledge: no more reminders of an
 * incoming attack (attack-alerts.ts).
 */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { countUnread, listNotifications, markRead, NOTIFICATIONS_KEPT } from './service';
import { notificationErrors } from './errors.messages';
import { isLocale } from '@shared/i18n/locales';
import { askedLocale, fixedText, pageLocaleOf } from '../../lib/error-language';
import type { Alerts, Person } from './alerts';
import type { AttackAlerts } from './attack-alerts';
import { EMAIL_KINDS, NOTIFICATION_KINDS } from '@shared/notifications';
import type { UserDocument } from '../users/records';

const person = (user: UserDocument): Person => ({ id: user.id, email: user.email, plan: user.plan as string, language: user.language ?? null });

const Notification = t.Object({
  id: t.String(),
  message: t.String(),
  read: t.Boolean(),
  created_at: t.String({ format: 'date-time' }),
  open_attack: t.Nullable(
    t.String({ description: 'An incoming attack still on its way, which POST /api/users/me/attacks/{id}/acknowledge stops reminding of' }),
  ),
  resolved_at: t.Nullable(
    t.String({
      format: 'date-time',
      description: "When a bot's stall it tells of ended (the item is read then); null while the stall lasts, and for every other kind",
    }),
  ),
  link: t.String({
    description: "The page of the site where you act on it: the game account to fix, the bot's console, the plans, Settings…",
    examples: ['/accounts?edit=6650c0ffee', '/bots/6650c0ffee'],
  }),
});
const Unread = t.Object({ unread: t.Integer({ minimum: 0, description: 'Notifications the user has not read yet.' }) });
const IDS_ERROR = fixedText(notificationErrors, 'ids', { count: NOTIFICATIONS_KEPT });
const MarkRead = t.Object({
  ids: t.Optional(
    t.Array(t.String({ pattern: '^[0-9a-fA-F]{24}$', error: IDS_ERROR }), {
      maxItems: NOTIFICATIONS_KEPT,
      error: IDS_ERROR,
      description: 'The notifications to mark read; without it, all of them.',
    }),
  ),
});

const kindFlags = (kinds: readonly string[]) =>
  t.Object(Object.fromEntries(kinds.map((k) => [k, t.Boolean()])) as Record<string, ReturnType<typeof t.Boolean>>);
// Changes are records, not objects of known keys: a body is normalised against an object's keys, which
// would drop an unknown kind without a word; here it is refused by name (alerts.ts).
const FlagChanges = t.Record(t.String(), t.Boolean({ error: 'Each kind must be set to true or false.' }));
const QuietHoursSchema = t.Object({
  from: t.String({ description: 'HH:MM, in the time zone', examples: ['22:00'] }),
  to: t.String({ description: 'HH:MM; may be the next day', examples: ['07:00'] }),
  timeZone: t.String({ description: 'IANA time zone', examples: ['Europe/Berlin'] }),
  attacksBreakThrough: t.Boolean({ description: 'Incoming attacks still go out during quiet hours' }),
});

const NotificationSettings = t.Object({
  bell: kindFlags(NOTIFICATION_KINDS),
  discord: t.Object({
    set: t.Boolean({ description: 'A webhook is saved (its URL is never sent back)' }),
    allowed: t.Boolean({ description: 'Your plan includes Discord alerts' }),
    kinds: kindFlags(NOTIFICATION_KINDS),
  }),
  email: t.Object({ kinds: kindFlags(EMAIL_KINDS) }),
  push: t.Object({
    kinds: kindFlags(NOTIFICATION_KINDS),
    devices: t.Integer({ minimum: 0, description: 'Browsers and installed apps with push on (POST /api/push/subscriptions)' }),
  }),
  quietHours: t.Nullable(QuietHoursSchema),
});

const SettingsChanges = t.Object({
  bell: t.Optional(FlagChanges),
  discord: t.Optional(
    t.Object({
      url: t.Optional(t.Nullable(t.String({ maxLength: 300, description: 'Your Discord webhook URL; null removes it' }))),
      kinds: t.Optional(FlagChanges),
    }),
  ),
  email: t.Optional(t.Object({ kinds: t.Optional(FlagChanges) })),
  push: t.Optional(t.Object({ kinds: t.Optional(FlagChanges) })),
  quietHours: t.Optional(t.Nullable(QuietHoursSchema)),
});

export const notificationRoutes = (auth: AuthService, alerts: Alerts, attacks: AttackAlerts) =>
  new Elysia({ prefix: '/api/users', tags: ['users'] })
    .use(authPlugin(auth))
    // In the language of the page showing the bell (one page, one language), else the account's, else the one the request asks for.
    .get(
      '/me/notifications',
      ({ user, query, request }) =>
        listNotifications(user.id, query.limit ?? 50, pageLocaleOf(request) ?? (isLocale(user.language) ? user.language : askedLocale(request))),
      {
        auth: true,
        query: t.Object({
          limit: t.Optional(
            t.Numeric({
              minimum: 1,
              maximum: NOTIFICATIONS_KEPT,
              multipleOf: 1,
              error: fixedText(notificationErrors, 'limit', { min: 1, max: NOTIFICATIONS_KEPT }),
            }),
          ),
        }),
        response: { 200: t.Array(Notification), 401: ErrorBody, 422: ErrorBody },
        detail: { summary: 'Your bot-event notifications, newest first' },
      },
    )
    .get('/me/notifications/unread', ({ user }) => countUnread(user.id), {
      auth: true,
      response: { 200: Unread, 401: ErrorBody },
      detail: { summary: 'How many of your notifications are unread' },
    })
    .get('/me/notification-settings', ({ user }) => alerts.view(person(user)), {
      auth: true,
      response: { 200: NotificationSettings, 401: ErrorBody },
      detail: { summary: 'What your bell shows, what is pushed to your devices, goes to your Discord webhook and by e-mail, and your quiet hours' },
    })
    .patch('/me/notification-settings', ({ user, body }) => alerts.change(person(user), body), {
      auth: true,
      body: SettingsChanges,
      response: { 200: NotificationSettings, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      detail: {
        summary: 'Change what your bell shows, the kinds pushed, your Discord webhook and its kinds, the kinds e-mailed, your quiet hours',
        description:
          'Only the parts given change. Discord alerts need the Premium plan or higher (403). Starts, stops and progress notes are off the bell by default.',
      },
    })
    .post('/me/notification-settings/discord/test', ({ user }) => alerts.testDiscord(person(user)), {
      auth: true,
      response: { 200: t.Object({ sent: t.Literal(true) }), 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 503: ErrorBody },
      detail: { summary: 'Post a test message to your Discord webhook now (503 says why Discord refused)' },
    })
    .post('/me/attacks/:id/acknowledge', ({ user, params }) => attacks.acknowledge(user.id, params.id), {
      auth: true,
      params: t.Object({ id: t.String({ maxLength: 200 }) }),
      response: { 200: t.Object({ acknowledged: t.Literal(true) }), 401: ErrorBody, 404: ErrorBody },
      detail: { summary: 'You have seen this incoming attack: no more reminders of it (404 once it has landed)' },
    })
    .post('/me/notifications/read', ({ user, body }) => markRead(user.id, body.ids), {
      auth: true,
      body: MarkRead,
      response: { 200: Unread, 401: ErrorBody, 422: ErrorBody },
      detail: { summary: 'Marks your notifications read (the ones named, or all); answers how many stay unread' },
    });
