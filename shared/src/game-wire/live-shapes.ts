/**
 * The live shapes of what the game sends, as public clients read them (see ids.ts for the sources'
 * names). EmpireCore's models name the game client's own parsers: `CastleListVO.parseCastleList`
 * (gcl), `DetailedCastleVO.parseData` (dcl), `CurrencyData.parseGCU` (gcu), `CastleArmyData.parse_GAM`
 * (gam), `WorldmapObjectFactory.parseWorldMapArea` (gaa rows), `FestivalVO` (bfs).
 *
 * Every field a client may lack is optional here: readers (live-data.ts) treat absence as "unknown",
 * never as a crash. The local game server writes these shapes (simulator/map/live-views.ts).
 */

/** `[areaType, x, y, ...]`: a map row; the rest depends on the type (EmpireCore map/models/items.py:432-469). */
export type AreaRow = [areaType: number, x: number, y: number, ...rest: unknown[]];
/**
 * A castle row in gcl and movements: `[1, x, y, areaId, ownerId, keep, wall, gate, tower, moat, name,
 * attackCooldown, sabotageCooldown, spyAge, outpostType, occupierId, kingdomId, skinId]`
 * (EmpireCore items.py:100-131: at least 11 fields, else it is a free plot); a Berimond camp (15) reads the same
 * fields, its last one the "destroyed" flag (items.py:134-138).
 */
export type CastleRow = [1 | 12 | 15, number, number, number, number, number, number, number, number, number, string, ...number[]];
/** `[wodId, count]`, as castle units (dcl `AC`) and armies (flanks, `A`) list them. */
export type UnitCount = [wodId: number, count: number];
/** Goods as `[resourceKey, amount]` pairs, keys `W`, `S`, `F` (EmpireCore gamedata/collectables.py:536-555). */
export type Goods = Array<[key: string, amount: number]>;

/** gcu: C1 coins, C2 rubies (EmpireCore protocol/base.py:613-640). */
export type LiveCurrencies = { C1?: number; C2?: number };

/** gcl: the player's castles per kingdom, each entry wrapping its area row. */
export type LiveCastleList = { PID?: number; C?: Array<{ KID: number; AI: Array<{ AI: CastleRow }> }> };

/**
 * The production block (`gpa`): `D<key>` per hour × 10, `MR<key>` storage (EmpireCore castle/models/details.py:175-293); `DFC` the food
 * the castle's soldiers eat per hour × 10 (CitadelOps Server/Ingest/CastleReducers.go applyResourceProductionValues at 0f5b08e: "D"+key+"C").
 */
export type LiveProduction = { DW?: number; DS?: number; DF?: number; DFC?: number; MRW?: number; MRS?: number; MRF?: number };

/** One castle's details (a dcl entry): only `AID` is required (EmpireCore details.py:296-379). */
export type LiveCastleDetail = { AID: number; W?: number; S?: number; F?: number; AC?: UnitCount[]; gpa?: LiveProduction };
/** dcl: asked with `{CD: 1}`; the castles' details per kingdom. */
export type LiveCastleDetails = { PID?: number; C?: Array<{ KID: number; AI: LiveCastleDetail[] }> };

/** grc: one castle's stock (EmpireCore castle/models/resources.py:21-42). */
export type LiveResources = { AID?: number; KID?: number; W?: number; S?: number; F?: number };

/** The running festival (feast): `T` its type (-1 none), `RT` seconds left (EmpireCore progress.py:106-124). */
export type LiveFestival = { T?: number; RT?: number };

/** txi's `TX`: the tax collector. `TT` -1 none; `RT` ≥ 0 seconds left while collecting, < 0 ready (EmpireCore castle/models/tax.py:37-91). */
export type LiveTaxInfo = { TT?: number; RT?: number; EM?: number; PO?: number; IB?: number; VB?: number };

/** A commander (gli `C[]`): `ID` is what `cra`'s `LID` names (EmpireCore commanders/models/roster.py:140-370). */
export type LiveCommander = { ID: number; WID?: number; VIS?: number; N?: string };
export type LiveCommanders = { C?: LiveCommander[]; B?: unknown[] };

/** sei: the events running now, `RS` the seconds left (EmpireCore state/events.py:113-163). */
export type LiveEvents = { E?: Array<{ EID: number; RS?: number; [key: string]: unknown }> };

