/**
 * The cookie that carries a visitor's language to the site's server (site/server/language.ts), so an
 * address without a language opens in theirs. Written by the language menu, the Settings' language and
 * the account's language after sign-in; a year long, readable by the page (it is no secret).
 */
import { isLocale, LOCALE_COOKIE, type Locale } from '@shared/i18n/locales';

export function readLocaleCookie(): Locale | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match ? decodeURIComponent(match[1]!) : null;
  return isLocale(value) ? value : null;
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}
