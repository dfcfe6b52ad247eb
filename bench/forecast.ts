/**
 * bench/forecast: how well the bot's battle forecast (issue 65) tells what the local game server then
 * decides, over random robber baron camp fights. Each fight: a camp of a random kingdom and victory count,
 * an army of random barracks units (the soldiers a player recruits, ids.ts SOLDIER_IDS) and random attack
 * tools in stock (workshop tools, basic to elite), an attacker of a random level (its waves).
 *   - The bot's side, from what it reads: the camp's map row as the simulator writes it (live-views.ts
 *     npcRow), read by the bot's map reader (readMapTargets), its defenders from that row's kingdom and
 *     victories (sized-targets.ts: robberBaronCampDefence); the waves the client's auto-fill lays from the
 *     army and tools (fillCampAttack, every soldier at home: so fights it would lose are measured too);
 *     the forecast of those waves (forecastAttack). Also whether the bot, sizing with its default 20 %
 *     margin, would send the attack at all (sizeFor).
 *   - The simulator's side: the `cra` the bot sends for those waves (attack-waves.ts sizedWaves,
 *     attack-request.ts), through JSON as on the wire, read by the simulator (army/attack-army.ts
 *     readAttack), fought by the simulator's camp fight (map/camp-fights.ts resolveBaronFight) against its
 *     own record of the camp.
 * Prints the share of fights whose outcome agrees (target ≥ 98 %), the share whose soldiers lost are
 * within 10 % of the forecast (target: all), the largest miss, and how the attacks the bot would send came
 * out. Both sides decide by shared/src/combat/fight.ts, so they agree unless the reading, the fill, the
 * wire or the simulator's record loses something on the way; what the live game decides is not measured
 * here (fight.ts says which part of the fight is ours).
 *   npm run bench -- forecast   (BENCH_FIGHTS=1000, BENCH_SEED=65)
 */
import { SOLDIER_IDS, KINGDOM_BY_ID, AREA_TYPE, type Kingdom } from '@shared/game-wire/ids';
import { readMapTargets } from '@shared/game-wire/live-map';
import { attackRequest } from '@shared/game-wire/attack-request';
import { robberBaronCampDefence, type Stack } from '@shared/combat/camp-defence';
import { fillCampAttack } from '@shared/combat/auto-fill';
import { forecastAttack } from '@shared/combat/forecast';
import { CAMP_ROWS } from '@shared/game-data/camps';
import { sizedWaves } from '../api/src/runtime/actions/attack-waves';
import { marginOf, sizeFor } from '../api/src/runtime/actions/sized-targets';
import { readAttack } from '../simulator/army/attack-army';
import { baronDefence, resolveBaronFight } from '../simulator/map/camp-fights';
import { npcRow } from '../simulator/map/live-views';
import { createRng, type Rng } from '../simulator/core/rng';
import type { NpcSite } from '../simulator/map/npcs';
import type { MovementRecord } from '../simulator/core/players';
import type { Payload } from '../simulator/core/payload';

const FIGHTS = Number(process.env.BENCH_FIGHTS ?? 1000);
const SEED = Number(process.env.BENCH_SEED ?? 65);
/** Attack tools a workshop makes (units.json, not event tools): ladders, rams, bundles and shields, basic to elite. */
const WORKSHOP_TOOLS = [611, 614, 617, 620, 635, 640, 641, 642, 648, 649, 650, 651];
/** The kingdoms whose camps the game's table describes (dungeons.json `kID`). */
const KINGDOMS = [0, 1, 2, 3];

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng.next() * list.length)]!;
const between = (rng: Rng, low: number, high: number) => low + Math.floor(rng.next() * (high - low + 1));

/** Random stacks: 1 to `kinds` kinds of `ids`, each `low`–`high` strong. */
function stacksOf(rng: Rng, ids: readonly number[], kinds: number, low: number, high: number): Stack[] {
  const chosen = new Set<number>();
  const n = between(rng, 1, kinds);
  while (chosen.size < n) chosen.add(pick(rng, ids));
  return [...chosen].map((id): Stack => [id, between(rng, low, high)]);
}

/** A camp the table describes: its kingdom, its victories (from 0 to the table's last row). */
function randomCamp(rng: Rng): { kingdom: Kingdom; victories: number } {
  for (;;) {
    const kingdomId = pick(rng, KINGDOMS);
    const most = Math.max(...(CAMP_ROWS[kingdomId] ?? []).map((row) => row[0]));
    const victories = between(rng, 0, most);
    if (robberBaronCampDefence(victories, kingdomId)) return { kingdom: KINGDOM_BY_ID.get(kingdomId)!, victories };
  }
}

