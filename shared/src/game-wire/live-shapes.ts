/**
 * The live shapes of the login bundle (`gbd`) and of army movements (`gam`, and the movement a sent
 * attack answers with), as public clients of the game read them. The source is an open-source client
 * library whose protocol models name the game client's own parsers: `CastleListVO.parseCastleList`
 * (gcl), `DetailedCastleVO.parseData` (dcl), `CurrencyData.parseGCU` (gcu), `CastleUserData.parse_GPI`
 * / `parse_GXP`, `CastlePremiumBoostData.parse_BOI` with the festival `FestivalVO` (boi.bfs),
 * `CastleArmyData.parse_GAM` and `BasicMapmovementVO.loadFromParamObject` (gam).
 *
 * The local game server writes these shapes (simulator/live-views.ts) and the bots read them through
 * one adapter (live-data.ts); nothing else looks inside. Sections with no public live name are ours and
 * gathered in `OwnSections`, the one place to look for what is not the live game's.
 */
import type { Kingdom } from './protocol';

/**
 * An area row: `[areaType, x, y, areaId, ownerId, keep, wall, gate, tower, moat, name, ...]`. Public
 * clients read positions 0–4 for every castle row and the name at 10; further positions are not read.
 */
export type AreaRow = [areaType: number, x: number, y: number, areaId: number, ownerId: number, ...rest: unknown[]];
/** `[unitId, count]`, as castle units (dcl `AC`) and armies (flanks) list them. */
export type UnitCount = [unitId: number, count: number];
/** Goods an army carries: `[resourceKey, amount]` pairs (resource keys as in `RESOURCE_KEY`). */
export type Goods = Array<[key: string, amount: number]>;

/** gcl: the player's castles per kingdom, each entry wrapping its area row. */
export type LiveCastleList = { PID: number; C: Array<{ KID: number; AI: Array<{ AI: AreaRow }> }> };

/**
 * One castle's details (a dcl entry): stock `W`/`S`/`F`, units at home `AC`, units on the move `TU`, and
 * its production block `gpa` (`D<key>` is production per hour × 10, `MR<key>` the storage capacity).
 */
export type LiveCastleDetail = {
  AID: number;
  W: number;
  S: number;
  F: number;
  AC: UnitCount[];
  TU: UnitCount[];
  gpa: { DW: number; DS: number; DF: number; MRW: number; MRS: number; MRF: number };
};
export type LiveCastleDetails = { PID: number; C: Array<{ KID: number; AI: LiveCastleDetail[] }> };

/** The running festival (the feast): `T` its type, -1 for none; `RT` the seconds left. */
export type LiveFestival = { T: number; RT: number };

/**
 * The login bundle, pushed after `lli` and answered to a requested `gbd`: one object whose keys are
 * sub-commands. Sections the local game server does not keep (gpc, gai, ch, sei, ...) are not sent.
 */
export type LiveLoginData = {
  gpi: { PID: number; PN: string };
  gxp: { LVL: number; XP: number };
  /** C1 coins, C2 rubies. */
  gcu: { C1: number; C2: number };
  /** The alliance; `AID` -1 is none. */
  gal: { AID: number };
  gcl: LiveCastleList;
  dcl: LiveCastleDetails;
  boi: { bfs: LiveFestival };
} & OwnSections;

/**
 * NOT LIVE: sections of the local game server's own, for facts whose live shape is not public. A client
 * must not need them against the live game: live-data.ts reads their absence as "none" and "real time".
 */
export type OwnSections = {
  /** Skip items ("time skips") by the minutes of travel they remove. */
  skips?: { m1: number; m5: number; m30: number };
  /** Game time per real time on the local game server; the live game runs at 1 and sends no such section. */
  timeScale?: number;
  /**
   * A login token (LT) for the next logins, after a login with the password. How the live game hands
   * out its login tokens is not public; clients that have none log in with the password and RCT.
   */
  lt?: { LT: string };
};

/** A movement (gam `M[].M`): `PT` seconds travelled of `TT`; `D` 1 when on the way home. */
export type LiveMovementRecord = {
  MID: number;
  T: number;
  PT: number;
  TT: number;
  D: 0 | 1;
  /** Player ids owning the target area, the source area, and the army. */
  TID: number;
  SID: number;
  OID: number;
  KID: number;
  TA: AreaRow;
  SA: AreaRow;
};
/** An army's flanks: left, middle, right, and the courtyard wave. */
export type Flanks = { L: UnitCount[]; M: UnitCount[]; R: UnitCount[]; RW: UnitCount[] };
/** One entry of gam's `M`: the movement, its army (`FA` preferred over `GA`; `GS` an estimate when hidden) and goods `G`. */
export type LiveMovementWrapper = { M: LiveMovementRecord; GA?: Flanks; FA?: Flanks; GS?: number; A?: UnitCount[]; G?: Goods };
/** An owner record of gam's `O`: the player (or NPC, ids below 0) a movement names. */
export type LiveOwner = { OID: number; N: string; L?: number };
export type LiveMovements = { M: LiveMovementWrapper[]; O: LiveOwner[] };
/** The reply to a sent attack: the new movement under `AAM`, with the owners it names. */
export type LiveSentMovement = { AAM: LiveMovementWrapper; O: LiveOwner[] };

/** Kingdom ids (KID). */
export const KINGDOM_ID: Record<Kingdom, number> = { green: 0, sands: 1, ice: 2, fire: 3, storm: 4 };
/** Movement types (`T`) the local game server sends: an army's attack, and an NPC's attack on a player. */
export const MOVEMENT_TYPE = { ATTACK: 0, NPC_ATTACK: 11 } as const;
/** Every movement type public clients parse as an attacking army. */
export const ATTACK_MOVEMENT_TYPES: ReadonlySet<number> = new Set([0, 11, 17, 18, 19, 20, 21, 23, 24, 25, 27, 28, 29, 30, 31, 33, 34]);
/** Area types (an area row's first field). */
export const AREA_TYPE = { CASTLE: 1, DUNGEON: 2, FACTION_CAMP: 15, ISLE_DUNGEON: 25, NOMAD_CAMP: 27 } as const;
/** Resource keys in dcl stock, `gpa` and goods. */
export const RESOURCE_KEY = { wood: 'W', stone: 'S', food: 'F' } as const;
/** The festival type that means "no festival". */
export const NO_FESTIVAL = -1;
/**
 * The one unit the local game server knows, as the militia id public clients' examples use. The live
 * game has many units; live-data.ts counts every unit as a soldier.
 */
export const SOLDIER_UNIT_ID = 620;
