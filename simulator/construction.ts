/**
 * A castle's buildings and its construction slot: `jca`'s `gca.BD` rows, `eup` upgrades, `scl`.
 * Live: the wod ids (shared/src/game-wire/buildings.ts, from the game's buildings table as EmpireCore
 * copies it), the row layout and building states (EmpireCore castle/models/objects.py:56-102,
 * enums/castle.py:6-26), the construction list `{OIDL, SSC}` (objects.py:199-240, 393-416) and the
 * refusals (enums/errors.py: 56 NOT_UPGRADEABLE, 62 INVALID_OBJECT_STATE, 63 NO_FREE_CONSTRUCTION_SLOT).
 * Not live: what an upgrade costs and how long it takes (the game's data tables hold those; the
 * simulator charges 100 wood and 100 stone per level reached and takes 2 game minutes per level), and
 * one construction slot (the client's default when `SSC` is absent).
 */
import { BUILDINGS, buildingOf, type BuildingName } from '../shared/src/game-wire/buildings';
import type { Kingdom } from '../shared/src/game-wire/ids';
import { RESULT } from '../shared/src/game-wire/protocol';
import { CommandError } from './payload';
import type { BuildingRecord, CastleRecord } from './players';
import { GAME_MINUTE_MS, realMs } from './rules';

/** Building states the rows carry (EmpireCore enums/castle.py `BuildingState`). */
const STATE = { BUILD_COMPLETED: 4, UPGRADE_IN_PROGRESS: 13 } as const;
export const CONSTRUCTION_SLOTS = 1;
const UPGRADE_COST_PER_LEVEL = 100;
const UPGRADE_GAME_MINUTES_PER_LEVEL = 2;

/** What a new castle stands on: level-1 buildings, cargo ships on the Storm Islands, a unit tent in a Berimond camp. */
export function startBuildings(firstObjectId: number, kingdom: Kingdom): BuildingRecord[] {
  const names: BuildingName[] =
    kingdom === 'berimond' ? ['FACTION_UNITTENT'] : ['KEEP', 'BARRACKS', 'WOODCUTTER', 'STONEMASON', 'FARM', 'STOREHOUSE', ...(kingdom === 'storm' ? (['CARGO'] as const) : [])];
  return names.map((name, i) => ({ objectId: firstObjectId + i, wodId: BUILDINGS[name].levels[0]!, x: 10 + 4 * (i % 4), y: 10 + 4 * Math.floor(i / 4) }));
}

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
  return [b.wodId, b.objectId, b.x, b.y, 0, done, STATE.UPGRADE_IN_PROGRESS, 100, 100, 100, 0, 0, 0, 0, 0, 0, b.upgrade.toWodId];
}

/** The construction slots as `scl` sends them: the object ids under construction, free slots as -1. */
export function constructionList(castle: CastleRecord): { OIDL: number[]; SSC: number } {
  const busy = castle.buildings.filter((b) => b.upgrade).map((b) => b.objectId);
  return { OIDL: [...busy, ...Array<number>(Math.max(0, CONSTRUCTION_SLOTS - busy.length)).fill(-1)], SSC: CONSTRUCTION_SLOTS };
}

/** `eup`: starts the building's next level, paid in wood and stone (or rubies with `PWR:1`). */
export function startUpgrade(castle: CastleRecord, objectId: number, payWithRubies: boolean, rubies: number, now: number, timeScale: number): { rubiesSpent: number; building: BuildingRecord } {
  const building = castle.buildings.find((b) => b.objectId === objectId);
  if (!building) throw new CommandError('no such building in this castle', RESULT.GENERAL_ERROR);
  const known = buildingOf(building.wodId);
  const next = known && BUILDINGS[known.name].levels[known.level];
  if (!known || next === undefined) throw new CommandError('the building is at its highest level', RESULT.NOT_UPGRADEABLE);
  if (building.upgrade) throw new CommandError('the building is upgrading already', RESULT.INVALID_OBJECT_STATE);
  if (castle.buildings.filter((b) => b.upgrade).length >= CONSTRUCTION_SLOTS) throw new CommandError('every construction slot is busy', RESULT.NO_FREE_CONSTRUCTION_SLOT);
  const level = known.level + 1;
  const cost = UPGRADE_COST_PER_LEVEL * level;
  let rubiesSpent = 0;
  if (payWithRubies) {
    rubiesSpent = level * 10;
    if (rubies < rubiesSpent) throw new CommandError('not enough rubies', RESULT.NOT_ENOUGH_RUBIES);
  } else {
    if (castle.resources.wood < cost || castle.resources.stone < cost) throw new CommandError(`level ${level} needs ${cost} wood and ${cost} stone`, RESULT.NOT_ENOUGH_RESOURCES);
    castle.resources.wood -= cost;
    castle.resources.stone -= cost;
  }
  building.upgrade = { toWodId: next, startedAt: now, doneAt: now + Math.round(realMs(UPGRADE_GAME_MINUTES_PER_LEVEL * level * GAME_MINUTE_MS, timeScale)) };
  return { rubiesSpent, building };
}
