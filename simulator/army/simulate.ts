/**
 * Lazy time: a player's world only moves when someone reads or changes it. `advancePlayer` replays every
 * event due since the last access in time order (arrivals, feast ends, hourly raid rolls), accruing
 * production between them, so the result does not depend on when or how often the state was read.
 */
import { attackFight, defenceFight } from './battle-logs';
import { dropAfterWin } from '../economy/equipment';
import { earnOffering } from '../economy/generals-hub';
import { creditEventFights } from '../events/event-runs';
import { bringTowerDown } from '../events/battle-ground-towers';
import { recordFight } from '../economy/generals';
import { resolveAttack, planRaid, resolveRaid } from '../map/combat';
import { changeHonour } from './honour';
import { settleConstruction } from '../economy/construction';
import { desertHungry, runFood } from '../economy/food';
import { admitWounded, settleHealing } from './hospital';
import { shareLosses } from './support';
import { defenceOf, levelFor, npcById } from '../map/npcs';
import { baronDefence, campUnits, resolveBaronFight } from '../map/camp-fights';
import { returnTools, toolsByFlank } from './attack-army';
import { emptyDefence, type CastleRecord, type DefenceLayout, type MovementRecord, type PlayerCore, type Report, type Resources } from '../core/players';
import { createRng, type Rng } from '../core/rng';
import { DEFENCE, GAME_HOUR_MS, GAME_MINUTE_MS, MAX_REPORTS, NPC_COOLDOWN_MINUTES, RAID, gameDay, realMs } from '../core/rules';
import { arriveSpies } from './spies';
import { arriveConquest as arriveLandmarkConquest, arriveGift } from './landmark-actions';
import { arriveConquest as arriveIsleConquest } from './isle-conquest';
import { travelMs } from '../map/travel';
import { effectiveProduction } from '../core/players';
import type { SimContext } from './sim-context';

export { travelMs } from '../map/travel';

export function cooldownMs(timeScale: number): number {
  return Math.round(realMs(NPC_COOLDOWN_MINUTES * GAME_MINUTE_MS, timeScale));
}

function addCapped(castle: CastleRecord, add: Resources): void {
  for (const key of ['wood', 'stone', 'food'] as const) {
    castle.resources[key] = Math.max(castle.resources[key], Math.min(castle.capacity, castle.resources[key] + add[key]));
  }
}

function accrue(player: PlayerCore, t: number, timeScale: number): void {
  for (const castle of player.castles) {
    // Soldiers healed before t come home at their time, and eat from then (hospital.ts).
    settleHealing(castle, t, (at) => accrueCastle(player, castle, at, timeScale));
    accrueCastle(player, castle, t, timeScale);
  }
}

/** Production up to t, and the food the castle's soldiers eat meanwhile (economy/food.ts). */
function accrueCastle(player: PlayerCore, castle: CastleRecord, t: number, timeScale: number): void {
  if (t <= castle.updatedAt) return;
  const hours = ((t - castle.updatedAt) * timeScale) / GAME_HOUR_MS;
  const prod = effectiveProduction(castle, player.feastUntil > 0);
  addCapped(castle, { wood: prod.wood * hours, stone: prod.stone * hours, food: 0 });
  runFood(player, castle, prod.food, hours);
  castle.updatedAt = t;
}

function report(player: PlayerCore, entry: Report): void {
  player.reports.push(entry);
  if (player.reports.length > MAX_REPORTS) player.reports.splice(0, player.reports.length - MAX_REPORTS);
}

function castleOf(player: PlayerCore, id: number): CastleRecord | undefined {
  return player.castles.find((c) => c.id === id);
}

