/**
 * The Analytics tab's arithmetic, apart from the screen: totals in words, the charts' series and the
 * table alternative's rows, all from the API's points (hours or UTC days).
 */
import { LOOT_RESOURCES, lootOf, type Tally, type TallyField } from '@shared/outcomes';

export type Point = { at: number; tally: Tally };
export type Step = 'hour' | 'day';

const count = (n: number) => Math.round(n).toLocaleString('en');
const of = (tally: Tally, field: TallyField) => tally[field] ?? 0;

/** Hours, to one decimal place below ten. */
export function hours(seconds: number): string {
  const h = seconds / 3600;
  return h < 10 ? `${(Math.round(h * 10) / 10).toLocaleString('en')} h` : `${count(h)} h`;
}

/** The figures above the charts: what each stands for and its value in words. */
export function totalsOf(t: Tally): { label: string; value: string; detail?: string }[] {
  return [
    { label: 'Loot', value: count(lootOf(t)), detail: LOOT_RESOURCES.map((r) => `${count(of(t, r))} ${r}`).join(' · ') },
    { label: 'Attacks', value: count(of(t, 'attacksSent')), detail: `${count(of(t, 'attacksWon'))} won · ${count(of(t, 'attacksLost'))} lost` },
    { label: 'Taxes (coins)', value: count(of(t, 'taxes')), detail: `${count(of(t, 'feasts'))} feast${of(t, 'feasts') === 1 ? '' : 's'}` },
    { label: 'Soldiers recruited', value: count(of(t, 'recruits')), detail: `${count(of(t, 'troopsLost'))} lost in attacks` },
    { label: 'Incoming attacks', value: count(of(t, 'incoming')) },
    { label: 'Online', value: hours(of(t, 'onlineSeconds')), detail: `${hours(of(t, 'errorSeconds'))} in error` },
  ];
}

/** A period's label: "25 Nov 14:00" for an hour, "Wed 25 Nov" for a day (UTC, as the figures are kept). */
export function periodLabel(at: number, step: Step): string {
  const date = new Date(at);
  return step === 'hour'
    ? `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })} ${date.toISOString().slice(11, 16)}`
    : date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** One chart: its title, what its series are, and the values per point. */
export type ChartSpec = {
  id: string;
  title: string;
  kind: 'line' | 'bars';
  series: { label: string; color: string; values: number[] }[];
  unit: string;
  /** The chart in one sentence, where a sum over the period says nothing (a level, such as paying users). */
  describe?: string;
};

export function chartsOf(points: Point[], step: Step): ChartSpec[] {
  const per = step === 'hour' ? 'hour' : 'day';
  const values = (pick: (t: Tally) => number) => points.map((p) => pick(p.tally));
  return [
    {
      id: 'loot',
      title: `Loot per ${per}`,
      kind: 'line',
      unit: 'resources',
      series: LOOT_RESOURCES.map((r) => ({ label: r[0]!.toUpperCase() + r.slice(1), color: `--chart-${r}`, values: values((t) => of(t, r)) })),
    },
    {
      id: 'attacks',
      title: `Attacks per ${per}`,
      kind: 'bars',
      unit: 'attacks',
      series: [
        { label: 'Won', color: '--success', values: values((t) => of(t, 'attacksWon')) },
        { label: 'Lost', color: '--danger', values: values((t) => of(t, 'attacksLost')) },
      ],
    },
    { id: 'taxes', title: `Taxes per ${per}`, kind: 'line', unit: 'coins', series: [{ label: 'Coins', color: '--accent', values: values((t) => of(t, 'taxes')) }] },
    {
      id: 'uptime',
      title: `Uptime per ${per}`,
      kind: 'bars',
      unit: 'hours',
      series: [
        { label: 'Online', color: '--chart-online', values: values((t) => of(t, 'onlineSeconds') / 3600) },
        { label: 'In error', color: '--danger', values: values((t) => of(t, 'errorSeconds') / 3600) },
      ],
    },
  ];
}

/** A chart in one sentence (its label for screen readers): the sum of each series over the period. */
export function describeChart(chart: ChartSpec): string {
  if (chart.describe) return chart.describe;
  const sums = chart.series.map((s) => `${s.label.toLowerCase()} ${chart.unit === 'hours' ? hours(s.values.reduce((a, b) => a + b, 0) * 3600) : count(s.values.reduce((a, b) => a + b, 0))}`);
  return `${chart.title}: ${sums.join(', ')}${chart.unit === 'hours' ? '' : ` ${chart.unit}`} in all.`;
}

/** The table alternative: one row per period with anything in it, newest first. */
export function tableRows(points: Point[], step: Step): { period: string; cells: string[] }[] {
  return points
    .filter((p) => Object.values(p.tally).some(Boolean))
    .reverse()
    .map((p) => ({
      period: periodLabel(p.at, step),
      cells: [
        ...LOOT_RESOURCES.map((r) => count(of(p.tally, r))),
        count(of(p.tally, 'attacksWon')),
        count(of(p.tally, 'attacksLost')),
        count(of(p.tally, 'taxes')),
        count(of(p.tally, 'feasts')),
        hours(of(p.tally, 'onlineSeconds')),
      ],
    }));
}
export const TABLE_COLUMNS = ['Wood', 'Stone', 'Food', 'Won', 'Lost', 'Taxes (coins)', 'Feasts', 'Online'];
