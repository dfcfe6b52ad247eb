import { LOCALES, localizedPath } from '@shared/i18n/locales';
import { PUBLIC_PAGES } from './pages';
import { EVERY_LANGUAGE_PAGES } from '../../lib/localized-pages';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sitemap (sitemaps.org 0.9) of the public pages. No <lastmod>: the build does not know when a page's
 * content last changed, and a build date on every page would tell crawlers nothing true. A page in every
 * language is listed in each, with its alternates (Google's hreflang in sitemaps: every copy names all,
 * itself included, and the English as x-default).
 */
export function sitemapXml(origin: string, paths: readonly string[] = PUBLIC_PAGES, everyLanguage: readonly string[] = EVERY_LANGUAGE_PAGES): string {
  const loc = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = paths.flatMap((path) => {
    if (!everyLanguage.includes(path)) return [`  <url><loc>${loc(path)}</loc></url>`];
    const alternates = [
      ...LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${loc(localizedPath(l, path))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${loc(path)}"/>`,
    ];
    return LOCALES.map((l) => [`  <url>`, `    <loc>${loc(localizedPath(l, path))}</loc>`, ...alternates, `  </url>`].join('\n'));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
