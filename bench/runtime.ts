/**
 * bench/runtime: memory per running bot and event-loop lag with 100 and 500 bots playing the local game
 * server at human pace (the Robber Baron Farmer's default delays of 4–12 s), one game account each; then
 * 1,000 bots over 250 game accounts (four templates per account sharing its one game session): sessions,
 * memory per bot and per session. The game server runs as its own process; bots run in the runtime
 * process, as in production.
 *   npm run bench -- runtime          (BENCH_STEADY_SECONDS to change the measuring window, default 20;
 *                                      BENCH_SHARED_ONLY=1 for the 1,000-bot rows alone;
 *                                      BENCH_SHARED_TEMPLATES=a,b,c,d for the four templates per account,
 *                                      e.g. castle-defence,nomad-invasion,fortresses,samurai-invasion;
 *                                      BENCH_ATTACKS_WITHIN_MS=60000 reports attacks with the minute's sums, as
 *                                      before issue 64, for the database's cost of each way)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFerretDB } from '../scripts/lib/ferretdb';
import { startNats } from '../scripts/lib/nats';
import { stopChildren } from '../scripts/lib/processes';
import { cpuSince } from './lib/cpu';
import { startBenchGame } from './lib/game';

const steadySeconds = Number(process.env.BENCH_STEADY_SECONDS ?? 20);
const scratch = mkdtempSync(join(tmpdir(), 'castellan-bench-runtime-'));
const db = await startFerretDB(join(scratch, 'db'), 'bench');
const nats = await startNats(join(scratch, 'nats'));
const { sim, gameUrl, loginPageUrl } = await startBenchGame();

Object.assign(process.env, {
  NATS_URL: nats.url,
  MONGODB_URI: db.uri,
  ...(db.storage ? { EMBEDDED_POSTGRES_URL: db.storage.url } : {}),
  NODE_ENV: 'test',
  DATA_DIR: join(scratch, 'data'),
  GAME_WS_URL: gameUrl,
  GAME_LOGIN_PAGE_URL: loginPageUrl,
});
const { setLogLevel } = await import('../api/src/lib/logger');
setLogLevel('error');
const { loadConfig } = await import('../api/src/config');
const { connectDatabase, disconnectDatabase } = await import('../api/src/lib/db');
const { createPlatform } = await import('../api/src/app');
const { createProcessRuntime, REPORT_CADENCE } = await import('../api/src/runtime');
const { dayCounts } = await import('../api/src/modules/bots/control/spec');
const { processLoginGuard } = await import('../api/src/runtime/login-guard');
const { createSealer } = await import('../api/src/lib/crypto');
const { UserModel } = await import('../api/src/modules/users/user.model');
const { GameAccountModel } = await import('../api/src/modules/accounts/account.model');
const { BotModel } = await import('../api/src/modules/bots/records/bot.model');
type ConsoleHub = import('../api/src/modules/bots/control/console/hub').ConsoleHub;
const { TEMPLATES } = await import('../api/src/modules/templates/catalogue');
const { newDeviceId } = await import('../shared/src/game-wire/login');

await connectDatabase(db.uri);
// BENCH_DB_PROFILE=1: the database's share, per command and collection (the driver's command monitoring).
const dbProfile = process.env.BENCH_DB_PROFILE === '1' ? await profileDatabase() : null;
const config = loadConfig();
const sealer = createSealer(config.encryptionKey);
// The game accounts' logins and holds, in this process: one installation, across the restart below too.
const loginGuard = processLoginGuard();
const attacksWithinMs = Number(process.env.BENCH_ATTACKS_WITHIN_MS ?? REPORT_CADENCE.attacksWithinMs);
const reportCadence = { ...REPORT_CADENCE, attacksWithinMs };
const runtime = createProcessRuntime({ paceScale: 1, reportCadence, loginPage: config.gameLoginPage, dayCounts, loginGuard });
const platform = createPlatform({ config, createRuntime: () => runtime });
const baron = TEMPLATES.find((t) => t.id === 'baron-farmer')!;

/** Console lines that mark a bot's way online: asked for, its session logged in (said once per session, to the bots attached then), stored online. */
const MILESTONES: [string, RegExp][] = [
  ['start asked', /^(Start requested|Castellan restarted: resuming)/],
  ['session logged in', /^Logged in as /],
  ['stored online', /^Bot is online\.$/],
];
const online = watchOnline(platform.hub);

