/** The refusals of news banners: writing one, and one that is gone. */
import { defineMessages, plural } from '@shared/i18n/messages';

export const announcementErrors = defineMessages('errors/announcements', {
  notFound: 'Announcement not found.',
  title: plural({
    one: 'Please give the announcement a title (up to {count} character).',
    other: 'Please give the announcement a title (up to {count} characters).',
  }),
  body: plural({ one: 'Please write the announcement (up to {count} character).', other: 'Please write the announcement (up to {count} characters).' }),
  category: 'Category must be announcement, maintenance or update.',
});
