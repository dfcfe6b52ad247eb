/**
 * What a notification is about, and which of them the header's bell shows. Every notification is kept
 * (the player's history, the data export); the bell shows the kinds the player keeps on it, by default
 * the ones that need them (an attack, a failure, a limit, the plan) and not the chatter of starts, stops
 * and progress notes.
 */
export const NOTIFICATION_KINDS = ['attack', 'error', 'session', 'limit', 'slots', 'plan', 'result', 'started', 'stopped'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  attack: 'Incoming attacks',
  error: 'A bot failed (wrong game password, banned, game errors)',
  session: 'Game connection notices (server unreachable, someone else logged in)',
  limit: "The Starter plan's daily limit reached",
  slots: 'A bot stopped by a plan change',
  plan: 'Plan and payments (plan changed, refunds)',
  result: 'Progress notes and milestones',
  started: 'Bot started',
  stopped: 'Bot stopped',
};

/** On the bell unless the player chose otherwise. */
export const BELL_DEFAULTS: Record<NotificationKind, boolean> = {
  attack: true,
  error: true,
  session: true,
  limit: true,
  slots: true,
  plan: true,
  result: false,
  started: false,
  stopped: false,
};

export const isNotificationKind = (value: unknown): value is NotificationKind => typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
