import { expect, test } from 'bun:test';
import { describeChart } from '../analytics/figures';
import { dayTimes, platformCharts } from './platform-charts';

const points = [
  { day: '2026-10-27', signUps: 3, activeBots: 10, payingUsers: 4, mrr: 79.96, churned: 0 },
  { day: '2026-10-28', signUps: 1, activeBots: 12, payingUsers: 5, mrr: 99.95, churned: 1 },
];

test('five charts; sums for flows, the level now and then for paying users and MRR', () => {
  const charts = platformCharts(points);
  expect(charts.map((c) => c.title)).toEqual(['Sign-ups per day', 'Active bots per day', 'Paying users', 'Monthly recurring revenue (USD)', 'Churned per day']);
  expect(describeChart(charts[0]!)).toBe('Sign-ups per day: sign-ups 4 players in all.');
  expect(describeChart(charts[2]!)).toBe('Paying users: 5 now, 4 on Oct 27, 2026.');
  expect(describeChart(charts[3]!)).toBe('Monthly recurring revenue: $99.95 now, $79.96 on Oct 27, 2026.');
  expect(describeChart(charts[4]!)).toBe('Churned per day: churned 1 player in all.');
  expect(dayTimes(points)).toEqual([Date.parse('2026-10-27T00:00:00Z'), Date.parse('2026-10-28T00:00:00Z')]);
});

test('in German the charts are titled, summed and priced as German writes them', async () => {
  const { readCatalogue } = await import('@shared/i18n/catalogue-files');
  const { messagesIn } = await import('@shared/i18n/messages');
  const { platformChartMessages } = await import('./platform.messages');
  const de = messagesIn('de', platformChartMessages, readCatalogue().catalogue);
  const charts = platformCharts(points, de, 'de');
  expect(charts[0]!.title).toBe(de.signUpsTitle);
  expect(describeChart(charts[3]!)).toContain('99,95');
  expect(describeChart(charts[0]!)).toBe(de.signUpsSaid(4));
});