/** The API process's own event-loop lag, sampled like the runtime's heartbeat. */
const apiLag: number[] = [];
let expected = Date.now() + 100;
const lagTimer = setInterval(() => {
  apiLag.push(Math.max(0, Date.now() - expected));
  expected = Date.now() + 100;
}, 100);

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

await Bun.sleep(1500);
const baseline = runtime.stats().rssBytes;
console.log(
  `bench/runtime: Robber Baron Farmer bots at human pace (4–12 s between actions), ${steadySeconds} s measured, ${navigator.hardwareConcurrency} cores`,
);
console.log(
  `runtime process with no bots: ${mib(baseline)} MiB; attacks reported within ${attacksWithinMs} ms, sums every ${REPORT_CADENCE.outcomesEveryMs} ms`,
);

// Bots are created straight in the database (Professional owners, 12 slots each; accounts with their device
// id, as the product makes them); starting goes through the supervisor.
let created = 0;
async function createBots(count: number) {
  const bots = [];
  for (let i = 0; i < count; i++) {
    const n = created++;
    const user =
      n % 12 === 0
        ? await UserModel.create({ email: `bench${n}@example.com`, plan: 'professional' })
        : (await UserModel.findOne({ email: `bench${n - (n % 12)}@example.com` }))!;
    const account = await GameAccountModel.create({
      userId: user._id,
      username: `BenchKnight${n}`,
      usernameKey: `benchknight${n}`,
      gameEmail: `k${n}@game.example`,
      server: 'INT1',
      tag: 'none',
      passwordSealed: sealer.seal('pw'),
      deviceId: newDeviceId(),
    });
    const bot = await BotModel.create({ userId: user._id, accountId: account._id, templateId: baron.id, name: `Bench ${n}`, settings: baron.defaults });
    bots.push({ user, bot });
  }
  return bots;
}

/**
 * The bots stored online, as the supervisor announces them: it writes a bot's state, then appends its
 * "Bot is online." line; and the MILESTONES of their way there. The bench watches those lines rather than counting in the database: a count each
 * second made FerretDB convert every online bot's whole document, and took more of its CPU than what it
 * measured (2.9 s of the 8.6 s a restart took). One count at the end checks the lines' word.
 */
function watchOnline(hub: ConsoleHub) {
  const ids = new Set<string>();
  const milestones = new Map(MILESTONES.map(([name]) => [name, [] as number[]]));
  let lastAt = 0;
  const append = hub.append.bind(hub);
  hub.append = (botId, input, at) => {
    const state = typeof input === 'object' ? input.state?.state : undefined;
    if (state === 'online') {
      ids.add(botId);
      lastAt = Date.now();
    } else if (state) ids.delete(botId);
    const milestone = MILESTONES.find(([, line]) => line.test(typeof input === 'string' ? input : input.text))?.[0];
    if (milestone) milestones.get(milestone)!.push(Date.now());
    append(botId, input, at);
  };
  return {
    /** Seconds from `since` until `target` bots were online; throws after `limitMs`. */
    async after(target: number, since: number, limitMs: number): Promise<number> {
      while (ids.size < target || (await BotModel.countDocuments({ state: 'online' })) < target) {
        if (Date.now() - since > limitMs)
          throw new Error(`only ${await BotModel.countDocuments({ state: 'online' })} of ${target} bots came online; the others: ${await notOnline()}`);
        await Bun.sleep(ids.size < target ? 50 : 1000);
      }
      return (lastAt - since) / 1000;
    },
    /** The moments (epoch ms) a milestone was reached so far. */
    times: (name: string) => [...(milestones.get(name) ?? [])],
    /** When the starts were asked for, the sessions logged in and the bots came online, since `since`; then forgotten. */
    timeline(since: number): string {
      const parts = [...milestones]
        .filter(([, times]) => times.length)
        .map(([name, times]) => {
          const seconds = times.map((t) => (t - since) / 1000).sort((x, y) => x - y);
          const at = (q: number) => seconds[Math.min(seconds.length - 1, Math.floor(q * seconds.length))]!.toFixed(1);
          return `${name} ${at(0)}/${at(0.5)}/${at(1)} s`;
        });
      for (const times of milestones.values()) times.length = 0;
      return `timeline (first/half/last): ${parts.join(', ')}`;
    },
  };
}

