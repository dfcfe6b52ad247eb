import { expect, test } from 'bun:test';
import { DayCounters, StatsReport } from './day-counters';

const at = (iso: string) => Date.parse(iso);

test('counts on from the stored day, and starts again from zero on a new UTC day', () => {
  const counters = new DayCounters({ day: '2026-11-23', actions: 4, loot: 1000 });
  expect(counters.add(at('2026-11-23T10:00:00Z'), 1, 0)).toEqual({ day: '2026-11-23', actions: 5, loot: 1000 });
  expect(counters.add(at('2026-11-23T23:59:59Z'), 0, 250)).toEqual({ day: '2026-11-23', actions: 5, loot: 1250 });
  expect(counters.add(at('2026-11-24T00:00:01Z'), 1, 0)).toEqual({ day: '2026-11-24', actions: 1, loot: 0 });
});

test("yesterday's stored counters do not count today", () => {
  expect(new DayCounters({ day: '2026-11-22', actions: 9, loot: 9 }).add(at('2026-11-23T08:00:00Z'), 0, 10)).toEqual({
    day: '2026-11-23',
    actions: 0,
    loot: 10,
  });
  expect(new DayCounters(null).add(at('2026-11-23T08:00:00Z'), 1, 0)).toEqual({ day: '2026-11-23', actions: 1, loot: 0 });
});

test('a busy bot reports its counters at most once per period: the first at once, the newest of the rest when the period is up, what waits when it stops', async () => {
  const sent: number[] = [];
  const report = new StatsReport((today) => sent.push(today.actions), 50);
  const day = (actions: number) => ({ day: '2026-11-23', actions, loot: 0 });
  report.push(day(1));
  report.push(day(2));
  report.push(day(3));
  expect(sent).toEqual([1]);
  await Bun.sleep(80);
  expect(sent).toEqual([1, 3]);
  report.push(day(4));
  report.flush();
  report.flush();
  expect(sent).toEqual([1, 3, 4]);
});
