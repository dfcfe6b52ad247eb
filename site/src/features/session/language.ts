/**
 * The account's language on this device: after the API names the signed-in user, the language cookie
 * follows the account's choice (made on another device, say), and a page open in another language is
 * opened again so the site's server can serve it in the account's (when that page has it; the cookie
 * then already matches, so this happens once).
 */
import type { AuthUser } from '@shared/auth';
import { isLocale } from '@shared/i18n/locales';
import { pageLocale } from '../../lib/i18n';
import { readLocaleCookie, writeLocaleCookie } from '../../lib/locale-cookie';

export function followAccountLanguage(user: AuthUser, { reopen }: { reopen: boolean }): void {
  const language = user.user_metadata.language;
  if (!isLocale(language) || readLocaleCookie() === language) return;
  writeLocaleCookie(language);
  if (reopen && language !== pageLocale) window.location.replace(window.location.pathname + window.location.search + window.location.hash);
}