/** What the bots not online say (a bench that gives up names why). */
async function notOnline(): Promise<string> {
  const bots = await BotModel.find({ state: { $ne: 'online' }, desiredState: 'online' })
    .limit(5)
    .lean();
  const lines = await Promise.all(
    bots.map(
      async (b) =>
        `${b.name}: ${b.state} ${b.lastError ?? ''} [${(await platform.hub.history(String(b._id)))
          .slice(-4)
          .map((l) => l.text)
          .join(' | ')}]`,
    ),
  );
  return lines.join('; ') || 'none wanted online';
}

/**
 * Starts bots as players do: each player's one after another, the players at the same moment (a thousand
 * bots are some eighty players pressing Start, not one loop over every bot in the platform).
 */
async function startAsPlayers(bots: { user: InstanceType<typeof UserModel>; bot: InstanceType<typeof BotModel> }[]) {
  const byPlayer = new Map<string, typeof bots>();
  for (const entry of bots) byPlayer.set(entry.user.id, [...(byPlayer.get(entry.user.id) ?? []), entry]);
  await Promise.all(
    [...byPlayer.values()].map(async (mine) => {
      for (const { user, bot } of mine) await platform.supervisor.start(user, bot);
    }),
  );
}

// BENCH_SHARED_ONLY=1: only the 1,000 bots over 250 accounts (and the restart), for a quicker run.
const sharedOnly = process.env.BENCH_SHARED_ONLY === '1';
for (const target of sharedOnly ? [] : [100, 500]) {
  const fresh = await createBots(target - created);
  const started = Date.now();
  await startAsPlayers(fresh);
  const startsTaken = (Date.now() - started) / 1000;
  const rampSeconds = await online.after(target, started, 120_000);
  const timeline = online.timeline(started);
  const runtimeLag: number[] = [];
  const rss: number[] = [];
  apiLag.length = 0;
  const until = Date.now() + steadySeconds * 1000;
  while (Date.now() < until) {
    await Bun.sleep(1000);
    const s = runtime.stats();
    runtimeLag.push(s.lagMs);
    rss.push(s.rssBytes);
  }
  const peak = Math.max(...rss);
  const failed = await BotModel.find({ state: 'error' }).lean();
  const errors = failed.length ? `${failed.length} (${[...new Set(failed.map((b) => b.lastError))].join('; ')})` : '0';
  console.log(
    `${String(target).padStart(3)} bots: online after ${rampSeconds.toFixed(1)} s (the starts took ${startsTaken.toFixed(1)} s), runtime RSS ${mib(peak)} MiB = ${((peak - baseline) / target / 1024).toFixed(0)} KiB per bot; ` +
      `runtime event-loop lag p50 ${pct(runtimeLag, 50)} ms, p99 ${pct(runtimeLag, 99)} ms, max ${Math.max(...runtimeLag)} ms; ` +
      `API lag p99 ${pct(apiLag, 99)} ms; bots in error: ${errors}`,
  );
  console.log(`  ${timeline}`);
}

