/**
 * bench/planner: the Strategy Planner against the Robber Baron Farmer, each on its own local game server
 * with the same seed and the same account (so the same castle, soldiers and camps), for one game day of
 * simulator time. Loot is what the game server counted: the wood, stone and food of every army home
 * within the day. The template runs under several settings and the best one per seed is kept; the table
 * gives the loot per game day of each, per seed and summed.
 *   npm run bench -- planner   (BENCH_SEEDS=1,2,3 the seeds; BENCH_TIME_SCALE=480 game seconds per real second)
 *
 * Everything the live game paces in real time (attacks 4 s apart, map reads) is shortened by the time
 * scale, so that the game-day is played as it would be live. Raids are off: they would strike the
 * garrisons the two leave at home at different times, and only the attacks are compared.
 */
import { zoneOf } from '@shared/game';
import { loginFields, newDeviceId } from '@shared/game-wire/login';
import { startSimulator } from '../simulator/server';
import { runBot } from '../api/src/runtime/bot-run';
import { SessionPool } from '../api/src/runtime/session-pool';
import type { AccountSpec, BotSpec } from '../api/src/runtime/types';

const SEEDS = (process.env.BENCH_SEEDS ?? '1,2,3').split(',').map(Number);
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? 480);
const GAME_DAY_MS = 86_400_000 / TIME_SCALE;
/** One bot step every 12 game seconds (the template's fastest pacing of 1 s, scaled). */
const PACE_SCALE = 12 / TIME_SCALE;
const STEPS = { minDelaySeconds: 1, maxDelaySeconds: 1, breakEveryMinutes: 0, activeHours: '00-24', keepAtHome: 0, maxAttacksPerDay: 150 };

type Config = { name: string; templateId: string; settings: Record<string, string | number> };
const TEMPLATE_SETTINGS: Array<[troops: number, maxLevel: number]> = [
  [40, 10],
  [60, 10],
  [60, 20],
  [100, 15],
  [100, 20],
  [150, 30],
  [200, 40],
];
const ALL_CONFIGS: Config[] = [
  { name: 'Strategy Planner, 4 h ahead (its default)', templateId: 'strategy-planner', settings: { horizonHours: 4, minLevel: 1, maxLevel: 80 } },
  { name: 'Strategy Planner, 24 h ahead', templateId: 'strategy-planner', settings: { horizonHours: 24, minLevel: 1, maxLevel: 80 } },
  ...TEMPLATE_SETTINGS.map(([troops, maxLevel]) => ({
    name: `Baron Farmer ${troops} soldiers, levels 1–${maxLevel}`,
    templateId: 'baron-farmer',
    settings: { kingdom: 'green', minLevel: 1, maxLevel, troopsPerAttack: troops, useSkips: 'none', bringTroops: 0 },
  })),
];

/** BENCH_ONLY=planner (or a setting's name) runs that alone; BENCH_LOG=1 prints its console. */
const CONFIGS = process.env.BENCH_ONLY ? ALL_CONFIGS.filter((c) => c.name.toLowerCase().includes(process.env.BENCH_ONLY!.toLowerCase())) : ALL_CONFIGS;

type Result = { loot: number; attacks: number; soldiersLeft: number; lines: number };

