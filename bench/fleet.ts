/**
 * bench/fleet: the fleet on this machine. BENCH_FLEET_BOTS bots (default 5,000; four templates per game
 * account sharing its session) placed over BENCH_FLEET_RUNNERS runner nodes (default 3; processes of their own, as in production)
 * by two API-side fleet handles on their own engine connections, playing the local game server at human
 * pace. Prints the ramp and its CPU per bot start (every process of the machine: runners, NATS, the game
 * server, this process), memory per runner and per bot, each runner's event-loop lag, then kills one
 * runner with -9 and times until each of its bots reports online again on another runner; last, console
 * lines published from a runner-side connection (100 consoles at 5 lines/s) and received by 1,000
 * readers spread over two instances' console hubs: publish→receive p50/p99.
 *   npm run bench -- fleet            (BENCH_FLEET_BOTS, BENCH_FLEET_RUNNERS, BENCH_STEADY_SECONDS: default 20)
 *   BENCH_FLEET_BOTS=10000 BENCH_FLEET_RUNNERS=5 npm run bench -- fleet
 * The bots' database is not involved: the bench hands the fleet its sessions directly, as the API would,
 * with the login token the game last gave each account (the API stores it; a moved session logs in with it).
 */
import { newDeviceId } from '@shared/game-wire/login';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNats } from '../scripts/lib/nats';
import { BUN, spawnChild, stopChildren } from '../scripts/lib/processes';
import { startBenchGame } from './lib/game';
import { cpuSince } from './lib/cpu';
import { zoneOf } from '@shared/game';
import { setLogLevel } from '../api/src/lib/logger';
import { createEngine } from '../api/src/lib/engine';
import { ConsoleHub } from '../api/src/modules/bots/control/console/hub';
import { TEMPLATES } from '../api/src/modules/templates/catalogue';
import { createFleetRuntime, type BotSpec } from '../api/src/runtime';
import { fleetNames } from '../api/src/runtime/fleet/protocol';
import { processDayStore } from '../api/src/runtime/reservations/day-limits';
import { processLoginGuard } from '../api/src/runtime/login-guard';

setLogLevel('error');
const BOTS = Number(process.env.BENCH_FLEET_BOTS ?? 5000);
const RUNNERS = Math.max(2, Number(process.env.BENCH_FLEET_RUNNERS ?? 3));
const PER_ACCOUNT = 4;
const READERS = 1000;
const steadySeconds = Number(process.env.BENCH_STEADY_SECONDS ?? 20);
const namespace = 'bench';
const names = fleetNames(namespace);
const scratch = mkdtempSync(join(tmpdir(), 'castellan-bench-fleet-'));
const nats = await startNats(join(scratch, 'nats'));
const { sim, gameUrl, loginPageUrl, sessions } = await startBenchGame();

const runnerIds = Array.from({ length: RUNNERS }, (_, i) => `bench-r${i + 1}`);
// Room for everything on all but one: the killed one's sessions must fit somewhere.
const capacity = Math.ceil(BOTS / (RUNNERS - 1)) + PER_ACCOUNT * 4;
const runners = new Map(
  runnerIds.map((id) => [
    id,
    spawnChild(id, [BUN, join(import.meta.dir, '../api/src/runner.ts')], {
      NATS_URL: nats.url,
      RUNNER_ID: id,
      RUNNER_CAPACITY: String(capacity),
      // Three runners on one host: each its own free port for its probe (metrics, health), not all 9464.
      RUNNER_METRICS_PORT: '0',
      FLEET_NAMESPACE: namespace,
      GAME_LOGIN_PAGE_URL: loginPageUrl,
      LOG_LEVEL: 'error',
    }),
  ]),
);

const templates = ['baron-farmer', 'resource-keeper', 'attack-guard', 'storm-sea-forts'].map((id) => TEMPLATES.find((t) => t.id === id)!);
const specs = new Map<string, BotSpec>();
for (let b = 0; b < BOTS; b++) {
  const a = Math.floor(b / PER_ACCOUNT);
  const template = templates[b % PER_ACCOUNT]!;
  specs.set(`bot${b}`, {
    botId: `bot${b}`,
    botName: `Bench ${b}`,
    templateId: template.id,
    settings: template.defaults as Record<string, string | number>,
    secrets: {},
    account: {
      id: `acct${a}`,
      server: 'INT1',
      zone: zoneOf('INT1'),
      username: `FleetKnight${a}`,
      password: 'pw',
      gameUrl,
      proxy: null,
      yieldMinutes: 5,
      loginToken: null,
      deviceId: newDeviceId(),
    },
  });
}

