/**
 * The building queue's vocabulary, shared by the template's form check and the bot: a player lists
 * buildings by the names in buildings.ts and the level each should reach, "Keep 5, Farm 4".
 */
import { BUILDINGS, type BuildingName } from './buildings';

export type UpgradeGoal = { name: BuildingName; level: number };

/** The buildings a player may list for a castle (the cargo ships and Berimond's tents have their own templates). */
export const LISTABLE_BUILDINGS: readonly BuildingName[] = [
  'KEEP',
  'BARRACKS',
  'WOODCUTTER',
  'STONEMASON',
  'FARM',
  'STOREHOUSE',
  'DWELLING',
  'HOSPITAL',
  'TAVERN',
  'WORKSHOP',
];

const LABEL_TO_NAME = new Map(LISTABLE_BUILDINGS.map((name) => [BUILDINGS[name].label.toLowerCase(), name]));

/** "Keep 5, Farm 4" → the goals in order; unknown names are left out and levels past the game's last are capped. */
export function parseUpgradeList(text: string): UpgradeGoal[] {
  return text.split(',').flatMap((part) => {
    const m = part.trim().match(/^(.*\S)\s+(\d{1,2})$/);
    const name = m && LABEL_TO_NAME.get(m[1]!.toLowerCase());
    return name ? [{ name, level: Math.min(Number(m[2]), BUILDINGS[name].levels.length) }] : [];
  });
}
