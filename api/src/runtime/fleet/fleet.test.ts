/**
 * The fleet on one machine: the test run's NATS, runner nodes as processes of their own (`api/src/runner.ts`),
 * two API instances, and the local game server. A runner killed with -9 loses its sessions to the others
 * within 15 s without the game ever seeing two sessions of one account; consoles read on one instance
 * come from bots on any runner; readers resume across API restarts without a gap or a duplicate.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { createPlatform } from '../../app';
import { BotModel } from '../../modules/bots/records/bot.model';
import { action, playerWithBot, type TestPlatform } from '../../../test/bots';
import { call, ownCounters, RELAXED_THROTTLE, signUp, SPAWNED_API_BOOT_MS, testConfig, uniqueEmail, waitFor } from '../../../test/helpers';
import { readSse, type SseEvent } from '../../../test/sse';
import { freePort } from '../../../../scripts/lib/ports';
import type { FleetRuntime } from './fleet-runtime';
import { fleetNames } from './protocol';

const namespace = ownCounters();
const adminEmail = uniqueEmail('fleet-admin');
const names = fleetNames(namespace);
const BOTS = 60;
let sim: Simulator;
const runners = new Map<string, Subprocess>();
const platforms = new Set<TestPlatform>();

function spawnRunner(id: string, capacity = 200): Subprocess {
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, '../../runner.ts')], {
    env: {
      ...process.env,
      RUNNER_ID: id,
      RUNNER_CAPACITY: String(capacity),
      FLEET_NAMESPACE: namespace,
      RUNTIME_PACE_SCALE: '0.01',
      GAME_LOGIN_PAGE_URL: sim.loginPageUrl,
      LOG_LEVEL: 'error',
    },
    stdout: 'inherit',
    stderr: 'inherit',
  });
  runners.set(id, proc);
  return proc;
}

async function api(): Promise<TestPlatform> {
  const base = testConfig();
  const platform = createPlatform({
    throttleNamespace: ownCounters(),
    fleetNamespace: namespace,
    config: testConfig({
      gameUrl: sim.url,
      gameLoginPage: { url: sim.loginPageUrl, siteKey: null },
      runtime: { ...base.runtime, runners: 'fleet' },
      adminEmails: [adminEmail],
    }),
    throttle: RELAXED_THROTTLE,
    console: { stream: names.console, heartbeatMs: 500 },
    supervisor: { restartBackoffMs: 300, usageTickMs: 60_000 },
  });
  await platform.supervisor.resume();
  const p = Object.assign(platform, { sim });
  platforms.add(p);
  return p;
}

const fleetOf = (p: TestPlatform) => p.supervisor.runtime() as FleetRuntime;
// A runner's boot is all CPU (loading the runtime, its hang watch's worker): 20 s was exceeded with the
// machine's CPU under full pressure (load 35 on 2 cores), so the wait, a condition, has room for that.
const RUNNER_BOOT_MS = 60_000;
/** Many sessions logging in at once (a start, a failover): 7 s on a quiet machine, over 30 s on a loaded one. */
const LOGINS_MS = 75_000;
const waitForRunners = (p: TestPlatform, ids: string[]) =>
  waitFor(
    `runners ${ids.join(', ')} alive`,
    () =>
      ids.every((id) =>
        fleetOf(p)
          .runners()
          .some((r) => r.id === id && r.alive),
      ),
    RUNNER_BOOT_MS,
  );

let api1: TestPlatform;
let api2: TestPlatform;
let players: Awaited<ReturnType<typeof playerWithBot>>[] = [];

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 11, timeScale: 600, raidChancePerHour: 0 });
  spawnRunner(`${namespace}-r1`);
  api1 = await api();
  api2 = await api();
  await waitForRunners(api1, [`${namespace}-r1`]);
  // Its own budget, not `bun test`'s default 5 s for a hook: a runner's boot, two APIs and a game server.
}, RUNNER_BOOT_MS + 30_000);