const engines = [createEngine(nats.url, 'bench-api-1'), createEngine(nats.url, 'bench-api-2')];
// The bench has no database: its bots' day counts are kept in this process, shared by its API instances.
const dayCounts = processDayStore();
// One installation's logins and holds, kept in this process (the benchmark has no API to keep them).
const loginGuard = processLoginGuard();
const fleets = engines.map((engine) =>
  createFleetRuntime({ engine, namespace, specs: async (ids) => ids.flatMap((id) => (specs.has(id) ? [specs.get(id)!] : [])), dayCounts, loginGuard }),
);
/** When each bot last reported online (from whichever instance leads). */
const onlineAt = new Map<string, number>();
/** When the leader said a bot's session moved (after the kill). */
const movesAt: number[] = [];
/** Bots that reported a failure, with the reason (a bench with failing bots measures the wrong thing). */
const failed = new Map<string, string>();
/** The bots of each game account, to hand a login token the game gave one session to all of its specs. */
const botsOf = new Map<string, BotSpec[]>();
for (const spec of specs.values()) botsOf.set(spec.account.id, [...(botsOf.get(spec.account.id) ?? []), spec]);
for (const fleet of fleets) {
  fleet.subscribe((event) => {
    // Kept as the API keeps it (stored with the account): a session moved later logs in with it, minting nothing.
    if (event.type === 'loginToken') for (const spec of botsOf.get(event.accountId) ?? []) spec.account.loginToken = event.token;
    // The leader says each move in the moved bots' consoles: when the moves began and ended.
    if (event.type === 'log' && event.message?.key === 'bot-lines/runtime.runnerMoves') movesAt.push(Date.now());
    if (event.type !== 'state') return;
    if (event.state === 'online') onlineAt.set(event.botId, Date.now());
    if (event.state === 'error') failed.set(event.botId, event.reason);
  });
}

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
async function until(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`bench/fleet: timed out waiting for ${what}`);
    await Bun.sleep(250);
  }
}

