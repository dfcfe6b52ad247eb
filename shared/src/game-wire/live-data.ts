/**
 * The one reader of the game's live data (shapes in live-shapes.ts) for the bots. It reads leniently, as
 * the live game is read by public clients: an absent optional section or field is "unknown", an unknown
 * field is ignored, an unreadable entry of a list is skipped. Only a reply that lacks what a step cannot
 * do without is a GameDataError, with a sentence for the console: the step fails, the bot goes on.
 *
 * Times: the game sends durations in seconds from "now"; they become epoch milliseconds here, from the
 * moment the payload was read (`now`).
 */
import { ATTACK_MOVEMENT_TYPES, AREA_TYPE, dungeonLevel, ISLE_LEVEL, KINGDOM_BY_ID, MINUTE_SKIPS, MOVEMENT_TYPE, NO_FESTIVAL, SOLDIER_IDS, type Kingdom, type MinuteSkip } from './ids';
import type { UnitCount } from './live-shapes';
import { buildingOf, type BuildingName } from './buildings';

export type Resources = { wood: number; stone: number; food: number };

/** What a castle holds, from `dcl` (or `grc` for the stock): known once asked for. */
export type CastleDetails = {
  resources: Resources;
  /** The smallest of the three storage capacities (0: unknown). */
  capacity: number;
  /** Per game hour (0: unknown). */
  production: Resources;
  /** Soldiers at home (ids.ts SOLDIER_IDS), and which. */
  troops: number;
  soldiers: Array<[wodId: number, count: number]>;
};

export type Castle = { id: number; name: string; kingdom: Kingdom; kingdomId: number; x: number; y: number; details: CastleDetails | null };

export type PlayerState = {
  playerId: number;
  name: string;
  level: number;
  coins: number;
  rubies: number;
  /** Minute skip items by key; null when the game did not say (no `sce`). */
  skips: Record<MinuteSkip, number> | null;
  castles: Castle[];
  /** The running feast (the game's festival), or null. */
  feast: { type: number; until: number } | null;
  /** Commander ids (`gli`); null when the game did not say. */
  commanders: number[] | null;
  /** Game time per real time: 1 on the live game. */
  timeScale: number;
};

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

/** An NPC target on the map, as a `gaa` row says: its level when the row carries one (or it derives from victories). */
export type MapTarget = { areaType: number; x: number; y: number; kingdomId: number; level: number | null; cooldownUntil: number; victories: number | null };

export type TaxState = { state: 'none' | 'collecting' | 'ready'; type: number; until: number; coins: number };

