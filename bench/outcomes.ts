/**
 * bench/outcomes: how well each attacking template plays on its defaults, and whether its army lasts. Each
 * plays seven game days on a local game server with a fixed seed, for accounts at three levels (a new
 * player; level 15, two waves; level 30, three waves), and the table gives what the game server itself
 * recorded: loot per game day and hour, soldiers lost per 1,000 loot, attacks won and lost, the army at the
 * start and the end (at home, out and wounded in the hospital, of the castles it played from), the coins
 * spent on upkeep (recruiting and healing, read off the server's own purse around each such command), the
 * game minutes the bot said it cannot go on (stalled), and those it spent online with no army out and
 * nothing sent while it did not say so ("idle, shown active"; the longest stretch beside it). Then it
 * checks issue 65's targets.
 *   npm run bench -- outcomes   (BENCH_SEED=7; BENCH_TIME_SCALE=720 game seconds per real second, the scale
 *   its figures hold at: at 1,440 a bot plays fewer attacks a game hour, docs/benchmarks.md issue 65;
 *   BENCH_GAME_DAYS=7, fewer for a quick check; BENCH_ONLY=baron to run the templates whose id contains it;
 *   BENCH_LOG=1 prints every console line)
 *
 * The templates play the event-free targets: robber baron camps, the Strategy Planner's (the same camps),
 * fortresses in the Burning Sands and the Storm Islands' sea forts. Raids are off and the daily attack
 * limit is lifted: neither is about how an attack goes. Everything the game paces in real time (attacks
 * 4 s apart, map reads) is shortened by the time scale. A column the code under test does not have (a
 * simulator without a hospital) prints "—".
 */
import { zoneOf } from '@shared/game';
import { RESULT } from '@shared/game-wire/protocol';
import { loginFields, newDeviceId } from '@shared/game-wire/login';
import { baronFarmer } from '@shared/templates/units/baron-farmer';
import { strategyPlanner } from '@shared/templates/units/strategy-planner';
import { fortresses } from '@shared/templates/units/fortresses';
import { stormSeaForts } from '@shared/templates/units/storm-sea-forts';
import { startSimulator, type Simulator } from '../simulator/server';
import { isGameCommand } from '../simulator/session/commands';
import { START } from '../simulator/core/rules';
import { runBot } from '../api/src/runtime/bot-run';
import { SessionPool } from '../api/src/runtime/session-pool';
import type { AccountSpec, BotSpec } from '../api/src/runtime/types';
import { printTable, printTargets, type Result, type Run } from './lib/outcomes-report';

const SEED = Number(process.env.BENCH_SEED ?? 7);
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? 720);
const GAME_DAYS = Number(process.env.BENCH_GAME_DAYS ?? 7);
const GAME_HOURS = GAME_DAYS * 24;
const RUN_MS = (GAME_HOURS * 3_600_000) / TIME_SCALE;
/** One bot step every 12 game seconds at the fastest pacing of 1 s, scaled. */
const PACE_SCALE = 12 / TIME_SCALE;
const STEPS = { minDelaySeconds: 1, maxDelaySeconds: 1, breakEveryMinutes: 0, activeHours: '00-24', maxAttacksPerDay: 1000 };
/** The simulator has a hospital when it answers healing (`hru`, issue 65); before it, wounded and healing print "—". */
const HAS_HOSPITAL = isGameCommand('hru');

const TEMPLATES = [baronFarmer, strategyPlanner, fortresses, stormSeaForts].filter((t) => !process.env.BENCH_ONLY || t.id.includes(process.env.BENCH_ONLY));
/** The accounts: level, and the soldiers in each castle (a new account has 200 in its main castle). */
const LEVELS = [
  { level: 1, soldiers: 200 },
  { level: 15, soldiers: 600 },
  { level: 30, soldiers: 1500 },
];

type Player = NonNullable<ReturnType<Simulator['world']['player']>>;
const ARMY_OUT = new Set(['attack', 'return', 'travel', 'kingdom']);

/** Soldiers in a castle's hospital: wounded (listed in `gui`'s `HI`) and being healed (`spl` list 2), home once healed. */
function inHospital(castle: Player['castles'][number]): number {
  return (castle.wounded ?? 0) + (castle.healing ?? []).reduce((sum, job) => sum + job.amount, 0);
}

/** A castle's soldiers: at home, out from it (attacking, coming home, on their way to another castle) and, with a hospital, in it. */
type CastleArmy = { castleId: number; soldiers: number; hospital: number | null };

function armiesOf(player: Player): CastleArmy[] {
  return player.castles.map((c) => {
    const out = player.movements.filter((m) => ARMY_OUT.has(m.type) && m.castleId === c.id).reduce((sum, m) => sum + m.troops, 0);
    const hospital = HAS_HOSPITAL ? inHospital(c) : null;
    return { castleId: c.id, soldiers: c.troops + out + (hospital ?? 0), hospital };
  });
}

/**
 * The army the bot plays with: the soldiers of the castles it sent soldiers from or to (a castle it never
 * touched, such as the Storm Islands castle a baron farmer leaves alone, would hide the losses of the other),
 * or of every castle holding soldiers when it sent none.
 */
function armyPlayed(armies: CastleArmy[], played: ReadonlySet<number>) {
  const counted = played.size > 0 ? armies.filter((a) => played.has(a.castleId)) : armies;
  const hospital = HAS_HOSPITAL ? counted.reduce((sum, a) => sum + (a.hospital ?? 0), 0) : null;
  return { army: counted.reduce((sum, a) => sum + a.soldiers, 0), hospital };
}

