import { expect, test } from 'bun:test';
import { LOCALES } from '@shared/i18n/locales';
import { PRIVATE_PATHS, PUBLIC_PAGES } from './pages';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { socialCard } from './social';

test('robots.txt opens the marketing pages, closes the app and the API, and names the sitemap', () => {
  const robots = robotsTxt('https://castellan.example');
  const lines = robots.split('\n');
  expect(lines[0]).toBe('User-agent: *');
  expect(lines).toContain('Allow: /');
  for (const path of [
    '/dashboard',
    '/accounts',
    '/bots',
    '/settings',
    '/profile',
    '/admin',
    '/support',
    '/help/search',
    '/auth',
    '/reset-password',
    '/verify-email',
    '/api/',
  ])
    expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain('Sitemap: https://castellan.example/sitemap.xml');
  // The app's pages in other languages are closed as well; the API has no language.
  for (const path of ['/de/auth', '/pt-br/verify-email', '/pl/offline']) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).not.toContain('Disallow: /de/api/');
  // No rule shuts out a page the sitemap lists.
  for (const page of PUBLIC_PAGES.filter((p) => p !== '/')) expect(PRIVATE_PATHS.some((p) => page.startsWith(p))).toBe(false);
});

test('the sitemap lists each public page once, absolute, at the origin', () => {
  const xml = sitemapXml('https://castellan.example');
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ),
  ).toBe(true);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // Every public page in each of the eleven languages: the landing and pricing pages, the Terms, the Privacy Policy.
  expect(locs.slice(0, 3)).toEqual(['https://castellan.example/', 'https://castellan.example/de/', 'https://castellan.example/fr/']);
  expect(locs).toContain('https://castellan.example/pt-br/pricing');
  expect(locs.slice(2 * LOCALES.length, 2 * LOCALES.length + 2)).toEqual(['https://castellan.example/terms', 'https://castellan.example/de/terms']);
  expect(locs.slice(3 * LOCALES.length, 3 * LOCALES.length + 2)).toEqual(['https://castellan.example/privacy', 'https://castellan.example/de/privacy']);
  // Then the help centre and every article, under the same English slug in each language.
  expect(locs.slice(4 * LOCALES.length, 4 * LOCALES.length + 2)).toEqual(['https://castellan.example/help', 'https://castellan.example/de/help']);
  expect(locs).toContain('https://castellan.example/help/getting-started');
  expect(locs).toContain('https://castellan.example/pl/help/castle-defence');
  // The changelog, in every language (its Atom feeds are found from each page's <link rel="alternate">).
  expect(locs).toContain('https://castellan.example/changelog');
  expect(locs).toContain('https://castellan.example/ar/changelog');
  expect(locs).toHaveLength(PUBLIC_PAGES.length * LOCALES.length);
  expect(new Set(locs).size).toBe(locs.length);
});

test('a page in every language names all its copies and the English as x-default, in each copy', () => {
  const xml = sitemapXml('https://castellan.example', ['/pricing', '/terms'], ['/pricing']);
  const entries = xml.split('<url>').slice(1);
  expect(entries).toHaveLength(LOCALES.length + 1);
  const polish = entries.find((e) => e.includes('<loc>https://castellan.example/pl/pricing</loc>'))!;
  expect(polish).toContain('<xhtml:link rel="alternate" hreflang="pl" href="https://castellan.example/pl/pricing"/>');
  expect(polish).toContain('<xhtml:link rel="alternate" hreflang="pt-BR" href="https://castellan.example/pt-br/pricing"/>');
  expect(polish).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://castellan.example/pricing"/>');
  expect(entries.at(-1)).not.toContain('xhtml:link');
});

test('an address is escaped for XML', () => {
  expect(sitemapXml('https://castellan.example', ['/?a=1&b=2'])).toContain('<loc>https://castellan.example/?a=1&amp;b=2</loc>');
});

test('a social card has absolute URLs at the public origin and the clean path', () => {
  const card = socialCard({
    origin: 'https://castellan.example',
    pathname: '/pricing/',
    title: 'Pricing · Castellan',
    description: 'Plans.',
    imageAlt: 'Castellan: bots.',
  });
  expect(card.url).toBe('https://castellan.example/pricing');
  expect(card.image).toEqual({ url: 'https://castellan.example/og-image.png', width: 1200, height: 630, alt: 'Castellan: bots.' });
  expect(socialCard({ origin: 'https://castellan.example', pathname: '/', title: 'Castellan', description: '', imageAlt: '' }).url).toBe(
    'https://castellan.example/',
  );
});
