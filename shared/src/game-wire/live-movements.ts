/**
 * Armies and goods on their way (`gam`, and the movement an action sends back), read for the bots: ours
 * going out and coming home, transports and support between castles, attacks on us and on our alliance.
 * Durations from the game become epoch milliseconds, counted from when the payload was read (`now`).
 */
import { ATTACK_MOVEMENT_TYPES, AREA_TYPE, MOVEMENT_TYPE } from './ids';
import type { Resources } from './live-data';
import { GameDataError, isNum, isObj, listOf, numOr, type Obj } from './live-read';

export type Movement = {
  id: number;
  /**
   * attack: our army on its way out; return: coming home; transport: goods between our castles; travel:
   * troops on their way to another of our castles (`cat`); support: our soldiers on their way to defend
   * another player's castle (`cds`); incoming: someone attacking us; ally: someone attacking a member of
   * our alliance.
   */
  type: 'attack' | 'return' | 'transport' | 'travel' | 'support' | 'incoming' | 'ally';
  /** Our castle at either end (for `ally`, the member's castle under attack). */
  castleId: number;
  /** The other end: its position, area type (an NPC camp for our armies) and, for a castle, its id. */
  target: { x: number; y: number; areaType: number; id: number | null } | null;
  troops: number;
  arrivesAt: number;
  loot: Resources | null;
  attacker: string | null;
  /** The commander leading our army, when the game says. */
  lordId: number | null;
  /** `attack`: when it left, from the time it has travelled (`PT`). */
  departedAt?: number;
  /** `ally`: the member attacked and where; `support`: the player we defend. */
  ally?: { playerId: number; name: string; x: number; y: number };
};

/** `[wodId, count]` pairs summed; unreadable pairs and amounts ≤ 0 are left out (EmpireCore gamedata/stacks.py:144-165). */
function unitTotal(value: unknown): number {
  return listOf(value).reduce<number>((sum, pair) => (Array.isArray(pair) && isNum(pair[1]) && pair[1] > 0 ? sum + pair[1] : sum), 0);
}

/** Goods `[key, amount]` as wood, stone and food; other goods are not ours to count. */
function goods(value: unknown): Resources | null {
  if (!Array.isArray(value)) return null;
  const r = { wood: 0, stone: 0, food: 0 };
  const keys: Record<string, keyof Resources> = { W: 'wood', S: 'stone', F: 'food' };
  for (const pair of value) {
    if (Array.isArray(pair) && keys[String(pair[0])] && isNum(pair[1])) r[keys[String(pair[0])]!] += pair[1];
  }
  return r;
}

/**
 * The player's movements and the attacks on the player, from a movement list (`gam`, pushed or asked).
 * Entries that cannot be read, or are other players' business, are left out.
 */
export function readMovements(gam: unknown, playerId: number, now = Date.now()): Movement[] {
  if (!isObj(gam)) throw new GameDataError("the game's movement list (gam) is missing");
  const owners = readOwners(gam.O);
  return listOf(gam.M).flatMap((entry) => {
    const movement = readMovement(entry, owners, playerId, now);
    return movement ? [movement] : [];
  });
}

/** A movement wrapper sent back by an action (`cra`'s `AAM`, `crm`'s `A`), or null when it is not ours. */
export function readSentMovement(wrapper: unknown, playerId: number, now = Date.now()): Movement | null {
  return readMovement(wrapper, { names: new Map(), alliances: new Map() }, playerId, now);
}

/** The owner records a list names: their names, and their alliances (`AID`, -1 for none: EmpireCore movements/models/movement.py:329-350). */
type Owners = { names: Map<number, string>; alliances: Map<number, number> };

function readOwners(value: unknown): Owners {
  const owners: Owners = { names: new Map(), alliances: new Map() };
  for (const owner of listOf(value)) {
    if (!isObj(owner) || !isNum(owner.OID)) continue;
    if (typeof owner.N === 'string') owners.names.set(owner.OID, owner.N);
    if (isNum(owner.AID)) owners.alliances.set(owner.OID, owner.AID);
  }
  return owners;
}

/** Rows whose field 3 is the area id of a player's own place: castles, kingdom castles, Berimond camps (EmpireCore map/models/items.py:100-138). */
const OWNED_AREA_TYPES = new Set<number>([AREA_TYPE.CASTLE, AREA_TYPE.KINGDOM_CASTLE, AREA_TYPE.FACTION_CAMP]);

function readRow(value: unknown): { x: number; y: number; areaType: number; id: number | null } | null {
  if (!Array.isArray(value) || !isNum(value[0]) || !isNum(value[1]) || !isNum(value[2])) return null;
  return { areaType: value[0], x: value[1], y: value[2], id: OWNED_AREA_TYPES.has(value[0]) && isNum(value[3]) ? value[3] : null };
}

