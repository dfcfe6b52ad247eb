/**
 * A bot whose code hangs a fleet runner: the runner's own watch (hang-watch.ts) reads whose code holds its
 * thread and parks that bot alone (error, its console line with the evidence, its owner told once, in
 * their language), then ends the runner; the leader moves the other bots, of other players, to the
 * other runner, where they play on. Before, the fleet moved the hung bot too, to hang the next runner.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { readLineMessage } from '@shared/console';
import { textOf } from '@shared/i18n/said';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { BotModel } from '../../modules/bots/records/bot.model';
import { NotificationModel } from '../../modules/notifications/notification.model';
import { action, playerWithBot, type TestPlatform } from '../../../test/bots';
import { ownCounters, waitFor } from '../../../test/helpers';
import { fleetApi } from '../../../test/fleet-api';
import type { FleetRuntime } from './fleet-runtime';

const namespace = ownCounters();
const scratch = mkdtempSync(join(tmpdir(), 'castellan-fleet-culprit-'));
/** The file whose existence tells the hanging behaviour to hang (api/test/hanging-behaviour.ts). */
const cue = join(scratch, 'hang-now');
let sim: Simulator;
let api: TestPlatform;
const runners = new Map<string, Subprocess>();

function spawnRunner(id: string): Subprocess {
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, '../../runner.ts')], {
    env: {
      ...process.env,
      RUNNER_ID: id,
      FLEET_NAMESPACE: namespace,
      RUNTIME_PACE_SCALE: '0.01',
      GAME_LOGIN_PAGE_URL: sim.loginPageUrl,
      LOG_LEVEL: 'error',
      RUNTIME_TEST_BEHAVIOURS: join(import.meta.dir, '../../../test/hanging-behaviour.ts'),
      RUNTIME_TEST_HANG_CUE: cue,
    },
    stdout: 'inherit',
    stderr: 'inherit',
  });
  runners.set(id, proc);
  return proc;
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 17, timeScale: 600, raidChancePerHour: 0 });
  api = await fleetApi(sim, namespace);
});

afterAll(async () => {
  for (const proc of runners.values()) proc.kill('SIGKILL');
  await api.close();
  await sim.stop();
  rmSync(scratch, { recursive: true, force: true });
});

test('a bot whose code hangs its runner is parked alone, with the evidence; the other players’ bots play on on another runner', async () => {
  const fleet = api.supervisor.runtime() as FleetRuntime;
  const [first, second] = [`${namespace}-h1`, `${namespace}-h2`];
  spawnRunner(first);
  await waitFor('the first runner', () => fleet.runners().some((r) => r.id === first && r.alive), 20_000);

  // Everyone on the first runner (the only one yet): two other players' bots and the bot that will hang it.
  const others = await Promise.all([playerWithBot(api, 'resource-keeper'), playerWithBot(api, 'resource-keeper')]);
  const hanger = await playerWithBot(api, 'resource-keeper');
  await BotModel.updateOne({ _id: hanger.botId }, { templateId: 'test-hang-on-cue' });
  for (const pl of [...others, hanger]) expect((await action(api, pl.token, pl.botId, 'start')).status).toBe(200);
  const online = async (ids: string[]) => (await BotModel.countDocuments({ _id: { $in: ids }, state: 'online' })) === ids.length;
  await waitFor('every bot online on the first runner', () => online([...others, hanger].map((pl) => pl.botId)), 30_000);
  expect([...others, hanger].every((pl) => fleet.placementOf(pl.accountId)?.runner === first)).toBe(true);
  spawnRunner(second);
  await waitFor('the second runner', () => fleet.runners().some((r) => r.id === second && r.alive), 20_000);
  const logins = new Map(others.map((pl) => [pl.username, sim.sessions(pl.username).logins]));

  writeFileSync(cue, '');
  const hungAt = Date.now();
  // The watch ends the hung runner itself (nobody kills it from outside); a bound, not a wait: it ends in ~3 s.
  expect(await Promise.race([runners.get(first)!.exited.then(() => true), Bun.sleep(20_000).then(() => false)])).toBe(true);
  const endedMs = Date.now() - hungAt;
  await waitFor('the hanging bot parked', async () => (await BotModel.findById(hanger.botId))?.state === 'error', 20_000);
  await waitFor(
    'the other bots playing on the second runner',
    () =>
      others.every(
        (pl) =>
          fleet.placementOf(pl.accountId)?.runner === second &&
          sim.sessions(pl.username).live === 1 &&
          sim.sessions(pl.username).logins > logins.get(pl.username)!,
      ),
    20_000,
  );
  console.log(
    `fleet culprit: runner ended ${(endedMs / 1000).toFixed(1)} s after the hang; its other bots playing on the other runner after ${((Date.now() - hungAt) / 1000).toFixed(1)} s`,
  );

  // Parked: in error, not to be started again, its reason the evidence, its owner told once.
  const parked = (await BotModel.findById(hanger.botId).lean())!;
  expect(parked.desiredState).toBe('offline');
  expect(parked.lastError).toMatch(
    new RegExp(
      `^Runner ${first} stopped answering while this bot was taking its step; its code had held the runtime for \\d+ s without a pause\\. The bot stays stopped`,
    ),
  );
  const told = await NotificationModel.find({ userId: hanger.user.id, botId: hanger.botId, kind: 'error' }).lean();
  expect(told).toHaveLength(1);
  loadCatalogue();
  expect(textOf('de', readLineMessage(told[0]!.said), '')).toMatch(
    new RegExp(
      `Runner ${first} reagierte nicht mehr, während dieser Bot gerade seinen Schritt machte; sein Code hatte die Laufzeitumgebung \\d+ s ohne Pause belegt\\.`,
    ),
  );
  const lines = (await api.hub.history(hanger.botId)).map((l) => l.text);
  expect(lines.filter((l) => l.startsWith(`Error: Runner ${first} stopped answering while this bot was taking its step`))).toHaveLength(1);
  // Nowhere placed: no runner plays it, and it never logs in again.
  expect(fleet.placementOf(hanger.accountId)?.bots ?? []).not.toContain(hanger.botId);
  expect(fleet.isRunning(hanger.botId)).toBe(false);
  await waitFor('the hung session gone', () => sim.sessions(hanger.username).live === 0, 10_000);

  // The others: online, never blamed, told their session moved.
  for (const pl of others) {
    const bot = (await BotModel.findById(pl.botId).lean())!;
    expect([bot.state, bot.lastError ?? null]).toEqual(['online', null]);
    expect(await NotificationModel.countDocuments({ userId: pl.user.id, kind: 'error' })).toBe(0);
  }
  // The second runner is not hung: it beats on.
  expect(fleet.runners().find((r) => r.id === second)?.alive).toBe(true);
}, 120_000);
