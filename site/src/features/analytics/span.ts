/**
 * The stretch of a period the charts show. The API sends every hour (or day) of the period, empty ones
 * too; a player whose bots began 40 minutes ago would see 23 empty hours and their whole day squeezed
 * into the last one. So the charts start at the first hour (day) with anything in it — a bot online
 * counts — and end now, never narrower than a few points, so one bar is never the whole chart; but never
 * before the range's start (`from`: the player's sign-up when later than the period's), as no player has
 * figures from before they existed.
 */
import type { Point, Step } from './figures';

/**
 * The fewest points a chart spans: a quarter of a day by hour, half a week by day. Before the player's start
 * there is nothing to show, so a new player's time axis runs on into the hours (days) to come (`chartTimes`).
 */
export const MIN_POINTS: Record<Step, number> = { hour: 6, day: 4 };

const hasFigures = (p: Point) => Object.values(p.tally).some(Boolean);

const STEP_MS: Record<Step, number> = { hour: 3_600_000, day: 86_400_000 };

/**
 * The times a chart spans: the points' own, then the hours (days) to come until MIN_POINTS, which have no
 * figures yet. A new player's first hour is one bar among the hours ahead, not a chart of one point (which
 * uPlot draws a day wide with no time axis), and nothing before their start is drawn.
 */
export function chartTimes(times: number[], step: Step): number[] {
  const out = [...times];
  while (out.length > 0 && out.length < MIN_POINTS[step]) out.push(out.at(-1)! + STEP_MS[step]);
  return out;
}

export type Span = {
  /** The points to chart, oldest first, as given. */
  points: Point[];
  /** Whether they begin later than the period does. */
  shortened: boolean;
  /** When the figures begin, as the page says it: the first figure's hour (day), or the range's start when that is later. */
  since: number;
};

/**
 * The points to chart from the period's `points` and the range's start `from`. A range with nothing in it
 * at all starts at `from`: there is no first figure to start at, and the empty chart says so over the
 * time the player had.
 */
export function shownSpan(points: Point[], step: Step, from: number = points[0]?.at ?? 0): Span {
  // The point holding `from` (its hour or day): the earliest the player can have figures in.
  const begin = Math.max(
    0,
    points.findLastIndex((p) => p.at <= from),
  );
  const first = points.findIndex(hasFigures);
  const start = first < begin ? begin : Math.max(begin, Math.min(first, points.length - MIN_POINTS[step]));
  const since = first < begin ? from : Math.max(from, points[first]!.at);
  return { points: points.slice(start), shortened: start > 0, since };
}