type Trial = { agree: boolean; within: boolean; miss: number; forecastWon: boolean; won: boolean; sent: boolean; tools: boolean };

function trial(rng: Rng, i: number): Trial | null {
  const { kingdom, victories } = randomCamp(rng);
  const site: NpcSite = { id: i, kind: 'baron', kingdom, level: 0, x: 100, y: 100, baseVictories: victories, isleId: 0 };
  // The bot reads the camp off its map row, as a map read brings it.
  const [target] = readMapTargets({ KID: 0, AI: [npcRow(site, 0, 0)] }, 0);
  if (!target || target.areaType !== AREA_TYPE.DUNGEON || target.victories === null) throw new Error('the camp row did not read as a camp');
  const camp = robberBaronCampDefence(target.victories, target.kingdomId)!;
  const soldiers = stacksOf(rng, [...SOLDIER_IDS], 3, 10, 400);
  const tools = rng.next() < 0.8 ? stacksOf(rng, WORKSHOP_TOOLS, 3, 1, 40) : [];
  const attackerLevel = between(rng, 1, 70);
  const { waves } = fillCampAttack([...soldiers, ...tools], camp, { target: camp.level, attacker: attackerLevel });
  if (!waves.length) return null;
  const forecast = forecastAttack({ waves, yard: [] }, camp);
  // Would the bot send it? Sized with its default margin from the same soldiers and tools.
  const budget = soldiers.reduce((n, [, c]) => n + c, 0);
  const sized = sizeFor(target, { pool: soldiers, budget, playerLevel: attackerLevel, margin: marginOf(20), tools });

  // The cra it sends, through JSON as on the wire, read and fought by the simulator.
  const request = attackRequest({ x: 0, y: 0, kingdomId: target.kingdomId }, target, 0, sizedWaves(waves, camp.level).waves);
  const sent = readAttack(JSON.parse(JSON.stringify(request)) as Payload);
  const movement: MovementRecord = {
    ...{ id: i, type: 'attack', castleId: 1, targetId: i, departedAt: 0, arrivesAt: 0, loot: null, attacker: null },
    troops: forecast.sent,
    sent,
  };
  const outcome = resolveBaronFight(createRng(SEED + i), movement, camp.level, baronDefence(site, 0)!);
  const miss = Math.abs(forecast.lost - outcome.troopsLost);
  return {
    agree: forecast.won === outcome.won,
    within: miss <= 0.1 * outcome.troopsLost,
    miss,
    forecastWon: forecast.won,
    won: outcome.won,
    sent: sized?.kind === 'attack',
    tools: forecast.tools.length > 0,
  };
}

const rng = createRng(SEED);
const trials: Trial[] = [];
for (let i = 0; trials.length < FIGHTS; i++) {
  const t = trial(rng, i);
  if (t) trials.push(t);
}
const share = (f: (t: Trial) => boolean, of = trials) => (of.length ? (100 * of.filter(f).length) / of.length : 0);
const pct = (n: number) => `${n.toFixed(1)} %`;
const sentByBot = trials.filter((t) => t.sent);
console.log(`Battle forecast against the simulator's fight: ${trials.length} random robber baron camp fights (seed ${SEED})`);
console.log(
  `  fights: ${trials.filter((t) => t.won).length} won, ${trials.filter((t) => !t.won).length} lost; with tools in the waves: ${trials.filter((t) => t.tools).length}`,
);
console.log(`  outcome agrees:          ${pct(share((t) => t.agree))}   (target ≥ 98 %)`);
console.log(`  soldiers lost within 10 %: ${pct(share((t) => t.within))}   (largest miss: ${Math.max(0, ...trials.map((t) => t.miss))} soldiers)`);
console.log(
  `  sent by the bot (20 % margin): ${sentByBot.length}, of which won ${pct(share((t) => t.won, sentByBot))}, forecast won ${pct(share((t) => t.forecastWon, sentByBot))}`,
);
const pass = share((t) => t.agree) >= 98 && share((t) => t.within) === 100;
console.log(pass ? '  targets: met' : '  targets: NOT met');
process.exit(pass ? 0 : 1);
