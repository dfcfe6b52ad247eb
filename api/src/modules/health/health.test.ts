/** GET /api/health: 503 while the engine cannot be reached, as while the database cannot; the fleet by state. */
import { expect, test } from 'bun:test';
import type { RunnerView } from '../../runtime/fleet/protocol';
import { healthRoutes } from './routes';

const runner = (id: string, state: RunnerView['state'], bots: number): RunnerView =>
  ({ id, host: 'h', capacity: 500, bots, sessions: bots, rssBytes: 1, lagMs: 1, startedAt: new Date(0).toISOString(), state }) as RunnerView;

async function health(engineState: 'up' | 'connecting' | 'down', runners: RunnerView[] | null = null, path = '/api/health') {
  const engine = { status: () => ({ state: engineState }), ready: async () => Promise.reject(new Error('down')) } as never;
  const app = healthRoutes({ runtimeStats: () => null, engine, runners: runners ? () => runners : null });
  const res = await app.handle(new Request(`http://localhost${path}`));
  return { status: res.status, body: await res.json() };
}

test('the engine down (or never connected) is a 503 that says so; up is a 200', async () => {
  expect(await health('down')).toMatchObject({
    status: 503,
    body: { success: false, status: 'degraded', database: { state: 'up' }, engine: { state: 'down' } },
  });
  expect(await health('connecting')).toMatchObject({ status: 503, body: { engine: { state: 'connecting' } } });
  expect(await health('up')).toMatchObject({ status: 200, body: { success: true, status: 'ok', engine: { state: 'up' }, runners: null } });
});

test('with a fleet, the runners by state and the bots the answering ones hold', async () => {
  const { body } = await health('up', [runner('a', 'live', 40), runner('b', 'draining', 3), runner('c', 'silent', 60)]);
  expect(body.runners).toEqual({ live: 1, draining: 1, silent: 1, bots: 43 });
});

test('ready: 503 naming the engine while it is down or not yet connected, 200 when up; live asks nothing', async () => {
  expect(await health('down', null, '/api/health/ready')).toEqual({
    status: 503,
    body: { success: false, ready: false, down: ['engine'], database: { state: 'up' }, engine: { state: 'down' } },
  });
  expect(await health('connecting', null, '/api/health/ready')).toMatchObject({ status: 503, body: { down: ['engine'] } });
  expect(await health('up', null, '/api/health/ready')).toMatchObject({ status: 200, body: { success: true, ready: true, down: [] } });
  expect(await health('down', null, '/api/health/live')).toMatchObject({ status: 200, body: { success: true, live: true } });
});
