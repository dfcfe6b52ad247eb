/** The language to write to a player in: the account's choice, English when there is none (or it is not ours). */
import { BASE_LOCALE, isLocale, type Locale } from '@shared/i18n/locales';

export function languageOf(user: { language?: string | null } | null | undefined): Locale {
  return isLocale(user?.language) ? user.language : BASE_LOCALE;
}
