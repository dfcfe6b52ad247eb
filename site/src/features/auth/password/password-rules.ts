/** The checks of the password pages, with the same rules as sign-up (shared/src/auth.ts); the API checks again. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/auth';
import { validateAuthForm } from '../validation';

export function validateEmail(email: string): string | null {
  return validateAuthForm(email, 'x'.repeat(PASSWORD_MIN_LENGTH)).email ?? null;
}

export type NewPasswordErrors = { password?: string; confirm?: string };

export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'Please enter a new password.';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (!errors.password && confirm !== password) errors.confirm = 'The two passwords are not the same.';
  return errors;
}
