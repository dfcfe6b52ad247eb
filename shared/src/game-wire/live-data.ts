/**
 * The game's live data about the player and their castles (shapes in live-shapes.ts), read for the bots:
 * the state, stores, buildings, feast, taxes, events, defence and what travels between kingdoms. Armies
 * on their way are read by live-movements.ts, the map's targets by live-map.ts. All read leniently, as
 * the live game is read by public clients (live-read.ts): an absent optional section or field is
 * "unknown", an unknown field is ignored, an unreadable entry of a list is skipped. Only a reply that lacks
 * what a step cannot do without is a GameDataError, with a sentence for the console: the step fails, the
 * bot goes on.
 *
 * Times: the game sends durations in seconds from "now"; they become epoch milliseconds here, from the
 * moment the payload was read (`now`).
 */
import { KINGDOM_BY_ID, MINUTE_SKIPS, NO_FESTIVAL, SOLDIER_IDS, type Kingdom, type MinuteSkip } from './ids';
import type { UnitCount } from './live-shapes';
import { buildingOf, type BuildingName } from './buildings';
import { GameDataError, isNum, isObj, listOf, numOr, type Obj } from './live-read';
import { ATTACK_TOOLS } from '../game-data/attack-tools';

export type Resources = { wood: number; stone: number; food: number };

