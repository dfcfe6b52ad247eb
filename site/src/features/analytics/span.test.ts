import { expect, test } from 'bun:test';
import type { Point } from './figures';
import { MIN_POINTS, shownSpan } from './span';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.UTC(2026, 10, 25, 14);
/** A period's points, oldest first, the last one the current hour (day), with figures where `filled` says. */
function period(count: number, size: number, filled: (i: number) => Point['tally'] = () => ({})): Point[] {
  return Array.from({ length: count }, (_, i) => ({ at: now - (count - 1 - i) * size, tally: filled(i) }));
}

test('a new player whose first figures are in the current hour: the last few hours, not 24 with one bar at the end', () => {
  const points = period(24, HOUR, (i) => (i === 23 ? { onlineSeconds: 2400, attacksSent: 1 } : {}));
  const shown = shownSpan(points, 'hour');
  expect(shown.shortened).toBe(true);
  expect(shown.points).toHaveLength(MIN_POINTS.hour);
  expect(shown.points.at(-1)!.at).toBe(now);
  expect(shown.points[0]!.at).toBe(now - (MIN_POINTS.hour - 1) * HOUR);
});

test('figures since ten hours ago: the axis starts at their first hour and ends now', () => {
  const points = period(24, HOUR, (i) => (i === 14 ? { onlineSeconds: 300 } : i === 20 ? { wood: 40 } : {}));
  const shown = shownSpan(points, 'hour');
  expect(shown).toEqual({ points: points.slice(14), shortened: true });
  expect(shown.points[0]!.at).toBe(now - 9 * HOUR);
});

test('a bot online is a figure: the first hour online starts the chart even before its first attack', () => {
  const points = period(24, HOUR, (i) => (i === 10 ? { onlineSeconds: 3600 } : i === 22 ? { attacksSent: 2 } : {}));
  expect(shownSpan(points, 'hour').points[0]!.at).toBe(points[10]!.at);
});

test('a full day stays 24 hours, and a period with nothing at all keeps its whole length', () => {
  const full = period(24, HOUR, (i) => (i === 0 ? { food: 1 } : {}));
  expect(shownSpan(full, 'hour')).toEqual({ points: full, shortened: false });
  const empty = period(24, HOUR);
  expect(shownSpan(empty, 'hour')).toEqual({ points: empty, shortened: false });
  // Zeros are nothing (a tally with every field at 0).
  const zeros = period(24, HOUR, (i) => (i === 3 ? { wood: 0, attacksSent: 0 } : i === 15 ? { wood: 5 } : {}));
  expect(shownSpan(zeros, 'hour').points[0]!.at).toBe(zeros[15]!.at);
});

test('7 and 30 days start at the first day with figures when it is later than the period’s start', () => {
  const week = period(7, DAY, (i) => (i === 6 ? { taxes: 10 } : {}));
  expect(shownSpan(week, 'day')).toEqual({ points: week.slice(7 - MIN_POINTS.day), shortened: true });
  const month = period(30, DAY, (i) => (i >= 18 ? { attacksWon: 1 } : {}));
  expect(shownSpan(month, 'day')).toEqual({ points: month.slice(18), shortened: true });
  const fullMonth = period(30, DAY, (i) => (i === 0 ? { attacksWon: 1 } : {}));
  expect(shownSpan(fullMonth, 'day').points).toHaveLength(30);
});
