/** The admin panel's figures as the page's language writes them (1.234,50 $ in German). */
import { pageLocale } from '../../lib/i18n';
import { exactTime } from '../../lib/time';
import type { Locale } from '@shared/i18n/locales';
import { intlLocale } from '@shared/i18n/intl';

/** Money with two decimals in the currency the API reports (the plan catalogue's). */
export function formatMoney(amount: number, currency: string, locale: Locale = pageLocale): string {
  return new Intl.NumberFormat(intlLocale(localeTag(locale)), {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatCount(n: number, locale: Locale = pageLocale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

export function formatDate(iso: string | null, locale: Locale = pageLocale): string {
  return iso ? exactTime(iso, locale) : '—';
}

export function formatBytes(bytes: number, locale: Locale = pageLocale): string {
  return bytes ? `${new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MiB` : '—';
}

/** English money reads as in the US ($69.98), the language every other English figure of the panel uses. */
function localeTag(locale: Locale): string {
  return locale === 'en' ? 'en-US' : locale;
}
