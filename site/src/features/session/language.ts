/**
 * The account's language on this device: after the API names the signed-in user, the language cookie
 * follows the account's choice (made on another device, say), and a page open in another language opens
 * in the account's instead (this page in it when it has one, else this page as it is; the cookie then
 * already matches, so this happens once).
 */
import type { AuthUser } from '@shared/auth';
import { isLocale, splitLocalePath } from '@shared/i18n/locales';
import { pageLocale } from '../../lib/i18n';
import { linkIn } from '../../lib/localized-pages';
import { readLocaleCookie, writeLocaleCookie } from '../../lib/locale-cookie';

export function followAccountLanguage(user: AuthUser, { reopen }: { reopen: boolean }): void {
  const language = user.user_metadata.language;
  if (!isLocale(language) || readLocaleCookie() === language) return;
  writeLocaleCookie(language);
  if (reopen && language !== pageLocale)
    window.location.replace(linkIn(language, splitLocalePath(window.location.pathname).path) + window.location.search + window.location.hash);
}
