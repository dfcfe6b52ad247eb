/** An announcement as published (admin) and as everyone reads it (GET /api/users/announcements). */
import { t } from 'elysia';
import { oneOf } from '../../lib/one-of';

export const ANNOUNCEMENT_CATEGORIES = ['announcement', 'maintenance', 'update'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

export const Announcement = t.Object({ id: t.String(), title: t.String(), body: t.String(), category: oneOf(ANNOUNCEMENT_CATEGORIES), created_at: t.String({ format: 'date-time' }) });

export const NewAnnouncement = t.Object({
  title: t.String({ minLength: 1, maxLength: 120, pattern: '\\S', error: 'Please give the announcement a title (up to 120 characters).' }),
  body: t.String({ minLength: 1, maxLength: 5000, pattern: '\\S', error: 'Please write the announcement (up to 5000 characters).' }),
  // Elysia fills in a default before it validates, so a request without a category publishes an
  // "announcement"; the handler always sees one (the document marks it optional: docs/document.ts).
  category: oneOf(ANNOUNCEMENT_CATEGORIES, {
    default: 'announcement',
    description: 'Exactly one of these values (lower case); "announcement" when left out.',
    error: 'Category must be announcement, maintenance or update.',
  }),
});
