/** The admin's platform charts from the API's daily points (one chart per figure, shared Chart component). */
import type { ChartSpec } from '../analytics/figures';

export type PlatformPoint = { day: string; signUps: number; activeBots: number; payingUsers: number; mrr: number; churned: number };

export const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export function platformCharts(points: PlatformPoint[]): ChartSpec[] {
  const values = (pick: (p: PlatformPoint) => number) => points.map(pick);
  const [first, last] = [points[0], points.at(-1)];
  return [
    { id: 'signups', title: 'Sign-ups per day', kind: 'bars', unit: 'players', series: [{ label: 'Sign-ups', color: '--accent', values: values((p) => p.signUps) }] },
    { id: 'active', title: 'Active bots per day', kind: 'line', unit: 'bots', series: [{ label: 'Active bots', color: '--chart-online', values: values((p) => p.activeBots) }] },
    {
      id: 'paying',
      title: 'Paying users',
      kind: 'line',
      unit: 'players',
      series: [{ label: 'Paying users', color: '--success', values: values((p) => p.payingUsers) }],
      describe: `Paying users: ${last?.payingUsers ?? 0} now, ${first?.payingUsers ?? 0} on ${first?.day ?? '—'}.`,
    },
    {
      id: 'mrr',
      title: 'Monthly recurring revenue (USD)',
      kind: 'line',
      unit: 'dollars',
      series: [{ label: 'MRR', color: '--chart-wood', values: values((p) => p.mrr) }],
      describe: `Monthly recurring revenue: ${usd(last?.mrr ?? 0)} now, ${usd(first?.mrr ?? 0)} on ${first?.day ?? '—'}.`,
    },
    { id: 'churn', title: 'Churned per day', kind: 'bars', unit: 'players', series: [{ label: 'Churned', color: '--danger', values: values((p) => p.churned) }] },
  ];
}

/** The start of each point's UTC day, ms: the charts' time axis. */
export function dayTimes(points: PlatformPoint[]): number[] {
  return points.map((p) => Date.parse(`${p.day}T00:00:00Z`));
}
