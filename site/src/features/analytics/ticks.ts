/**
 * The value axis of a chart: where its ticks go. Counts (attacks, loot, coins) tick at whole numbers only
 * — an axis that says "0.25 attacks" reads wrong — while hours may tick at tenths or halves.
 */

/** Few enough ticks that their labels never crowd a chart 200 px high. */
const MAX_INTERVALS = 5;
/**
 * The steps that read well (…0.5, 1, 2, 5, 10, 20, 50…): the first digit of every step is one of these.
 * Not 2.5: hours are written to one decimal place ("0.3 h" would label a tick at 0.25).
 */
const NICE = [1, 2, 5];
/**
 * The smallest step's power of ten: whole numbers for counts, tenths for hours, which are written to one
 * decimal place (a step of 0.02 h would label three ticks "0.1 h").
 */
const FINEST_POWER = { whole: 0, tenths: -1 };

/** Drops the float noise of a multiplication (3 × 0.1 = 0.30000000000000004): ticks are printed. */
const exact = (n: number) => Number(n.toPrecision(12));

/** The smallest nice step that covers `max` in at most MAX_INTERVALS steps. */
function stepFor(max: number, whole: boolean): number {
  // The power of ten of the rough step, so the search starts a decade below it, never finer than the labels write.
  const rough = max / MAX_INTERVALS;
  let power = Math.max(FINEST_POWER[whole ? 'whole' : 'tenths'], Math.floor(Math.log10(rough)) - 1);
  for (; ; power++) {
    for (const first of NICE) {
      const step = exact(first * 10 ** power);
      if (Math.ceil(exact(max / step)) <= MAX_INTERVALS) return step;
    }
  }
}

/**
 * The ticks of an axis from 0 to the data's largest value `max`: evenly spaced by a nice step, the last
 * at or above `max`, so the data always fits under the top tick. With nothing to show (0, or no data)
 * the axis is 0 to 1, a scale that still reads. The top tick given back as `max` gives the same ticks,
 * as uPlot asks for them again with the scale it was given.
 */
export function ticksFor(max: number, whole: boolean): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const step = stepFor(top, whole);
  const count = Math.ceil(exact(top / step));
  return Array.from({ length: count + 1 }, (_, i) => exact(i * step));
}

/** The top of the axis: its last tick. */
export function axisTop(max: number, whole: boolean): number {
  return ticksFor(max, whole).at(-1)!;
}
