import { expect, test } from 'bun:test';
import type { Point } from './figures';
import { chartTimes, MIN_POINTS, shownSpan } from './span';

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
  expect(shown).toEqual({ points: points.slice(14), shortened: true, since: points[14]!.at });
  expect(shown.points[0]!.at).toBe(now - 9 * HOUR);
});

test('a bot online is a figure: the first hour online starts the chart even before its first attack', () => {
  const points = period(24, HOUR, (i) => (i === 10 ? { onlineSeconds: 3600 } : i === 22 ? { attacksSent: 2 } : {}));
  expect(shownSpan(points, 'hour').points[0]!.at).toBe(points[10]!.at);
});

test('a full day stays 24 hours, and a period with nothing at all keeps its whole length', () => {
  const full = period(24, HOUR, (i) => (i === 0 ? { food: 1 } : {}));
  expect(shownSpan(full, 'hour')).toEqual({ points: full, shortened: false, since: full[0]!.at });
  const empty = period(24, HOUR);
  expect(shownSpan(empty, 'hour')).toEqual({ points: empty, shortened: false, since: empty[0]!.at });
  // Zeros are nothing (a tally with every field at 0).
  const zeros = period(24, HOUR, (i) => (i === 3 ? { wood: 0, attacksSent: 0 } : i === 15 ? { wood: 5 } : {}));
  expect(shownSpan(zeros, 'hour').points[0]!.at).toBe(zeros[15]!.at);
});

test('7 and 30 days start at the first day with figures when it is later than the period’s start', () => {
  const week = period(7, DAY, (i) => (i === 6 ? { taxes: 10 } : {}));
  expect(shownSpan(week, 'day')).toEqual({ points: week.slice(7 - MIN_POINTS.day), shortened: true, since: week[6]!.at });
  const month = period(30, DAY, (i) => (i >= 18 ? { attacksWon: 1 } : {}));
  expect(shownSpan(month, 'day')).toEqual({ points: month.slice(18), shortened: true, since: month[18]!.at });
  const fullMonth = period(30, DAY, (i) => (i === 0 ? { attacksWon: 1 } : {}));
  expect(shownSpan(fullMonth, 'day').points).toHaveLength(30);
});

test('never before the player existed: joined at 2:20 with figures from 2:00, the range starts at 2:20, not five hours earlier', () => {
  // Issue 64: "Since Sat, Nov 28, 9:00 PM" for a player who joined at 2:20 AM (widened to six hours before them).
  const joined = now - 12 * HOUR + 20 * 60_000;
  const points = period(24, HOUR, (i) => (i >= 11 ? { onlineSeconds: 600 } : {}));
  const shown = shownSpan(points, 'hour', joined);
  expect(shown.points[0]!.at).toBe(now - 12 * HOUR);
  expect(shown.since).toBe(joined);
  expect(shown.shortened).toBe(true);
  // Joined 40 minutes ago: one hour to chart, not six with five before the sign-up.
  const fresh = shownSpan(
    period(24, HOUR, (i) => (i === 23 ? { attacksSent: 1 } : {})),
    'hour',
    now + 20 * 60_000,
  );
  expect(fresh.points.map((p) => p.at)).toEqual([now]);
  expect(fresh.since).toBe(now + 20 * 60_000);
});

test('the first report later than the sign-up: the range says the first report, and the chart may widen back to the sign-up only', () => {
  const joined = now - 20 * HOUR;
  const points = period(24, HOUR, (i) => (i === 22 ? { wood: 10 } : {}));
  const shown = shownSpan(points, 'hour', joined);
  expect(shown.since).toBe(points[22]!.at);
  expect(shown.points).toHaveLength(MIN_POINTS.hour);
  // Nothing yet at all: from the sign-up, not the period's start.
  const none = shownSpan(period(24, HOUR), 'hour', joined);
  expect(none).toMatchObject({ shortened: true, since: joined });
  expect(none.points[0]!.at).toBe(now - 20 * HOUR);
});

test('a chart of fewer points than a few spans the hours (days) to come, never those before', () => {
  expect(chartTimes([now], 'hour')).toEqual(Array.from({ length: MIN_POINTS.hour }, (_, i) => now + i * HOUR));
  expect(chartTimes([now - DAY, now], 'day')).toEqual([now - DAY, now, now + DAY, now + 2 * DAY]);
  const full = Array.from({ length: 24 }, (_, i) => now - i * HOUR).reverse();
  expect(chartTimes(full, 'hour')).toEqual(full);
  expect(chartTimes([], 'hour')).toEqual([]);
});
