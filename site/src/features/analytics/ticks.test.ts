import { expect, test } from 'bun:test';
import { axisTop, ticksFor } from './ticks';

test('counts tick at whole numbers only, on nice steps that cover the data', () => {
  expect(ticksFor(1, true)).toEqual([0, 1]);
  expect(ticksFor(2, true)).toEqual([0, 1, 2]);
  expect(ticksFor(3, true)).toEqual([0, 1, 2, 3]);
  expect(ticksFor(5, true)).toEqual([0, 1, 2, 3, 4, 5]);
  expect(ticksFor(7, true)).toEqual([0, 2, 4, 6, 8]);
  expect(ticksFor(11, true)).toEqual([0, 5, 10, 15]);
  expect(ticksFor(40, true)).toEqual([0, 10, 20, 30, 40]);
  // A day's average or a sum of parts below one: still whole ticks, never 0.25.
  expect(ticksFor(0.4, true)).toEqual([0, 1]);
});

test('large counts: few ticks, the top one above the data', () => {
  expect(ticksFor(12_345, true)).toEqual([0, 5000, 10_000, 15_000]);
  expect(ticksFor(1_000_000, true)).toEqual([0, 200_000, 400_000, 600_000, 800_000, 1_000_000]);
  expect(axisTop(987_654, true)).toBe(1_000_000);
});

test('nothing to show: an axis from 0 to 1, not a collapsed or broken one', () => {
  expect(ticksFor(0, true)).toEqual([0, 1]);
  expect(ticksFor(0, false)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  expect(ticksFor(Number.NEGATIVE_INFINITY, true)).toEqual([0, 1]);
  expect(ticksFor(Number.NaN, true)).toEqual([0, 1]);
});

test('hours may tick below one, at steps written exactly to one decimal place', () => {
  expect(ticksFor(0.83, false)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  expect(ticksFor(1.1, false)).toEqual([0, 0.5, 1, 1.5]);
  expect(ticksFor(0.3, false)).toEqual([0, 0.1, 0.2, 0.3]);
  expect(ticksFor(36, false)).toEqual([0, 10, 20, 30, 40]);
});

test('hours tick at tenths at the finest: written to one decimal place, no two labels alike (the uptime axis said "0.1 h" three times)', () => {
  expect(ticksFor(0.07, false)).toEqual([0, 0.1]);
  expect(ticksFor(0.12, false)).toEqual([0, 0.1, 0.2]);
  for (const max of [0.001, 0.02, 0.05, 0.07, 0.12, 0.26, 0.49, 0.8, 2.4, 9.9, 23]) {
    const labels = ticksFor(max, false).map((tick) => tick.toFixed(1));
    expect(new Set(labels).size).toBe(labels.length);
  }
});

test('every axis: evenly spaced, no label twice, the data under the top tick, the same ticks asked again from the top', () => {
  for (const whole of [true, false]) {
    for (const max of [0.07, 0.5, 1, 3, 4.2, 6, 9, 13, 19, 99, 101, 250, 777, 4321, 65_000, 3_400_000]) {
      const ticks = ticksFor(max, whole);
      const step = ticks[1]! - ticks[0]!;
      expect(ticks[0]).toBe(0);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
      expect(new Set(ticks).size).toBe(ticks.length);
      ticks.forEach((tick, i) => expect(tick).toBeCloseTo(i * step, 9));
      if (whole) expect(ticks.every(Number.isInteger)).toBe(true);
      // uPlot asks for the ticks again with the scale's top (axisTop): the same ones.
      expect(ticksFor(axisTop(max, whole), whole)).toEqual(ticks);
    }
  }
});
