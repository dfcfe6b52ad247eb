/**
 * The Analytics tab's arithmetic, apart from the screen: totals in words, the charts' series and the
 * table alternative's rows, all from the API's points (hours or UTC days). Words and numbers are the
 * page's language; `t` and `locale` are there for tests (the screens use the defaults).
 */
import { intlLocale } from '@shared/i18n/intl';
import { LOOT_RESOURCES, lootOf, type Tally, type TallyField } from '@shared/outcomes';
import { dateFormat, formatDate } from '@shared/i18n/dates';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { figureMessages } from './analytics.messages';

export type Point = { at: number; tally: Tally };
export type Step = 'hour' | 'day';
type Words = typeof figureMessages.base;

const words = (): Words => messagesNow(figureMessages);

export { intlLocale };
const count = (n: number, locale: string) => Math.round(n).toLocaleString(intlLocale(locale));
const of = (tally: Tally, field: TallyField) => tally[field] ?? 0;

/** Hours, to one decimal place below ten. */
export function hours(seconds: number, t: Words = words(), locale: string = pageLocale): string {
  const h = seconds / 3600;
  return t.hours({ hours: h < 10 ? (Math.round(h * 10) / 10).toLocaleString(intlLocale(locale)) : count(h, locale) });
}

/** The figures above the charts: what each stands for and its value in words. */
export function totalsOf(tally: Tally, t: Words = words(), locale: string = pageLocale): { label: string; value: string; detail?: string }[] {
  const n = (v: number) => count(v, locale);
  return [
    { label: t.loot, value: n(lootOf(tally)), detail: LOOT_RESOURCES.map((r) => t[r](Math.round(of(tally, r)))).join(' · ') },
    { label: t.attacks, value: n(of(tally, 'attacksSent')), detail: t.wonLost({ won: n(of(tally, 'attacksWon')), lost: n(of(tally, 'attacksLost')) }) },
    { label: t.taxes, value: n(of(tally, 'taxes')), detail: t.feasts(Math.round(of(tally, 'feasts'))) },
    { label: t.recruited, value: n(of(tally, 'recruits')), detail: t.troopsLost(Math.round(of(tally, 'troopsLost'))) },
    { label: t.incoming, value: n(of(tally, 'incoming')) },
    { label: t.online, value: hours(of(tally, 'onlineSeconds'), t, locale), detail: t.inError({ hours: hours(of(tally, 'errorSeconds'), t, locale) }) },
  ];
}

/** A period's label: "Wed, Nov 25, 2:00 PM" for an hour, "Wed, Nov 25" for a day (UTC, as the figures are kept). */
export function periodLabel(at: number, step: Step, locale: string = pageLocale): string {
  return formatDate(intlLocale(locale), at, step === 'hour' ? 'weekdayTime' : 'weekdayDay', { timeZone: 'UTC' });
}

/** One chart: its title, what its series are, and the values per point. */
export type ChartSpec = {
  id: string;
  title: string;
  kind: 'line' | 'bars';
  series: { label: string; color: string; values: number[] }[];
  /** What the values count, as the sentence for screen readers says it ("resources"); empty for hours. */
  unit: string;
  /** The values are hours: the sentence says each sum as a time ("2 h"). */
  inHours?: boolean;
  /** The chart in one sentence, where a sum over the period says nothing (a level, such as paying users). */
  describe?: string;
};

export function chartsOf(points: Point[], step: Step, t: Words = words()): ChartSpec[] {
  const hourly = step === 'hour';
  const values = (pick: (tally: Tally) => number) => points.map((p) => pick(p.tally));
  const resource = { wood: t.seriesWood, stone: t.seriesStone, food: t.seriesFood };
  return [
    {
      id: 'loot',
      title: hourly ? t.lootPerHour : t.lootPerDay,
      kind: 'line',
      unit: t.unitResources,
      series: LOOT_RESOURCES.map((r) => ({ label: resource[r], color: `--chart-${r}`, values: values((tally) => of(tally, r)) })),
    },
    {
      id: 'attacks',
      title: hourly ? t.attacksPerHour : t.attacksPerDay,
      kind: 'bars',
      unit: t.unitAttacks,
      series: [
        { label: t.seriesWon, color: '--success', values: values((tally) => of(tally, 'attacksWon')) },
        { label: t.seriesLost, color: '--danger', values: values((tally) => of(tally, 'attacksLost')) },
      ],
    },
    {
      id: 'taxes',
      title: hourly ? t.taxesPerHour : t.taxesPerDay,
      kind: 'line',
      unit: t.unitCoins,
      series: [{ label: t.seriesCoins, color: '--accent', values: values((tally) => of(tally, 'taxes')) }],
    },
    {
      id: 'uptime',
      title: hourly ? t.uptimePerHour : t.uptimePerDay,
      kind: 'bars',
      unit: '',
      inHours: true,
      series: [
        { label: t.seriesOnline, color: '--chart-online', values: values((tally) => of(tally, 'onlineSeconds') / 3600) },
        { label: t.seriesInError, color: '--danger', values: values((tally) => of(tally, 'errorSeconds') / 3600) },
      ],
    },
  ];
}

