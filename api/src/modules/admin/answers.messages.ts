/** What the admin routes answer when they succeed. */
import { defineMessages } from '@shared/i18n/messages';

export const adminAnswers = defineMessages('answers/admin', {
  botStopped: 'Bot stopped',
  announcementRemoved: 'Announcement removed',
  incidentRemoved: 'Incident removed',
});