// 1,000 bots over 250 accounts: four templates on each account share its one session.
const solo = await BotModel.find({ desiredState: 'online' });
for (const bot of solo) await platform.supervisor.stop(bot, 'user');
while (runtime.stats().bots > 0 || runtime.stats().sessions > 0) await Bun.sleep(250);
// A fresh runtime process for a clean baseline (a process keeps the memory its freed sessions used): with
// no bot on it, the replacement resumes nothing.
const oldPid = runtime.stats().pid;
process.kill(oldPid, 'SIGKILL');
while (runtime.stats().pid === oldPid) await Bun.sleep(100);
await Bun.sleep(2500);
const sharedBaseline = runtime.stats().rssBytes;
console.log(`fresh runtime process with no bots: ${mib(sharedBaseline)} MiB`);
const SHARED_TEMPLATES = (process.env.BENCH_SHARED_TEMPLATES ?? 'baron-farmer,resource-keeper,attack-guard,storm-sea-forts').split(',').map((id) => {
  const template = TEMPLATES.find((t) => t.id === id.trim());
  if (!template) throw new Error(`BENCH_SHARED_TEMPLATES: no template ${id}`);
  return template;
});
console.log(`templates per account: ${SHARED_TEMPLATES.map((t) => t.id).join(', ')}`);
const sharedBots = [];
for (let a = 0; a < 250; a++) {
  // Three accounts of four bots fill one Professional plan's 12 slots.
  const user =
    a % 3 === 0
      ? await UserModel.create({ email: `shared${a}@example.com`, plan: 'professional' })
      : (await UserModel.findOne({ email: `shared${a - (a % 3)}@example.com` }))!;
  const account = await GameAccountModel.create({
    userId: user._id,
    username: `SharedKnight${a}`,
    usernameKey: `sharedknight${a}`,
    gameEmail: `s${a}@game.example`,
    server: 'INT1',
    tag: 'none',
    passwordSealed: sealer.seal('pw'),
    deviceId: newDeviceId(),
  });
  for (const template of SHARED_TEMPLATES) {
    sharedBots.push({
      user,
      bot: await BotModel.create({
        userId: user._id,
        accountId: account._id,
        templateId: template.id,
        name: `${template.label} ${a}`,
        settings: template.defaults,
      }),
    });
  }
}
dbProfile?.reset();
const sharedStart = Date.now();
const sharedCpu = cpuSince();
await startAsPlayers(sharedBots);
const sharedStartsTaken = (Date.now() - sharedStart) / 1000;
const startsCpu = sharedCpu.report();
// The one-account bots are all offline by now, so every online bot is one of these.
const sharedRamp = await online.after(sharedBots.length, sharedStart, 600_000);
const rampCpu = sharedCpu.report();
const rampTotals = sharedCpu.totals();
// How long, on average, each bot had been playing when the last came online: the ramp's CPU holds that much play.
const rampEndAt = sharedStart + sharedRamp * 1000;
const loggedIn = online.times('session logged in');
const meanPlaying = loggedIn.reduce((sum, t) => sum + Math.max(0, rampEndAt - t), 0) / Math.max(1, loggedIn.length) / 1000;
const sharedTimeline = online.timeline(sharedStart);
dbProfile?.print('the 1,000 bots starting');
const sharedLag: number[] = [];
const sharedRss: number[] = [];
apiLag.length = 0;
// What the 1,000 bots cost while they only play (no start): the ramp's figure holds some of it too.
const playCpu = cpuSince();
const playFrom = performance.now();
dbProfile?.reset();
for (const until = Date.now() + steadySeconds * 1000; Date.now() < until; ) {
  await Bun.sleep(1000);
  const s = runtime.stats();
  sharedLag.push(s.lagMs);
  sharedRss.push(s.rssBytes);
}
const playSeconds = (performance.now() - playFrom) / 1000;
const play = playCpu.totals();
dbProfile?.print(`${steadySeconds} s of play after the ramp`, playSeconds);
const sharedPeak = Math.max(...sharedRss);
const { sessions } = runtime.stats();
const sharedFailed = await BotModel.countDocuments({ state: 'error' });
console.log(
  `${sharedBots.length} bots over 250 accounts: online after ${sharedRamp.toFixed(1)} s (the starts took ${sharedStartsTaken.toFixed(1)} s), ${sessions} game sessions, runtime RSS ${mib(sharedPeak)} MiB = ` +
    `${((sharedPeak - sharedBaseline) / sharedBots.length / 1024).toFixed(0)} KiB per bot, ${((sharedPeak - sharedBaseline) / Math.max(1, sessions) / 1024).toFixed(0)} KiB per session; ` +
    `runtime event-loop lag p50 ${pct(sharedLag, 50)} ms, p99 ${pct(sharedLag, 99)} ms, max ${Math.max(...sharedLag)} ms; API lag p99 ${pct(apiLag, 99)} ms; bots in error: ${sharedFailed}`,
);
console.log(`  ${sharedTimeline}`);
console.log(`  during the starts: ${startsCpu}`);
console.log(`  from the first start until all online: ${rampCpu}`);
console.log(
  `  CPU per bot start: ${((rampTotals.used * 1000) / sharedBots.length).toFixed(1)} ms from the first start until all online; playing alone afterwards the bots used ${(play.used / playSeconds).toFixed(2)} s of CPU a second ` +
    `(${play.rows.map(([kind, s]) => `${kind} ${(s / playSeconds).toFixed(2)}`).join(', ')}); logged in ${meanPlaying.toFixed(1)} s on average before the last came online, the bots played ~${((play.used / playSeconds) * meanPlaying).toFixed(1)} s of the ramp's CPU: ` +
    `${(((rampTotals.used - (play.used / playSeconds) * meanPlaying) * 1000) / sharedBots.length).toFixed(1)} ms per start without it`,
);