/** What a castle holds, from `dcl` (or `grc` for the stock): known once asked for. */
export type CastleDetails = {
  resources: Resources;
  /** The smallest of the three storage capacities (0: unknown). */
  capacity: number;
  /** Per game hour (0: unknown). */
  production: Resources;
  /**
   * The food the castle's soldiers eat a game hour (`gpa.DFC` / 10, beside `DF`: CitadelOps Server/Ingest/CastleReducers.go
   * applyResourceProductionValues at 0f5b08e reads "D"+key+"C" as a resource's consumption); null when the game did not say.
   */
  foodEaten: number | null;
  /** Soldiers at home (ids.ts SOLDIER_IDS), and which. */
  troops: number;
  soldiers: Array<[wodId: number, count: number]>;
  /** Attack tools in stock (game-data/attack-tools.ts), by wod id: `AC` lists them beside the units (docs/game.md). */
  tools: Array<[wodId: number, count: number]>;
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

export type TaxState = { state: 'none' | 'collecting' | 'ready'; type: number; until: number; coins: number };

/** The soldiers among a castle's units and tools, largest stack first. */
function soldiersIn(value: unknown): { troops: number; soldiers: Array<[number, number]> } {
  const counts = new Map<number, number>();
  for (const pair of listOf(value)) {
    if (Array.isArray(pair) && isNum(pair[0]) && SOLDIER_IDS.has(pair[0]) && isNum(pair[1]) && pair[1] > 0)
      counts.set(pair[0], (counts.get(pair[0]) ?? 0) + pair[1]);
  }
  const soldiers = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return { troops: soldiers.reduce((sum, [, n]) => sum + n, 0), soldiers };
}

/** The attack tools among a castle's units and tools, by wod id. */
function attackToolsIn(value: unknown): Array<[number, number]> {
  const counts = new Map<number, number>();
  for (const pair of listOf(value)) {
    if (Array.isArray(pair) && isNum(pair[0]) && ATTACK_TOOLS[pair[0]] && isNum(pair[1]) && pair[1] > 0)
      counts.set(pair[0], (counts.get(pair[0]) ?? 0) + pair[1]);
  }
  return [...counts].sort((a, b) => a[0] - b[0]);
}

function details(entry: Obj, grc: Obj | null): CastleDetails {
  const gpa = isObj(entry.gpa) ? entry.gpa : {};
  const stock = (key: 'W' | 'S' | 'F') => Math.floor(numOr(grc?.[key], numOr(entry[key], 0)));
  const capacities = (['MRW', 'MRS', 'MRF'] as const).map((k) => gpa[k]).filter(isNum);
  return {
    resources: { wood: stock('W'), stone: stock('S'), food: stock('F') },
    capacity: capacities.length === 3 ? Math.min(...capacities) : 0,
    production: { wood: Math.floor(numOr(gpa.DW, 0) / 10), stone: Math.floor(numOr(gpa.DS, 0) / 10), food: Math.floor(numOr(gpa.DF, 0) / 10) },
    foodEaten: isNum(gpa.DFC) ? gpa.DFC / 10 : null,
    ...soldiersIn(entry.AC),
    tools: attackToolsIn(entry.AC),
  };
}

/** A castle's soldiers by the inventories `gui` lists them in, each largest stack first. */
export type ArmyInventory = {
  home: Array<[wodId: number, count: number]>;
  /** Recruited and on their way in (`TU`). */
  coming: Array<[wodId: number, count: number]>;
  /** In the military hospital (`HI`). */
  wounded: Array<[wodId: number, count: number]>;
};

/**
 * The soldiers of a `gui` reply: at home `I`, on their way in `TU`, wounded in the hospital `HI` (EmpireCore army/models/units.py:59-69,
 * CastleMilitaryData.parse_GUI; CitadelOps Server/Ingest/CastleReducers.go parseCastleUnits at 0f5b08e reads `HI` as the hospital). `SHI`
 * is the stronghold's units (units.py:61-65), not counted. Tools in `I` are left out.
 */
export function readInventory(gui: unknown): ArmyInventory {
  const g = isObj(gui) ? gui : {};
  return { home: soldiersIn(g.I).soldiers, coming: soldiersIn(g.TU).soldiers, wounded: soldiersIn(g.HI).soldiers };
}

/** The military hospital's list: its free slots, and the soldiers being healed in the busy ones. */
export type HospitalSlots = { free: number; healing: number };

/**
 * The hospital's list, a `spl` reply for `LID` 2: one `PIDL` row per slot, `[wodId, amount, remaining seconds, …]`, wod id -1 a free
 * slot and -2 a locked one (EmpireCore army/models/production.py:135-165 HospitalSlot, UnitHealPackageSlotVO.fillFromParamArray;
 * CitadelOps Server/Ingest/ProductionReducers.go at 0f5b08e). Soldiers being healed are in these rows, no longer in `gui`'s `HI`.
 */
export function readHospital(spl: unknown): HospitalSlots {
  const rows = listOf(isObj(spl) ? spl.PIDL : undefined).filter((row): row is unknown[] => Array.isArray(row) && isNum(row[0]));
  const busy = rows.filter((row) => (row[0] as number) >= 0);
  return { free: rows.filter((row) => row[0] === -1).length, healing: busy.reduce((n, row) => n + (isNum(row[1]) ? row[1] : 0), 0) };
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
  return listOf(sei.E).flatMap((e) =>
    isObj(e) && isNum(e.EID) && e.EID > 0 && isNum(e.RS) && receivedAt + e.RS * 1000 > now ? [{ id: e.EID, endsAt: receivedAt + e.RS * 1000 }] : [],
  );
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

const slotsOf = (value: unknown): UnitCount[] =>
  listOf(value).flatMap((s) => (Array.isArray(s) && isNum(s[0]) && isNum(s[1]) ? [[s[0], s[1]] as UnitCount] : []));

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
  return listOf(scl.OIDL)
    .slice(0, count)
    .filter((id) => id === -1).length;
}

/** A special currency's amount from `sce` (`[key, amount]` pairs, EmpireCore state/player.py:253-263); null when not sent. */
export function readCurrency(sce: unknown, key: string): number | null {
  if (!Array.isArray(sce)) return null;
  const pair = sce.find((p) => Array.isArray(p) && p[0] === key) as [string, unknown] | undefined;
  return pair && isNum(pair[1]) ? pair[1] : 0;
}
