/**
 * The pages built in every language (site/src/pages/[...lang]/): links to them keep the page's language.
 * A page not in this list is English only for now, and a link to it stays unprefixed.
 */
import { localizedPath, type Locale } from '@shared/i18n/locales';
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

/** A link to a page of the site from a page in `locale`. */
export function linkIn(locale: Locale, path: string): string {
  const [plain = '/', rest = ''] = path.split(/(?=[?#])/);
  return EVERY_LANGUAGE_PAGES.includes(plain) ? localizedPath(locale, plain) + rest : path;
}
