/**
 * The quick counting against prom-client's own: the same values counted both ways give the same
 * exposition, bucket for bucket, sum and count, read after read; a reset starts both again from nothing.
 * Fails if prom-client keeps its entries otherwise.
 */
import { expect, test } from 'bun:test';
import { Counter, Histogram, Registry } from 'prom-client';
import { LATENCY_BUCKETS } from './registry';
import { timedCells } from './cells';

const LABELS = ['method', 'route'] as const;

/** Twin series in a registry of their own: `quick` counted by timedCells, `plain` by prom-client. */
function twins() {
  const registry = new Registry();
  const make = (prefix: string) => ({
    counter: new Counter({ name: `${prefix}_total`, help: 'h', labelNames: LABELS, registers: [registry] }),
    histogram: new Histogram({ name: `${prefix}_seconds`, help: 'h', labelNames: LABELS, buckets: LATENCY_BUCKETS, registers: [registry] }),
  });
  const quick = make('quick');
  const plain = make('plain');
  const observe = timedCells(LABELS, quick.histogram, quick.counter);
  const both = (seconds: number, method: string, route: string) => {
    observe(seconds, method, route);
    plain.counter.inc({ method, route });
    plain.histogram.observe({ method, route }, seconds);
  };
  const text = async () => {
    const all = await registry.metrics();
    const of = (prefix: string) =>
      all
        .split('\n')
        .filter((line) => line.startsWith(prefix))
        .map((line) => line.slice(prefix.length))
        .sort();
    return { quick: of('quick_'), plain: of('plain_') };
  };
  return { registry, quick, plain, observe, both, text };
}

// Below the first bound, on a bound, between bounds, above the last, and zero.
const VALUES = [0.0004, 0.001, 0.0031, 0.02, 0.25, 0.7, 3, 12, 0];

test('the same values counted both ways read the same, bucket for bucket', async () => {
  const t = twins();
  for (const seconds of VALUES) {
    t.both(seconds, 'GET', '/api/bots');
    t.both(seconds * 2, 'POST', '/api/bots/:id');
  }
  const { quick, plain } = await t.text();
  expect(quick.length).toBeGreaterThan(30);
  expect(quick).toEqual(plain);
  expect(quick).toContain(`seconds_count{method="GET",route="/api/bots"} ${VALUES.length}`);
});

test('after a reset both start from nothing, and count on', async () => {
  const t = twins();
  t.both(0.002, 'GET', '/api/bots');
  t.registry.resetMetrics();
  t.both(0.004, 'GET', '/api/bots');
  t.both(0.004, 'GET', '/api/bots');
  const { quick, plain } = await t.text();
  expect(quick).toEqual(plain);
  expect(quick).toContain('seconds_count{method="GET",route="/api/bots"} 2');
  expect(quick).toContain('total{method="GET",route="/api/bots"} 2');
});

test('read, counted on, read again: each read has the totals so far', async () => {
  const t = twins();
  t.both(0.002, 'GET', '/api/x');
  expect((await t.text()).quick).toEqual((await t.text()).plain);
  t.both(0.3, 'GET', '/api/x');
  t.both(0.002, 'GET', '/api/y');
  const { quick, plain } = await t.text();
  expect(quick).toEqual(plain);
  expect(quick).toContain('total{method="GET",route="/api/x"} 2');
  expect(quick).toContain('seconds_bucket{le="0.0025",method="GET",route="/api/x"} 1');
  expect(quick).toContain('seconds_bucket{le="0.5",method="GET",route="/api/x"} 2');
});

test('a fixed caller counts into the same label sets', async () => {
  const t = twins();
  const fixedGet = t.observe.fixed('GET', '/api/x');
  fixedGet(0.002, '');
  t.observe(0.002, 'GET', '/api/x');
  const { quick } = await t.text();
  expect(quick).toContain('total{method="GET",route="/api/x"} 2');
  expect(quick).toContain('seconds_bucket{le="0.0025",method="GET",route="/api/x"} 2');
});
