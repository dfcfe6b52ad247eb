/** Which of the site's paths are public marketing pages (listed for search engines) and which are the app. */

/** The pages anyone may find through a search engine, in the order the sitemap lists them. */
export const PUBLIC_PAGES = ['/', '/pricing', '/terms', '/privacy'] as const;

/**
 * Paths crawlers are asked to leave alone: the signed-in app (it shows nothing without an account), the
 * sign-in pages, the pages mailed links open, the offline page (only the service worker shows it) and the API.
 */
export const PRIVATE_PATHS = ['/dashboard', '/accounts', '/bots', '/settings', '/profile', '/admin', '/auth', '/reset-password', '/verify-email', '/account-deleted', '/offline', '/api/'] as const;
