/** Publishing and removing the public announcements players see on their dashboard. */
import mongoose from 'mongoose';
import { NotFoundError } from '../../lib/errors';
import { AnnouncementModel } from '../notifications/notification.model';
import { listAnnouncements } from '../notifications/service';
import type { UserDocument } from '../users/user.model';
import { audit } from './audit';

export const ANNOUNCEMENT_CATEGORIES = ['announcement', 'maintenance', 'update'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

export { listAnnouncements };

export async function publishAnnouncement(admin: UserDocument, input: { title: string; body: string; category: AnnouncementCategory }) {
  const a = await AnnouncementModel.create({ title: input.title.trim(), body: input.body.trim(), category: input.category });
  await audit(admin, 'announcement.publish', String(a._id), a.title);
  return { id: String(a._id), title: a.title, body: a.body, category: a.category as AnnouncementCategory, created_at: a.createdAt.toISOString() };
}

export async function removeAnnouncement(admin: UserDocument, id: string) {
  const found = mongoose.isValidObjectId(id) ? await AnnouncementModel.findByIdAndDelete(id) : null;
  if (!found) throw new NotFoundError('Announcement');
  await audit(admin, 'announcement.remove', id, found.title);
}
