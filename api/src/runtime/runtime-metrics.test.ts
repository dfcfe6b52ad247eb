/**
 * The bot runtime process's metrics and health (issue 56): served on a loopback port the process tells the
 * API over IPC, behind a token only that API holds, and read through runtimeExposition() for the API's
 * /metrics. A bot logging in moves the game's series there: a login `ok`, a session, round trips.
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../../simulator/server';
import { runtimeExposition, runtimeScrapeTarget } from '../lib/metrics/runtime-exposition';
import { waitFor } from '../../test/helpers';
import { familiesOf, sampleOf } from '../../test/scrape';
import { createProcessRuntime } from './process-runtime';
import { processDayStore } from './reservations/day-limits';
import { processLoginGuard } from './login-guard';
import type { RuntimeEvent } from './types';
import { idleBotSpec } from '../../test/game-bots';

const sim = await startSimulator({ port: 0, seed: 31, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

/** A bot that logs in and stays (api/test/game-bots.ts). */
const spec = (name: string) => idleBotSpec(sim, name);

test('a bot logs in: the runtime process counts the login, its session and round trips, and only the API that spawned it reads them', async () => {
  const runtime = createProcessRuntime({
    loginPage: { url: sim.loginPageUrl, siteKey: null },
    paceScale: 0.01,
    dayCounts: processDayStore(),
    loginGuard: processLoginGuard(),
  });
  const events: RuntimeEvent[] = [];
  runtime.subscribe((e) => void events.push(e));
  const name = `Probed${crypto.randomUUID().slice(0, 6)}`;
  try {
    runtime.start(spec(name));
    await waitFor('the bot online', () => events.some((e) => e.type === 'state' && e.botId === name && e.state === 'online'), 30_000);
    // The port is on loopback and answers only the token this API gave the process.
    const target = runtimeScrapeTarget()!;
    expect(new URL(target.url).hostname).toBe('127.0.0.1');
    const scrape = async () => (await fetch(target.url, { headers: { authorization: `Bearer ${target.token}` } })).text();
    const refused = await fetch(target.url);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await fetch(target.url, { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(401);
    expect((await fetch(new URL('/health/live', target.url))).status).toBe(200);
    expect(await (await fetch(new URL('/health/ready', target.url))).json()).toEqual({
      success: true,
      ready: true,
      down: [],
      checks: { api: { state: 'up' } },
    });

    const counted = await waitFor(
      'the login counted',
      async () => {
        const text = await scrape();
        return sampleOf(text, 'castellan_game_logins_total', { world: 'INT1', outcome: 'ok' }) === 1 ? text : null;
      },
      15_000,
      100,
    );
    // Every series of the process says where it was counted.
    expect(sampleOf(counted, 'castellan_game_logins_total', { world: 'INT1', outcome: 'ok', process: 'runtime' })).toBe(1);
    expect(sampleOf(counted, 'castellan_game_sessions', { world: 'INT1', process: 'runtime' })).toBe(1);
    // At least the handshake's roundTrip, and every command the bot sent since.
    expect(sampleOf(counted, 'castellan_game_round_trip_seconds_count', { world: 'INT1' })).toBeGreaterThanOrEqual(1);
    // Its own process figures under names of their own, never the API's castellan_process_….
    expect(sampleOf(counted, 'castellan_runtime_process_resident_memory_bytes', { process: 'runtime' })).toBeGreaterThan(0);
    expect(familiesOf(counted).filter((f) => f.startsWith('castellan_process_'))).toEqual([]);

    // What the API's /metrics appends: the runtime's whole exposition, merged with the API's own so that a
    // family both declare (in a test process that ran a session in-process) is named once (merge.test.ts).
    const appended = (await runtimeExposition())!;
    expect(sampleOf(appended, 'castellan_runtime_process_resident_memory_bytes', { process: 'runtime' })).toBeGreaterThan(0);
    expect(familiesOf(appended)).toEqual(familiesOf(counted));

    // The bot stops: its session logs out, and the gauge follows.
    await runtime.stop(name, 5000);
    await waitFor('no session left', async () => sampleOf(await scrape(), 'castellan_game_sessions', { world: 'INT1' }) === null, 10_000, 100);
  } finally {
    await runtime.close(2000);
  }
  // Gone with its process.
  expect(runtimeScrapeTarget()).toBeNull();
  expect(await runtimeExposition()).toBeNull();
}, 90_000);
