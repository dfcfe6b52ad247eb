/** The announcements' store: published, listed newest first, removed. Admin routes add the audit. */
import mongoose from 'mongoose';
import { NotFoundError } from '../../lib/errors';
import './errors.messages';
import { AnnouncementModel } from './announcement.model';
import type { AnnouncementCategory } from './schemas';

type Stored = { _id: unknown; title: string; body: string; category: string; createdAt: Date };
const present = (a: Stored) => ({
  id: String(a._id),
  title: a.title,
  body: a.body,
  category: a.category as AnnouncementCategory,
  created_at: a.createdAt.toISOString(),
});

export async function listAnnouncements(limit = 50) {
  const rows = await AnnouncementModel.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return rows.map(present);
}

export async function publishAnnouncement(input: { title: string; body: string; category: AnnouncementCategory }) {
  return present(await AnnouncementModel.create({ title: input.title.trim(), body: input.body.trim(), category: input.category }));
}

/** Removes it and answers its title; a 404 when there is none with this id. */
export async function removeAnnouncement(id: string): Promise<string> {
  const found = mongoose.isValidObjectId(id) ? await AnnouncementModel.findByIdAndDelete(id) : null;
  if (!found) throw new NotFoundError('Announcement');
  return found.title;
}
