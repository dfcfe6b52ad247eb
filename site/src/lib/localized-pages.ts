/**
 * The pages built in every language (site/src/pages/[...lang]/): links to them keep the page's language.
 * A page not in this list is English only for now, and a link to it stays unprefixed.
 */
import { CHOOSE_LOCALE_PARAM, localizedPath, type Locale } from '@shared/i18n/locales';
import { HELP_SLUGS } from './help-slugs';

export const EVERY_LANGUAGE_PAGES: readonly string[] = [
  '/',
  '/pricing',
  '/auth/login',
  '/auth/forgot-password',
  '/auth/discord/callback',
  '/reset-password',
  '/verify-email',
  '/account-deleted',
  '/offline',
  '/accounts',
  '/bots/create',
  '/dashboard',
  '/settings',
  '/profile',
  '/scripts',
  '/planner',
  '/admin',
  '/alliance',
  '/support',
  '/help',
  // Answered per request (pages/[lang]/help/search.astro), yet in every language all the same.
  '/help/search',
  // Every help article, under its English slug in every language (only the slugs: the words stay out of this list's importers).
  ...HELP_SLUGS.map((slug) => `/help/${slug}`),
  '/terms',
  '/privacy',
  '/status',
  '/changelog',
];

/**
 * Pages answered per request in every language, one per bot or game account (pages/[lang]/bots/[botId].astro,
 * pages/[lang]/accounts/[accountId].astro): known by the shape of their address, so not in the list above.
 */
const EVERY_LANGUAGE_SHAPES: readonly RegExp[] = [/^\/bots\/[^/]+$/, /^\/accounts\/[^/]+$/];

/** Whether every language has the page at `path` (an address without its language prefix). */
export function inEveryLanguage(path: string): boolean {
  return EVERY_LANGUAGE_PAGES.includes(path) || EVERY_LANGUAGE_SHAPES.some((shape) => shape.test(path));
}

/** A link to a page of the site from a page in `locale`. */
export function linkIn(locale: Locale, path: string): string {
  const [plain = '/', rest = ''] = path.split(/(?=[?#])/);
  return inEveryLanguage(plain) ? localizedPath(locale, plain) + rest : path;
}

/**
 * The language menu's link to `locale`: this page in that language with its query and fragment (the
 * dashboard's tab, the sign-in form and where it returns to) where the page has that language, else that
 * language's home. `?choose=` names the language chosen: the site's server keeps it (site/server/language.ts).
 */
export function languageSwitchHref(locale: Locale, page: { path: string; search?: string; hash?: string }): string {
  const keeps = inEveryLanguage(page.path);
  const query = new URLSearchParams(keeps ? page.search : '');
  query.delete(CHOOSE_LOCALE_PARAM);
  query.set(CHOOSE_LOCALE_PARAM, locale);
  return `${localizedPath(locale, keeps ? page.path : '/')}?${query}${keeps ? (page.hash ?? '') : ''}`;
}
