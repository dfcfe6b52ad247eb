/** What leaving Castellan answers when it is done. */
import { defineMessages } from '@shared/i18n/messages';

export const leavingAnswers = defineMessages('answers/leaving', {
  accountDeleted: 'Your account has been deleted.',
});
