/** Per-user bot-event notifications, bounded. */
import { NotificationModel } from './notification.model';
import { log } from '../../lib/logger';

/** Each user keeps this many notifications; older ones are removed as new ones arrive. */
export const NOTIFICATIONS_KEPT = 200;

export type NotificationKind = 'started' | 'stopped' | 'error' | 'limit' | 'attack' | 'result' | 'slots';

export type NewNotification = { userId: string; kind: NotificationKind; message: string; botId?: string | null; eventId?: string };

/** `eventId`: the runtime event behind it; the same event handled again (redelivered) adds nothing. */
export async function notify(userId: string, kind: NotificationKind, message: string, botId: string | null = null, eventId?: string): Promise<void> {
  await notifyMany([{ userId, kind, message, botId, eventId }]);
}

/**
 * Stores several notifications in one write (a thousand bots coming online together), then trims each of
 * their users to NOTIFICATIONS_KEPT once. Never throws: a notification must not break the bot event behind it.
 */
export async function notifyMany(items: NewNotification[]): Promise<void> {
  if (!items.length) return;
  try {
    await NotificationModel.bulkWrite(
      items.map(({ userId, kind, message, botId = null, eventId }) =>
        eventId
          ? { updateOne: { filter: { eventId }, update: { $setOnInsert: { userId, kind, message, botId, eventId } }, upsert: true } }
          : { insertOne: { document: { userId, kind, message, botId } } },
      ),
      { ordered: false },
    );
    await Promise.all([...new Set(items.map((n) => n.userId))].map(trim));
  } catch (err) {
    log.error('notifications not stored', { users: [...new Set(items.map((n) => n.userId))].length, kinds: [...new Set(items.map((n) => n.kind))], error: String(err) });
  }
}

async function trim(userId: string): Promise<void> {
  const overflow = await NotificationModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).skip(NOTIFICATIONS_KEPT).select({ _id: 1 }).lean();
  if (overflow.length) await NotificationModel.deleteMany({ _id: { $in: overflow.map((n) => n._id) } });
}

export async function listNotifications(userId: string, limit: number) {
  const rows = await NotificationModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return rows.map((n) => ({ id: String(n._id), message: n.message, read: n.read === true, created_at: n.createdAt.toISOString() }));
}

/** `$ne: true` also counts rows written before notifications could be read. */
const UNREAD = { read: { $ne: true } };

export async function countUnread(userId: string): Promise<{ unread: number }> {
  return { unread: await NotificationModel.countDocuments({ userId, ...UNREAD }) };
}

/** Marks the user's own notifications among `ids` read (all of them without `ids`); ids of others change nothing. */
export async function markRead(userId: string, ids?: string[]): Promise<{ unread: number }> {
  await NotificationModel.updateMany({ userId, ...UNREAD, ...(ids ? { _id: { $in: ids } } : {}) }, { $set: { read: true } });
  return countUnread(userId);
}

/** Deletes the user's notifications: leaving/delete.ts. */
export async function forgetNotificationsOf(userId: string): Promise<void> {
  await NotificationModel.deleteMany({ userId });
}

/** Every notification the user has, newest first: leaving/export.ts. */
export function allNotificationsOf(userId: string) {
  return NotificationModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean();
}
