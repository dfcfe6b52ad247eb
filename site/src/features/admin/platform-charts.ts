/** The admin's platform charts from the API's daily points (one chart per figure, shared Chart component). */
import { messagesNow, pageLocale } from '../../lib/i18n';
import type { Locale } from '@shared/i18n/locales';
import type { ChartSpec } from '../analytics/figures';
import { platformChartMessages } from './platform.messages';
import { intlLocale } from '@shared/i18n/intl';
import { formatDate } from '@shared/i18n/dates';

export type PlatformPoint = { day: string; signUps: number; activeBots: number; payingUsers: number; mrr: number; churned: number };

/** Dollars as the page's language writes them ($99.95 in English, 99,95 $ in German). */
export const usd = (dollars: number, locale: Locale = pageLocale) =>
  dollars.toLocaleString(intlLocale(locale === 'en' ? 'en-US' : locale), { style: 'currency', currency: 'USD' });

/** Every chart says itself in words (for those who do not see it), here in the page's language. */
export function platformCharts(points: PlatformPoint[], m = messagesNow(platformChartMessages), locale: Locale = pageLocale): ChartSpec[] {
  const values = (pick: (p: PlatformPoint) => number) => points.map(pick);
  const sum = (pick: (p: PlatformPoint) => number) => points.reduce((total, p) => total + pick(p), 0);
  const [first, last] = [points[0], points.at(-1)];
  const count = (n: number) => new Intl.NumberFormat(intlLocale(locale)).format(n);
  // The first day as the language writes a date ("Oct 27, 2026"), never ISO; the days are UTC, as kept.
  const since = first ? formatDate(locale, `${first.day}T00:00:00Z`, 'date', { timeZone: 'UTC' }) : '—';
  return [
    {
      id: 'signups',
      title: m.signUpsTitle,
      kind: 'bars',
      unit: 'players',
      series: [{ label: m.signUps, color: '--accent', values: values((p) => p.signUps) }],
      describe: m.signUpsSaid(sum((p) => p.signUps)),
    },
    {
      id: 'active',
      title: m.activeTitle,
      kind: 'line',
      unit: 'bots',
      series: [{ label: m.active, color: '--chart-online', values: values((p) => p.activeBots) }],
      describe: m.activeSaid(sum((p) => p.activeBots)),
    },
    {
      id: 'paying',
      title: m.payingTitle,
      kind: 'line',
      unit: 'players',
      series: [{ label: m.paying, color: '--success', values: values((p) => p.payingUsers) }],
      describe: m.payingSaid({ now: count(last?.payingUsers ?? 0), then: count(first?.payingUsers ?? 0), day: since }),
    },
    {
      id: 'mrr',
      title: m.mrrTitle,
      kind: 'line',
      unit: 'dollars',
      series: [{ label: m.mrr, color: '--chart-wood', values: values((p) => p.mrr) }],
      describe: m.mrrSaid({ now: usd(last?.mrr ?? 0, locale), then: usd(first?.mrr ?? 0, locale), day: since }),
    },
    {
      id: 'churn',
      title: m.churnTitle,
      kind: 'bars',
      unit: 'players',
      series: [{ label: m.churned, color: '--danger', values: values((p) => p.churned) }],
      describe: m.churnSaid(sum((p) => p.churned)),
    },
  ];
}

/** The start of each point's UTC day, ms: the charts' time axis. */
export function dayTimes(points: PlatformPoint[]): number[] {
  return points.map((p) => Date.parse(`${p.day}T00:00:00Z`));
}