/** Game data a bot cannot use: the message says what is missing, for the console. */
export class GameDataError extends Error {
  constructor(detail: string) {
    super(`unreadable game data: ${detail}`);
  }
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numOr = (v: unknown, fallback: number) => (isNum(v) ? v : fallback);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `[wodId, count]` pairs summed; unreadable pairs and amounts ≤ 0 are left out (EmpireCore gamedata/stacks.py:144-165). */
function unitTotal(value: unknown): number {
  return listOf(value).reduce<number>((sum, pair) => (Array.isArray(pair) && isNum(pair[1]) && pair[1] > 0 ? sum + pair[1] : sum), 0);
}

/** The soldiers among a castle's units and tools, largest stack first. */
function soldiersIn(value: unknown): { troops: number; soldiers: Array<[number, number]> } {
  const counts = new Map<number, number>();
  for (const pair of listOf(value)) {
    if (Array.isArray(pair) && isNum(pair[0]) && SOLDIER_IDS.has(pair[0]) && isNum(pair[1]) && pair[1] > 0) counts.set(pair[0], (counts.get(pair[0]) ?? 0) + pair[1]);
  }
  const soldiers = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return { troops: soldiers.reduce((sum, [, n]) => sum + n, 0), soldiers };
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

function details(entry: Obj, grc: Obj | null): CastleDetails {
  const gpa = isObj(entry.gpa) ? entry.gpa : {};
  const stock = (key: 'W' | 'S' | 'F') => Math.floor(numOr(grc?.[key], numOr(entry[key], 0)));
  const capacities = (['MRW', 'MRS', 'MRF'] as const).map((k) => gpa[k]).filter(isNum);
  return {
    resources: { wood: stock('W'), stone: stock('S'), food: stock('F') },
    capacity: capacities.length === 3 ? Math.min(...capacities) : 0,
    production: { wood: Math.floor(numOr(gpa.DW, 0) / 10), stone: Math.floor(numOr(gpa.DS, 0) / 10), food: Math.floor(numOr(gpa.DF, 0) / 10) },
    ...soldiersIn(entry.AC),
  };
}

/** When each section of what a client knows arrived (epoch ms): times left in it count from then. */
export type ReceivedAt = Record<string, number>;

/**
 * The player and castles from what the game has said: the login bundle's sections (`gpi`, `gxp`, `gcu`,
 * `gcl`, `gli`, `sce`, `boi`) and the newest `dcl`/`grc`/`gcu` since. Needs `gpi.PID` and `gcl`; a
 * castle's details are null until `dcl` named it. `receivedAt` dates the sections with times left in them.
 */
export function readState(known: unknown, now = Date.now(), receivedAt: ReceivedAt = {}): PlayerState {
  if (!isObj(known)) throw new GameDataError("the game's login data is missing");
  const gpi = isObj(known.gpi) ? known.gpi : null;
  if (!gpi || !isNum(gpi.PID)) throw new GameDataError('the player id (gbd gpi PID) is missing');
  const gcl = isObj(known.gcl) ? known.gcl : null;
  if (!gcl) throw new GameDataError('the castle list (gbd gcl) is missing');

  const detailById = new Map<number, Obj>();
  for (const block of listOf(isObj(known.dcl) ? known.dcl.C : undefined)) {
    if (!isObj(block)) continue;
    for (const entry of listOf(block.AI)) if (isObj(entry) && isNum(entry.AID)) detailById.set(entry.AID, entry);
  }
  // A castle's `grc` (riding a reply, or pushed) overrides its `dcl` stock unless the `dcl` came later.
  const grcIsOlder = receivedAt.grc !== undefined && receivedAt.dcl !== undefined && receivedAt.dcl > receivedAt.grc;
  const grc = isObj(known.grc) && isNum(known.grc.AID) && !grcIsOlder ? known.grc : null;

  const castles: Castle[] = [];
  for (const block of listOf(gcl.C)) {
    if (!isObj(block) || !isNum(block.KID)) continue;
    const kingdom = KINGDOM_BY_ID.get(block.KID);
    if (!kingdom) continue;
    for (const entry of listOf(block.AI)) {
      const row = isObj(entry) ? entry.AI : null;
      if (!Array.isArray(row) || !isNum(row[1]) || !isNum(row[2]) || !isNum(row[3])) continue;
      const id = row[3];
      const entryDetail = detailById.get(id);
      castles.push({
        id,
        name: typeof row[10] === 'string' ? row[10] : `castle ${id}`,
        kingdom,
        kingdomId: block.KID,
        x: row[1],
        y: row[2],
        details: entryDetail ? details(entryDetail, grc?.AID === id ? grc : null) : null,
      });
    }
  }

  const gxp = isObj(known.gxp) ? known.gxp : {};
  const gcu = isObj(known.gcu) ? known.gcu : {};
  return {
    playerId: gpi.PID,
    name: typeof gpi.PN === 'string' ? gpi.PN : `player ${gpi.PID}`,
    level: numOr(gxp.LVL, 0),
    coins: numOr(gcu.C1, 0),
    rubies: numOr(gcu.C2, 0),
    skips: readSkips(known.sce),
    castles,
    feast: readFestival(isObj(known.boi) ? known.boi.bfs : undefined, now, receivedAt.boi ?? now),
    commanders: isObj(known.gli) ? listOf(known.gli.C).flatMap((c) => (isObj(c) && isNum(c.ID) ? [c.ID] : [])) : null,
    timeScale: isNum(known.timeScale) && known.timeScale > 0 ? known.timeScale : 1,
  };
}

/** Minute skips from `sce` (`[key, amount]` pairs); null when the game did not send it. */
function readSkips(sce: unknown): PlayerState['skips'] {
  if (!Array.isArray(sce)) return null;
  const skips = Object.fromEntries(Object.keys(MINUTE_SKIPS).map((k) => [k, 0])) as Record<MinuteSkip, number>;
  for (const pair of sce) {
    if (Array.isArray(pair) && String(pair[0]) in skips && isNum(pair[1])) skips[pair[0] as MinuteSkip] = pair[1];
  }
  return skips;
}

/** The festival (`boi.bfs`, or a `bfs` reply, received at `receivedAt`): type -1 or no time left means none runs. */
export function readFestival(bfs: unknown, now = Date.now(), receivedAt = now): PlayerState['feast'] {
  if (!isObj(bfs) || !isNum(bfs.T) || bfs.T === NO_FESTIVAL || !isNum(bfs.RT)) return null;
  const until = receivedAt + Math.round(bfs.RT * 1000);
  return until > now ? { type: bfs.T, until } : null;
}

/** The tax collector from `txi` (`{TX: {TT, RT, EM}}`): none (TT -1), collecting (RT ≥ 0 seconds left), ready (RT < 0). */
export function readTax(txi: unknown, now = Date.now()): TaxState | null {
  const tx = isObj(txi) && isObj(txi.TX) ? txi.TX : null;
  if (!tx || !isNum(tx.TT)) return null;
  if (tx.TT <= -1) return { state: 'none', type: -1, until: now, coins: 0 };
  const left = numOr(tx.RT, -1);
  return { state: left >= 0 ? 'collecting' : 'ready', type: tx.TT, until: now + Math.max(0, left) * 1000, coins: numOr(tx.EM, 0) };
}

export type RunningEvent = { id: number; endsAt: number };

/** The events running now, from `sei` (`{E: [{EID, RS}]}`, received at `receivedAt`); an entry without time left has ended (EmpireCore state/events.py). */
export function readEvents(sei: unknown, now = Date.now(), receivedAt = now): RunningEvent[] {
  if (!isObj(sei)) return [];
  return listOf(sei.E).flatMap((e) => (isObj(e) && isNum(e.EID) && e.EID > 0 && isNum(e.RS) && receivedAt + e.RS * 1000 > now ? [{ id: e.EID, endsAt: receivedAt + e.RS * 1000 }] : []));
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
      return { id, type: 'transport', castleId: ours.id, target, troops: 0, arrivesAt, loot: isObj(entry.MM) ? goods(entry.MM.G) : null, attacker: null, lordId: null };
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
    return { id, type: home ? 'return' : 'attack', castleId: ours.id, target: other, troops, arrivesAt, loot: home ? goods(entry.G) : null, attacker: null, lordId: lord, ...departed };
  }
  // Someone else's army at one of our castles, or at an alliance member's (EmpireCore movements/tracked.py:316-337,
  // state/announcer.py:185-210: the list also carries attacks on members, `TID` the member, whose owner
  // record names our alliance; a member's own attack on someone outside is not one on us).
  if (home || !ATTACK_MOVEMENT_TYPES.has(type) || !target || target.id === null) return null;
  const attacker = owners.names.get(numOr(m.OID, NaN)) ?? null;
  const targetId = numOr(m.TID, NaN);
  if (targetId === playerId) return { id, type: 'incoming', castleId: target.id, target: source, troops: armySize(entry), arrivesAt, loot: null, attacker, lordId: null };
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

/**
 * The NPC targets of a map read (`gaa` rows), in EmpireCore's layouts (map/models/items.py; the
 * simulator writes the same in simulator/live-views.ts npcRow): robber baron camps (2, level from
 * victories), fortresses (11), Storm isles (25, level from the isle id), Khan camps (35), Berimond towers
 * (17), and the invasion camps: Nomad (27) and Samurai (29) camps, the Daimyo's castle and townships
 * (37, 38), Foreign and Bloodcrow camps (21, 34) and Berimond invasion camps (30). Only the alien camps'
 * rows carry a level; the others' levels are in the game's data tables, which no public client reads.
 * Other rows are left out.
 */
export function readMapTargets(gaa: unknown, now = Date.now()): MapTarget[] {
  if (!isObj(gaa)) throw new GameDataError("the game's map area (gaa) is missing");
  const replyKid = numOr(gaa.KID, 0);
  const targets: MapTarget[] = [];
  for (const row of listOf(gaa.AI)) {
    if (!Array.isArray(row) || !isNum(row[0]) || !isNum(row[1]) || !isNum(row[2])) continue;
    const at = { areaType: row[0], x: row[1], y: row[2] };
    const cooldown = (i: number) => now + Math.max(0, numOr(row[i], 0)) * 1000;
    const count = (i: number) => (isNum(row[i]) ? row[i] : null);
    switch (row[0]) {
      case AREA_TYPE.DUNGEON: {
        const kid = numOr(row[6], replyKid);
        const victories = count(4);
        targets.push({ ...at, kingdomId: kid, level: victories === null ? null : dungeonLevel(victories, kid), cooldownUntil: cooldown(5), victories });
        break;
      }
      case AREA_TYPE.BOSS_DUNGEON:
        targets.push({ ...at, kingdomId: numOr(row[7], replyKid), level: count(4), cooldownUntil: cooldown(5), victories: null });
        break;
      case AREA_TYPE.ISLE_DUNGEON:
        targets.push({ ...at, kingdomId: numOr(row[3], replyKid), level: ISLE_LEVEL[numOr(row[5], -1)] ?? null, cooldownUntil: cooldown(6), victories: count(7) });
        break;
      case AREA_TYPE.KHAN_CAMP:
        targets.push({ ...at, kingdomId: replyKid, level: null, cooldownUntil: cooldown(5), victories: count(8) });
        break;
      case AREA_TYPE.FACTION_TOWER:
        if (row[4] === 1) break; // destroyed
        targets.push({ ...at, kingdomId: replyKid, level: count(7), cooldownUntil: now, victories: null });
        break;
      // items.py _invasion_camp 345-357 and _faction_invasion_camp 360-370: victories at 4, cooldown at 5.
      case AREA_TYPE.NOMAD_CAMP:
      case AREA_TYPE.SAMURAI_CAMP:
      case AREA_TYPE.FACTION_INVASION_CAMP:
        targets.push({ ...at, kingdomId: replyKid, level: null, cooldownUntil: cooldown(5), victories: count(4) });
        break;
      // items.py _daimyo 372-387: cooldown at 5.
      case AREA_TYPE.DAIMYO_CASTLE:
      case AREA_TYPE.DAIMYO_TOWNSHIP:
        targets.push({ ...at, kingdomId: replyKid, level: null, cooldownUntil: cooldown(5), victories: null });
        break;
      // items.py _alien_camp 318-331: the level at 3, a peace flag at 5 and no cooldown. GGE-BOT's forks read
      // field 5 as a cooldown; EmpireCore cites the client, so a camp in peace mode is taken as not
      // attackable until the map says otherwise (never skipped: its time left is unknown).
      case AREA_TYPE.ALIEN_CAMP:
      case AREA_TYPE.RED_ALIEN_CAMP:
        targets.push({ ...at, kingdomId: replyKid, level: count(3), cooldownUntil: row[5] === 1 ? Number.POSITIVE_INFINITY : now, victories: null });
        break;
    }
  }
  return targets;
}

/** A castle's defence as `dfc` reads it: tool slots per wall section, moat side and keep, and the tools in stock. */
export type DefenceReading = {
  wall: { L: UnitCount[]; M: UnitCount[]; R: UnitCount[] };
  /** Each wall section's unit share and composition, sent back unchanged with `dfw`. */
  wallUnits: { L: { UP: number; UC: number }; M: { UP: number; UC: number }; R: { UP: number; UC: number } };
  moat: { L: UnitCount[]; M: UnitCount[]; R: UnitCount[] };
  keep: UnitCount[];
  keepSupport: UnitCount[];
  keepSettings: { UC: number; MAUCT: number };
  /** Units and tools in the castle, not placed (`gui.I`), by wod id. */
  stock: Map<number, number>;
};

const slotsOf = (value: unknown): UnitCount[] => listOf(value).flatMap((s) => (Array.isArray(s) && isNum(s[0]) && isNum(s[1]) ? [[s[0], s[1]] as UnitCount] : []));

/** A `dfc` reply (EmpireCore defense/models.py:193-256); missing blocks read as empty. */
export function readDefence(dfc: unknown): DefenceReading {
  if (!isObj(dfc)) throw new GameDataError("the castle's defence (dfc) is missing");
  const dfw = isObj(dfc.dfw) ? dfc.dfw : {};
  const section = (key: 'L' | 'M' | 'R') => (isObj(dfw[key]) ? (dfw[key] as Obj) : {});
  const dfm = isObj(dfc.dfm) ? dfc.dfm : {};
  const dfk = isObj(dfc.dfk) ? dfc.dfk : {};
  const gui = isObj(dfc.gui) ? dfc.gui : {};
  const stock = new Map<number, number>();
  for (const [wod, n] of slotsOf(gui.I)) stock.set(wod, (stock.get(wod) ?? 0) + n);
  const units = (key: 'L' | 'M' | 'R') => ({ UP: numOr(section(key).UP, 0), UC: numOr(section(key).UC, 0) });
  return {
    wall: { L: slotsOf(section('L').S), M: slotsOf(section('M').S), R: slotsOf(section('R').S) },
    wallUnits: { L: units('L'), M: units('M'), R: units('R') },
    moat: { L: slotsOf(dfm.LS), M: slotsOf(dfm.MS), R: slotsOf(dfm.RS) },
    keep: slotsOf(dfk.S),
    keepSupport: slotsOf(dfk.STS),
    keepSettings: { UC: numOr(dfk.UC, 50), MAUCT: numOr(dfk.MAUCT, 0) },
    stock,
  };
}

/** Units on their way to another kingdom (`kpi.UT`): the kingdom, when they arrive, how many soldiers. */
export type KingdomTransfer = { kingdomId: number; arrivesAt: number; troops: number };

/**
 * The units on their way to other kingdoms, from the newest `kpi` (gbd section, or inside a `kut` reply:
 * EmpireCore castle/models/kingdoms.py:80-150); `RS` counts from when it came. Only soldiers are counted.
 */
export function readKingdomTransfers(kpi: unknown, now = Date.now(), receivedAt = now): KingdomTransfer[] {
  if (!isObj(kpi)) return [];
  return listOf(kpi.UT).flatMap((t) => {
    if (!isObj(t) || !isNum(t.KID)) return [];
    const arrivesAt = receivedAt + Math.max(0, numOr(t.RS, 0)) * 1000;
    if (arrivesAt <= now) return [];
    const troops = listOf(t.I).reduce<number>((sum, u) => (Array.isArray(u) && isNum(u[0]) && SOLDIER_IDS.has(u[0]) && isNum(u[1]) ? sum + u[1] : sum), 0);
    return [{ kingdomId: t.KID, arrivesAt, troops }];
  });
}

/** The kingdoms goods are on their way to (`kpi.RT`, EmpireCore castle/models/kingdoms.py:80-150), with when they arrive. */
export function readGoodsTransfers(kpi: unknown, now = Date.now(), receivedAt = now): Array<{ kingdomId: number; arrivesAt: number }> {
  if (!isObj(kpi)) return [];
  return listOf(kpi.RT).flatMap((t) => {
    if (!isObj(t) || !isNum(t.KID)) return [];
    const arrivesAt = receivedAt + Math.max(0, numOr(t.RS, 0)) * 1000;
    return arrivesAt > now ? [{ kingdomId: t.KID, arrivesAt }] : [];
  });
}

/** A `msd` reply's camp row: when its cooldown now ends. */
export function readSkippedCooldown(reply: unknown, now = Date.now()): number | null {
  const row = isObj(reply) ? reply.AI : null;
  if (!Array.isArray(row)) return null;
  const [target] = readMapTargets({ AI: [row] }, now);
  return target ? target.cooldownUntil : null;
}

/** A building of a joined castle, named when it is one of ours (buildings.ts), and its upgrade under way. */
export type CastleBuilding = { objectId: number; wodId: number; name: BuildingName | null; level: number; upgradingTo: number | null };

/** State 13 UPGRADE_IN_PROGRESS and 2 BUILD_IN_PROGRESS (EmpireCore enums/castle.py:6-26). */
const UNDER_CONSTRUCTION = new Set([2, 13]);

/** A joined castle's buildings, from `jaa`'s `gca.BD` (EmpireCore castle/models/objects.py: the rows 56-102, `BD` 325-327). */
export function readBuildings(jaa: unknown): CastleBuilding[] {
  const gca = isObj(jaa) && isObj(jaa.gca) ? jaa.gca : {};
  return listOf(gca.BD).flatMap((row): CastleBuilding[] => {
    if (!Array.isArray(row) || !isNum(row[0]) || !isNum(row[1])) return [];
    const known = buildingOf(row[0]);
    const target = isNum(row[16]) && row[16] > 0 ? row[16] : -1;
    const upgradingTo = UNDER_CONSTRUCTION.has(numOr(row[6], 0)) ? target : null;
    return [{ objectId: row[1], wodId: row[0], name: known?.name ?? null, level: known?.level ?? 0, upgradingTo }];
  });
}

/**
 * Free construction slots from an `scl` block (`jaa`'s `gca.scl`, or `scl`'s reply): a slot is free at -1
 * among the first `SSC`, which is 1 when absent (EmpireCore castle/models/objects.py:199-240). Null when
 * there is no block.
 */
export function readFreeSlots(scl: unknown): number | null {
  if (!isObj(scl)) return null;
  const count = isNum(scl.SSC) && scl.SSC > 0 ? scl.SSC : 1;
  return listOf(scl.OIDL).slice(0, count).filter((id) => id === -1).length;
}

/** A special currency's amount from `sce` (`[key, amount]` pairs, EmpireCore state/player.py:253-263); null when not sent. */
export function readCurrency(sce: unknown, key: string): number | null {
  if (!Array.isArray(sce)) return null;
  const pair = sce.find((p) => Array.isArray(p) && p[0] === key) as [string, unknown] | undefined;
  return pair && isNum(pair[1]) ? pair[1] : 0;
}
