/**
 * A runner's `ready` flag (it takes new sessions: runner-readiness.ts) as an operator sees it: in the
 * admin System tab's runners, and on the status page, where a live runner not ready makes the runners
 * degraded. The runners here are only their announcements in the fleet's bucket (what a runner node puts
 * there every second), so no runner process needs to boot.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import type { TestPlatform } from '../../../test/bots';
import { fleetApi } from '../../../test/fleet-api';
import { call, ownCounters, signUp, uniqueEmail, waitFor } from '../../../test/helpers';
import { keyValueBucket } from '../../lib/engine';
import { fleetNames, RUNNER_DEAD_MS, type RunnerRecord } from './protocol';

const namespace = ownCounters();
const adminEmail = uniqueEmail('runner-ready-admin');
let sim: Simulator;
let api: TestPlatform;
let beating: ReturnType<typeof setInterval> | undefined;

const announcement = (id: string, ready: boolean): RunnerRecord => ({
  id,
  host: 'runner-host',
  pid: 1,
  capacity: 100,
  bots: 0,
  sessions: 0,
  rssBytes: 1_000_000,
  lagMs: 1,
  draining: false,
  ready,
  publicKey: 'none',
  startedAt: new Date().toISOString(),
  boot: crypto.randomUUID(),
});

beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
  api = await fleetApi(sim, namespace, { adminEmails: [adminEmail] });
});

afterAll(async () => {
  clearInterval(beating);
  await api.close();
  await sim.stop();
});

test('the System tab shows which runners are ready, and the status page says the runners are degraded while one is not', async () => {
  const kv = await keyValueBucket(api.engine, fleetNames(namespace).runners, RUNNER_DEAD_MS * 3)();
  const ready = announcement(`${namespace}-ready`, true);
  const lost = announcement(`${namespace}-lost`, false);
  // Each heartbeat, as a runner node puts it: a runner not heard from for RUNNER_DEAD_MS is silent.
  const beat = () => Promise.all([kv.put(ready.id, JSON.stringify(ready)), kv.put(lost.id, JSON.stringify(lost))]);
  await beat();
  beating = setInterval(() => void beat(), 1000);

  const admin = await signUp(api.app, adminEmail);
  const runners = await waitFor(
    'both runners on the System tab',
    async () => {
      const res = await call(api.app, 'GET', '/api/admin/system', { token: admin.token });
      expect(res.status).toBe(200);
      const seen = (res.body.runners as { id: string; ready: boolean; state: string }[]).filter((r) => r.state === 'live');
      return seen.length === 2 ? seen : null;
    },
    15_000,
    100,
  );
  expect(Object.fromEntries(runners.map((r) => [r.id, r.ready]))).toEqual({ [ready.id]: true, [lost.id]: false });

  api.status.forget();
  const status = await call(api.app, 'GET', '/api/status');
  const part = (id: string) => (status.body.parts as { id: string; state: string }[]).find((p) => p.id === id)?.state;
  expect([part('runners'), part('runtime')]).toEqual(['degraded', 'up']);
}, 60_000);
