/** The profile routes' refusals (a time zone, a language). */
import { defineMessages, params } from '@shared/i18n/messages';

export const profileErrors = defineMessages('errors/profile', {
  chooseTimeZone: 'Choose a time zone, such as Europe/Berlin.',
  chooseLanguage: 'Choose a language, such as de for Deutsch.',
  notATimeZone: params('"{zone}" is not a time zone: use a name such as Europe/Berlin or America/New_York.'),
  notALanguage: params('"{language}" is not a language Castellan speaks: choose one of {languages}.'),
});