/** A chart in one sentence (its label for screen readers): the sum of each series over the period. */
export function describeChart(chart: ChartSpec, t: Words = words(), locale: string = pageLocale): string {
  if (chart.describe) return chart.describe;
  // Series names in lower case within the sentence, but German writes its nouns with a capital.
  const name = (label: string) => (locale === 'de' ? label : label.toLocaleLowerCase(locale));
  const write = figureWriter(chart, t, locale);
  const sums = chart.series.map((s) => t.seriesSum({ label: name(s.label), value: write(s.values.reduce((a, b) => a + b, 0)) }));
  return chart.inHours || !chart.unit
    ? t.describeHours({ title: chart.title, sums: sums.join(', ') })
    : t.describe({ title: chart.title, sums: sums.join(', '), unit: chart.unit });
}

/**
 * A chart's value as its value axis and legend write it, in the page's language: a number ("1,500"), or
 * hours as hours ("1.5 h").
 */
export function figureWriter(chart: ChartSpec, t: Words = words(), locale: string = pageLocale): (value: number) => string {
  if (chart.inHours) return (value) => hours(value * 3600, t, locale);
  // Made once: the legend asks at every move of the pointer. Not rounded: the admin's MRR chart has cents.
  const numbers = new Intl.NumberFormat(intlLocale(locale));
  return (value) => numbers.format(value);
}

/** The table alternative: one row per period with anything in it, newest first. */
export function tableRows(points: Point[], step: Step, t: Words = words(), locale: string = pageLocale): { period: string; cells: string[] }[] {
  const n = (v: number) => count(v, locale);
  return points
    .filter((p) => Object.values(p.tally).some(Boolean))
    .reverse()
    .map((p) => ({
      period: periodLabel(p.at, step, locale),
      cells: [
        ...LOOT_RESOURCES.map((r) => n(of(p.tally, r))),
        n(of(p.tally, 'attacksWon')),
        n(of(p.tally, 'attacksLost')),
        n(of(p.tally, 'taxes')),
        n(of(p.tally, 'feasts')),
        hours(of(p.tally, 'onlineSeconds'), t, locale),
      ],
    }));
}

/** The table's columns after the period, in the order of `tableRows`' cells. */
export function tableColumns(t: Words = words()): string[] {
  return [t.seriesWood, t.seriesStone, t.seriesFood, t.seriesWon, t.seriesLost, t.taxes, t.columnFeasts, t.online];
}

/** What the legend says while no period is pointed at: nothing to read yet, as elsewhere on the site. */
export const NO_POINT = '—';

/**
 * The time axis and the legend's time in the page's language and order, English included (uPlot's own
 * write "9pm 11/24/26"): hours as the language writes a time, days as it writes a short date; all in UTC,
 * as kept. With no period pointed at, the legend says NO_POINT (uPlot asked for the time of 0: "1 Jan").
 */
export function localTimes(
  step: Step,
  locale: string,
): { values: (u: unknown, splits: number[], axis: number, space: number, increment: number) => string[]; legend: (seconds: number | null) => string } {
  const utc = { timeZone: 'UTC' } as const;
  const tag = intlLocale(locale);
  const hour = dateFormat(tag, 'time', utc);
  const day = dateFormat(tag, 'dayMonth', utc);
  const full = dateFormat(tag, step === 'hour' ? 'weekdayTime' : 'weekdayDay', utc);
  return {
    // A tick at midnight says its day; the others of an hourly axis say their hour.
    values: (_u, splits, _axis, _space, increment) => splits.map((s) => (increment < 86_400 && s % 86_400 !== 0 ? hour : day).format(new Date(s * 1000))),
    legend: (seconds) => (seconds === null ? NO_POINT : full.format(new Date(seconds * 1000))),
  };
}
