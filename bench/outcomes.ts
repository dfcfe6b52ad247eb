/**
 * bench/outcomes: how well each attacking template plays on its defaults. Each plays two game days on a
 * local game server with a fixed seed, for accounts at three levels (a new player; level 15, two waves;
 * level 30, three waves), and the table gives what the game server itself recorded: loot per game hour,
 * soldiers lost per 1,000 loot, attacks won and lost, and the game minutes the bot spent online with no
 * army out and nothing sent while it did not say it cannot go on ("idle, shown active"; the longest such
 * stretch beside it). Stalled minutes (the bot said it cannot go on) are counted apart.
 *   npm run bench -- outcomes   (BENCH_SEED=7; BENCH_TIME_SCALE=720 game seconds per real second;
 *   BENCH_ONLY=baron to run the templates whose id contains it)
 *
 * The templates play the event-free targets: robber baron camps, the Strategy Planner's (the same camps),
 * fortresses in the Burning Sands and the Storm Islands' sea forts. Raids are off and the daily attack
 * limit is lifted: neither is about how an attack goes. Everything the game paces in real time (attacks
 * 4 s apart, map reads) is shortened by the time scale.
 */
import { zoneOf } from '@shared/game';
import { loginFields, newDeviceId } from '@shared/game-wire/login';
import { baronFarmer } from '@shared/templates/units/baron-farmer';
import { strategyPlanner } from '@shared/templates/units/strategy-planner';
import { fortresses } from '@shared/templates/units/fortresses';
import { stormSeaForts } from '@shared/templates/units/storm-sea-forts';
import { startSimulator } from '../simulator/server';
import { runBot } from '../api/src/runtime/bot-run';
import { SessionPool } from '../api/src/runtime/session-pool';
import type { AccountSpec, BotSpec } from '../api/src/runtime/types';

const SEED = Number(process.env.BENCH_SEED ?? 7);
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? 720);
const GAME_HOURS = 48;
const RUN_MS = (GAME_HOURS * 3_600_000) / TIME_SCALE;
/** One bot step every 12 game seconds at the fastest pacing of 1 s, scaled. */
const PACE_SCALE = 12 / TIME_SCALE;
const STEPS = { minDelaySeconds: 1, maxDelaySeconds: 1, breakEveryMinutes: 0, activeHours: '00-24', maxAttacksPerDay: 1000 };

const TEMPLATES = [baronFarmer, strategyPlanner, fortresses, stormSeaForts].filter((t) => !process.env.BENCH_ONLY || t.id.includes(process.env.BENCH_ONLY));
/** The accounts: level, and the soldiers in each castle (a new account has 200 in its main castle). */
const LEVELS = [
  { level: 1, soldiers: 200 },
  { level: 15, soldiers: 600 },
  { level: 30, soldiers: 1500 },
];

type Result = { loot: number; lost: number; won: number; lostFights: number; idleMin: number; longestIdleMin: number; stalledMin: number; sent: number };

