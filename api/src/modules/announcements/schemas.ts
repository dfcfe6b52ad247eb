/** An announcement as published (admin) and as everyone reads it (GET /api/users/announcements). */
import { t } from 'elysia';
import { oneOf } from '../../lib/one-of';
import { fixedText } from '../../lib/error-language';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from '@shared/limits';
import { announcementErrors } from './errors.messages';

export const ANNOUNCEMENT_CATEGORIES = ['announcement', 'maintenance', 'update'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

export const Announcement = t.Object({
  id: t.String(),
  title: t.String(),
  body: t.String(),
  category: oneOf(ANNOUNCEMENT_CATEGORIES),
  created_at: t.String({ format: 'date-time' }),
});

export const NewAnnouncement = t.Object({
  title: t.String({
    minLength: 1,
    maxLength: ANNOUNCEMENT_TITLE_MAX,
    pattern: '\\S',
    error: fixedText(announcementErrors, 'title', { count: ANNOUNCEMENT_TITLE_MAX }),
  }),
  body: t.String({
    minLength: 1,
    maxLength: ANNOUNCEMENT_BODY_MAX,
    pattern: '\\S',
    error: fixedText(announcementErrors, 'body', { count: ANNOUNCEMENT_BODY_MAX }),
  }),
  // Elysia fills in a default before it validates, so a request without a category publishes an
  // "announcement"; the handler always sees one (the document marks it optional: docs/document.ts).
  category: oneOf(ANNOUNCEMENT_CATEGORIES, {
    default: 'announcement',
    description: 'Exactly one of these values (lower case); "announcement" when left out.',
    error: 'Category must be announcement, maintenance or update.',
  }),
});
