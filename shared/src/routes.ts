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

/**
 * The dashboard's tabs, each its own address: `/dashboard` is Bot Management, `/dashboard?tab=analytics`
 * and `/dashboard?tab=settings` the others. A query, not a path: one built page per language serves every
 * tab (its offline copy too), and links already mailed (`?tab=settings#invoices`) stay good.
 */
export const DASHBOARD_TABS = ['bots', 'analytics', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DASHBOARD_TAB_PARAM = 'tab';
/** The tab the plain `/dashboard` opens. */
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'bots';

/** The tab an address's query names; Bot Management for none or a name that is no tab. */
export function dashboardTabOf(search: string): DashboardTab {
  const named = new URLSearchParams(search).get(DASHBOARD_TAB_PARAM);
  return DASHBOARD_TABS.find((tab) => tab === named) ?? DEFAULT_DASHBOARD_TAB;
}

/** A tab's address, with `params` after the tab (a provider's return: `?tab=settings&checkout=success`). */
export function dashboardTabPath(tab: DashboardTab, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(tab === DEFAULT_DASHBOARD_TAB ? {} : { [DASHBOARD_TAB_PARAM]: tab });
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  const search = query.toString();
  return search ? `${DEFAULT_AFTER_LOGIN}?${search}` : DEFAULT_AFTER_LOGIN;
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

/** The sign-in page's query with `mode` in it (Login is the page's default: no parameter), the rest as it was. */
export function withAuthMode(search: string, mode: AuthMode): string {
  const query = new URLSearchParams(search);
  if (mode === 'register') query.set('mode', 'register');
  else query.delete('mode');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
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