/**
 * Counts the coins the server took for recruiting (`bup`) and healing (`hru`): the player's purse before
 * and after each such command the server accepted, so the figure is the server's own price, whatever it is.
 */
function countUpkeep(sim: Simulator, player: Player, r: Result) {
  const execute = sim.world.execute.bind(sim.world);
  sim.world.execute = (zone, name, command, payload, connection) => {
    const before = player.coins;
    const reply = execute(zone, name, command, payload, connection);
    if (name !== player.name || reply.result !== RESULT.OK || (command !== 'bup' && command !== 'hru')) return reply;
    const amount = Number((payload as Record<string, unknown>)[command === 'bup' ? 'AMT' : 'A'] ?? 0);
    if (command === 'bup') {
      r.recruitCoins += before - player.coins;
      r.recruited += amount;
    } else {
      r.healCoins = (r.healCoins ?? 0) + before - player.coins;
      r.healed = (r.healed ?? 0) + amount;
    }
    return reply;
  };
}

function newAccount(sim: Simulator, at: (typeof LEVELS)[number]) {
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
  for (const castle of player.castles) {
    castle.troops = castle.kingdom === 'green' || castle.kingdom === 'storm' ? at.soldiers : 0;
    // Soldiers eat (issue 65): each castle makes the food a new castle makes for each of its soldiers (twice
    // what they eat), as a player who holds 1,500 has farms to feed them; a new castle's farm would starve them.
    const fed = (START.production.food * castle.troops) / START.troops;
    castle.baseProduction = { ...castle.baseProduction, food: Math.max(castle.baseProduction.food, fed) };
  }
  return { account, player };
}

async function play(templateId: string, defaults: Record<string, string | number>, at: (typeof LEVELS)[number]): Promise<Result> {
  const sim = await startSimulator({
    port: 0,
    seed: SEED,
    timeScale: TIME_SCALE,
    raidChancePerHour: 0,
    attackSpacingMs: Math.ceil(4000 / TIME_SCALE),
    maxRequestsPerSecond: 1000,
  });
  const { account, player } = newAccount(sim, at);
  const r: Result = {
    ...{
      loot: 0,
      lost: 0,
      won: 0,
      lostFights: 0,
      idleMin: 0,
      longestIdleMin: 0,
      stalledMin: 0,
      recruitCoins: 0,
      recruited: 0,
      coinsStart: player.coins,
      coinsEnd: 0,
    },
    ...{ armyStart: 0, armyEnd: 0, hospitalEnd: null, healCoins: HAS_HOSPITAL ? 0 : null, healed: HAS_HOSPITAL ? 0 : null },
  };
  const startArmies = armiesOf(player);
  countUpkeep(sim, player, r);
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
  const played = new Set<number>();
  const sample = sampler(r, player, startedAt, () => stalled, played);
  const poll = setInterval(() => {
    sim.world.player(account.zone, account.username); // catches the world up
    sample();
  }, SAMPLE_MS);
  await Bun.sleep(RUN_MS);
  abort.abort();
  await running.catch(() => {});
  clearInterval(poll);
  sample();
  const end = armyPlayed(armiesOf(player), played);
  Object.assign(r, { armyStart: armyPlayed(startArmies, played).army, armyEnd: end.army, hospitalEnd: end.hospital, coinsEnd: player.coins });
  sessions.closeAll();
  sim.stop();
  return r;
}

/** A sample every 10 ms: 0.12 game minutes at 720×. */
const SAMPLE_MS = 10;
const gameMin = (ms: number) => (ms * TIME_SCALE) / 60_000;

/**
 * Reads the game's own record of each fight and army home (the last 50 are kept: read often), counted once
 * each, and whether an army of ours is out: stalled while the bot says it cannot go on, idle otherwise.
 * Notes in `played` each castle soldiers left from or went to.
 */
function sampler(r: Result, player: Player, startedAt: number, isStalled: () => boolean, played: Set<number>) {
  const counted = new Set<string>();
  let idleRun = 0;
  return () => {
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
    // Soldiers on their way to another kingdom's castle (`kut`) are an army out too.
    const out = player.movements.filter((m) => ARMY_OUT.has(m.type));
    for (const m of out) for (const id of [m.castleId, m.toCastleId]) if (id !== undefined) played.add(id);
    if (out.length > 0) idleRun = 0;
    else if (isStalled()) r.stalledMin += gameMin(SAMPLE_MS);
    else {
      r.idleMin += gameMin(SAMPLE_MS);
      idleRun += gameMin(SAMPLE_MS);
      r.longestIdleMin = Math.max(r.longestIdleMin, idleRun);
    }
  };
}

console.log(
  `bench/outcomes: ${GAME_DAYS} game days (${(RUN_MS / 1000).toFixed(0)} s real at ${TIME_SCALE}×) per run, seed ${SEED}, raids off, ` +
    'templates on their defaults\n',
);
const runs = TEMPLATES.flatMap((t) => LEVELS.map((at) => ({ template: t.id, level: at.level, soldiers: at.soldiers, defaults: t.defaults })));
const results = await Promise.all(runs.map((run) => play(run.template, run.defaults as Record<string, string | number>, run)));
const measured: Run[] = runs.map((run, i) => ({ template: run.template, level: run.level, soldiers: run.soldiers, result: results[i]! }));
printTable(measured, GAME_HOURS);
printTargets(measured, GAME_HOURS);
process.exit(0);
