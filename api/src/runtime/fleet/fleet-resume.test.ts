/**
 * A safety lock and its Resume over the engine: the bot plays on a runner node (a process of its own, not
 * the API's runtime), the game server answers one of its commands with a code the game client has no name
 * for (the operator's fault, over HTTP as a browser journey sets it), the runner halts the account and the
 * lock reaches the API through the fleet's events; the player's Resume reaches the runner as an update,
 * which lifts the lock there, and the bot plays again on the same runner.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { zoneOf } from '@shared/game';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { OPERATOR_FAULTS_PATH } from '../../../../simulator/session/operator';
import { action, playerWithBot, waitForConsole, waitForState, type TestPlatform } from '../../../test/bots';
import { call, ownCounters, waitFor } from '../../../test/helpers';
import { fleetApi } from '../../../test/fleet-api';
import type { FleetRuntime } from './fleet-runtime';

const namespace = ownCounters();
const runnerId = `${namespace}-lock`;
const OPERATOR_KEY = 'fleet-resume-operator';
let sim: Simulator;
let runner: Subprocess;
let api: TestPlatform;

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 17, timeScale: 600, raidChancePerHour: 0, operatorKey: OPERATOR_KEY });
  runner = Bun.spawn([process.execPath, join(import.meta.dir, '../../runner.ts')], {
    env: {
      ...process.env,
      RUNNER_ID: runnerId,
      FLEET_NAMESPACE: namespace,
      RUNTIME_PACE_SCALE: '0.01',
      GAME_LOGIN_PAGE_URL: sim.loginPageUrl,
      LOG_LEVEL: 'error',
    },
    stdout: 'inherit',
    stderr: 'inherit',
  });
  api = await fleetApi(sim, namespace, { heartbeatMs: 500 });
  const fleet = api.supervisor.runtime() as FleetRuntime;
  await waitFor('the runner alive', () => fleet.runners().some((r) => r.id === runnerId && r.alive), 20_000);
  // Its own budget, not bun's 5 s for a hook: the wait above says what it waited for, inside the hook.
}, 45_000);

afterAll(async () => {
  runner?.kill('SIGKILL');
  await api?.close();
  await sim?.stop();
});

test('an unknown game code locks an account whose bot plays on a runner; Resume lifts it on the runner and the bot plays again there', async () => {
  const { token, botId, accountId, username } = await playerWithBot(api, 'resource-keeper');
  expect((await action(api, token, botId, 'start')).status).toBe(200);
  await waitForState(botId, 'online');
  const fleet = api.supervisor.runtime() as FleetRuntime;
  expect(fleet.placementOf(accountId)?.runner).toBe(runnerId);
  const zone = zoneOf('INT1');
  await waitFor('the bot playing', () => sim.faults.received(zone, username) > 4, 20_000);

  const fault = await fetch(new URL(OPERATOR_FAULTS_PATH, sim.networkUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_KEY}` },
    body: JSON.stringify({ zone, player: username, command: 'dcl', code: 999 }),
  });
  expect(fault.status).toBe(201);
  const listed = async () => (await call(api.app, 'GET', '/api/accounts', { token })).body.find((a: { id: string }) => a.id === accountId);
  const locked = await waitFor('the lock kept on the account', async () => (await listed()).locked, 20_000);
  expect(locked).toMatchObject({ cause: 'unknown-code', command: 'dcl', code: 999 });
  await waitForConsole(api, botId, `${username} is locked for safety: The game answered dcl with code 999`);
  await waitFor('the session logged out', () => sim.sessions(username).live === 0);
  // Nothing more arrives from the runner while the lock holds (at this pace the bot sent several commands a second).
  const sent = sim.faults.received(zone, username);
  await Bun.sleep(1_000);
  expect(sim.faults.received(zone, username)).toBe(sent);

  const resumed = await call(api.app, 'POST', `/api/accounts/${accountId}/resume`, { token });
  expect(resumed.status).toBe(200);
  expect(resumed.body).toMatchObject({ success: true, lifted: { code: 999 } });
  await waitForConsole(api, botId, `Resumed: the safety lock on ${username} is lifted; playing again.`);
  // Logged in again on the runner (its second login: within the account's budget).
  await waitFor('the bot playing again', () => sim.faults.received(zone, username) > sent + 4, 20_000);
  expect(sim.sessions(username).live).toBe(1);
  expect(fleet.placementOf(accountId)?.runner).toBe(runnerId);
  expect((await listed()).locked).toBeNull();
}, 60_000);
