/**
 * The 7-day money-back guarantee (product spec, FAQ: "7-day money-back guarantee on paid plans"), as
 * the API states it and the subscription panel shows it.
 */
import { intlLocale } from './i18n/intl';

/** Days after the first payment on a paid plan during which it can be taken back. */
export const MONEY_BACK_DAYS = 7;

/**
 * none: nothing paid yet. eligible: inside the 7 days. resume: a refund that was started and did not
 * finish (the provider was down): asking again finishes it. expired: the 7 days are over. refunded: done
 * (once per account).
 */
export const MONEY_BACK_STATES = ['none', 'eligible', 'resume', 'expired', 'refunded'] as const;
export type MoneyBackState = (typeof MONEY_BACK_STATES)[number];

/** An amount in minor units (cents) as a person reads it in English: "$19.99", "€9.00". */
export function formatMoney(minor: number, currency: string): string {
  return formatMoneyIn('en-US', minor, currency);
}

/** The same in a language's own way: "19,99 $" in German, "19,99 USD" in Polish. */
export function formatMoneyIn(locale: string, minor: number, currency: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}