try {
  await until(`${RUNNERS} runners`, () => runnerIds.every((id) => fleets[0]!.runners().some((r) => r.id === id && r.alive)), 30_000);
  await Bun.sleep(1500);
  const idle = new Map(fleets[0]!.runners().map((r) => [r.id, r.rssBytes]));
  console.log(
    `bench/fleet: ${BOTS} bots (${BOTS / PER_ACCOUNT} game accounts of four templates) over ${RUNNERS} runner processes, ${navigator.hardwareConcurrency} cores`,
  );
  console.log(`runner with no bots: ${[...idle.values()].map(mib).join(' / ')} MiB`);

  // Started through both instances, 50 at a time, as players' clicks would arrive.
  const rampStart = Date.now();
  const rampCpu = cpuSince();
  const all = [...specs.values()];
  for (let i = 0; i < all.length; i += 50) await Promise.all(all.slice(i, i + 50).map((spec, j) => fleets[(i + j) % 2]!.start(spec)));
  const placedSeconds = (Date.now() - rampStart) / 1000;
  await until(`${BOTS} bots online`, () => onlineAt.size >= BOTS, 15 * 60_000);
  const ramp = rampCpu.totals();
  console.log(
    `placed in ${placedSeconds.toFixed(1)} s (${Math.round(BOTS / placedSeconds)} bots/s); all online after ${((Date.now() - rampStart) / 1000).toFixed(1)} s`,
  );
  console.log(
    `CPU per bot start: ${((ramp.used * 1000) / BOTS).toFixed(1)} ms (${ramp.rows.map(([kind, seconds]) => `${kind} ${((seconds * 1000) / BOTS).toFixed(1)}`).join(', ')}); ${rampCpu.report()}`,
  );

  if (failed.size) console.log(`${failed.size} bots failed, e.g. ${[...new Set(failed.values())].slice(0, 3).join(' | ')}`);
  const lag = new Map<string, number[]>();
  const rss = new Map<string, number>();
  const end = Date.now() + steadySeconds * 1000;
  while (Date.now() < end) {
    await Bun.sleep(1000);
    for (const r of fleets[0]!.runners()) {
      lag.set(r.id, [...(lag.get(r.id) ?? []), r.lagMs]);
      rss.set(r.id, Math.max(rss.get(r.id) ?? 0, r.rssBytes));
    }
  }
  for (const r of fleets[0]!.runners().sort((x, y) => x.id.localeCompare(y.id))) {
    const grown = rss.get(r.id)! - (idle.get(r.id) ?? 0);
    console.log(
      `${r.id}: ${r.bots} bots, ${r.sessions} sessions, RSS ${mib(rss.get(r.id)!)} MiB (+${mib(grown)} MiB = ${Math.round(grown / r.bots / 1024)} KiB/bot), ` +
        `lag p50 ${pct(lag.get(r.id)!, 50)} ms p99 ${pct(lag.get(r.id)!, 99)} ms max ${Math.max(...lag.get(r.id)!)} ms`,
    );
  }

  // Failover: the runner with the most bots killed with -9.
  const victim = fleets[0]!.runners().sort((x, y) => y.bots - x.bots)[0]!;
  const moved = all.filter((s) => fleets[0]!.placementOf(s.account.id)?.runner === victim.id).map((s) => s.botId);
  const killedAt = Date.now();
  runners.get(victim.id)!.proc.kill('SIGKILL');
  await until("the killed runner's bots online elsewhere", () => moved.every((id) => (onlineAt.get(id) ?? 0) > killedAt), 120_000);
  const back = moved.map((id) => onlineAt.get(id)! - killedAt);
  const movedAt = movesAt.filter((t) => t > killedAt).map((t) => t - killedAt);
  console.log(
    `failover: ${victim.id} (${moved.length} bots) killed with -9; moved by the leader from ${(Math.min(...movedAt) / 1000).toFixed(1)} to ${(Math.max(...movedAt) / 1000).toFixed(1)} s; ` +
      `all online on the others after ${(Math.max(...back) / 1000).toFixed(1)} s (p50 ${(pct(back, 50) / 1000).toFixed(1)} s)`,
  );
  // One session per game account at every moment: a second login while the first lives replaces it in the game.
  const game = await sessions();
  console.log(
    `the game saw ${game.logins} logins for ${BOTS / PER_ACCOUNT} accounts, ${game.live} sessions live now; sessions replaced by a second of the same account: ${game.replaced}`,
  );

  // Consoles: 1,000 readers over two instances' hubs on 100 consoles, each written at 5 lines/s by a
  // runner-side hub on its own connection (the bots' own lines come too, at their human pace).
  const hubs = engines.map((engine) => new ConsoleHub(engine, { stream: names.console }));
  const writerEngine = createEngine(nats.url, 'bench-runner-side');
  const writer = new ConsoleHub(writerEngine, { stream: names.console });
  const watched = Array.from({ length: 100 }, (_, i) => `console${i}`);
  const writing = setInterval(() => {
    for (const botId of watched) writer.append(botId, 'bench line');
  }, 200);
  const delays: number[] = [];
  let measuring = false;
  const unsubscribe = Array.from({ length: READERS }, (_, i) =>
    hubs[i % 2]!.subscribe(watched[i % watched.length]!, (line) => {
      if (line && measuring) delays.push(Date.now() - line.at);
    }),
  );
  await Bun.sleep(3000);
  measuring = true;
  await Bun.sleep(steadySeconds * 1000);
  measuring = false;
  clearInterval(writing);
  for (const stop of unsubscribe) stop();
  await writer.close();
  await writerEngine.close();
  console.log(
    `consoles: ${READERS} readers over two instances on 100 consoles at 5 lines/s each, ${delays.length} lines received in ${steadySeconds} s: publish→receive p50 ${pct(delays, 50)} ms p99 ${pct(delays, 99)} ms`,
  );
  await Promise.all(hubs.map((hub) => hub.close()));
} finally {
  for (const fleet of fleets) await fleet.close(0);
  await Promise.all(engines.map((engine) => engine.close()));
  await stopChildren([...runners.values(), sim]);
  await nats.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(0);
