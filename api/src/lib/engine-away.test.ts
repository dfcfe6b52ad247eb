/**
 * While the engine is away (nats-server stopped under a running API), what needs it answers at once with
 * a 503 instead of waiting on the client's own timeouts (3–5 s before): a sign-in throttle's counter and a
 * lock, each within a second of being asked, and both work again when the engine is back.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNats, type Nats } from '../../../scripts/lib/nats';
import { createEngine, keyValueBucket, type Engine } from './engine';
import { createEngineLock } from './engine-lock';
import { SharedCounter } from './shared-counter';
import { waitFor } from '../../test/helpers';

const scratch = mkdtempSync(join(tmpdir(), 'castellan-engine-away-'));
let nats: Nats;
let engine: Engine;

beforeAll(async () => {
  // Restarted by its keeper only long after the test: the outage lasts as long as the test needs.
  nats = await startNats(join(scratch, 'nats'), { firstBackoffMs: 60_000 });
  engine = createEngine(nats.url, 'engine-away-test');
});

afterAll(async () => {
  await engine.close();
  await nats.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** How long `call` takes to settle, and how it settled. */
async function timed(call: () => Promise<unknown>): Promise<{ ms: number; status: number | 'ok' }> {
  const started = performance.now();
  const status = await call().then(
    () => 'ok' as const,
    (err: { status?: number }) => err.status ?? 500,
  );
  return { ms: performance.now() - started, status };
}

test('killed: a counter and a lock answer 503 within a second each, five times over', async () => {
  const counter = new SharedCounter(keyValueBucket(engine, 'away_throttle', 60_000), 'sign-in', 100, 60_000);
  const lock = createEngineLock(keyValueBucket(engine, 'away_locks', 30_000));
  expect(await counter.reserve('client')).toBe(0);
  expect(await lock('slots.a', async () => 'ran')).toBe('ran');

  nats.kept.proc.kill('SIGKILL');
  await waitFor('the engine to be seen away', () => engine.status().state === 'down' || null, 15_000);
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await timed(() => counter.reserve('client')), await timed(() => lock('slots.a', async () => 'ran')));
  expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(503));
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000);
}, 60_000);
