/**
 * The HTTP series: a request moves the counter of its route's template and status (never its raw path),
 * a path no route matches is `unmatched`, a stream is counted when it opens though it never ends, Bun's
 * native routes count as their Elysia twins, and METRICS=off counts nothing.
 */
import { expect, test } from 'bun:test';
import { Elysia, t } from 'elysia';
import { waitFor } from '../../../test/helpers';
import { httpPlugin } from '../http';
import { NotFoundError } from '../errors';
import { httpMetrics, timedNative } from './http';
import { registry } from './registry';

type Labels = Record<string, string>;

/** The series' value for exactly these labels (0 when it has none yet); `sample`: a histogram's `_count`. */
async function value(name: string, labels: Labels, sample = name): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  const same = (l: Labels) => Object.keys(labels).every((k) => l[k] === labels[k]) && Object.keys(l).length === Object.keys(labels).length;
  return values.find((v) => ((v as { metricName?: string }).metricName ?? name) === sample && same(v.labels as Labels))?.value ?? 0;
}

/** Every route label the counter has seen. */
async function routes(): Promise<string[]> {
  const { values } = await registry.getSingleMetric('castellan_http_requests_total')!.get();
  return values.map((v) => String(v.labels.route));
}

const count = (method: string, route: string, status: number) => value('castellan_http_requests_total', { method, route, status: String(status) });
const timings = (method: string, route: string, status: number) =>
  value('castellan_http_request_duration_seconds', { method, route, status: String(status) }, 'castellan_http_request_duration_seconds_count');

/** A stream that never ends, as a console's is for as long as its reader stays. */
const endless = () => new Response(new ReadableStream({ pull: () => new Promise<void>(() => {}) }), { headers: { 'content-type': 'text/event-stream' } });

const app = (enabled: boolean) =>
  new Elysia()
    .use(httpMetrics(enabled))
    .use(httpPlugin)
    .get(`/api/metrics-test-${enabled}/:id`, ({ params }) => ({ id: params.id }))
    .get(`/api/metrics-test-${enabled}/:id/missing`, () => {
      throw new NotFoundError('Thing');
    })
    .get(`/api/metrics-test-${enabled}/stream`, () => endless())
    .get(`/api/metrics-test-${enabled}/typed`, ({ query }) => query, { query: t.Object({ n: t.Numeric() }) })
    .get(`/api/metrics-test-${enabled}/guarded`, () => ({ never: true }), {
      beforeHandle({ set }) {
        set.status = 401;
        return { success: false };
      },
    });

test('a request counts under its route template and status, and is timed', async () => {
  const served = app(true);
  const before = await count('GET', '/api/metrics-test-true/:id', 200);
  const res = await served.handle(new Request('http://localhost/api/metrics-test-true/4242'));
  expect(res.status).toBe(200);
  await waitFor('the request counted', async () => (await count('GET', '/api/metrics-test-true/:id', 200)) === before + 1);
  expect(await timings('GET', '/api/metrics-test-true/:id', 200)).toBeGreaterThanOrEqual(1);
  // A route's own 404 keeps its template; the raw path never becomes a label.
  const missing = await count('GET', '/api/metrics-test-true/:id/missing', 404);
  expect((await served.handle(new Request('http://localhost/api/metrics-test-true/77/missing'))).status).toBe(404);
  await waitFor('the route 404 counted', async () => (await count('GET', '/api/metrics-test-true/:id/missing', 404)) === missing + 1);
  expect((await routes()).filter((r) => r.includes('4242') || r.includes('77'))).toEqual([]);
});

test('refusals inside a route count once, with the status answered: bad input, a guard that answers itself', async () => {
  const served = app(true);
  const typed = '/api/metrics-test-true/typed';
  const refusedBefore = await count('GET', typed, 422);
  expect((await served.handle(new Request(`http://localhost${typed}?n=many`))).status).toBe(422);
  expect(await count('GET', typed, 422)).toBe(refusedBefore + 1);
  expect(await count('GET', typed, 200)).toBe(0);
  const guarded = await count('GET', '/api/metrics-test-true/guarded', 401);
  expect((await served.handle(new Request('http://localhost/api/metrics-test-true/guarded'))).status).toBe(401);
  expect(await count('GET', '/api/metrics-test-true/guarded', 401)).toBe(guarded + 1);
});

test('a path no route matches is "unmatched", whatever it was', async () => {
  const served = app(true);
  const before = await count('GET', 'unmatched', 404);
  const res = await served.handle(new Request('http://localhost/api/no-such-thing/12345'));
  expect(res.status).toBe(404);
  expect((await res.json()).code).toBe('NOT_FOUND');
  await waitFor('the 404 counted as unmatched', async () => (await count('GET', 'unmatched', 404)) === before + 1);
  expect((await routes()).filter((r) => r.includes('no-such-thing'))).toEqual([]);
});

test('a server-sent event stream is counted once, when it opens, while it is still open', async () => {
  const served = app(true);
  const before = await count('GET', '/api/metrics-test-true/stream', 200);
  const res = await served.handle(new Request('http://localhost/api/metrics-test-true/stream'));
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  await waitFor('the open stream counted', async () => (await count('GET', '/api/metrics-test-true/stream', 200)) === before + 1);
  await res.body?.cancel();
});

test('a native route counts as its Elysia twin', async () => {
  const before = await count('GET', '/api/metrics-test-native', 200);
  const handler = timedNative(true, 'GET', '/api/metrics-test-native', () => Promise.resolve(new Response('{}')));
  await handler(new Request('http://localhost/api/metrics-test-native'), {} as never);
  expect(await count('GET', '/api/metrics-test-native', 200)).toBe(before + 1);
});

test('METRICS=off: nothing is counted', async () => {
  const served = app(false);
  expect((await served.handle(new Request('http://localhost/api/metrics-test-false/1'))).status).toBe(200);
  const handler = timedNative(false, 'GET', '/api/metrics-test-native-off', () => new Response('{}'));
  handler(new Request('http://localhost/api/metrics-test-native-off'), {} as never);
  // A counted request lands in a turn of the event loop after its answer: a counted one is waited for first.
  const on = app(true);
  const before = await count('GET', '/api/metrics-test-true/:id', 200);
  await on.handle(new Request('http://localhost/api/metrics-test-true/1'));
  await waitFor('the counted request', async () => (await count('GET', '/api/metrics-test-true/:id', 200)) === before + 1);
  expect((await routes()).filter((r) => r.includes('metrics-test-false') || r.includes('native-off'))).toEqual([]);
});
