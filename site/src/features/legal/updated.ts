import type { Locale } from '@shared/i18n/locales';
import { formatDate } from '@shared/i18n/dates';
import { LEGAL_UPDATED } from './contact';

/**
 * The date the Terms and the Privacy Policy last changed, as the page's language writes a date. The
 * English pages keep the ISO date they have always shown (2026-11-25).
 */
export function legalUpdated(locale: Locale, day: string = LEGAL_UPDATED): string {
  if (locale === 'en') return day;
  return formatDate(locale, `${day}T00:00:00Z`, 'longDate', { timeZone: 'UTC' });
}
