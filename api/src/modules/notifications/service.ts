/** Per-user bot-event notifications (bounded) and the public announcements. */
import { NotificationModel, AnnouncementModel } from './notification.model';
import { log } from '../../lib/logger';
import type { AnnouncementCategory } from '../admin/announcements';

/** Each user keeps this many notifications; older ones are removed as new ones arrive. */
export const NOTIFICATIONS_KEPT = 200;

export type NotificationKind = 'started' | 'stopped' | 'error' | 'limit' | 'attack' | 'result' | 'slots';

/** `eventId`: the runtime event behind it; the same event handled again (redelivered) adds nothing. */
export async function notify(userId: string, kind: NotificationKind, message: string, botId: string | null = null, eventId?: string): Promise<void> {
  try {
    if (eventId) await NotificationModel.updateOne({ eventId }, { $setOnInsert: { userId, kind, message, botId, eventId } }, { upsert: true });
    else await NotificationModel.create({ userId, kind, message, botId });
    const overflow = await NotificationModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).skip(NOTIFICATIONS_KEPT).select({ _id: 1 }).lean();
    if (overflow.length) await NotificationModel.deleteMany({ _id: { $in: overflow.map((n) => n._id) } });
  } catch (err) {
    // A notification must never break the bot event that caused it.
    log.error('notification not stored', { userId, kind, error: String(err) });
  }
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

export async function listAnnouncements(limit = 50) {
  const rows = await AnnouncementModel.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return rows.map((a) => ({ id: String(a._id), title: a.title, body: a.body, category: a.category as AnnouncementCategory, created_at: a.createdAt.toISOString() }));
}

/** Deletes the user's notifications: leaving/delete.ts. */
export async function forgetNotificationsOf(userId: string): Promise<void> {
  await NotificationModel.deleteMany({ userId });
}

/** Every notification the user has, newest first: leaving/export.ts. */
export function allNotificationsOf(userId: string) {
  return NotificationModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean();
}
