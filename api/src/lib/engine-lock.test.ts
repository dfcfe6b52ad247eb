/** The engine lock across two API instances (two connections to the run's NATS). */
import { afterAll, expect, test } from 'bun:test';
import { createEngine, keyValueBucket } from './engine';
import { createEngineLock } from './engine-lock';

const engines = [createEngine(process.env.NATS_URL!, 'lock-test-1'), createEngine(process.env.NATS_URL!, 'lock-test-2')];
afterAll(async () => {
  for (const engine of engines) await engine.close();
});

test('two instances: tasks on one key run one at a time, so a read-then-write is never lost', async () => {
  const locks = engines.map((engine) => createEngineLock(keyValueBucket(engine, 'locks_test', 30_000)));
  let stored = 0;
  let inside = 0;
  let most = 0;
  const key = `slots.${crypto.randomUUID()}`;
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      locks[i % 2]!(key, async () => {
        inside += 1;
        most = Math.max(most, inside);
        const read = stored;
        await Bun.sleep(5);
        stored = read + 1;
        inside -= 1;
      }),
    ),
  );
  expect([stored, most]).toEqual([20, 1]);
});

test('a holder that died frees the key when its lease lapses', async () => {
  const bucket = keyValueBucket(engines[0]!, 'locks_test_lease', 1_500);
  const key = `slots.${crypto.randomUUID()}`;
  await (await bucket()).create(key, 'a holder that never came back');
  const lock = createEngineLock(bucket, { waitMs: 10_000 });
  const started = Date.now();
  expect(await lock(key, async () => 'ran')).toBe('ran');
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
});

test('an engine that cannot be reached: the task does not run, and the caller gets a 503', async () => {
  const away = createEngine('nats://127.0.0.1:9', 'lock-test-away');
  let ran = false;
  const err = (await createEngineLock(keyValueBucket(away, 'locks', 30_000))('slots.x', async () => (ran = true)).catch((e: unknown) => e)) as {
    status: number;
  };
  expect([ran, err.status]).toEqual([false, 503]);
  await away.close();
});
