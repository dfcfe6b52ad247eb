import { LOCALES, localizedPath } from '@shared/i18n/locales';
import { PRIVATE_PATHS } from './pages';

/**
 * robots.txt: everything open but the app and the API, and where the sitemap is. An app page may be built
 * in every language (/de/auth/login), so each private path is closed under every language's prefix too
 * (the API has none).
 */
export function robotsTxt(origin: string): string {
  const closed = PRIVATE_PATHS.flatMap((path) => (path.startsWith('/api/') ? [path] : LOCALES.map((l) => localizedPath(l, path))));
  return ['User-agent: *', 'Allow: /', ...closed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
