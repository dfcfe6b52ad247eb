/** The refusals of news banners: writing one, and one that is gone. */
import { defineMessages } from '@shared/i18n/messages';

export const announcementErrors = defineMessages('errors/announcements', {
  notFound: 'Announcement not found.',
  title: 'Please give the announcement a title (up to 120 characters).',
  body: 'Please write the announcement (up to 5000 characters).',
  category: 'Category must be announcement, maintenance or update.',
});
