/**
 * A castle's buildings and its construction slot: `jca`'s `gca.BD` rows, `eup` upgrades, `ebu` new
 * buildings, `ebe` expansions of the grounds, `scl`.
 * Live: the wod ids (shared/src/game-wire/buildings.ts, from the game's buildings table as EmpireCore
 * copies it), the row layout and building states (EmpireCore castle/models/objects.py:56-102,
 * enums/castle.py:6-26), the construction list `{OIDL, SSC}` (objects.py:199-240, 393-416) and the
 * refusals (enums/errors.py: 4 INVALID_WOD_ID, 6 INVALID_POSITION, 56 NOT_UPGRADEABLE, 62 INVALID_OBJECT_STATE,
 * 63 NO_FREE_CONSTRUCTION_SLOT).
 * Not live: what an upgrade costs and how long it takes (the game's data tables hold those; the
 * simulator charges 100 wood and 100 stone per level reached and takes 2 game minutes per level), and
 * one construction slot (the client's default when `SSC` is absent).
 */
import { BUILDINGS, buildingOf } from '@shared/game-wire/buildings';
import { RESULT } from '@shared/game-wire/protocol';
import { CommandError } from '../core/payload';
import type { BuildingRecord, CastleRecord } from '../core/players';
import { GAME_MINUTE_MS, realMs } from '../core/rules';

/** Building states the rows carry (EmpireCore enums/castle.py `BuildingState`). */
const STATE = { BUILD_IN_PROGRESS: 2, BUILD_COMPLETED: 4, UPGRADE_IN_PROGRESS: 13 } as const;
export const CONSTRUCTION_SLOTS = 1;
const UPGRADE_COST_PER_LEVEL = 100;
const UPGRADE_GAME_MINUTES_PER_LEVEL = 2;

/** Finishes an upgrade whose time is up; the lazy world calls this before anyone reads the castle. */
export function settleConstruction(castle: CastleRecord, now: number): void {
  for (const b of castle.buildings) {
    if (b.upgrade && b.upgrade.doneAt <= now) {
      b.wodId = b.upgrade.toWodId;
      delete b.upgrade;
    }
  }
}

/** A building row: `[wod, object id, x, y, rotation, seconds done, state, hp, boost ×100, efficiency, damage, …, 16 upgrade target]`. */
export function buildingRow(b: BuildingRecord, now: number): unknown[] {
  if (!b.upgrade) return [b.wodId, b.objectId, b.x, b.y, 0, 0, STATE.BUILD_COMPLETED, 100, 100, 100, 0];
  const done = Math.max(0, Math.floor((now - b.upgrade.startedAt) / 1000));
  if (b.upgrade.placed) return [b.wodId, b.objectId, b.x, b.y, 0, done, STATE.BUILD_IN_PROGRESS, 100, 100, 100, 0];
  return [b.wodId, b.objectId, b.x, b.y, 0, done, STATE.UPGRADE_IN_PROGRESS, 100, 100, 100, 0, 0, 0, 0, 0, 0, b.upgrade.toWodId];
}

/** The construction slots as `scl` sends them: the object ids under construction, free slots as -1. */
export function constructionList(castle: CastleRecord): { OIDL: number[]; SSC: number } {
  const busy = castle.buildings.filter((b) => b.upgrade).map((b) => b.objectId);
  return { OIDL: [...busy, ...Array<number>(Math.max(0, CONSTRUCTION_SLOTS - busy.length)).fill(-1)], SSC: CONSTRUCTION_SLOTS };
}

/** Pays for a construction reaching `level`: wood and stone, or rubies with `PWR:1` (the amounts are not live). */
function pay(castle: CastleRecord, level: number, payWithRubies: boolean, rubies: number): number {
  if (payWithRubies) {
    if (rubies < level * 10) throw new CommandError('not enough rubies', RESULT.NOT_ENOUGH_RUBIES);
    return level * 10;
  }
  const cost = UPGRADE_COST_PER_LEVEL * level;
  if (castle.resources.wood < cost || castle.resources.stone < cost)
    throw new CommandError(`level ${level} needs ${cost} wood and ${cost} stone`, RESULT.NOT_ENOUGH_RESOURCES);
  castle.resources.wood -= cost;
  castle.resources.stone -= cost;
  return 0;
}

