/**
 * The engine's operations, timed where callers ask them (lib/engine.ts): a bucket's put is one `kv_put`
 * and not also the JetStream publish it makes beneath, a create on a held key is a `conflict`, and the
 * connection's own requests count as `request`. METRICS=off (`timed: false`) counts nothing.
 */
import { afterAll, expect, test } from 'bun:test';
import { createEngine, keyValueBucket } from '../engine';
import { registry } from './registry';

const engine = createEngine(process.env.NATS_URL!, 'engine-metrics-test');
const untimedEngine = createEngine(process.env.NATS_URL!, 'engine-metrics-test-off', undefined, { timed: false });
afterAll(async () => {
  await engine.close();
  await untimedEngine.close();
});

/** Operations counted so far, as `op/outcome` → count. */
async function counts(): Promise<Map<string, number>> {
  const { values } = await registry.getSingleMetric('castellan_engine_operation_duration_seconds')!.get();
  const samples = values.filter((v) => (v as { metricName?: string }).metricName === 'castellan_engine_operation_duration_seconds_count');
  return new Map(samples.map((v) => [`${v.labels.op}/${v.labels.outcome}`, v.value]));
}

/** What `run` added to each count. */
async function added(run: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await counts();
  await run();
  const after = await counts();
  return Object.fromEntries([...after].map(([key, n]) => [key, n - (before.get(key) ?? 0)]).filter(([, n]) => n !== 0));
}

test('a bucket operation counts once, as itself; a held key is a conflict', async () => {
  const bucket = keyValueBucket(engine, `metrics_${crypto.randomUUID().slice(0, 8)}`, 60_000);
  await bucket(); // opened (the bucket's creation is not an operation a caller asked)
  const key = 'held';
  expect(await added(async () => (await bucket()).put(key, 'a'))).toEqual({ 'kv_put/ok': 1 });
  expect(await added(async () => (await bucket()).get(key))).toEqual({ 'kv_get/ok': 1 });
  expect(await added(async () => (await bucket()).create(key, 'b').catch(() => 'held'))).toEqual({ 'kv_create/conflict': 1 });
});

test("the connection's requests and a manager's stream questions", async () => {
  const nc = await engine.ready();
  expect(await added(() => nc.request('no.one.listens', 'hi', { timeout: 500 }).catch(() => null))).toEqual({ 'request/unavailable': 1 });
  const jsm = await engine.manager();
  expect(await added(() => jsm.streams.info('no_such_stream').catch(() => null))).toEqual({ 'stream_info/error': 1 });
});

test('untimed (METRICS=off): nothing is counted', async () => {
  const bucket = keyValueBucket(untimedEngine, `metrics_off_${crypto.randomUUID().slice(0, 8)}`, 60_000);
  await bucket();
  expect(
    await added(async () => {
      await (await bucket()).put('k', 'v');
      await (await untimedEngine.ready()).flush();
    }),
  ).toEqual({});
});