async function play(templateId: string, defaults: Record<string, string | number>, at: (typeof LEVELS)[number]): Promise<Result> {
  const sim = await startSimulator({
    port: 0,
    seed: SEED,
    timeScale: TIME_SCALE,
    raidChancePerHour: 0,
    attackSpacingMs: Math.ceil(4000 / TIME_SCALE),
    maxRequestsPerSecond: 1000,
  });
  const username = `Bench${at.level}`;
  const account: AccountSpec = {
    id: username,
    server: 'INT1',
    zone: zoneOf('INT1'),
    username,
    password: 'pw',
    gameUrl: sim.url,
    proxy: null,
    yieldMinutes: 15,
    loginToken: null,
    deviceId: newDeviceId(),
  };
  sim.world.login(account.zone, loginFields(username, { password: account.password }, { deviceId: account.deviceId }));
  const player = sim.world.player(account.zone, username)!;
  // The level follows won fights (ten a level); every castle holds the account's soldiers.
  Object.assign(player, { wins: (at.level - 1) * 10, level: at.level });
  for (const castle of player.castles) castle.troops = castle.kingdom === 'green' || castle.kingdom === 'storm' ? at.soldiers : 0;
  const sessions = new SessionPool({ paceScale: PACE_SCALE, pacing: { attackGapMs: Math.ceil(4500 / TIME_SCALE), mapTilesPerSecond: 5000 * TIME_SCALE } });
  const spec: BotSpec = { botId: `${templateId}-${at.level}`, botName: templateId, templateId, settings: { ...defaults, ...STEPS }, secrets: {}, account };
  const abort = new AbortController();
  let stalled = false;
  const io = {
    log: (line: string) => void (process.env.BENCH_LOG === '1' && console.log(`[${templateId} L${at.level}] ${line}`)),
    notify: () => {},
    online: () => {},
    stalled: (reason: string | null) => void (stalled = reason !== null),
  };
  const startedAt = Date.now();
  const running = runBot(spec, sessions.for(account), io, abort.signal, { paceScale: PACE_SCALE });

  // The game's own record of each fight and army home (the last 50 are kept: read often), counted once each.
  const counted = new Set<string>();
  const r: Result = { loot: 0, lost: 0, won: 0, lostFights: 0, idleMin: 0, longestIdleMin: 0, stalledMin: 0, sent: 0 };
  const count = () => {
    for (const report of player.reports) {
      const key = `${report.kind}:${report.at}:${report.targetId}:${report.castleId}`;
      if (counted.has(key) || report.at > startedAt + RUN_MS) continue;
      counted.add(key);
      if (report.kind === 'attack') {
        if (report.won) r.won += 1;
        else r.lostFights += 1;
        r.lost += report.troopsLost ?? 0;
      }
      if (report.kind === 'return' && report.loot) r.loot += report.loot.wood + report.loot.stone + report.loot.food;
    }
  };
  // Idle: no army of ours out. A sample every 20 ms is 0.24 game minutes at 720×.
  const SAMPLE_MS = 20;
  const gameMin = (ms: number) => (ms * TIME_SCALE) / 60_000;
  let idleRun = 0;
  const sample = () => {
    sim.world.player(account.zone, username);
    count();
    // Soldiers on their way to another kingdom's castle (`kut`) are an army out too.
    const out = player.movements.some((m) => m.type === 'attack' || m.type === 'return' || m.type === 'travel' || m.type === 'kingdom');
    if (out) idleRun = 0;
    else if (stalled) r.stalledMin += gameMin(SAMPLE_MS);
    else {
      r.idleMin += gameMin(SAMPLE_MS);
      idleRun += gameMin(SAMPLE_MS);
      r.longestIdleMin = Math.max(r.longestIdleMin, idleRun);
    }
  };
  const poll = setInterval(sample, SAMPLE_MS);
  await Bun.sleep(RUN_MS);
  abort.abort();
  await running.catch(() => {});
  clearInterval(poll);
  sample();
  sessions.closeAll();
  sim.stop();
  return r;
}

const n = (v: number, digits = 0) => v.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.log(
  `bench/outcomes: ${GAME_HOURS} game hours (${(RUN_MS / 1000).toFixed(0)} s real at ${TIME_SCALE}×) per run, seed ${SEED}, raids off, templates on their defaults\n`,
);
const runs = TEMPLATES.flatMap((t) => LEVELS.map((at) => ({ t, at })));
const results = await Promise.all(runs.map(({ t, at }) => play(t.id, t.defaults as Record<string, string | number>, at)));
const header = [
  'template',
  'account',
  'loot / game hour',
  'soldiers lost / 1,000 loot',
  'won',
  'lost',
  'idle, shown active (game min)',
  'longest',
  'stalled (game min)',
];
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
runs.forEach(({ t, at }, i) => {
  const r = results[i]!;
  const perLoot = r.loot > 0 ? n((r.lost / r.loot) * 1000, 1) : r.lost > 0 ? `${r.lost} lost, no loot` : '0';
  console.log(
    `| ${t.id} | level ${at.level}, ${at.soldiers} soldiers | ${n(r.loot / GAME_HOURS)} | ${perLoot} | ${r.won} | ${r.lostFights} | ${n(r.idleMin)} | ${n(r.longestIdleMin)} | ${n(r.stalledMin)} |`,
  );
});
process.exit(0);
