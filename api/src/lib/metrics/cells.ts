/**
 * Counting a timed operation for a few hundred nanoseconds less than prom-client does (issue 56). Its
 * `observe` and `inc` hash the label set into a string, check every label, allocate, and find the bucket's
 * key by turning a float into a string, on every call: ~1 µs an inc plus an observe with three labels here
 * (bench/metrics), 3 % of GET /api/auth/me's whole server CPU, which was the budget for all of the metrics.
 *
 * A label set's entries in prom-client's own tables (the `hashMap` its exposition reads, keyed by the
 * label set as it hashes it) are found once, by a first count through its public API, and kept: each later
 * count adds to them directly. So the exposition, the registry and the series' declarations stay
 * prom-client's; only this one step is ours. A reset replaces the tables: the next count sees its entry
 * gone and finds it again. cells.test.ts holds this against prom-client's own counting, value for value.
 * prom-client is pinned (15.1.3, package.json): a version that stores its tables otherwise fails that test.
 */
import type { Counter, Histogram } from 'prom-client';

type CounterEntry = { value: number; labels: object };
type HistogramEntry = { sum: number; count: number; bucketValues: Record<string, number>; labels: object };
type Tables<E> = { hashMap: Record<string, E> };
type Cell = { histogramKey: string; histogram: HistogramEntry; counterKey: string; counter: CounterEntry | undefined };

/**
 * A histogram's (and its counter's, same labels) counting: `observe(seconds, a, b, c)`, the label values in
 * `labelNames`' order (two or three labels). Found through nested maps, so a count allocates nothing.
 */
export type TimedCells = (seconds: number, a: string, b: string, c?: string) => void;

/** The table key prom-client filed `labels` under, found after a count through its API (which made or added to that entry). */
function keyOf<E extends { labels: object }>(tables: Tables<E>, labels: Record<string, string>): string {
  const names = Object.keys(labels);
  for (const [hash, entry] of Object.entries(tables.hashMap)) {
    const filed = entry.labels as Record<string, unknown>;
    if (Object.keys(filed).length === names.length && names.every((name) => filed[name] === labels[name])) return hash;
  }
  throw new Error('metrics: a label set counted through prom-client is not in its table (has prom-client changed how it keeps them?)');
}

export function timedCells<L extends string>(labelNames: readonly L[], histogram: Histogram<L>, counter?: Counter<L>): TimedCells {
  const histogramTables = histogram as unknown as Tables<HistogramEntry>;
  const counterTables = counter as unknown as Tables<CounterEntry> | undefined;
  const bounds = (histogram as unknown as { upperBounds: readonly number[] }).upperBounds;
  const keys = bounds.map(String);
  if (labelNames.length !== 2 && labelNames.length !== 3) throw new Error('timedCells counts series of two or three labels');
  const cells = new Map<string, Map<string, Map<string, Cell>>>();

  /** The first count of a label set (or the first after a reset), through prom-client's own API. */
  function countAnew(values: [string, string, string], seconds: number): void {
    const labels = Object.fromEntries(labelNames.map((name, i) => [name, values[i]!])) as Record<L, string>;
    counter?.inc(labels);
    histogram.observe(labels, seconds);
    const histogramKey = keyOf(histogramTables, labels);
    const counterKey = counterTables ? keyOf(counterTables, labels) : '';
    const [a, b, c] = values;
    let byA = cells.get(a);
    if (!byA) cells.set(a, (byA = new Map()));
    let byB = byA.get(b);
    if (!byB) byA.set(b, (byB = new Map()));
    byB.set(c, { histogramKey, histogram: histogramTables.hashMap[histogramKey]!, counterKey, counter: counterTables?.hashMap[counterKey] });
  }

  return (seconds, a, b, c = '') => {
    const cell = cells.get(a)?.get(b)?.get(c);
    if (!cell || histogramTables.hashMap[cell.histogramKey] !== cell.histogram || (counterTables && counterTables.hashMap[cell.counterKey] !== cell.counter)) return countAnew([a, b, c], seconds);
    if (cell.counter) cell.counter.value += 1;
    const entry = cell.histogram;
    entry.sum += seconds;
    entry.count += 1;
    // As prom-client: the first bound at or above the value; above the last, only the count (+Inf) has it.
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        entry.bucketValues[keys[i]!]! += 1;
        return;
      }
    }
  };
}
