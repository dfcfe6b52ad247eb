/**
 * What defends a robber baron camp, read as the game client reads it, from the game's own tables
 * (shared/src/game-data/camps.ts). Each step is EmpireCore's port of the client, cited beside it:
 * - the camp's row by kingdom and victory count: `gamedata/data.py` `dungeon_defense` (the client's
 *   `CastleDungeonData.getDungeon`): a count past the kingdom's last row reads that row;
 * - its level and walls: `combat/defense.py` `robber_baron_camp_level` and
 *   `robber_baron_camp_fortification_levels` (`DungeonConst`), wall and gate level 1, 2 or 3;
 * - a flank's strength: `combat/defense.py` `defender_flank_effects` (`FightScreenHelper
 *   .getDefendingUnitStrength`): each defender adds its melee and ranged defence times its count to the
 *   group of its role; each tool stack adds its bonuses once; the gate counts on the middle only;
 * - the defence an attack meets: `combat/effects.py` `melee_defense_value` / `range_defense_value`.
 * The wall and gate protection by level (30, 50, 70 %) are the castle wall's and gate's `wallBonus` and
 * `gateBonus` (wod ids 501-503 and 450-452, gge-data data/items/buildings.json at bedfa103).
 */
import { dungeonLevel } from '../game-wire/ids';
import { CAMP_ROWS, UNIT_STATS, type SoldierStats, type ToolStats } from '../game-data/camps';
import type { DefenderParts } from './effects';

export type Stack = readonly [wodId: number, count: number];
export const FLANKS = ['L', 'M', 'R'] as const;
export type Flank = (typeof FLANKS)[number];

export type FlankDefence = {
  stacks: Stack[];
  /** Defence against melee and against ranged attackers, the defenders' own multipliers applied (`melee_defense_value`). */
  meleeDefence: number;
  rangeDefence: number;
  /** Wall, gate (the middle only) and moat protection together, as a fraction (0.5 = +50 %). */
  fortification: number;
  /** The same as the client holds it (effects.ts), for the attacker's tools to dent; none where nothing is dented (the courtyard's standing defenders). */
  parts?: DefenderParts;
};

export type CampDefence = { kingdomId: number; victories: number; level: number; flanks: Record<Flank, FlankDefence>; keep: FlankDefence };

/** The castle wall's and gate's protection by level 1-3, per cent (buildings.json 501-503, 450-452). */
const WALL_BONUS = [30, 50, 70];
const GATE_BONUS = [30, 50, 70];

export function soldierStats(wodId: number): SoldierStats | undefined {
  const s = UNIT_STATS[wodId];
  return s && s.role !== 'tool' ? s : undefined;
}

function toolStats(wodId: number): ToolStats | undefined {
  const s = UNIT_STATS[wodId];
  return s && s.role === 'tool' ? s : undefined;
}

/** A table cell (`602+3#603+2`) as stacks. */
export function readStacks(cell: string): Stack[] {
  if (!cell) return [];
  return cell.split('#').map((part) => {
    const [id, count] = part.split('+');
    return [Number(id), Number(count)] as const;
  });
}

/** The camp's row for a victory count (`dungeon_defense`), or undefined where the tables have none. */
export function campRow(victories: number, kingdomId: number) {
  const rows = CAMP_ROWS[kingdomId];
  if (!rows?.length) return undefined;
  const wanted = Math.min(victories, rows[rows.length - 1]![0]);
  return rows.find((r) => r[0] === wanted);
}

/** Wall and gate level of a camp of this level (`DungeonConst.getWallUpgradeByLevel`). */
export function campFortificationLevel(level: number): number {
  return level < 11 ? 1 : level < 24 ? 2 : 3;
}

/**
 * One flank's defenders and tools as strengths (`defender_flank_effects`): the tools' bonuses are per
 * cent in the table and fractions here; the gate is dropped off the middle.
 */
