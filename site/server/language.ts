/**
 * Which language a visit to a page without a language in its address opens in: the visitor's choice
 * (the cookie the language menu and the account's setting write), else the browser's Accept-Language.
 * A page another language has is answered with a redirect there; English pages stay where they are, so
 * crawlers (which send no Accept-Language) and anyone who chose English see the address they asked for.
 */
import { BASE_LOCALE, CHOOSE_LOCALE_PARAM, chosenLocale, isLocale, LOCALE_COOKIE, localizedPath, splitLocalePath } from '../../shared/src/i18n/locales.ts';

export type LanguageAsk = { method?: string; path: string; search: string; cookie?: string; acceptLanguage?: string };

export { chosenLocale };

/**
 * A language chosen from the menu: the cookie that keeps it and the page in that language (the address
 * without the parameter), or null when the visit chooses nothing. The menu's script writes the same
 * cookie; a browser that runs none would otherwise be sent back by its Accept-Language (issue 38).
 */
export function languageChoice(ask: LanguageAsk): { cookie: string; location: string } | null {
  if (ask.method !== 'GET' && ask.method !== 'HEAD') return null;
  const params = new URLSearchParams(ask.search);
  const chosen = params.get(CHOOSE_LOCALE_PARAM);
  if (!isLocale(chosen)) return null;
  params.delete(CHOOSE_LOCALE_PARAM);
  const rest = params.toString();
  // Only this site's own pages: an address that would read as another host goes home.
  const path = localizedPath(chosen, splitLocalePath(ask.path).path);
  const location = (/^\/[/\\]/.test(path) ? localizedPath(chosen, '/') : path) + (rest ? `?${rest}` : '');
  return { cookie: `${LOCALE_COOKIE}=${encodeURIComponent(chosen)}; Path=/; Max-Age=31536000; SameSite=Lax`, location };
}

/** The address to send the visit to, or null to answer it as asked. `exists` says whether a page path was built. */
export function languageRedirect(ask: LanguageAsk, exists: (path: string) => boolean): string | null {
  if (ask.method !== 'GET' && ask.method !== 'HEAD') return null;
  // Files and the API have no language; an address with one already is answered as asked.
  if (ask.path.startsWith('/api/') || ask.path.startsWith('/_') || /\.[a-z0-9]+$/i.test(ask.path)) return null;
  if (splitLocalePath(ask.path).locale !== BASE_LOCALE || !exists(ask.path)) return null;
  // A link that asks for the English itself (`?lang=en`: a translated Terms of Service links to its
  // binding English text) is answered as asked, without making English the visitor's language.
  if (new URLSearchParams(ask.search).get('lang') === BASE_LOCALE) return null;
  const locale = chosenLocale(ask.cookie, ask.acceptLanguage);
  if (locale === BASE_LOCALE) return null;
  const target = localizedPath(locale, ask.path);
  return exists(target.replace(/(.)\/$/, '$1')) ? target + ask.search : null;
}
