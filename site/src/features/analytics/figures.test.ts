import { expect, test } from 'bun:test';
import { chartsOf, describeChart, hours, periodLabel, tableRows, totalsOf } from './figures';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

test('totals say the loot by resource, attacks won and lost, taxes, soldiers and time', () => {
  const totals = totalsOf({ wood: 1200, stone: 300, food: 0, attacksSent: 5, attacksWon: 3, attacksLost: 1, taxes: 4500, feasts: 1, onlineSeconds: 5400, errorSeconds: 0 });
  expect(totals[0]).toEqual({ label: 'Loot', value: '1,500', detail: '1,200 wood · 300 stone · 0 food' });
  expect(totals[1]).toEqual({ label: 'Attacks', value: '5', detail: '3 won · 1 lost' });
  expect(totals[2]).toEqual({ label: 'Taxes (coins)', value: '4,500', detail: '1 feast' });
  expect(totals[5]).toEqual({ label: 'Online', value: '1.5 h', detail: '0 h in error' });
  expect(hours(36 * 3600)).toBe('36 h');
});

test('charts: one series per resource, won and lost, and a sentence for screen readers', () => {
  const points = [
    { at: day('2026-11-24'), tally: { wood: 10, attacksWon: 1 } },
    { at: day('2026-11-25'), tally: { wood: 5, stone: 2, attacksLost: 2, onlineSeconds: 7200 } },
  ];
  const [loot, attacks, , uptime] = chartsOf(points, 'day');
  expect(loot!.title).toBe('Loot per day');
  expect(loot!.series.map((s) => [s.label, s.values])).toEqual([['Wood', [10, 5]], ['Stone', [0, 2]], ['Food', [0, 0]]]);
  expect(attacks!.series.map((s) => s.values)).toEqual([[1, 0], [0, 2]]);
  expect(describeChart(loot!)).toBe('Loot per day: wood 15, stone 2, food 0 resources in all.');
  expect(describeChart(uptime!)).toBe('Uptime per day: online 2 h, in error 0 h in all.');
});

test('the table lists the periods with anything in them, newest first, in UTC', () => {
  const rows = tableRows([{ at: day('2026-11-23'), tally: {} }, { at: day('2026-11-24'), tally: { food: 3 } }, { at: day('2026-11-25'), tally: { taxes: 10 } }], 'day');
  expect(rows.map((r) => r.period)).toEqual(['Wed 25 Nov', 'Tue 24 Nov']);
  expect(rows[1]!.cells).toEqual(['0', '0', '3', '0', '0', '0', '0', '0 h']);
  expect(periodLabel(Date.parse('2026-11-25T14:00:00Z'), 'hour')).toBe('25 Nov 14:00');
});
