/** What the auth forms say about a field before anything is sent (the API checks again, in its words). */
import { defineMessages, plural } from '@shared/i18n/messages';

export const validationMessages = defineMessages('auth/validation', {
  emailMissing: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordMissing: 'Please enter your password.',
  newPasswordMissing: 'Please enter a new password.',
  passwordTooShort: plural({ one: 'Password must be at least {count} character.', other: 'Password must be at least {count} characters.' }),
  passwordTooLong: plural({ one: 'Password must be at most {count} character.', other: 'Password must be at most {count} characters.' }),
  notTheSame: 'The two passwords are not the same.',
});
