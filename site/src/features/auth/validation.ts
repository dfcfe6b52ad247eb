/** Client-side checks of the auth form (spec §5); the API checks again. */
import { PASSWORD_MIN_LENGTH } from '@shared/auth';

export type AuthFormErrors = { email?: string; password?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateAuthForm(email: string, password: string): AuthFormErrors {
  const errors: AuthFormErrors = {};
  if (!email.trim()) errors.email = 'Please enter your e-mail address.';
  else if (!EMAIL.test(email.trim())) errors.email = 'Please enter a valid e-mail address.';
  if (!password) errors.password = 'Please enter your password.';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  return errors;
}
