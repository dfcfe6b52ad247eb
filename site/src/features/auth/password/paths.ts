/** Where the password pages live. The API's mails link to /reset-password and /verify-email (the site's root). */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';

/** The request form, with the address typed on the sign-in page already in it. */
export function forgotPasswordHref(email: string): string {
  const typed = email.trim();
  return typed ? `${FORGOT_PASSWORD_PATH}?email=${encodeURIComponent(typed)}` : FORGOT_PASSWORD_PATH;
}

/** The address to start the request form with, from `?email=` (nothing when it is absent or too long to be one). */
export function emailFromQuery(search: string): string {
  const email = new URLSearchParams(search).get('email')?.trim() ?? '';
  return email.length <= 254 ? email : '';
}
