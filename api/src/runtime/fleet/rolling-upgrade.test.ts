/**
 * An upgrade without a gap: two API instances behind a balancer, bots playing on a runner node, players'
 * requests coming steadily; each instance in turn is replaced by a new one (the new one starts, awaits the
 * release's migrations, joins the rotation; the old one leaves it, finishes what it holds, and stops), as
 * nginx's upstream does with a rolling deploy (deploy/api-proxy.conf). No request fails, the game never
 * sees a bot log in again, and every line the bots wrote meanwhile is stored once, in order.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { createPlatform } from '../../app';
import { runMigrations, type Migration } from '../../lib/migrations';
import { BotModel } from '../../modules/bots/records/bot.model';
import { action, playerWithBot, type TestPlatform } from '../../../test/bots';
import { call, ownCounters, RELAXED_THROTTLE, testConfig, waitFor } from '../../../test/helpers';
import type { FleetRuntime } from './fleet-runtime';
import { fleetNames } from './protocol';

const namespace = ownCounters();
const BOTS = 8;
/** A runner's boot and many logins at once, on a loaded 2-core machine (as fleet.test.ts). */
const RUNNER_BOOT_MS = 60_000;
const LOGINS_MS = 75_000;
let sim: Simulator;
let runner: Subprocess;
const platforms = new Set<TestPlatform>();

async function apiInstance(): Promise<TestPlatform> {
  const base = testConfig();
  const platform = createPlatform({
    throttleNamespace: ownCounters(),
    fleetNamespace: namespace,
    config: testConfig({ gameUrl: sim.url, gameLoginPage: { url: sim.loginPageUrl, siteKey: null }, runtime: { ...base.runtime, runners: 'fleet' } }),
    throttle: RELAXED_THROTTLE,
    console: { stream: fleetNames(namespace).console, heartbeatMs: 500 },
    supervisor: { restartBackoffMs: 300, usageTickMs: 60_000 },
  });
  await platform.supervisor.resume();
  const p = Object.assign(platform, { sim });
  platforms.add(p);
  return p;
}

beforeAll(async () => {
  // Its instances resume every bot that wants to play: only this file's may (an earlier file of the shard
  // may have left some, of a game server gone with it).
  await BotModel.updateMany({ desiredState: 'online' }, { $set: { desiredState: 'offline', state: 'offline' } });
  sim = await startSimulator({ port: 0, seed: 12, timeScale: 600, raidChancePerHour: 0 });
  runner = Bun.spawn([process.execPath, join(import.meta.dir, '../../runner.ts')], {
    env: {
      ...process.env,
      RUNNER_ID: `${namespace}-r1`,
      RUNNER_CAPACITY: '50',
      FLEET_NAMESPACE: namespace,
      RUNTIME_PACE_SCALE: '0.01',
      GAME_LOGIN_PAGE_URL: sim.loginPageUrl,
      LOG_LEVEL: 'error',
    },
    stdout: 'inherit',
    stderr: 'inherit',
  });
}, 30_000);

afterAll(async () => {
  runner.kill('SIGKILL');
  for (const p of platforms) await p.close();
  await sim.stop();
});

test(
  'both API instances replaced one after the other under steady load: no failed request, no lost console line, every bot plays on',
  async () => {
    const first = await apiInstance();
    const second = await apiInstance();
    await waitFor('the runner alive', () => (first.supervisor.runtime() as FleetRuntime).runners().some((r) => r.alive), RUNNER_BOOT_MS);
    const players = await Promise.all(Array.from({ length: BOTS }, () => playerWithBot(first, 'baron-farmer')));
    await Promise.all(players.map((pl) => action(first, pl.token, pl.botId, 'start')));
    const ids = players.map((pl) => pl.botId);
    await waitFor('every bot online', async () => (await BotModel.countDocuments({ _id: { $in: ids }, state: 'online' })) === BOTS, LOGINS_MS);
    const logins = new Map(players.map((pl) => [pl.username, sim.sessions(pl.username).logins]));

    // Every line each bot writes from here on, as an instance that is never replaced hears it.
    const observer = await apiInstance();
    const heard = new Map<string, number[]>(ids.map((id) => [id, []]));
    const unsubscribe = ids.map((id) => observer.hub.subscribe(id, (line) => line && heard.get(id)!.push(line.id)));

    // The balancer: round robin over the instances in rotation; each instance counts what it holds.
    const rotation: TestPlatform[] = [first, second];
    const holding = new Map<TestPlatform, number>();
    const answers: { status: number; path: string }[] = [];
    let turn = 0;
    let loading = true;
    async function send(path: string, token: string): Promise<void> {
      const target = rotation[turn++ % rotation.length]!;
      holding.set(target, (holding.get(target) ?? 0) + 1);
      try {
        answers.push({ status: (await call(target.app, 'GET', path, { token })).status, path });
      } finally {
        holding.set(target, holding.get(target)! - 1);
      }
    }
    const clients = Array.from({ length: 4 }, async (_, c) => {
      for (let i = 0; loading; i++) {
        const player = players[(c + i) % BOTS]!;
        await send(i % 2 ? '/api/bots' : `/api/bots/${player.botId}`, player.token);
      }
    });

    // The release's migration (an expand step: a field beside the old ones), run by each new instance before it serves.
    let migrated = 0;
    const release: Migration[] = [{ id: `test-roll-${namespace}`, run: async () => ({ players: ++migrated }) }];
    const served = () => answers.length;
    for (const old of [first, second]) {
      const before = served();
      const fresh = await apiInstance();
      await runMigrations(release);
      rotation.push(fresh);
      rotation.splice(rotation.indexOf(old), 1);
      await waitFor('the old instance to finish what it holds', () => holding.get(old) === 0 || null, 10_000, 5);
      await old.close();
      platforms.delete(old);
      // The new instance has served its share before the next step.
      await waitFor('requests answered by the new rotation', () => served() >= before + 40 || null, 30_000, 10);
    }
    const linesAtEnd = new Map(ids.map((id) => [id, heard.get(id)!.length]));
    await waitFor('every bot writing after the roll', () => ids.every((id) => heard.get(id)!.length > linesAtEnd.get(id)!) || null, 30_000, 100);
    loading = false;
    await Promise.all(clients);
    for (const stop of unsubscribe) stop();

    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.length).toBeGreaterThan(80);
    expect(migrated).toBe(1);
    // Played on: online throughout on the same game session (no new login), one session each.
    expect(await BotModel.countDocuments({ _id: { $in: ids }, state: 'online' })).toBe(BOTS);
    expect(
      players.filter((pl) => sim.sessions(pl.username).logins !== logins.get(pl.username) || sim.sessions(pl.username).live !== 1).map((pl) => pl.username),
    ).toEqual([]);
    // Every line heard is stored once, in order, and the store holds none the observer missed.
    for (const id of ids) {
      const lines = heard.get(id)!;
      expect(lines.length).toBeGreaterThan(0);
      expect(lines).toEqual([...new Set(lines)].sort((a, b) => a - b));
      const stored = (await observer.hub.history(id)).map((l) => l.id).filter((n) => n >= lines[0]! && n <= lines.at(-1)!);
      expect(stored).toEqual(lines);
    }
  },
  LOGINS_MS + RUNNER_BOOT_MS + 120_000,
);
