/** Settings → Appearance: the language the account reads Castellan in. */
import { defineMessages } from '@shared/i18n/messages';

export const languagePickerMessages = defineMessages('site/language-picker', {
  legend: 'Language',
  hint: 'Castellan’s screens in this language, on every device you sign in on.',
  label: 'Language',
  saving: 'Saving…',
  failed: 'Your language could not be saved. Try again in a moment.',
});