function readMovement(entry: unknown, owners: Owners, playerId: number, now: number): Movement | null {
  if (!isObj(entry) || !isObj(entry.M) || !isNum(entry.M.MID)) return null;
  const m = entry.M;
  const id = entry.M.MID;
  const type = numOr(m.T, -1);
  const home = numOr(m.D, 0) === 1;
  const arrivesAt = now + Math.max(0, Math.round((numOr(m.TT, 0) - numOr(m.PT, 0)) * 1000));
  const source = readRow(m.SA);
  const target = readRow(m.TA);
  const lord = isObj(entry.UM) && isObj(entry.UM.L) && isNum(entry.UM.L.ID) ? entry.UM.L.ID : null;
  if (numOr(m.OID, NaN) === playerId) {
    // Our castle is the castle row we own: the source on the way out, the target on the way home.
    const ours = home ? target : source;
    const other = home ? source : target;
    if (!ours || ours.id === null || type === MOVEMENT_TYPE.SPY) return null; // spies (csm, from the web client) are no army
    if (type === MOVEMENT_TYPE.MARKET) {
      return {
        id,
        type: 'transport',
        castleId: ours.id,
        target,
        troops: 0,
        arrivesAt,
        loot: isObj(entry.MM) ? goods(entry.MM.G) : null,
        attacker: null,
        lordId: null,
      };
    }
    const troops = armySize(entry);
    // A travel movement (T 2) on its way out to a castle of ours: troops moving house (EmpireCore
    // support.py:125-226, `cat`); on its way home (D 1) it is an army returning.
    if (type === MOVEMENT_TYPE.TRAVEL && !home && other && other.id !== null) {
      return { id, type: 'travel', castleId: ours.id, target: other, troops, arrivesAt, loot: null, attacker: null, lordId: lord };
    }
    // Support (T 1 DEFENCE, EmpireCore enums/movements.py:17) on its way to another player's castle.
    if (type === MOVEMENT_TYPE.DEFENCE && !home && other) {
      const allyId = numOr(m.TID, -1);
      const ally = { playerId: allyId, name: owners.names.get(allyId) ?? `player ${allyId}`, x: other.x, y: other.y };
      return { id, type: 'support', castleId: ours.id, target: other, troops, arrivesAt, loot: null, attacker: null, lordId: lord, ally };
    }
    // An attack on its way says how long it has travelled (`PT`): it may be recalled within 600 s (mcm).
    const departed = home ? {} : { departedAt: now - Math.max(0, numOr(m.PT, 0)) * 1000 };
    return {
      id,
      type: home ? 'return' : 'attack',
      castleId: ours.id,
      target: other,
      troops,
      arrivesAt,
      loot: home ? goods(entry.G) : null,
      attacker: null,
      lordId: lord,
      ...departed,
    };
  }
  // Someone else's army at one of our castles, or at an alliance member's (EmpireCore movements/tracked.py:316-337,
  // state/announcer.py:185-210: the list also carries attacks on members, `TID` the member, whose owner
  // record names our alliance; a member's own attack on someone outside is not one on us).
  if (home || !ATTACK_MOVEMENT_TYPES.has(type) || !target || target.id === null) return null;
  const attacker = owners.names.get(numOr(m.OID, NaN)) ?? null;
  const targetId = numOr(m.TID, NaN);
  if (targetId === playerId)
    return { id, type: 'incoming', castleId: target.id, target: source, troops: armySize(entry), arrivesAt, loot: null, attacker, lordId: null };
  const ours = owners.alliances.get(playerId) ?? -1;
  if (ours < 0 || owners.alliances.get(targetId) !== ours || owners.alliances.get(numOr(m.OID, NaN)) === ours) return null;
  const ally = { playerId: targetId, name: owners.names.get(targetId) ?? `player ${targetId}`, x: target.x, y: target.y };
  return { id, type: 'ally', castleId: target.id, target: source, troops: armySize(entry), arrivesAt, loot: null, attacker, lordId: null, ally };
}

/** The army's size: its visible flanks (FA over GA), else the game's estimate (GS), else travelling units (A). */
function armySize(wrapper: Obj): number {
  const flanks = isObj(wrapper.FA) ? wrapper.FA : isObj(wrapper.GA) ? wrapper.GA : null;
  if (flanks) return (['L', 'M', 'R', 'RW'] as const).reduce((sum, flank) => sum + unitTotal(flanks[flank]), 0);
  if (isNum(wrapper.GS)) return wrapper.GS;
  return unitTotal(wrapper.A);
}
