/** Per-user bot-event notifications, bounded; the bell shows the kinds the user keeps on it (settings.ts). */
import type { NotificationKind } from '@shared/notifications';
import { NotificationModel } from './notification.model';
import { DiscordPostModel } from './discord-post.model';
import { bellKinds, forgetNotificationSettingsOf } from './settings';
import { attackAlertId, forgetAttackAlertsOf, openAttackAlerts, type AttackFacts } from './attack-alerts';
import { forgetSubscriptionsOf } from './push-subscriptions';
import { destinationOf } from './destination';
import { log } from '../../lib/logger';
import { isDatabaseUnavailable } from '../../lib/db';
import { Outbox } from '../../lib/outbox';
import mongoose from 'mongoose';
import { readLineMessage } from '@shared/console';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { textOf, type Said } from '@shared/i18n/said';

/** Each user keeps this many notifications; older ones are removed as new ones arrive. */
export const NOTIFICATIONS_KEPT = 200;

export type { NotificationKind } from '@shared/notifications';

/**
 * The runtime event behind a notification: the same event handled again (redelivered, or tried again)
 * adds nothing. `firstTime`: this event was never handled before, so nothing of it is stored yet, and its
 * notification is a plain insert (an upsert reads first: 250 of them took FerretDB 0.9 s against a few
 * milliseconds for the inserts).
 */
export type EventKey = { id: string; firstTime: boolean };

/** `attack`: the incoming attack an attack notification is about, which escalates as it nears (attack-alerts.ts). */
/** `message`: English words, or said as a message (shared/src/i18n/said.ts) for each reader's language. */
/** `link`: the site's page where the player acts on it, when its kind alone does not say (destination.ts). */
export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  message: string | Said;
  botId?: string | null;
  event?: EventKey;
  attack?: AttackFacts;
  link?: string;
};

export async function notify(
  userId: string,
  kind: NotificationKind,
  message: string | Said,
  botId: string | null = null,
  event?: EventKey,
  attack?: AttackFacts,
  link?: string,
): Promise<void> {
  await notifyMany([{ userId, kind, message, botId, event, ...(attack && { attack }), ...(link && { link }) }]);
}

/** Where stored notifications go out of the app (alerts.ts), set by the app at start. */
let outside: ((items: NewNotification[]) => Promise<void>) | null = null;
export function sendAlertsWith(deliver: ((items: NewNotification[]) => Promise<void>) | null): void {
  outside = deliver;
}

/** A notification with its document id, chosen before the first write: one written again is stored once. */
type Stamped = NewNotification & { _id: mongoose.Types.ObjectId };

/** Batches (one report's notifications, or the "started" of bots that came online together) held at most. */
const HELD_BATCHES = 2_000;

/**
 * Notifications the database could not take because it was away (FerretDB or its PostgreSQL killed or
 * restarting): held in memory, in order, and written once it answers, so a bot's "under attack" raised
 * during a restart is in the bell after it, and the bot that raised it never waits for the database.
 * In memory rather than an outbox in the engine: the fleet's reports already wait unacknowledged in the
 * engine until their handling returns, and on one machine a report came over IPC from the runtime
 * process, held nowhere durable before this either. Bounded: past HELD_BATCHES the oldest go first,
 * counted in the log.
 */
const held = new Outbox<Stamped[]>(
  async (items) => {
    try {
      await store(items, true);
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err; // still away: kept, tried again
      lost(items, err);
    }
  },
  { what: 'notifications', store: 'the database', maxPending: HELD_BATCHES, retryMs: 1_000 },
);

/** Notifications held while the database is away (tests and health). */
export const heldNotifications = () => held.pending;

function lost(items: NewNotification[], err: unknown): void {
  log.error('notifications not stored', {
    users: [...new Set(items.map((n) => n.userId))].length,
    kinds: [...new Set(items.map((n) => n.kind))],
    error: String(err),
  });
}

/**
 * The write of one notification. A first write inserts; one written again (held through an outage: the
 * first may have landed before the connection went) or a redelivered event's is an upsert on its event or
 * its id, so it is stored once.
 */
function writeOf({ _id, userId, kind, message, botId = null, event, attack, link }: Stamped, again: boolean) {
  const words = typeof message === 'string' ? { message } : { message: message.text, said: message.message };
  const fields = { userId, kind, ...words, botId, ...(attack ? { attackAlertId: attackAlertId(attack.accountId, attack.id) } : {}), ...(link && { link }) };
  if (event && (again || !event.firstTime))
    return { updateOne: { filter: { eventId: event.id }, update: { $setOnInsert: { ...fields, eventId: event.id } }, upsert: true } };
  if (again) return { updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } };
  return { insertOne: { document: { _id, ...fields, ...(event ? { eventId: event.id } : {}) } } };
}

/** Writes the notifications, then sends them out and trims their users (neither makes the write fail). */
async function store(items: Stamped[], again: boolean): Promise<void> {
  await NotificationModel.bulkWrite(
    items.map((item) => writeOf(item, again)),
    { ordered: false },
  );
  // Out of the app too (push, Discord, e-mail), in the background. A redelivered event sent its alert the
  // first time: the receiver drops it (an attack by its own once-only record, attack-alerts.ts).
  if (outside) void outside(items);
  const added = new Map<string, number>();
  for (const { userId } of items) added.set(userId, (added.get(userId) ?? 0) + 1);
  await Promise.all([...added].map(([userId, count]) => trim(userId, count))).catch((err: unknown) =>
    log.warn('notifications not trimmed', { error: String(err) }),
  );
}