export function flankDefence(units: Stack[], tools: Stack[], base: { wall: number; gate: number; moat: number }, middle: boolean): FlankDefence {
  let meleeUnitsMelee = 0,
    meleeUnitsRange = 0,
    rangeUnitsMelee = 0,
    rangeUnitsRange = 0;
  let meleeBonus = 1,
    rangeBonus = 1;
  let { wall, gate, moat } = base;
  for (const [id, count] of units) {
    const s = soldierStats(id);
    if (!s || count <= 0) continue;
    if (s.role === 'melee') {
      meleeUnitsMelee += s.meleeDefence * count;
      meleeUnitsRange += s.rangeDefence * count;
    } else {
      rangeUnitsMelee += s.meleeDefence * count;
      rangeUnitsRange += s.rangeDefence * count;
    }
  }
  // A tool adds its bonuses once per stack, whatever its count (the client's getDefenceBonuses loop), each
  // column per cent times 0.01 as the client parses it (EmpireCore gamedata/models.py `ToolStats`), so the
  // sums are EmpireCore's to the last bit and the tool fill's ceil(remaining / bonus) counts as it does.
  for (const [id] of tools) {
    const t = toolStats(id);
    if (!t) continue;
    meleeBonus += t.defMelee * 0.01;
    rangeBonus += t.defRange * 0.01;
    wall += t.wall * 0.01;
    gate += t.gate * 0.01;
    moat += t.moat * 0.01;
  }
  if (!middle) gate = 0;
  return {
    stacks: units,
    meleeDefence: meleeUnitsMelee * meleeBonus + rangeUnitsMelee * rangeBonus,
    rangeDefence: rangeUnitsRange * rangeBonus + meleeUnitsRange * meleeBonus,
    fortification: wall + moat + gate,
    parts: { meleeUnitsMelee, meleeUnitsRange, rangeUnitsMelee, rangeUnitsRange, meleeBonus, rangeBonus, wall, gate, moat },
  };
}

/**
 * What defends a robber baron camp of `victories` in kingdom `kingdomId` (`robber_baron_camp_defense`):
 * its row's defenders and tools per flank with the walls of its level; the keep's defenders have no wall.
 * Undefined where the tables list no camp (a kingdom without robber barons).
 */
export function robberBaronCampDefence(victories: number, kingdomId: number): CampDefence | undefined {
  const row = campRow(victories, kingdomId);
  if (!row) return undefined;
  const level = dungeonLevel(victories, kingdomId);
  const fort = campFortificationLevel(level);
  const base = { wall: WALL_BONUS[fort - 1]! / 100, gate: GATE_BONUS[fort - 1]! / 100, moat: 0 };
  const [, uL, uM, uR, uK, tL, tM, tR] = row;
  return {
    kingdomId,
    victories,
    level,
    flanks: {
      L: flankDefence(readStacks(uL), readStacks(tL), base, false),
      M: flankDefence(readStacks(uM), readStacks(tM), base, true),
      R: flankDefence(readStacks(uR), readStacks(tR), base, false),
    },
    keep: flankDefence(readStacks(uK), [], { wall: 0, gate: 0, moat: 0 }, false),
  };
}

/** A flank's defenders `margin` times as strong, walls as they are. */
function strengthened(d: FlankDefence, margin: number): FlankDefence {
  const parts = d.parts && {
    ...d.parts,
    meleeUnitsMelee: d.parts.meleeUnitsMelee * margin,
    meleeUnitsRange: d.parts.meleeUnitsRange * margin,
    rangeUnitsMelee: d.parts.rangeUnitsMelee * margin,
    rangeUnitsRange: d.parts.rangeUnitsRange * margin,
  };
  return { ...d, meleeDefence: d.meleeDefence * margin, rangeDefence: d.rangeDefence * margin, ...(parts ? { parts } : {}) };
}

/** The camp with defenders `margin` times as strong: an attack that beats it beats the real one with the margin (attack-sizing.ts). */
export function hardened(camp: CampDefence, margin: number): CampDefence {
  const flanks = { L: strengthened(camp.flanks.L, margin), M: strengthened(camp.flanks.M, margin), R: strengthened(camp.flanks.R, margin) };
  return { ...camp, flanks, keep: strengthened(camp.keep, margin) };
}
