/** GET /api/users/announcements: the public announcements, newest first (admins publish them: admin/routes.ts). */
import { Elysia, t } from 'elysia';
import { Announcement } from './schemas';
import { listAnnouncements } from './service';

export const announcementRoutes = new Elysia({ prefix: '/api/users', tags: ['users'] }).get('/announcements', () => listAnnouncements(), {
  response: { 200: t.Array(Announcement) },
  detail: { summary: 'Public announcements, newest first' },
});
