/** The support answer mail's words (mails.ts); the answer itself goes as support wrote it. */
import { defineMessages, params } from '@shared/i18n/messages';

export const supportMail = defineMessages('mail/support', {
  subject: params('Support answered: {subject}'),
  intro: params('Castellan support answered your ticket “{subject}”.'),
  action: 'Open the ticket',
  replyInApp: 'Please reply in the app, so your answer joins the ticket.',
});
