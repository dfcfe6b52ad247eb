/**
 * Readiness follows the engine: nats-server killed under a running API, GET /api/health/ready turns 503
 * naming the engine (the database still up) while /api/health/live stays 200, and turns 200 again once the
 * engine is back (its keeper starts it again on the same port; the API's client reconnects by itself).
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNats, type Nats } from '../../../../scripts/lib/nats';
import { createPlatform } from '../../app';
import { ownCounters, testConfig, waitFor } from '../../../test/helpers';

/** How long the killed engine stays away before its keeper starts it again: ample time to see the API notice. */
const OUTAGE_MS = 4_000;
const scratch = mkdtempSync(join(tmpdir(), 'castellan-ready-'));
let nats: Nats;
let platform: ReturnType<typeof createPlatform>;

beforeAll(async () => {
  nats = await startNats(join(scratch, 'nats'), { firstBackoffMs: OUTAGE_MS, log: () => {} });
  platform = createPlatform({ config: testConfig({ natsUrl: nats.url }), throttleNamespace: ownCounters() });
  // Connected before the first question (the API connects at first use; readiness waits only 750 ms for it).
  await platform.engine.ready(10_000);
});

afterAll(async () => {
  await platform.close();
  await nats.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function get(path: string) {
  const res = await platform.app.handle(new Request(`http://localhost${path}`));
  return { status: res.status, body: await res.json() };
}

test('the engine killed: ready is 503 naming it, live stays 200; back: ready is 200 again', async () => {
  expect(await get('/api/health/ready')).toEqual({
    status: 200,
    body: { success: true, ready: true, down: [], database: { state: 'up' }, engine: { state: 'up' } },
  });

  nats.kept.proc.kill('SIGKILL');
  const away = await waitFor(
    'ready to answer 503',
    async () => {
      const answer = await get('/api/health/ready');
      return answer.status === 503 ? answer : null;
    },
    OUTAGE_MS,
  );
  expect(away.body).toEqual({ success: false, ready: false, down: ['engine'], database: { state: 'up' }, engine: { state: 'down' } });
  expect(await get('/api/health/live')).toMatchObject({ status: 200, body: { success: true, live: true } });

  const back = await waitFor(
    'ready to answer 200 again',
    async () => {
      const answer = await get('/api/health/ready');
      return answer.status === 200 ? answer : null;
    },
    30_000,
  );
  expect(back.body).toMatchObject({ ready: true, down: [], engine: { state: 'up' } });
}, 60_000);