const slotFree = (castle: CastleRecord) => castle.buildings.filter((b) => b.upgrade).length < CONSTRUCTION_SLOTS;
const buildTime = (level: number, now: number, timeScale: number) =>
  now + Math.round(realMs(UPGRADE_GAME_MINUTES_PER_LEVEL * level * GAME_MINUTE_MS, timeScale));

/** `eup`: starts the building's next level, paid in wood and stone (or rubies with `PWR:1`). */
export function startUpgrade(
  castle: CastleRecord,
  objectId: number,
  payWithRubies: boolean,
  rubies: number,
  now: number,
  timeScale: number,
): { rubiesSpent: number; building: BuildingRecord } {
  const building = castle.buildings.find((b) => b.objectId === objectId);
  if (!building) throw new CommandError('no such building in this castle', RESULT.GENERAL_ERROR);
  const known = buildingOf(building.wodId);
  const next = known && BUILDINGS[known.name].levels[known.level];
  if (!known || next === undefined) throw new CommandError('the building is at its highest level', RESULT.NOT_UPGRADEABLE);
  if (building.upgrade) throw new CommandError('the building is upgrading already', RESULT.INVALID_OBJECT_STATE);
  if (!slotFree(castle)) throw new CommandError('every construction slot is busy', RESULT.NO_FREE_CONSTRUCTION_SLOT);
  const rubiesSpent = pay(castle, known.level + 1, payWithRubies, rubies);
  building.upgrade = { toWodId: next, startedAt: now, doneAt: buildTime(known.level + 1, now, timeScale) };
  return { rubiesSpent, building };
}

/**
 * `ebu`: places a new building's first level at X, Y; it takes the construction slot while it is built.
 * Not live: a place is taken only by a building at the same X, Y (the game's footprints are in its data).
 */
export function placeBuilding(
  castle: CastleRecord,
  wodId: number,
  x: number,
  y: number,
  payWithRubies: boolean,
  rubies: number,
  now: number,
  timeScale: number,
): { rubiesSpent: number; building: BuildingRecord } {
  const known = buildingOf(wodId);
  if (!known || known.level !== 1) throw new CommandError(`wod ${wodId} is not a building's first level here`, RESULT.INVALID_WOD_ID);
  if (castle.buildings.some((b) => b.x === x && b.y === y)) throw new CommandError(`${x}:${y} is taken`, RESULT.INVALID_POSITION);
  if (!slotFree(castle)) throw new CommandError('every construction slot is busy', RESULT.NO_FREE_CONSTRUCTION_SLOT);
  const rubiesSpent = pay(castle, 1, payWithRubies, rubies);
  const objectId = Math.max(castle.id * 10, ...castle.buildings.map((b) => b.objectId)) + 1;
  const building: BuildingRecord = { objectId, wodId, x, y, upgrade: { toWodId: wodId, startedAt: now, doneAt: buildTime(1, now, timeScale), placed: true } };
  castle.buildings.push(building);
  return { rubiesSpent, building };
}

/**
 * `ebe`: unlocks a plot of the castle's grounds at X, Y. Refused with 6 INVALID_POSITION when that plot
 * is unlocked already, as the GGE-BOT fork reads it (attackBerimondKingdom.js autoExpandCamp). Not live:
 * which plots exist and what they cost (500 wood and 500 stone, or 20 rubies with `CT:0`).
 */
export function expandGrounds(castle: CastleRecord, x: number, y: number, rotation: number, type: number, rubies: number): number {
  castle.expansions ??= [];
  if (castle.expansions.some((e) => e.x === x && e.y === y)) throw new CommandError(`the plot at ${x}:${y} is unlocked already`, RESULT.INVALID_POSITION);
  let rubiesSpent = 0;
  if (type === 0) {
    if (rubies < 20) throw new CommandError('not enough rubies', RESULT.NOT_ENOUGH_RUBIES);
    rubiesSpent = 20;
  } else {
    if (castle.resources.wood < 500 || castle.resources.stone < 500)
      throw new CommandError('an expansion needs 500 wood and 500 stone', RESULT.NOT_ENOUGH_RESOURCES);
    castle.resources.wood -= 500;
    castle.resources.stone -= 500;
  }
  castle.expansions.push({ x, y, r: rotation });
  return rubiesSpent;
}
