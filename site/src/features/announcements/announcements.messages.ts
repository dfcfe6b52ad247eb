/** The announcements' banners and their categories (the API's announcement, maintenance, update). */
import { defineMessages, params } from '@shared/i18n/messages';

export const bannerMessages = defineMessages('notifications/banners', {
  region: 'Announcements from Castellan',
  maintenance: params('Maintenance: {title}'),
  dismiss: params('Dismiss announcement: {title}'),
});

/** As the badge shows a category: in English the API's own word. */
export const announcementCategoryMessages = defineMessages('notifications/announcement-categories', {
  announcement: 'announcement',
  maintenance: 'maintenance',
  update: 'update',
});
