/** Which of the site's paths are public marketing pages (listed for search engines) and which are the app. */

import { HELP_ARTICLES } from '../help/articles';
import { helpPath } from '../help/article';

/** The pages anyone may find through a search engine, in the order the sitemap lists them: the help centre's articles too. */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/pricing',
  '/terms',
  '/privacy',
  '/help',
  ...HELP_ARTICLES.map((a) => helpPath(a.slug)),
  '/changelog',
  '/status',
];

export { EVERY_LANGUAGE_PAGES } from '../../lib/localized-pages';

/**
 * Paths crawlers are asked to leave alone: the signed-in app (it shows nothing without an account), the
 * sign-in pages, the pages mailed links open, the help centre's search results, the offline page (only the service worker shows it) and the API.
 */
export const PRIVATE_PATHS = [
  '/dashboard',
  '/accounts',
  '/bots',
  '/settings',
  '/profile',
  '/admin',
  '/support',
  '/alliance',
  '/scripts',
  '/planner',
  '/help/search',
  '/auth',
  '/reset-password',
  '/verify-email',
  '/account-deleted',
  '/offline',
  '/api/',
] as const;