async function play(seed: number, config: Config): Promise<Result> {
  const sim = await startSimulator({
    port: 0,
    seed,
    timeScale: TIME_SCALE,
    raidChancePerHour: 0,
    attackSpacingMs: Math.ceil(4000 / TIME_SCALE),
    maxRequestsPerSecond: 1000,
  });
  const username = `Bench${seed}`;
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
  const sessions = new SessionPool({ paceScale: PACE_SCALE, pacing: { attackGapMs: Math.ceil(4500 / TIME_SCALE), mapTilesPerSecond: 5000 * TIME_SCALE } });
  const spec: BotSpec = {
    botId: `${config.templateId}-${seed}`,
    botName: config.name,
    templateId: config.templateId,
    settings: { ...STEPS, ...config.settings },
    secrets: {},
    account,
  };
  const abort = new AbortController();
  let lines = 0;
  const startedAt = Date.now();
  const running = runBot(
    spec,
    sessions.for(account),
    {
      log: (line) =>
        void (lines++,
        process.env.BENCH_LOG === '1' && console.log(`[${config.name} ${(((Date.now() - startedAt) / GAME_DAY_MS) * 24).toFixed(2)} h] ${line}`)),
      notify: () => {},
      online: () => {},
    },
    abort.signal,
    { paceScale: PACE_SCALE },
  );
  // The game's own record of each army home (it keeps the last 50: read often), counted once each.
  const counted = new Set<string>();
  let loot = 0;
  let attacks = 0;
  const count = () => {
    for (const r of player.reports) {
      const key = `${r.kind}:${r.at}:${r.targetId}:${r.castleId}`;
      if (counted.has(key) || r.at > startedAt + GAME_DAY_MS) continue;
      counted.add(key);
      if (r.kind === 'attack') attacks += 1;
      if (r.kind === 'return' && r.loot) loot += r.loot.wood + r.loot.stone + r.loot.food;
    }
  };
  const poll = setInterval(count, 20);
  await Bun.sleep(GAME_DAY_MS);
  abort.abort();
  await running.catch(() => {});
  clearInterval(poll);
  sim.world.player(account.zone, username); // catch the world up to now
  count();
  // The Storm Islands castle's soldiers never take part: left out.
  const soldiersLeft =
    player.castles.filter((c) => c.kingdom !== 'storm').reduce((sum, c) => sum + c.troops, 0) +
    player.movements.filter((m) => m.type === 'return' || m.type === 'attack').reduce((s, m) => s + m.troops, 0);
  sessions.closeAll();
  sim.stop();
  return { loot, attacks, soldiersLeft, lines };
}

const n = (v: number) => v.toLocaleString('en');
console.log(`bench/planner: one game day (${(GAME_DAY_MS / 1000).toFixed(0)} s real at ${TIME_SCALE}×) per run, seeds ${SEEDS.join(', ')}, raids off\n`);
const results = new Map<string, Map<number, Result>>();
for (const seed of SEEDS) {
  const runs = await Promise.all(CONFIGS.map((c) => play(seed, c)));
  CONFIGS.forEach((c, i) => {
    const bySeed = results.get(c.name) ?? new Map<number, Result>();
    bySeed.set(seed, runs[i]!);
    results.set(c.name, bySeed);
  });
  console.log(`seed ${seed} done`);
}

const header = ['bot', ...SEEDS.map((s) => `seed ${s}`), 'total', 'attacks', 'soldiers left'];
const rows = CONFIGS.map((c) => {
  const bySeed = results.get(c.name)!;
  const loot = SEEDS.map((s) => bySeed.get(s)!.loot);
  const attacks = SEEDS.reduce((sum, s) => sum + bySeed.get(s)!.attacks, 0);
  const left = SEEDS.reduce((sum, s) => sum + bySeed.get(s)!.soldiersLeft, 0);
  return { name: c.name, planner: c.templateId === 'strategy-planner', loot, total: loot.reduce((a, b) => a + b, 0), attacks, left };
});
console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${r.name} | ${r.loot.map(n).join(' | ')} | ${n(r.total)} | ${r.attacks} | ${r.left} |`);
const templates = rows.filter((r) => !r.planner);
if (!templates.length) process.exit(0);
const bestTotal = templates.reduce((a, b) => (b.total > a.total ? b : a));
const bestPerSeed = SEEDS.map((_, i) => Math.max(...templates.map((t) => t.loot[i]!)));
console.log(`\nBest template setting overall: ${bestTotal.name}, ${n(bestTotal.total)} loot over ${SEEDS.length} game days.`);
for (const planner of rows.filter((r) => r.planner)) {
  console.log(
    `${planner.name}: ${n(planner.total)} (${((planner.total / bestTotal.total - 1) * 100).toFixed(1)} % against the best setting overall; ` +
      `against the best setting of each seed: ${SEEDS.map((s, i) => `seed ${s} ${((planner.loot[i]! / bestPerSeed[i]! - 1) * 100).toFixed(1)} %`).join(', ')}).`,
  );
}
process.exit(0);
