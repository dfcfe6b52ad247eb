/** The checks of the password pages, with the same rules as sign-up (shared/src/auth.ts); the API checks again. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/auth';
import { validateAuthForm, validationTexts } from '../validation';

export function validateEmail(email: string, t = validationTexts()): string | null {
  return validateAuthForm(email, 'x'.repeat(PASSWORD_MIN_LENGTH), t).email ?? null;
}

export type NewPasswordErrors = { password?: string; confirm?: string };

export function validateNewPassword(password: string, confirm: string, t = validationTexts()): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = t.newPasswordMissing;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = t.passwordTooShort(PASSWORD_MIN_LENGTH);
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = t.passwordTooLong(PASSWORD_MAX_LENGTH);
  if (!errors.password && confirm !== password) errors.confirm = t.notTheSame;
  return errors;
}
