/**
 * Every attack accounted for across a failover (issue 64): a runner killed with -9 while its bot's army
 * is out leaves its row away; the runner the leader moves the session to reads its battle report
 * (the bot's spec hands it the account's open attacks) and ends them with the game's result, loot and
 * losses, counted once.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { lootOf } from '@shared/outcomes';
import type { TimelineEntry } from '@shared/timeline';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { action, consoleText, playerWithBot, waitForState, type TestPlatform } from '../../../test/bots';
import { call, ownCounters, waitFor } from '../../../test/helpers';
import { fleetApi } from '../../../test/fleet-api';
import { BotModel } from '../../modules/bots/records/bot.model';
import type { FleetRuntime } from './fleet-runtime';

const namespace = ownCounters();
let sim: Simulator;
let api: TestPlatform;
const runners = new Map<string, Subprocess>();
let botId: string | null = null;
/** A runner's boot is all CPU: a loaded machine takes far longer than a quiet one (fleet.test.ts). */
const RUNNER_BOOT_MS = 60_000;

function spawnRunner(id: string): void {
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, '../../runner.ts')], {
    env: {
      ...process.env,
      RUNNER_ID: id,
      FLEET_NAMESPACE: namespace,
      RUNTIME_PACE_SCALE: '0.01',
      GAME_LOGIN_PAGE_URL: sim.loginPageUrl,
      LOG_LEVEL: 'error',
    },
    stdout: 'inherit',
    stderr: 'inherit',
  });
  runners.set(id, proc);
}

const fleetOf = () => api.supervisor.runtime() as FleetRuntime;
const waitForRunner = (id: string) =>
  waitFor(
    `runner ${id} alive`,
    () =>
      fleetOf()
        .runners()
        .some((r) => r.id === id && r.alive),
    RUNNER_BOOT_MS,
  );

beforeAll(
  async () => {
    // A game minute passes in a real second: a trip to a camp near the castle takes 10-20 s there and back.
    sim = await startSimulator({ port: 0, seed: 29, timeScale: 60, raidChancePerHour: 0 });
    // Two runners from the start: the one the session is placed on is killed, the other takes the session.
    spawnRunner(`${namespace}-u1`);
    spawnRunner(`${namespace}-u2`);
    api = await fleetApi(sim, namespace, { heartbeatMs: 500 });
    await waitForRunner(`${namespace}-u1`);
    await waitForRunner(`${namespace}-u2`);
  },
  2 * RUNNER_BOOT_MS + 30_000,
);

afterAll(async () => {
  for (const proc of runners.values()) proc.kill('SIGKILL');
  await api?.close();
  await sim?.stop();
  // A bot left wanted online (a failed run) would be resumed by a later file's instances, whose game is another.
  if (botId) await BotModel.updateOne({ _id: botId }, { $set: { desiredState: 'offline', state: 'offline' } });
});

test(
  "a runner killed with an army out: the runner the session moves to ends its row from the game's battle report, counted once",
  async () => {
    // Steps 6-18 s apart (the runners' pacing is scaled by 0.01): killed right after its second attack leaves, its bot has not looked since.
    const settings = { troopsPerAttack: 60, maxLevel: 10, maxAttacksPerDay: 2, minDelaySeconds: 600, maxDelaySeconds: 1800 };
    const pl = await playerWithBot(api, 'baron-farmer', settings);
    botId = pl.botId;
    const rows = async () =>
      ((await call(api.app, 'GET', `/api/analytics/timeline?botId=${pl.botId}`, { token: pl.token })).body as { entries: TimelineEntry[] }).entries;
    expect((await action(api, pl.token, pl.botId, 'start')).status).toBe(200);
    await waitForState(pl.botId, 'online', RUNNER_BOOT_MS);
    const first = fleetOf().placementOf(pl.accountId)!.runner;
    const second = [...runners.keys()].find((id) => id !== first)!;
    await waitFor('the second attack sent', async () => ((await consoleText(api, pl.botId)).match(/Attacking the /g) ?? []).length >= 2, 90_000, 50);
    await waitFor('both launches on the timeline', async () => (await rows()).length === 2, 5_000, 50);
    runners.get(first)!.kill('SIGKILL');
    await waitFor('the session on the other runner', () => fleetOf().placementOf(pl.accountId)?.runner === second, RUNNER_BOOT_MS, 100);
    const ended = await waitFor(
      'both attacks ended',
      async () => {
        const all = await rows();
        return all.every((r) => r.result !== 'away') ? all : null;
      },
      60_000,
      200,
    );
    // Won or lost, none unknown; the second army, which no look of either runner saw, as the game's report says (rows newest first).
    expect(ended.map((r) => r.result === 'won' || r.result === 'lost')).toEqual([true, true]);
    expect(ended[0]!.source).toBe('report');

    await action(api, pl.token, pl.botId, 'stop');
    await waitForState(pl.botId, 'offline');
    let seen = '';
    await waitFor(
      'the figures to count the rows once',
      async () => {
        const totals = (await call(api.app, 'GET', `/api/analytics?range=24h&botId=${pl.botId}`, { token: pl.token })).body.totals;
        seen = JSON.stringify(totals);
        return (
          (totals.attacksSent ?? 0) === 2 &&
          (totals.attacksWon ?? 0) === ended.filter((r) => r.result === 'won').length &&
          (totals.attacksLost ?? 0) === ended.filter((r) => r.result === 'lost').length &&
          lootOf(totals) === ended.reduce((sum, r) => sum + lootOf(r.loot), 0) &&
          (totals.troopsLost ?? 0) === ended.reduce((sum, r) => sum + r.lost, 0)
        );
      },
      15_000,
      200,
    ).catch((err: Error) => {
      throw new Error(`${err.message}: ${seen}`);
    });
  },
  4 * RUNNER_BOOT_MS,
);