function arriveAttack(player: PlayerCore, m: MovementRecord, rng: Rng, ctx: SimContext): void {
  if (m.landmark) return arriveLandmarkConquest(player, m, rng, ctx);
  if (m.conquest) return arriveIsleConquest(player, m, rng, ctx);
  const castle = castleOf(player, m.castleId);
  const target = m.targetId === null ? undefined : npcById(ctx.seed, player.zone, m.targetId);
  if (!castle) return;
  if (!target) {
    castle.troops += m.troops;
    returnTools(castle, m.sent);
    return;
  }
  const wins = player.victories[target.id] ?? 0;
  const level = levelFor(target, wins);
  // A robber baron camp fights with the game's own defenders (camp-fights.ts); other targets by their worth in soldiers.
  const camp = baronDefence(target, wins);
  const defence = camp ? campUnits(camp) : defenceOf(target, wins);
  const outcome = camp ? resolveBaronFight(rng, m, level, camp) : resolveAttack(rng, m.troops, { kind: target.kind, level, defence });
  if (outcome.won) {
    player.victories[target.id] = wins + 1;
    const day = gameDay(m.arrivesAt, ctx.timeScale);
    player.dayWins = { day, wins: player.dayWins?.day === day ? player.dayWins.wins + 1 : 1 };
    creditEventFights(player, m.arrivesAt, ctx.eventsAt(m.arrivesAt));
    bringTowerDown(player, m.arrivesAt, ctx.eventsAt(m.arrivesAt));
  }
  recordFight(player, ctx.seed, m.lordId, outcome.won);
  if (outcome.won) dropAfterWin(player, ctx.seed, m.id);
  if (outcome.won) earnOffering(player, ctx.seed, m.id);
  // A won attack earns the target's level in honour (honour.ts: the formula is not public).
  const honour = outcome.won ? changeHonour(player, level, m.arrivesAt, ctx.timeScale) : 0;
  // The cooldown was set when the army left (cra), and a skip may have shortened it since: kept as it is.
  report(player, {
    at: m.arrivesAt,
    kind: 'attack',
    castleId: castle.id,
    targetId: target.id,
    won: outcome.won,
    troopsLost: outcome.troopsLost,
    ...(outcome.loot ? { loot: outcome.loot } : {}),
    fight: attackFight(player, target, level, {
      ...{ troops: m.troops, lost: outcome.troopsLost, defence, won: outcome.won, loot: outcome.loot, coins: outcome.coins ?? 0, honour },
      ...(m.sent && { tools: toolsByFlank(m.sent) }),
    }),
  });
  admitWounded(castle, outcome.troopsLost);
  if (outcome.survivors <= 0) return;
  player.movements.push({
    id: ctx.nextId(),
    type: 'return',
    castleId: castle.id,
    targetId: target.id,
    troops: outcome.survivors,
    departedAt: m.arrivesAt,
    arrivesAt: m.arrivesAt + travelMs(castle, target, ctx.timeScale),
    loot: outcome.loot,
    ...(outcome.coins && { coins: outcome.coins }),
    attacker: null,
    lordId: m.lordId ?? null,
  });
}

function arriveReturn(player: PlayerCore, m: MovementRecord): void {
  const castle = castleOf(player, m.castleId);
  if (!castle) return;
  castle.troops += m.troops;
  // Only a recalled attack (mcm) comes home as itself, with the tools it never used; a fought one's are used up (camp-fights.ts).
  returnTools(castle, m.sent);
  if (m.loot) addCapped(castle, m.loot);
  // A camp's coins are the player's once the army is home, as its loot is the castle's (rules.ts BARON_COINS_PER_LEVEL).
  if (m.coins) player.coins += m.coins;
  player.wins += m.loot ? 1 : 0;
  player.level = 1 + Math.floor(player.wins / 10);
  report(player, {
    at: m.arrivesAt,
    kind: 'return',
    castleId: castle.id,
    targetId: m.targetId,
    ...(m.loot ? { loot: m.loot } : {}),
    ...(m.coins && { coins: m.coins }),
  });
}

/** Tools placed in a castle's wall, moat and keep. */
export function placedTools(layout: DefenceLayout): number {
  const slots = [...layout.wall.L, ...layout.wall.M, ...layout.wall.R, ...layout.moat.L, ...layout.moat.M, ...layout.moat.R, ...layout.keep];
  return slots.reduce((sum, [wod, amount]) => (wod === -1 ? sum : sum + amount), 0);
}

function arriveIncoming(player: PlayerCore, m: MovementRecord, ctx: SimContext): void {
  const castle = castleOf(player, m.castleId);
  if (!castle) return;
  // The placed defence tools fight beside the garrison and are used up (rules.ts DEFENCE).
  const tools = placedTools(castle.defence);
  // Other players' support standing in the castle fights beside the garrison (support.ts).
  const present = (castle.support ?? []).filter((s) => s.arrivesAt <= m.arrivesAt && m.arrivesAt < s.until && s.troops > 0);
  const helpers = present.reduce((sum, s) => sum + s.troops, 0);
  const garrison = castle.troops + helpers + tools * DEFENCE.soldiersPerTool;
  const outcome = resolveRaid(garrison, m.troops, castle.resources);
  castle.defence = emptyDefence();
  // The tools' share of the losses is not soldiers: only soldiers (the garrison's and the support's) can be lost.
  const troopsLost = shareLosses(castle, present, outcome.troopsLost);
  admitWounded(castle, troopsLost);
  // A lost defence costs the defender's level in honour (honour.ts).
  const honour = outcome.repelled ? 0 : changeHonour(player, -player.level, m.arrivesAt, ctx.timeScale);
  if (outcome.stolen) {
    castle.resources.wood -= outcome.stolen.wood;
    castle.resources.stone -= outcome.stolen.stone;
    castle.resources.food -= outcome.stolen.food;
  }
  report(player, {
    at: m.arrivesAt,
    kind: 'incoming',
    castleId: castle.id,
    attacker: m.attacker,
    won: outcome.repelled,
    troopsLost,
    ...(outcome.stolen ? { stolen: outcome.stolen } : {}),
    ...(helpers > 0 ? { support: helpers } : {}),
    fight: defenceFight(player, castle, {
      raider: m.attacker,
      strength: m.troops,
      garrison,
      lost: troopsLost,
      repelled: outcome.repelled,
      stolen: outcome.stolen,
      honour,
    }),
  });
}

