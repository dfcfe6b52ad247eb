/** Publishing and removing the public announcements (announcements/), each in the admins' audit. */
import * as announcements from '../announcements/service';
import type { AnnouncementCategory } from '../announcements/schemas';
import type { UserDocument } from '../users/records';
import { audit } from './audit';

export const listAnnouncements = announcements.listAnnouncements;

export async function publishAnnouncement(admin: UserDocument, input: { title: string; body: string; category: AnnouncementCategory }) {
  const published = await announcements.publishAnnouncement(input);
  await audit(admin, 'announcement.publish', published.id, published.title);
  return published;
}

export async function removeAnnouncement(admin: UserDocument, id: string) {
  const title = await announcements.removeAnnouncement(id);
  await audit(admin, 'announcement.remove', id, title);
}
