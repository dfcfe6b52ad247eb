import { PUBLIC_PAGES } from './pages';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sitemap (sitemaps.org 0.9) of the public pages. No <lastmod>: the build does not know when a page's
 * content last changed, and a build date on every page would tell crawlers nothing true.
 */
export function sitemapXml(origin: string, paths: readonly string[] = PUBLIC_PAGES): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