afterAll(async () => {
  for (const proc of runners.values()) proc.kill('SIGKILL');
  for (const p of platforms) await p.close();
  await sim.stop();
  // Its bots stop wanting to play: a later file of the shard whose instances resume every wanted bot
  // (rolling-upgrade.test.ts) spent its runner's logins on these, whose game is gone, and timed out.
  await BotModel.updateMany({ desiredState: 'online' }, { $set: { desiredState: 'offline', state: 'offline' } });
});

describe('the fleet', () => {
  test(
    `a runner holding ${BOTS} bots killed with -9: every session plays on another runner within 15 s, never two at once`,
    async () => {
      for (let i = 0; i < BOTS; i += 10) players.push(...(await Promise.all(Array.from({ length: 10 }, () => playerWithBot(api1, 'baron-farmer')))));
      // Started through either instance: both place on the fleet.
      await Promise.all(players.map((pl, i) => action(i % 2 ? api2 : api1, pl.token, pl.botId, 'start')));
      // Ceilings, not waits: 60 logins took over 30 s with the two cores at load 44 (five shards' worth beside it).
      await waitFor(
        'every bot online',
        async () => (await BotModel.countDocuments({ _id: { $in: players.map((pl) => pl.botId) }, state: 'online' })) === BOTS,
        LOGINS_MS,
      );
      const r1 = `${namespace}-r1`;
      expect(players.every((pl) => fleetOf(api1).placementOf(pl.accountId)?.runner === r1)).toBe(true);

      spawnRunner(`${namespace}-r2`);
      spawnRunner(`${namespace}-r3`);
      await waitForRunners(api1, [`${namespace}-r2`, `${namespace}-r3`]);
      const loginsBefore = new Map(players.map((pl) => [pl.username, sim.sessions(pl.username).logins]));

      const killedAt = performance.now();
      runners.get(r1)!.kill('SIGKILL');
      await waitFor(
        'every session playing again elsewhere',
        () =>
          players.every((pl) => {
            const placed = fleetOf(api2).placementOf(pl.accountId);
            const seen = sim.sessions(pl.username);
            return placed && placed.runner !== r1 && seen.live === 1 && seen.logins > loginsBefore.get(pl.username)!;
          }),
        LOGINS_MS,
        100,
      );
      const failoverMs = performance.now() - killedAt;
      console.log(`fleet failover: ${BOTS} bots of a runner killed with -9 playing on the other runners after ${(failoverMs / 1000).toFixed(1)} s`);
      // No bound on the time here (the wait above is a ceiling for a loaded machine): bench/fleet measures failover on a quiet one.

      // The game never saw two sessions of one account: no login ever replaced another.
      expect(players.filter((pl) => sim.sessions(pl.username).replaced > 0).map((pl) => pl.username)).toEqual([]);
      const spread = new Map<string, number>();
      for (const pl of players)
        spread.set(fleetOf(api1).placementOf(pl.accountId)!.runner, (spread.get(fleetOf(api1).placementOf(pl.accountId)!.runner) ?? 0) + 1);
      expect([...spread.keys()].sort()).toEqual([`${namespace}-r2`, `${namespace}-r3`]);
      expect(players.every((pl) => fleetOf(api1).placementOf(pl.accountId)!.epoch === 2)).toBe(true);
      // Still the same runs: online throughout, no error, no second "started", and the console says what happened.
      expect(await BotModel.countDocuments({ _id: { $in: players.map((pl) => pl.botId) }, state: 'online' })).toBe(BOTS);
      // The leader's console line goes out through the engine after the move: waited for, not read at once (CI).
      const movedLine = async () =>
        (await api2.hub.history(players[0]!.botId)).some((l) => l.text.includes(`Runner ${r1} stopped answering: the session moves to runner`));
      await waitFor('the console saying the session moved', movedLine, 10_000, 200);

      // The operator sees it: the dead runner silent, the others live with the bots between them.
      const admin = await signUp(api1.app, adminEmail);
      const system = (await call(api1.app, 'GET', '/api/admin/system', { token: admin.token })).body;
      const states = Object.fromEntries(system.runners.map((r: { id: string; state: string }) => [r.id, r.state]));
      expect(states).toEqual({ [r1]: 'silent', [`${namespace}-r2`]: 'live', [`${namespace}-r3`]: 'live' });
      // Every bot the dead runner last reported (ours, and any the leader resumed from the shared test
      // database) is counted by the live runners now.
      const reported = (runners: { state: string; bots: number }[], state: string) => runners.filter((r) => r.state === state).reduce((n, r) => n + r.bots, 0);
      await waitFor(
        'the runners report their bots',
        async () => {
          const now = (await call(api1.app, 'GET', '/api/admin/system', { token: admin.token })).body;
          const moved = reported(now.runners, 'live');
          return moved >= BOTS && moved === reported(now.runners, 'silent');
          // The runners' own reports lag the move under a loaded full run (10 s was exceeded twice there; alone ~1 s).
        },
        30_000,
      );
      // Room for every ceiling above one after another, so a slow machine gets the wait's own message.
    },
    2 * LOGINS_MS + RUNNER_BOOT_MS + 30_000,
  );

  test('a console read on API 2 shows, in order, the lines of a bot that runs on runner 3', async () => {
    const onR3 = players.find((pl) => fleetOf(api2).placementOf(pl.accountId)?.runner === `${namespace}-r3`)!;
    expect(onR3).toBeDefined();
    const lines: { id: number; text: string }[] = [];
    const unsubscribe = api2.hub.subscribe(onR3.botId, (line) => line && lines.push(line));
    try {
      await waitFor('five new lines', () => lines.length >= 5, 20_000);
    } finally {
      unsubscribe();
    }
    const ids = lines.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  }, 30_000);

  test('both API instances restarted one after the other: a console reader moving between them loses no line', async () => {
    const watched = players[1]!;
    const serve = (p: TestPlatform) => {
      const server = p.app.listen({ hostname: '127.0.0.1', port: 0 });
      return { server, base: `http://127.0.0.1:${server.server!.port}` };
    };
    const received: SseEvent[] = [];
    const lineEvents = () => received.filter((e) => e.event === 'line');
    /** The events of the stream being read now. */
    let reading: SseEvent[] = [];
    /** Why each stream of the current read ended, for a failure's message. */
    let ends: string[] = [];
    /** Set while the test stops an instance: its stream then ends with the connection, as it should. */
    let stopping = false;
    /**
     * Reads from `base` until `enough` lines came on one stream, `ceilingMs` passed, or the test stops the
     * instance. Any other end is met as the site's reader meets it (site/src/features/console/connection.ts:
     * every reason but a deleted bot, a dropped connection and a 5xx too): it comes back with its last id.
     */
    async function read(p: TestPlatform, base: string, enough: number, ceilingMs: number): Promise<void> {
      reading = [];
      ends = [];
      const deadline = performance.now() + ceilingMs;
      while (!stopping) {
        const asked = await call(p.app, 'POST', `/api/bots/${watched.botId}/console-ticket`, { token: watched.token });
        if (asked.status !== 200) {
          // A passing failure (the database busy, 503) is tried again, as the site's reader does; a refusal is final.
          if (asked.status < 500 || performance.now() >= deadline) throw new Error(`console ticket refused: ${asked.status} ${JSON.stringify(asked.body)}`);
          ends.push(`ticket answered ${asked.status}`);
          await Bun.sleep(200);
          continue;
        }
        const last = lineEvents().at(-1)?.id;
        const url = `${base}/api/bots/${watched.botId}/console?token=${asked.body.ticket}`;
        const got = await readSse(
          url,
          last ? { 'last-event-id': last } : {},
          (events) => {
            reading = events;
            return events.filter((e) => e.id).length >= enough;
          },
          Math.max(1, deadline - performance.now()),
        ).catch((err: unknown) => {
          // A reconnect that met the instance the test is stopping: the read is over, as it should be.
          if (stopping) return null;
          throw err;
        });
        if (!got) return;
        const timedOut = performance.now() >= deadline;
        if (got.status !== 200) {
          if (got.status < 500 || timedOut) throw new Error(`console stream refused: ${got.status} ${'body' in got ? got.body : ''}`);
          ends.push(`stream answered ${got.status}`);
          await Bun.sleep(200);
          continue;
        }
        received.push(...got.events);
        const end = got.events.find((e) => e.event === 'end')?.data;
        ends.push(end ?? (timedOut ? `still open at the read's ceiling (${ceilingMs} ms)` : 'connection closed'));
        if (stopping || timedOut || end === 'bot deleted' || got.events.filter((e) => e.id).length >= enough) return;
        await Bun.sleep(200);
      }
    }
    /**
     * The reader is connected and has had a line from this instance. One, with room: the bot writes at its
     * own pace (a line every 3 s on a loaded machine), and three within 15 s was not always there on a
     * loaded machine (a clean run failed on it).
     */
    const LINE_WAIT_MS = 30_000;
    const readingLines = () => waitFor('the reader connected and reading', () => reading.filter((e) => e.id).length >= 1, LINE_WAIT_MS);

    /**
     * Reads through `p` until lines flow, then stops it (its stream ends) and starts a new instance. The
     * read's ceiling is the wait for lines: a read that ended on its own ceiling (20 s, under the wait's
     * 30 s, before) said "ended before a line came" when the line was only slow.
     */
    async function restartWhileReading(p: TestPlatform, served: ReturnType<typeof serve>) {
      const reading = read(p, served.base, Number.POSITIVE_INFINITY, LINE_WAIT_MS);
      // A refused read fails the test with its reason at once, not after the wait for lines.
      let flowing = false;
      const endedEarly = reading.then(() => {
        if (!flowing) throw new Error(`the console read ended before a line came; its streams ended: ${ends.join('; ')}`);
      });
      await Promise.race([readingLines().then(() => (flowing = true)), endedEarly]);
      stopping = true;
      await served.server.stop(true);
      await p.close();
      platforms.delete(p);
      await reading;
      stopping = false;
      const next = await api();
      return { next, served: serve(next) };
    }

    let one = serve(api1);
    let two = serve(api2);
    // The reader on API 1, which restarts; it resumes on API 2 with its last id, which restarts too;
    // then it resumes on the new API 1.
    ({ next: api1, served: one } = await restartWhileReading(api1, one));
    ({ next: api2, served: two } = await restartWhileReading(api2, two));
    await read(api1, one.base, 5, 20_000);

    // Every line the bot wrote in that time, once, in order: compare with the stored console.
    const ids = lineEvents().map((e) => Number(e.id));
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const stored = (await api1.hub.history(watched.botId)).map((l) => l.id).filter((id) => id >= ids[0]! && id <= ids.at(-1)!);
    expect(ids).toEqual(stored);
    await one.server.stop(true);
    await two.server.stop(true);
    // Two readers' 30 s and three reads' 20 s, one after another on a loaded machine (90 s ran out at load 44).
  }, 150_000);

  test(
    'an API instance killed with -9 (a process of its own): its console reader resumes on another without a gap or a duplicate',
    async () => {
      const watched = players[3]!;
      const port = await freePort();
      const killed = Bun.spawn([process.execPath, join(import.meta.dir, '../../index.ts')], {
        env: {
          ...process.env,
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          RUNNERS: 'fleet',
          FLEET_NAMESPACE: namespace,
          GAME_WS_URL: sim.url,
          GAME_LOGIN_PAGE_URL: sim.loginPageUrl,
          JWT_SECRET: testConfig().jwt.secret,
          LOG_LEVEL: 'error',
        },
        stdout: 'inherit',
        stderr: 'inherit',
      });
      const base = `http://127.0.0.1:${port}`;
      try {
        // Its boot is CPU on a loaded machine: 20 s ran out under a CPU hog at load 30.
        await waitFor(
          'the API process up',
          () =>
            fetch(`${base}/api/health`).then(
              (r) => r.ok,
              () => false,
            ),
          SPAWNED_API_BOOT_MS,
        );
        const ticket = async (url: string) =>
          (
            (await (
              await fetch(`${url}/api/bots/${watched.botId}/console-ticket`, { method: 'POST', headers: { authorization: `Bearer ${watched.token}` } })
            ).json()) as { ticket: string }
          ).ticket;
        let seen: SseEvent[] = [];
        const first = readSse(`${base}/api/bots/${watched.botId}/console?token=${await ticket(base)}`, {}, (events) => ((seen = events), false), 30_000);
        await waitFor('lines through the process', () => seen.filter((e) => e.event === 'line').length >= 3, 15_000);
        killed.kill('SIGKILL');
        // Lines only: a state change is a line and its state event under one id.
        const before = (await first).events.filter((e) => e.event === 'line');
        const other = api2.app.listen({ hostname: '127.0.0.1', port: 0 });
        const otherBase = `http://127.0.0.1:${other.server!.port}`;
        const after = (
          await readSse(
            `${otherBase}/api/bots/${watched.botId}/console?token=${await ticket(otherBase)}`,
            { 'last-event-id': before.at(-1)!.id! },
            (events) => events.filter((e) => e.event === 'line').length >= 3,
            20_000,
          )
        ).events.filter((e) => e.event === 'line');
        await other.stop(true);
        const ids = [...before, ...after].map((e) => Number(e.id));
        expect(new Set(ids).size).toBe(ids.length);
        const stored = (await api2.hub.history(watched.botId)).map((l) => l.id).filter((id) => id >= ids[0]! && id <= ids.at(-1)!);
        expect(ids).toEqual(stored);
      } finally {
        killed.kill('SIGKILL');
      }
      // Room for the boot, the first read's 30 s (its lines waited for within it) and the second's 20 s.
    },
    SPAWNED_API_BOOT_MS + 65_000,
  );

  test('settings saved through either instance reach the bot on its runner, sealed like a start', async () => {
    const pl = players[3]!;
    const saved = await call(api2.app, 'PATCH', `/api/bots/${pl.botId}`, { token: pl.token, body: { name: 'Renamed through API 2' } });
    expect(saved.status).toBe(200);
    await waitFor(
      'the runner took them',
      async () => (await api1.hub.history(pl.botId)).some((l) => l.text === 'New settings in use from this step on.'),
      30_000,
    );
    expect(sim.sessions(pl.username).live).toBe(1);
  }, 60_000);

  test('a bot stopped through either instance logs out on its runner; its state and one "stopped." are written once', async () => {
    const pl = players[2]!;
    // Stops are kept but off the bell unless the player turns them on.
    await call(api1.app, 'PATCH', '/api/users/me/notification-settings', { token: pl.token, body: { bell: { stopped: true } } });
    const stoppedAt = performance.now();
    expect((await action(api2, pl.token, pl.botId, 'stop')).status).toBe(200);
    // 45 s: with four shards on two cores this stop's "offline" has taken over 15 s on CI and over 25 s here
    // (1.1 s alone); its cause is not yet found (issue 37 names it). The figure is printed to follow it.
    await waitFor('offline', async () => (await BotModel.findById(pl.botId))?.state === 'offline', 45_000);
    console.log(`fleet stop through the other instance: offline written after ${((performance.now() - stoppedAt) / 1000).toFixed(1)} s`);
    await waitFor('logged out of the game', () => sim.sessions(pl.username).live === 0, 10_000);
    await Bun.sleep(500);
    const messages = (await call(api1.app, 'GET', '/api/users/me/notifications', { token: pl.token })).body.map((n: { message: string }) => n.message);
    expect(messages.filter((m: string) => m.endsWith('stopped.'))).toHaveLength(1);
    expect(fleetOf(api1).isRunning(pl.botId)).toBe(false);
  }, 75_000);

  test('a draining runner (SIGTERM) hands its sessions over, one at a time per account, and exits', async () => {
    const r2 = `${namespace}-r2`;
    const onR2 = players.filter((pl) => fleetOf(api1).placementOf(pl.accountId)?.runner === r2 && fleetOf(api1).placementOf(pl.accountId)!.bots.length);
    expect(onR2.length).toBeGreaterThan(0);
    const loginsBefore = new Map(onR2.map((pl) => [pl.username, sim.sessions(pl.username).logins]));
    const drainedAt = performance.now();
    runners.get(r2)!.kill('SIGTERM');
    await waitFor(
      'the sessions of the draining runner playing on runner 3',
      () =>
        onR2.every(
          (pl) =>
            fleetOf(api1).placementOf(pl.accountId)?.runner === `${namespace}-r3` &&
            sim.sessions(pl.username).live === 1 &&
            sim.sessions(pl.username).logins > loginsBefore.get(pl.username)!,
        ),
      30_000,
      100,
    );
    console.log(`fleet drain: ${onR2.length} sessions handed over in ${((performance.now() - drainedAt) / 1000).toFixed(1)} s`);
    expect(await runners.get(r2)!.exited).toBe(0);
    expect(onR2.filter((pl) => sim.sessions(pl.username).replaced > 0).map((pl) => pl.username)).toEqual([]);
    expect(await BotModel.countDocuments({ _id: { $in: onR2.map((pl) => pl.botId) }, state: 'online' })).toBe(onR2.length);
  }, 60_000);

  test(
    "a second runner started under a live runner's id is refused, and the live one plays on",
    async () => {
      const r3 = `${namespace}-r3`;
      const onR3 = players.filter((pl) => fleetOf(api1).placementOf(pl.accountId)?.bots.length);
      const proc = Bun.spawn([process.execPath, join(import.meta.dir, '../../runner.ts')], {
        env: { ...process.env, RUNNER_ID: r3, FLEET_NAMESPACE: namespace, GAME_LOGIN_PAGE_URL: sim.loginPageUrl, LOG_LEVEL: 'error' },
        stdout: 'ignore',
        stderr: 'pipe',
      });
      // Its boot is all CPU (see RUNNER_BOOT_MS): a ceiling with a message of its own, inside the test's.
      const exited = await Promise.race([proc.exited, Bun.sleep(RUNNER_BOOT_MS).then(() => `still running after ${RUNNER_BOOT_MS} ms`)]);
      if (typeof exited === 'string') proc.kill('SIGKILL');
      expect(exited).toBe(1);
      expect(await new Response(proc.stderr).text()).toContain(`Another runner is live under the id "${r3}"`);
      await Bun.sleep(1000);
      expect(onR3.every((pl) => fleetOf(api1).placementOf(pl.accountId)?.runner === r3 && sim.sessions(pl.username).live === 1)).toBe(true);
    },
    RUNNER_BOOT_MS + 30_000,
  );

  test('the last runner killed and started again at once under its id: its new boot takes the sessions back', async () => {
    const r3 = `${namespace}-r3`;
    const onR3 = players.filter((pl) => fleetOf(api1).placementOf(pl.accountId)?.bots.length);
    const loginsBefore = new Map(onR3.map((pl) => [pl.username, sim.sessions(pl.username).logins]));
    runners.get(r3)!.kill('SIGKILL');
    await runners.get(r3)!.exited;
    const restartedAt = performance.now();
    spawnRunner(r3);
    // A ceiling, not a wait: 59 logins on a new process took 7 s on a quiet machine and over 30 s on CI's.
    await waitFor(
      'every session playing on the new boot',
      () => onR3.every((pl) => sim.sessions(pl.username).live === 1 && sim.sessions(pl.username).logins > loginsBefore.get(pl.username)!),
      LOGINS_MS,
      100,
    );
    console.log(`fleet restart: ${onR3.length} sessions playing on the restarted runner after ${((performance.now() - restartedAt) / 1000).toFixed(1)} s`);
    expect(onR3.filter((pl) => sim.sessions(pl.username).replaced > 0).map((pl) => pl.username)).toEqual([]);
    // The leader's console line reaches API 1 through the engine, maybe after the session is back (the
    // leader may be API 2): waited for, as the failover test waits for its own line (CI met the race).
    const restartLine = async () =>
      (await api1.hub.history(onR3[0]!.botId)).some((l) => l.text.includes(`Runner ${r3} restarted: the session starts again on it.`));
    await waitFor('the console saying the runner restarted', restartLine, 10_000, 200);
  }, 120_000);
});
