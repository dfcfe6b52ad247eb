/**
 * The process's metrics, in Prometheus' text format (issue 56): one registry per process (an API instance,
 * the bot runtime, a runner node), its series declared where they are counted. Library: prom-client
 * (docs/decisions.md: it runs on Bun; an increment plus an observation of three labels costs 1.0 µs of CPU
 * on a quiet machine, which is why the hot series count in cells.ts).
 *
 * Labels are bounded by design: a route's template, a status, a world, a template id, an outcome or a
 * reason from a closed vocabulary. Never a user, a bot, an account or an address: each distinct label set is
 * a series kept for the life of the process.
 */
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/** Every series of this process. */
export const registry = new Registry();
let defaultsOn = false;

/** The process's own figures (memory, CPU, event-loop lag, heap), under `castellan_process_` names. Once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry, prefix: 'castellan_' });
}

/** Latency buckets in seconds: a fast read (1 ms) to a slow page (10 s). */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A series declared once per process, however often its module is loaded or its factory runs (two
 * platforms in one test process share it): asked again by name, the existing one is returned.
 */
function once<T>(name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make();
}

export function counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
  return once(config.name, () => new Counter({ ...config, registers: [registry] }));
}

export function gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
  return once(config.name, () => new Gauge({ ...config, registers: [registry] }));
}

export function histogram<L extends string>(config: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L> {
  return once(config.name, () => new Histogram({ buckets: LATENCY_BUCKETS, ...config, registers: [registry] }));
}

/** The exposition: what a scrape of `/metrics` answers, and its content type. */
export async function exposition(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}
