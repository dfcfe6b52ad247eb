/**
 * What a castle's army costs to keep, read from the castle record: the beds and slots of its military
 * hospital (army/hospital.ts admits and heals by them) and the food its soldiers eat (economy/food.ts
 * takes it from the stock; live-views.ts puts it on the wire as `gpa.DFC`). The figures are the game's
 * own tables: the hospital's levels from gge-data buildings.json, a soldier's food from units.json.
 */
import { buildingOf } from '@shared/game-wire/buildings';
import { UNIT } from '@shared/game-wire/ids';
import { unitUpkeep } from '@shared/game-data/upkeep';
import type { CastleRecord, MovementRecord, PlayerCore } from './players';

/**
 * The military hospital's beds (`hospitalCapacity`) and healing slots (`hospitalSlots`) by level, 1 to 11:
 * the game's own buildings table (FearMyShotz/gge-data data/items/buildings.json at bedfa103, "747.05",
 * rows named "Hospital", wod ids 1, 2, 3, 4, 463-467, 5, 1940).
 */
const HOSPITAL_LEVELS: ReadonlyArray<{ beds: number; slots: number }> = [
  { beds: 20, slots: 1 },
  { beds: 40, slots: 1 },
  { beds: 70, slots: 2 },
  { beds: 100, slots: 2 },
  { beds: 150, slots: 3 },
  { beds: 200, slots: 3 },
  { beds: 300, slots: 4 },
  { beds: 400, slots: 4 },
  { beds: 500, slots: 5 },
  { beds: 600, slots: 5 },
  { beds: 700, slots: 5 },
];

/** The castle's military hospital at its built level, or none: a castle without one keeps no wounded (the live battle report says so). */
export function hospitalOf(castle: CastleRecord): { beds: number; slots: number } | undefined {
  let best: { beds: number; slots: number } | undefined;
  for (const building of castle.buildings) {
    const built = buildingOf(building.wodId);
    if (built?.name === 'HOSPITAL') best = HOSPITAL_LEVELS[built.level - 1];
  }
  return best;
}

/** Wounded and healing spearmen: both lie in the hospital's beds. */
export function inHospital(castle: CastleRecord): number {
  return (castle.wounded ?? 0) + (castle.healing ?? []).reduce((sum, job) => sum + job.amount, 0);
}

/** What a spearman eats per hour (units.json `foodSupply`), the one unit the local world keeps. */
export const SPEARMAN_FOOD = unitUpkeep(UNIT.SPEARMAN)?.foodPerHour ?? 0;

/**
 * Movements whose soldiers the castle feeds while away: its attacks and their way home, troops on their
 * way to another castle or kingdom, and support for another player until it is home (`supportHome` exists
 * from the day it leaves). Ours, not live: which movements a castle feeds is not public beyond the game's
 * "all the armies which were being supplied with food from this castle" (en.json `dialog_desertedTroops_copy`).
 */
const FED_AWAY: ReadonlySet<MovementRecord['type']> = new Set(['attack', 'return', 'travel', 'kingdom', 'supportHome']);

/** The soldiers a castle feeds: at home and away. The wounded eat nothing (en.json `help_hospital`: "they don't require any food either"). */
export function soldiersFed(player: PlayerCore, castle: CastleRecord): number {
  const away = player.movements.filter((m) => m.castleId === castle.id && FED_AWAY.has(m.type)).reduce((sum, m) => sum + m.troops, 0);
  return castle.troops + away;
}

/** Food the castle's soldiers eat per game hour. */
export function foodEatenPerHour(player: PlayerCore, castle: CastleRecord): number {
  return soldiersFed(player, castle) * SPEARMAN_FOOD;
}
