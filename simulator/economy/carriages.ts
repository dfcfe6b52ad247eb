/**
 * The Marketplace's carriages: what `crm` loads goods on and `cmi` reports (EmpireCore 0.59.0
 * movements/models/market.py). A send takes ceil(goods / capacity) of the source castle's carriages; too
 * few at home is refused with MISSING_CARRIAGE (109, EmpireCore enums/errors.py). The carriages are
 * busy until they are home: the way back takes as long as the way out. Not live: how many carriages a
 * castle has and what one carries (rules.ts MARKET_CARRIAGES: no public source gives the numbers), and the
 * way back is not listed among the movements (whether and how the live `gam` lists it is not public).
 * Every castle here has a Marketplace, so NO_MARKETPLACE (262) is never sent, nor is the live limit of
 * carriages to one player (228), whose number is not public either.
 */
import { KINGDOM_BY_ID, KINGDOM_ID } from '@shared/game-wire/ids';
import { MARKET_SCOPE, type LiveMarketCastle, type LiveMarketInfo } from '@shared/game-wire/market-info';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext } from '../core/command-context';
import { castleResources, gcu } from '../map/live-views';
import { sentMovement } from '../map/movement-views';
import { CommandError, int, oneOf, pairs, type Payload } from '../core/payload';
import { floorResources, type CastleRecord, type MovementRecord, type PlayerCore, type Resources } from '../core/players';
import { MARKET_CARRIAGES } from '../core/rules';
import { travelMs } from '../map/travel';

/** The goods `G` of a `crm` or `kgt`: `[key, amount]` pairs, at least one. */
export function goodsOf(req: Payload): Resources {
  const amounts = { wood: 0, stone: 0, food: 0 };
  const keys: Record<string, keyof typeof amounts> = { W: 'wood', S: 'stone', F: 'food' };
  for (const [key, amount] of pairs(req.G, 'G')) {
    const name = keys[String(key)];
    // Not live: the local world has only wood, stone and food.
    if (!name || amount <= 0) throw new CommandError(`goods ${key} cannot be sent`, RESULT.INVALID_PARAMETER_VALUE);
    amounts[name] += amount;
  }
  if (amounts.wood + amounts.stone + amounts.food === 0) throw new CommandError('nothing to send', RESULT.MISSING_PARAMETER);
  return amounts;
}

/** The castle's carriages at home now (those whose way back is over are home again, and forgotten). */
export function freeCarriages(castle: CastleRecord, now: number): number {
  const away = (castle.carriagesAway ?? []).filter((trip) => trip.homeAt > now);
  if (away.length > 0) castle.carriagesAway = away;
  else delete castle.carriagesAway;
  return Math.max(0, MARKET_CARRIAGES.perCastle - away.reduce((sum, trip) => sum + trip.count, 0));
}

/** Loads `amounts` on the castle's carriages until `homeAt`; returns how many went. Too few at home: 109, and nothing changes. */
export function loadCarriages(castle: CastleRecord, amounts: Resources, now: number, homeAt: number): number {
  const needed = Math.ceil((amounts.wood + amounts.stone + amounts.food) / MARKET_CARRIAGES.capacity);
  const free = freeCarriages(castle, now);
  if (needed > free) throw new CommandError(`${needed} carriages needed, ${free} at home`, RESULT.MISSING_CARRIAGE);
  castle.carriagesAway = [...(castle.carriagesAway ?? []), { count: needed, homeAt }];
  return needed;
}

/**
 * Goods on their way (`crm`) to `to`, one of the player's castles or a landmark (`bound` says which):
 * checked against the castle's stock, loaded on its carriages (home after as long again as the way out),
 * taken from the castle; the answer is the market movement with the player's money and the castle's stock.
 */
export function sendGoods(
  ctx: CommandContext,
  player: PlayerCore,
  from: CastleRecord,
  to: { x: number; y: number },
  amounts: Resources,
  bound: Pick<MovementRecord, 'toCastleId' | 'landmark'>,
) {
  for (const key of ['wood', 'stone', 'food'] as const) {
    if (amounts[key] > from.resources[key]) throw new CommandError(`not enough ${key}`, RESULT.NOT_ENOUGH_RESOURCES);
  }
  const arrivesAt = ctx.now + travelMs(from, to, ctx.timeScale);
  const carriages = loadCarriages(from, amounts, ctx.now, arrivesAt + (arrivesAt - ctx.now));
  for (const key of ['wood', 'stone', 'food'] as const) from.resources[key] -= amounts[key];
  const movement: MovementRecord = {
    id: ctx.nextId(),
    type: 'market',
    castleId: from.id,
    ...bound,
    targetId: null,
    troops: 0,
    departedAt: ctx.now,
    arrivesAt,
    loot: amounts,
    attacker: null,
    carriages,
  };
  player.movements.push(movement);
  const sent = sentMovement(player, movement, ctx.now, ctx.seed);
  return { gcu: gcu(player), grc: castleResources(from), O: sent.owners, A: sent.movement };
}

function marketCastle(castle: CastleRecord, now: number): LiveMarketCastle {
  const stock = floorResources(castle.resources);
  // Not live: the local world keeps no coal, oil, glass, iron, honey, mead or beef.
  return {
    KID: KINGDOM_ID[castle.kingdom],
    CID: castle.id,
    TC: MARKET_CARRIAGES.perCastle,
    AC: freeCarriages(castle, now),
    W: stock.wood,
    S: stock.stone,
    F: stock.food,
    C: 0,
    O: 0,
    G: 0,
    I: 0,
    HONEY: 0,
    MEAD: 0,
    BEEF: 0,
  };
}

/** `cmi {S, KID}`: every castle (S 1, KID as sent, the client's -1), or those of kingdom KID (S 0). */
export function marketInfo(player: PlayerCore, req: Payload, now: number): LiveMarketInfo {
  const scope = oneOf(req, 'S', [MARKET_SCOPE.CURRENT_KINGDOM, MARKET_SCOPE.ALL_KINGDOMS]);
  const kid = int(req, 'KID', -1);
  if (scope === MARKET_SCOPE.ALL_KINGDOMS) return { C: player.castles.map((c) => marketCastle(c, now)) };
  const kingdom = KINGDOM_BY_ID.get(kid);
  if (!kingdom) throw new CommandError(`no kingdom ${kid}`, RESULT.INVALID_PARAMETER_VALUE);
  return { C: player.castles.filter((c) => c.kingdom === kingdom).map((c) => marketCastle(c, now)) };
}
