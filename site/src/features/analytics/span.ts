/**
 * The stretch of a period the charts show. The API sends every hour (or day) of the period, empty ones
 * too; a player whose bots began 40 minutes ago would see 23 empty hours and their whole day squeezed
 * into the last one. So the charts start at the first hour (day) with anything in it — a bot online
 * counts — and end now, never narrower than a few points, so one bar is never the whole chart.
 */
import type { Point, Step } from './figures';

/** The fewest points a chart shows: a quarter of a day by hour, half a week by day. */
export const MIN_POINTS: Record<Step, number> = { hour: 6, day: 4 };

const hasFigures = (p: Point) => Object.values(p.tally).some(Boolean);

/**
 * The points to chart (oldest first, as given) and whether they are fewer than the period's. A period with
 * nothing in it at all keeps its whole length: there is no first figure to start at, and the empty chart
 * says so over the time asked for.
 */
export function shownSpan(points: Point[], step: Step): { points: Point[]; shortened: boolean } {
  const first = points.findIndex(hasFigures);
  if (first <= 0) return { points, shortened: false };
  const start = Math.min(first, Math.max(0, points.length - MIN_POINTS[step]));
  return { points: points.slice(start), shortened: start > 0 };
}