/** A support's survivors are home: as many as still stand in the other castle's entry. */
function arriveSupportHome(player: PlayerCore, m: MovementRecord, ctx: SimContext): void {
  const castle = castleOf(player, m.castleId);
  if (castle) castle.troops += ctx.survivors(m.ally?.supportId ?? -1) ?? m.troops;
}

/** Units sent to another kingdom, or to another of our castles, join the castle there. */
function arriveKingdom(player: PlayerCore, m: MovementRecord): void {
  const castle = m.toCastleId === undefined ? undefined : castleOf(player, m.toCastleId);
  if (castle) castle.troops += m.troops;
}

function rollRaid(player: PlayerCore, at: number, rng: Rng, ctx: SimContext): MovementRecord | null {
  if (rng.next() >= ctx.raidChancePerHour || player.castles.length === 0) return null;
  const plan = planRaid(rng);
  const castle = rng.pick(player.castles);
  const raid: MovementRecord = {
    id: ctx.nextId(),
    type: 'incoming',
    castleId: castle.id,
    targetId: null,
    troops: plan.strength,
    departedAt: at,
    arrivesAt: at + Math.round(realMs(plan.travelMinutes * GAME_MINUTE_MS, ctx.timeScale)),
    loot: null,
    attacker: plan.attacker,
  };
  player.movements.push(raid);
  return raid;
}

function arriveMarket(player: PlayerCore, m: MovementRecord, ctx: SimContext): void {
  if (m.landmark) return arriveGift(player, m, ctx);
  const castle = m.toCastleId === undefined ? undefined : castleOf(player, m.toCastleId);
  if (!castle || !m.loot) return;
  addCapped(castle, m.loot);
  report(player, { at: m.arrivesAt, kind: 'transfer', castleId: castle.id, loot: m.loot });
}

type Due = { at: number; kind: 'movement'; movement: MovementRecord } | { at: number; kind: 'feast' } | { at: number; kind: 'raid' };

function nextDue(player: PlayerCore): Due {
  let due: Due = { at: player.nextRaidAt, kind: 'raid' };
  // Movements first among equal times (ties by id), then feasts, and the raid roll last.
  const earlier = (at: number) => at < due.at || (at === due.at && due.kind === 'raid');
  const byTime = [...player.movements].sort((a, b) => a.arrivesAt - b.arrivesAt || a.id - b.id);
  const first = byTime[0];
  if (first && earlier(first.arrivesAt)) due = { at: first.arrivesAt, kind: 'movement', movement: first };
  if (player.feastUntil > 0 && earlier(player.feastUntil)) due = { at: player.feastUntil, kind: 'feast' };
  return due;
}

/**
 * Brings a player up to `now`. Returns the raids launched during this catch-up that are still on their
 * way, which the server pushes to a connected player.
 */
export function advancePlayer(player: PlayerCore, now: number, ctx: SimContext): MovementRecord[] {
  const rng = createRng(0, player);
  const hourMs = realMs(GAME_HOUR_MS, ctx.timeScale);
  const maxBehind = RAID.maxCatchUpHours * hourMs;
  if (now - player.nextRaidAt > maxBehind) {
    player.nextRaidAt += Math.floor((now - player.nextRaidAt - maxBehind) / hourMs) * hourMs;
  }
  const launched: MovementRecord[] = [];
  for (;;) {
    const due = nextDue(player);
    if (due.at > now) break;
    accrue(player, due.at, ctx.timeScale);
    switch (due.kind) {
      case 'movement': {
        const m = due.movement;
        player.movements = player.movements.filter((x) => x !== m);
        if (m.type === 'attack') arriveAttack(player, m, rng, ctx);
        else if (m.type === 'return') arriveReturn(player, m);
        else if (m.type === 'market') arriveMarket(player, m, ctx);
        else if (m.type === 'kingdom' || m.type === 'travel') arriveKingdom(player, m);
        else if (m.type === 'kingdomGoods') arriveMarket(player, m, ctx);
        else if (m.type === 'supportHome') arriveSupportHome(player, m, ctx);
        else if (m.type === 'incoming') arriveIncoming(player, m, ctx);
        else if (m.type === 'spy') arriveSpies(player, m, ctx);
        // 'support': arrived at the other castle, where it stands (the castle's entry, support.ts);
        // 'spyHome': the spies are home, free again once their movement is gone (spies.ts).
        break;
      }
      case 'feast':
        player.feastLevel = 0;
        player.feastUntil = 0;
        break;
      case 'raid': {
        // The hourly roll is also the hour at which hungry castles lose soldiers (economy/food.ts).
        desertHungry(player);
        const raid = rollRaid(player, due.at, rng, ctx);
        if (raid) launched.push(raid);
        player.nextRaidAt += hourMs;
        break;
      }
    }
  }
  accrue(player, now, ctx.timeScale);
  for (const castle of player.castles) settleConstruction(castle, now);
  return launched.filter((m) => player.movements.includes(m));
}
