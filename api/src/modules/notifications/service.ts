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
  return rows.map((n) => ({ id: String(n._id), message: n.message, created_at: n.createdAt.toISOString() }));
}

export async function listAnnouncements(limit = 50) {
  const rows = await AnnouncementModel.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return rows.map((a) => ({ id: String(a._id), title: a.title, body: a.body, category: a.category as AnnouncementCategory, created_at: a.createdAt.toISOString() }));
}