/**
 * Stores several notifications in one write (a thousand bots coming online together), then trims each of
 * their users to NOTIFICATIONS_KEPT where they may be over it. Never throws: a notification must not break
 * the bot event behind it. The database away, they are held and written when it is back (`held`).
 */
export async function notifyMany(items: NewNotification[]): Promise<void> {
  if (!items.length) return;
  const stamped = items.map((item) => ({ ...item, _id: new mongoose.Types.ObjectId() }));
  // Some wait for the database already: these go behind them (their order kept, no wait for a write that fails).
  if (held.pending) return held.push(stamped);
  try {
    await store(stamped, false);
  } catch (err) {
    if (isDatabaseUnavailable(err)) held.push(stamped);
    else lost(items, err);
  }
}

/** How often a user's count is read again even when this process's tally says there is room (other instances write too). */
const RECOUNT_MS = 60_000;
/** Users whose tally is kept (the longest unread is forgotten first, and read again at its next notification). */
const TALLIES_KEPT = 10_000;

/**
 * What this process knows of each user's notifications: how many there were at the last read, plus those
 * written here since (an upsert that found its event already stored counts too). A user whose tally
 * leaves room is not read: reading a user's notifications costs the embedded FerretDB a conversion of
 * each whole document, and a thousand bots starting had trimmed 306 times. A write racing a read may go
 * uncounted: a user may then hold a few over the limit, until the next read (a minute at most).
 */
const tallies = new Map<string, { count: number; readAt: number }>();

async function trim(userId: string, added: number): Promise<void> {
  const tally = tallies.get(userId);
  if (tally && Date.now() - tally.readAt < RECOUNT_MS && tally.count + added <= NOTIFICATIONS_KEPT) {
    tally.count += added;
    return;
  }
  const readAt = Date.now();
  const newestFirst = await NotificationModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).select({ _id: 1 }).lean();
  const overflow = newestFirst.slice(NOTIFICATIONS_KEPT).map((n) => n._id);
  // By owner and id: an `$in` on ids alone is a scan of every user's notifications on the embedded FerretDB.
  if (overflow.length) await NotificationModel.deleteMany({ userId, _id: { $in: overflow } });
  tallies.delete(userId);
  tallies.set(userId, { count: newestFirst.length - overflow.length, readAt });
  if (tallies.size > TALLIES_KEPT) tallies.delete(tallies.keys().next().value!);
}

/** The bell's list: the kinds the user keeps on it (notification settings), newest first. */
/** The user's notifications, newest first, each in `locale` (its English when it was not said as a message). */
export async function listNotifications(userId: string, limit: number, locale: Locale = BASE_LOCALE) {
  const rows = await NotificationModel.find({ userId, kind: { $in: await bellKinds(userId) } })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  // An attack still on its way can be acknowledged from the bell (no more reminders).
  const open = await openAttackAlerts(
    userId,
    rows.flatMap((n) => (n.attackAlertId ? [n.attackAlertId] : [])),
  );
  return rows.map((n) => ({
    id: String(n._id),
    message: textOf(locale, readLineMessage(n.said), n.message),
    read: n.read === true,
    created_at: n.createdAt.toISOString(),
    open_attack: n.attackAlertId && open.has(n.attackAlertId) ? n.attackAlertId : null,
    resolved_at: n.resolvedAt ? n.resolvedAt.toISOString() : null,
    link: destinationOf(n).path,
  }));
}

/** `$ne: true` also counts rows written before notifications could be read. */
const UNREAD = { read: { $ne: true } };

/** What the bell counts: unread notifications of the kinds it shows. */
export async function countUnread(userId: string): Promise<{ unread: number }> {
  return { unread: await NotificationModel.countDocuments({ userId, kind: { $in: await bellKinds(userId) }, ...UNREAD }) };
}

/** Marks the user's own notifications among `ids` read (all of them, of every kind, without `ids`); ids of others change nothing. */
export async function markRead(userId: string, ids?: string[]): Promise<{ unread: number }> {
  await NotificationModel.updateMany({ userId, ...UNREAD, ...(ids ? { _id: { $in: ids } } : {}) }, { $set: { read: true } });
  return countUnread(userId);
}

/** Marks read the user's unread notifications that say `key` (a set's message): what they told is over (a failed payment paid since). */
export async function markSaidRead(userId: string, key: string): Promise<void> {
  await NotificationModel.updateMany({ userId, ...UNREAD, 'said.key': key }, { $set: { read: true } });
}

/** Deletes the user's notifications, open attack alerts, push devices and settings: leaving/delete.ts. */
export async function forgetNotificationsOf(userId: string): Promise<void> {
  await NotificationModel.deleteMany({ userId });
  await Promise.all([forgetAttackAlertsOf(userId), forgetSubscriptionsOf(userId), DiscordPostModel.deleteMany({ userId })]);
  await forgetNotificationSettingsOf(userId);
}

/** Every notification the user has, newest first: leaving/export.ts. */
export function allNotificationsOf(userId: string) {
  return NotificationModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean();
}
