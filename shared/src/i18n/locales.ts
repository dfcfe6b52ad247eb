/**
 * The languages Castellan speaks, how each is named and addressed, and how a visitor's is chosen.
 * English is the base: its texts live in code beside the screens that show them (the spec fixes many of
 * them), every other language in a file per language (shared/i18n/<locale>/).
 */
import { acceptedValues } from '../accept-header';

export const LOCALES = ['en', 'de', 'fr', 'pl', 'tr', 'es', 'it', 'pt-BR', 'nl', 'cs', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** Each language in its own words: a switcher lists them so, whatever language the page is in. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pl: 'Polski',
  tr: 'Türkçe',
  es: 'Español',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  nl: 'Nederlands',
  cs: 'Čeština',
  ar: 'العربية',
};

/** Languages written right to left: their pages are mirrored (`dir="rtl"`; the styles use logical sides only). */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar']);

/** The direction a language's pages read in, for `<html dir>`. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** The cookie that carries an explicit choice (the switcher, the account's setting) to the site's server. */
export const LOCALE_COOKIE = 'castellan-lang';
/** The language menu's links say which language they choose (`?choose=de`): the site's server keeps it in the cookie, without script too. */
export const CHOOSE_LOCALE_PARAM = 'choose';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first path segment of a language's pages: none for English, `/de`, ..., `/pt-br` (URLs in lower case). */
export function localePrefix(locale: Locale): string {
  return locale === BASE_LOCALE ? '' : `/${locale.toLowerCase()}`;
}

/** The language a path's first segment names, or null (an English page, or not a language at all). */
export function localeOfSegment(segment: string | undefined): Locale | null {
  if (!segment) return null;
  const found = LOCALES.find((l) => l !== BASE_LOCALE && l.toLowerCase() === segment.toLowerCase());
  return found ?? null;
}

/** `/de/pricing` → { locale: 'de', path: '/pricing' }; `/pricing` → { locale: 'en', path: '/pricing' }. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  const locale = localeOfSegment(first);
  if (!locale) return { locale: BASE_LOCALE, path: pathname || '/' };
  return { locale, path: `/${rest.join('/')}` };
}

/** The same page in another language: `localizedPath('de', '/pricing')` → `/de/pricing`, `'/'` → `/de/`. */
export function localizedPath(locale: Locale, path: string): string {
  const plain = splitLocalePath(path).path;
  const prefix = localePrefix(locale);
  if (!prefix) return plain;
  return plain === '/' ? `${prefix}/` : `${prefix}${plain}`;
}

/**
 * The header a page of the site sends with every API call: the page's own language (its address's prefix,
 * English without one). One page speaks one language, so this outranks the cookie, the visitor's standing
 * choice, which a `/de/` link opened by a player who reads Arabic differs from.
 */
export const PAGE_LOCALE_HEADER = 'x-page-language';

/**
 * The language an API call asks for: the page's (PAGE_LOCALE_HEADER), else the visitor's choice in the
 * cookie, else the browser's Accept-Language, else English.
 */
export function askedLocaleOf(headers: { get(name: string): string | null }): Locale {
  const page = headers.get(PAGE_LOCALE_HEADER);
  return isLocale(page) ? page : chosenLocale(headers.get('cookie'), headers.get('accept-language'));
}

/** The language a request asks for: the visitor's choice in the cookie, else the browser's Accept-Language. */
export function chosenLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const match = (cookie ?? '').match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  let chosen: string | null = null;
  try {
    chosen = match ? decodeURIComponent(match[1]!) : null;
  } catch {}
  return isLocale(chosen) ? chosen : negotiateLocale(acceptLanguage);
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): by weight, an exact
 * match first, then the language without its region (`de-AT` → German, `pt-PT` → Portuguese (Brasil)
 * as the only Portuguese we have), else English.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return BASE_LOCALE;
  // Array sort is stable: among equal weights the header's order stands.
  const asked = acceptedValues(header)
    .filter((a) => a.value !== '*' && a.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  for (const { value: tag } of asked) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const near = LOCALES.find((l) => l.split('-')[0]!.toLowerCase() === language);
    if (near) return near;
  }
  return BASE_LOCALE;
}