/**
 * kpi: the kingdoms unlocked (`UL`), units (`UT`, `I` as [wodId, amount]) and goods (`RT`) on their way to
 * a kingdom, `RS` the seconds left (EmpireCore castle/models/kingdoms.py:20-170). A login section of `gbd`
 * and inside the `kut`, `kgt` and `msk` replies.
 */
export type LiveKingdoms = {
  UL?: Array<{ KID: number; U?: number; C?: number; SL?: number; SPW?: number; SPS?: number; SPF?: number; SPC1?: number; KRS?: number; CRS?: number }>;
  UT?: Array<{ KID: number; RS?: number; I?: UnitCount[] }>;
  RT?: Array<{ KID: number; RS?: number; G?: Goods }>;
};

/**
 * The login bundle, pushed once after `lli` (EmpireCore: "some packets arrive only once per session"):
 * one object whose keys are sections. Every section is optional; clients refresh castles with `dcl`,
 * movements with `gam`, events with `sei`.
 */
export type LiveLoginData = {
  gpi?: { PID: number; PN?: string };
  gxp?: { LVL?: number; XP?: number };
  gcu?: LiveCurrencies;
  gal?: { AID?: number };
  gcl?: LiveCastleList;
  dcl?: LiveCastleDetails;
  gli?: LiveCommanders;
  /** Currencies by key, minute skips among them: `[["MS1", 10], ...]` (ggejs onReceived/sce.js). */
  sce?: Array<[key: string, amount: number]>;
  boi?: { bfs?: LiveFestival };
  txi?: { TX?: LiveTaxInfo };
  sei?: LiveEvents;
  kpi?: LiveKingdoms;
  /** The alliance help list (EmpireCore alliance/models/help.py:160-209). */
  ahl?: { AHL?: unknown[]; TSL?: number };
  /** The spies owned before boosts, `BS` bonus spies (EmpireCore spy/models.py MaxSpiesResponse, CastleSpyData.parse_GMS). */
  gms?: { MS?: number; BS?: number };
  [section: string]: unknown;
};

/** A movement (gam `M[].M`): `PT` seconds travelled of `TT`; `D` 1 when on the way home. */
export type LiveMovementRecord = {
  MID: number;
  T?: number;
  PT?: number;
  TT?: number;
  D?: 0 | 1;
  /** Player ids owning the target area, the source area, and the army. */
  TID?: number;
  SID?: number;
  OID?: number;
  KID?: number;
  TA?: AreaRow;
  SA?: AreaRow;
};
/** An army's flanks: left, middle, right, and the courtyard wave. */
export type Flanks = { L?: UnitCount[]; M?: UnitCount[]; R?: UnitCount[]; RW?: UnitCount[] };
/**
 * One movement wrapper (EmpireCore movements/models/movement.py:252-320): the record, its army (`FA`
 * over `GA`; `GS` an estimate when hidden; `A` a travelling army's units), loot `G`, the commander
 * `UM.L`, market cargo `MM`.
 */
export type LiveMovementWrapper = {
  M: LiveMovementRecord;
  GA?: Flanks;
  FA?: Flanks;
  GS?: number;
  A?: UnitCount[];
  G?: Goods;
  UM?: { L?: LiveCommander };
  MM?: { C?: number; G?: Goods };
  /** A spy movement's mission (spying.ts MovementSpyInfo). */
  S?: { ST: number; SA: number; SC: number; SR: number };
};
/** An owner record (`O`): the player or NPC (ids below 0) a movement names. */
/** An owner record: `AID` its alliance, -1 for none (EmpireCore movements/models/movement.py:329-350). */
/** `R` 1: the player's castles are ruins (EmpireCore map/models/areas.py `is_ruin`; ggejs reads `params.R === 1`). */
export type LiveOwner = { OID: number; N?: string; L?: number; AID?: number; R?: 1 };
export type LiveMovements = { M?: LiveMovementWrapper[]; O?: LiveOwner[] };

/** gaa's reply: rows inside the requested rectangle, with their owners (EmpireCore map/models/areas.py:319-398). */
export type LiveMapArea = { KID?: number; AI?: AreaRow[]; OI?: LiveOwner[]; uap?: Record<string, unknown> };

/**
 * NOT LIVE: sections the local game server adds for facts with no public live shape. Clients must not
 * need them: their absence reads as "real time".
 */
export type OwnSections = {
  /** Game time per real time on the local game server; the live game runs at 1 and sends no such section. */
  timeScale?: number;
  /** The local game server runs its own market (our-market.ts); no live server sends this section. */
  ourMarket?: { V: 1 };
};
