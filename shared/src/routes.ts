/** Site routes and the guard rules of spec §2, shared by the islands and the static header. */
import { splitLocalePath } from './i18n/locales';

export const DEFAULT_AFTER_LOGIN = '/dashboard';
export const LOGIN_PATH = '/auth/login';

/** Pages a sign-in should not return to: the auth pages, and the pages of mailed links (their token is spent once read). */
const NOT_BACK_TO = ['/auth', '/reset-password', '/verify-email'];

/** Where a Sign In link sends the user back to: the current path, except from the auth and mailed-link pages (in any language). */
export function signInHref(currentPath: string): string {
  const plain = splitLocalePath(currentPath).path;
  const back = NOT_BACK_TO.some((path) => plain.startsWith(path)) ? DEFAULT_AFTER_LOGIN : currentPath;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
}

/** The dashboard with a plan chosen on the pricing page, ready to pay for in the subscription panel. */
export function checkoutPath(tier: string): string {
  return `${DEFAULT_AFTER_LOGIN}?plan=${encodeURIComponent(tier)}`;
}

/** The sign-in page's two forms; `?mode=register` opens the second (the toggle between them stays). */
export type AuthMode = 'login' | 'register';

/** The form a sign-in page address asks for: Register for `?mode=register`, Login otherwise. */
export function authModeOf(search: string): AuthMode {
  return new URLSearchParams(search).get('mode') === 'register' ? 'register' : 'login';
}

/**
 * A "get started" link (a plan's button, the landing page's calls to start): the Register form, then
 * `after` (the dashboard, or a plan's checkout) once the account is made and its address confirmed.
 */
export function getStartedHref(after: string = DEFAULT_AFTER_LOGIN): string {
  return `${LOGIN_PATH}?mode=register&redirect=${encodeURIComponent(after)}`;
}

/**
 * The redirect target after sign-in. Only same-site paths are honoured: an open redirect to another
 * origin ("//evil.example", "https://…") falls back to the dashboard.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  return value;
}