// A restart of the product: the API and its runtime stop (every bot logs out; what each should be doing is
// kept), and a new API resumes them all.
await platform.close();
const restartedRuntime = createProcessRuntime({ paceScale: 1, reportCadence, loginPage: config.gameLoginPage, dayCounts, loginGuard });
const restarted = createPlatform({ config, createRuntime: () => restartedRuntime });
const restartedOnline = watchOnline(restarted.hub);
dbProfile?.reset();
const resumeStart = Date.now();
const resumeCpu = cpuSince();
await restarted.supervisor.resume();
const resumeTaken = (Date.now() - resumeStart) / 1000;
const resumeRamp = await restartedOnline.after(sharedBots.length, resumeStart, 600_000);
dbProfile?.print('the restart');
console.log(
  `after a restart of the product: the ${sharedBots.length} bots online again after ${resumeRamp.toFixed(1)} s (resuming them took ${resumeTaken.toFixed(1)} s)`,
);
console.log(`  ${restartedOnline.timeline(resumeStart)}`);
console.log(`  from the restart until all online: ${resumeCpu.report()}`);

clearInterval(lagTimer);
await restarted.close();
await disconnectDatabase();
await stopChildren([sim]);
await nats.stop();
await db.stop();
rmSync(scratch, { recursive: true, force: true });
process.exit(0);

/** Time spent in the database per command and collection, from the driver's command events. */
async function profileDatabase() {
  const { default: mongoose } = await import('mongoose');
  await mongoose.disconnect();
  await mongoose.connect(db.uri, { monitorCommands: true });
  const started = new Map<number, { key: string; at: number }>();
  let totals = new Map<string, { count: number; ms: number }>();
  const client = mongoose.connection.getClient();
  client.on('commandStarted', (e) => started.set(e.requestId, { key: `${e.commandName} ${String(e.command[e.commandName])}`, at: performance.now() }));
  const done = (e: { requestId: number }) => {
    const s = started.get(e.requestId);
    if (!s) return;
    started.delete(e.requestId);
    const total = totals.get(s.key) ?? { count: 0, ms: 0 };
    total.count += 1;
    total.ms += performance.now() - s.at;
    totals.set(s.key, total);
  };
  client.on('commandSucceeded', done);
  client.on('commandFailed', done);
  return {
    reset: () => (totals = new Map()),
    /** `seconds`: the phase's length, for the operations a second. */
    print(phase: string, seconds?: number) {
      const top = [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10);
      const count = [...totals.values()].reduce((sum, t) => sum + t.count, 0);
      console.log(`  database during ${phase}, by total time (${count} operations${seconds ? `, ${Math.round(count / seconds)} a second` : ''}):`);
      for (const [key, { count, ms }] of top)
        console.log(`    ${key.padEnd(40)} ${String(count).padStart(6)}× ${(ms / 1000).toFixed(1).padStart(7)} s, mean ${(ms / count).toFixed(1)} ms`);
    },
  };
}
