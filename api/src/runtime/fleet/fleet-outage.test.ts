/**
 * The fleet while its engine is away: nats-server killed with -9 and brought back by its supervisor (its
 * streams on disk) after OUTAGE_MS, longer than a runner may stay silent. The runners keep their sessions
 * playing and keep their console lines; the API says 503 where it needs the engine and changes nothing;
 * once the engine is back no session is moved (silence during an outage is not death) and the lines
 * written meanwhile are in the consoles.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { zoneOf } from '@shared/game';
import { startNats, type Nats } from '../../../../scripts/lib/nats';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { createEngine } from '../../lib/engine';
import { BotModel } from '../../modules/bots/records/bot.model';
import { action, playerWithBot, type TestPlatform } from '../../../test/bots';
import { ownCounters, waitFor } from '../../../test/helpers';
import { fleetApi } from '../../../test/fleet-api';
import type { FleetRuntime } from './fleet-runtime';
import { RUNNER_DEAD_MS } from './protocol';

const OUTAGE_MS = RUNNER_DEAD_MS + 3000;
/** How many of the players' bots are attack guards (the first ones), the rest farmers. */
const GUARDS = 2;
const ZONE = zoneOf('INT1');
const namespace = ownCounters();
const scratch = mkdtempSync(join(tmpdir(), 'castellan-fleet-outage-'));
let nats: Nats;
let sim: Simulator;
let api: TestPlatform;
const runners: Subprocess[] = [];

beforeAll(async () => {
  nats = await startNats(join(scratch, 'nats'), { log: () => {}, firstBackoffMs: OUTAGE_MS });
  sim = await startSimulator({ port: 0, seed: 13, timeScale: 600, raidChancePerHour: 0 });
  for (const id of ['o1', 'o2']) {
    runners.push(
      Bun.spawn([process.execPath, join(import.meta.dir, '../../runner.ts')], {
        env: {
          ...process.env,
          NATS_URL: nats.url,
          RUNNER_ID: `${namespace}-${id}`,
          FLEET_NAMESPACE: namespace,
          RUNTIME_PACE_SCALE: '0.01',
          GAME_LOGIN_PAGE_URL: sim.loginPageUrl,
          LOG_LEVEL: 'error',
        },
        stdout: 'inherit',
        stderr: 'inherit',
      }),
    );
  }
  api = await fleetApi(sim, namespace, { engine: createEngine(nats.url, 'fleet-outage-api') });
});

afterAll(async () => {
  for (const proc of runners) proc.kill('SIGKILL');
  await api.close();
  await sim.stop();
  await nats.stop();
  rmSync(scratch, { recursive: true, force: true });
});

test(`the engine killed for ${OUTAGE_MS / 1000} s: sessions play on, nothing moves, the API says 503 and changes nothing, console lines are kept`, async () => {
  const fleet = api.supervisor.runtime() as FleetRuntime;
  await waitFor('two runners', () => fleet.runners().filter((r) => r.alive).length === 2, 20_000);
  // Six farmers and two attack guards: a farmer waiting for its army may write nothing in 8 s (a loaded full
  // run saw none from any of eight), while a guard writes a line the moment a raid is launched at it.
  const players = await Promise.all(
    Array.from({ length: 8 }, (_, i) => (i < GUARDS ? playerWithBot(api, 'attack-guard', { minAttackers: 1 }) : playerWithBot(api, 'baron-farmer'))),
  );
  for (const pl of players) expect((await action(api, pl.token, pl.botId, 'start')).status).toBe(200);
  await waitFor(
    'every bot online',
    async () => (await BotModel.countDocuments({ _id: { $in: players.map((p) => p.botId) }, state: 'online' })) === players.length,
    20_000,
  );
  const placed = new Map(players.map((pl) => [pl.accountId, fleet.placementOf(pl.accountId)!]));
  const logins = new Map(players.map((pl) => [pl.username, sim.sessions(pl.username).logins]));
  const late = await playerWithBot(api, 'baron-farmer');

  const killedAt = Date.now();
  nats.kept.proc.kill('SIGKILL');
  await nats.kept.proc.exited;
  // Raids on the guards' castles while the engine is away: their lines are written during the outage.
  for (const pl of players.slice(0, GUARDS)) {
    const castle = sim.world.player(ZONE, pl.username)!.castles[0]!;
    sim.world.launchRaid(ZONE, pl.username, { castleId: castle.id, strength: 50, travelMinutes: 600 });
  }
  // Needing the engine, the API answers 503 with a clear message, and the bot stays as it was.
  const refused = await action(api, late.token, late.botId, 'start');
  expect(refused.status).toBe(503);
  expect(refused.body.message).toContain('engine');
  expect((await BotModel.findById(late.botId))!.desiredState).toBe('offline');

  await waitFor(
    'the engine back',
    async () =>
      (await api.engine.ready(500).then(
        () => true,
        () => false,
      )) === true,
    OUTAGE_MS + 15_000,
    250,
  );
  const backAt = Date.now();
  // Past the time a silent runner would be declared dead, counted from the engine's return.
  await Bun.sleep(RUNNER_DEAD_MS + 3000);

  for (const pl of players) {
    const now = fleet.placementOf(pl.accountId)!;
    // A session that logged in again says why in its console (seen once in a loaded full run: logins 3, replaced 2).
    if (sim.sessions(pl.username).logins !== logins.get(pl.username))
      console.error(
        `${pl.username} logged in again:\n${(await api.hub.history(pl.botId)).map((l) => `${new Date(l.at).toISOString()} ${l.level} ${l.text}`).join('\n')}`,
      );
    expect({ runner: now.runner, epoch: now.epoch }).toEqual({ runner: placed.get(pl.accountId)!.runner, epoch: placed.get(pl.accountId)!.epoch });
    expect(sim.sessions(pl.username)).toMatchObject({ live: 1, logins: logins.get(pl.username)!, replaced: 0 });
  }
  expect(await BotModel.countDocuments({ _id: { $in: players.map((p) => p.botId) }, state: 'online' })).toBe(players.length);
  // What the bots wrote while the engine was away reached their consoles once it was back: each guard's
  // raid among them (hub-outage.test.ts counts every line of an outage).
  const writtenDuring = async (botId: string) => (await api.hub.history(botId)).filter((l) => l.at > killedAt && l.at < backAt);
  for (const pl of players.slice(0, GUARDS)) {
    expect((await writtenDuring(pl.botId)).some((l) => l.text.startsWith('Incoming attack on '))).toBe(true);
  }
  const during = (await Promise.all(players.map(async (pl) => (await writtenDuring(pl.botId)).length))).reduce((a, b) => a + b, 0);
  console.log(`fleet engine outage: away ${((backAt - killedAt) / 1000).toFixed(1)} s; ${during} console lines written meanwhile kept; no session moved`);
  // And the fleet works again: the refused bot starts now.
  expect((await action(api, late.token, late.botId, 'start')).status).toBe(200);
  await waitFor('the late bot online', async () => (await BotModel.findById(late.botId))?.state === 'online', 20_000);
}, 90_000);
