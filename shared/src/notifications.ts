/**
 * What a notification is about, and which of them the header's bell shows. Every notification is kept
 * (the player's history, the data export); the bell shows the kinds the player keeps on it, by default
 * the ones that need them (an attack, a failure, a limit, the plan) and not the chatter of starts, stops
 * and progress notes.
 */
export const NOTIFICATION_KINDS = [
  'attack',
  'error',
  'stalled',
  'session',
  'limit',
  'slots',
  'plan',
  'support',
  'result',
  'started',
  'stopped',
  'alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds only admins ever get (`alert`: the platform's alerts, api/src/modules/alerts): a player's settings do not list them. */
export const ADMIN_KINDS: readonly NotificationKind[] = ['alert'];
/** The kinds a reader's settings list: an admin's all of them, a player's those a player can get. */
export const kindsFor = (admin: boolean): readonly NotificationKind[] =>
  admin ? NOTIFICATION_KINDS : NOTIFICATION_KINDS.filter((k) => !ADMIN_KINDS.includes(k));

// Their names, in every language: notificationKinds (notifications.messages.ts), for the settings and the alerts alike.

/** On the bell unless the player chose otherwise. */
export const BELL_DEFAULTS: Record<NotificationKind, boolean> = {
  attack: true,
  error: true,
  stalled: true,
  session: true,
  limit: true,
  slots: true,
  plan: true,
  support: true,
  result: false,
  started: false,
  stopped: false,
  alert: true,
};

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** Posted to a player's Discord webhook once they set one (they may change the list). */
export const DISCORD_DEFAULT_KINDS: readonly NotificationKind[] = ['attack', 'error', 'session'];

/** Pushed to the player's devices once they turn push on in a browser or the installed app (they may change the list). */
export const PUSH_DEFAULT_KINDS: readonly NotificationKind[] = ['attack', 'error'];

/**
 * What a push carries to the service worker (encrypted end to end: the push service sees none of it).
 * `tag`: a notification with the same tag replaces the one shown (an attack's reminders replace its
 * alert); `attackId`: the open attack alert an "Acknowledge" action stops.
 */
/** `actions`: the words of an attack's buttons, in the player's language (the service worker has none of its own). */
export type PushPayload = { title: string; body: string; url: string; tag: string; attackId?: string; actions?: { acknowledge: string; open: string } };

/** The path that acknowledges an open attack alert (the bell, the console and the push action use it). */
export const acknowledgeAttackPath = (attackId: string) => `/api/users/me/attacks/${encodeURIComponent(attackId)}/acknowledge`;

/** The kinds that may be mailed: the ones worth an e-mail (never the chatter). */
export const EMAIL_KINDS = ['attack', 'error'] as const satisfies readonly NotificationKind[];

/** A Discord webhook as Discord hands it out (Channel settings → Integrations → Webhooks → Copy URL). */
export const DISCORD_WEBHOOK_PATTERN =
  /^https:\/\/(?:discord\.com|discordapp\.com|ptb\.discord\.com|canary\.discord\.com)\/api\/webhooks\/(\d{5,25})\/([\w-]{20,100})$/;

/**
 * Quiet hours: from `from` to `to` (HH:MM, may pass midnight) in the player's IANA time zone, nothing goes
 * out of the app, except incoming attacks when `attacksBreakThrough`.
 */
export type QuietHours = { from: string; to: string; timeZone: string; attacksBreakThrough: boolean };

export const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `now` falls in the quiet hours, read on the wall clock of their time zone (so DST moves with it). */
export function inQuietHours(quiet: QuietHours, now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: quiet.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const local = Number(parts.find((p) => p.type === 'hour')!.value) * 60 + Number(parts.find((p) => p.type === 'minute')!.value);
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  return from < to ? local >= from && local < to : local >= from || local < to;
}

/** Whether a time zone name is one this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
