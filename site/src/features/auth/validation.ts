/** Client-side checks of the auth form (spec §5); the API checks again. */
import { PASSWORD_MIN_LENGTH } from '@shared/auth';
import { messagesNow } from '../../lib/i18n';
import { validationMessages } from './validation.messages';

export type AuthFormErrors = { email?: string; password?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The texts in the page's language (English in tests and at build time). */
export function validationTexts() {
  return messagesNow(validationMessages);
}

export function validateAuthForm(email: string, password: string, t = validationTexts()): AuthFormErrors {
  const errors: AuthFormErrors = {};
  if (!email.trim()) errors.email = t.emailMissing;
  else if (!EMAIL.test(email.trim())) errors.email = t.emailInvalid;
  if (!password) errors.password = t.passwordMissing;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = t.passwordTooShort(PASSWORD_MIN_LENGTH);
  return errors;
}
