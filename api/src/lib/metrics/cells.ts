/**
 * Counting a timed operation for a fraction of what prom-client's own `observe` and `inc` cost (issue 56).
 * Those hash the label set into a string, check every label, allocate, and add to an object keyed by each
 * bound as a string, on every call: an inc and an observe of three labels took 1.0–1.9 µs of CPU here
 * (against 0.2 µs for a count here; docs/benchmarks.md), where all of the metrics had 3 % of
 * GET /api/auth/me's ~35 µs of server CPU.
 *
 * Each label set is a cell of plain numbers (found through nested maps: a count allocates nothing), and
 * prom-client is told the cells' totals when it is read (its `collect`, which every scrape and `get()`
 * runs first): its entry for the label set is made through its API (`zero`, `inc`) and then given the
 * totals. So the exposition, the registry and the series' declarations stay prom-client's. A reset of the
 * series (the registry's `resetMetrics`) empties the cells too. cells.test.ts holds this against
 * prom-client's own counting, value for value; prom-client is pinned (15.1.3, package.json), and a
 * version that keeps its entries otherwise fails that test.
 */
import type { Counter, Histogram } from 'prom-client';

type HistogramEntry = { sum: number; count: number; bucketValues: Record<string, number>; labels: object };
type CounterEntry = { value: number; labels: object };
type Entries<E> = { hashMap: Record<string, E> };

type Cell = {
  labels: Record<string, string>;
  /** Observations in each bound's bucket (not cumulative, as prom-client keeps them); above the last, only in `count`. */
  buckets: Float64Array;
  sum: number;
  count: number;
  /** The counter's own count (a counter may be reset apart from its histogram). */
  counted: number;
};

/**
 * A histogram's (and its counter's, same labels) counting: `observe(seconds, a, b, c)`, the label values in
 * `labelNames`' order (two or three labels). `fixed(a, b)`: the counting of one caller whose first two
 * values never change (a route Bun serves natively), one map lookup a count instead of three.
 */
export type TimedCells = ((seconds: number, a: string, b: string, c?: string) => void) & { fixed(a: string, b: string): (seconds: number, c: string) => void };

/** prom-client's entry for `labels` (made through its API if it has none), found by its labels' values. */
function entryOf<E extends { labels: object }>(entries: Entries<E>, labels: Record<string, string>, make: () => void): E {
  const find = () => {
    const names = Object.keys(labels);
    for (const entry of Object.values(entries.hashMap)) {
      const filed = entry.labels as Record<string, unknown>;
      if (Object.keys(filed).length === names.length && names.every((name) => filed[name] === labels[name])) return entry;
    }
    return undefined;
  };
  const found = find();
  if (found) return found;
  make();
  const made = find();
  if (!made) throw new Error('metrics: a label set made through prom-client is not in its entries (has prom-client changed how it keeps them?)');
  return made;
}

/** Runs `after` after each call of `target[method]` (`collect` may be missing: then it is `after` alone). */
function alsoOn(target: object, method: 'collect' | 'reset', after: () => void): void {
  const own = target as Record<string, unknown>;
  const before = own[method] as (() => unknown) | undefined;
  own[method] = function (this: unknown) {
    const result = before?.call(this);
    after();
    return result;
  };
}

export function timedCells<L extends string>(labelNames: readonly L[], histogram: Histogram<L>, counter?: Counter<L>): TimedCells {
  if (labelNames.length !== 2 && labelNames.length !== 3) throw new Error('timedCells counts series of two or three labels');
  const bounds = (histogram as unknown as { upperBounds: readonly number[] }).upperBounds;
  const keys = bounds.map(String);
  const cells = new Map<string, Map<string, Map<string, Cell>>>();
  const every = function* () {
    for (const byA of cells.values()) for (const byB of byA.values()) yield* byB.values();
  };

  // Read: prom-client's entries take the cells' totals. Reset: the cells start again from nothing.
  alsoOn(histogram, 'collect', () => {
    for (const cell of every()) {
      if (cell.count === 0) continue;
      const entry = entryOf(histogram as unknown as Entries<HistogramEntry>, cell.labels, () => histogram.zero(cell.labels as Record<L, string>));
      entry.count = cell.count;
      entry.sum = cell.sum;
      for (let i = 0; i < keys.length; i++) entry.bucketValues[keys[i]!] = cell.buckets[i]!;
    }
  });
  alsoOn(histogram, 'reset', () => {
    for (const cell of every()) {
      cell.buckets.fill(0);
      cell.sum = 0;
      cell.count = 0;
    }
  });
  if (counter) {
    alsoOn(counter, 'collect', () => {
      for (const cell of every()) {
        if (cell.counted === 0) continue;
        entryOf(counter as unknown as Entries<CounterEntry>, cell.labels, () => counter.inc(cell.labels as Record<L, string>, 0)).value = cell.counted;
      }
    });
    alsoOn(counter, 'reset', () => {
      for (const cell of every()) cell.counted = 0;
    });
  }

  function cellOf(a: string, b: string, c: string): Cell {
    let byA = cells.get(a);
    if (!byA) cells.set(a, (byA = new Map()));
    let byB = byA.get(b);
    if (!byB) byA.set(b, (byB = new Map()));
    let cell = byB.get(c);
    if (!cell) {
      const values = [a, b, c];
      const labels = Object.fromEntries(labelNames.map((name, i) => [name, values[i]!]));
      byB.set(c, (cell = { labels, buckets: new Float64Array(bounds.length), sum: 0, count: 0, counted: 0 }));
    }
    return cell;
  }

  function add(cell: Cell, seconds: number): void {
    cell.counted += 1;
    cell.count += 1;
    cell.sum += seconds;
    // As prom-client: the first bound at or above the value; above the last, only the count (+Inf) has it.
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        cell.buckets[i]! += 1;
        return;
      }
    }
  }

  const observe = (seconds: number, a: string, b: string, c = '') => add(cells.get(a)?.get(b)?.get(c) ?? cellOf(a, b, c), seconds);
  const fixed = (a: string, b: string) => {
    const byC = new Map<string, Cell>();
    return (seconds: number, c: string) => {
      let cell = byC.get(c);
      if (!cell) byC.set(c, (cell = cellOf(a, b, c)));
      add(cell, seconds);
    };
  };
  return Object.assign(observe, { fixed });
}
