/**
 * How much one attack wave holds, ported from EmpireCore combat/capacity.py (0.59.0), the client's
 * `CombatConst`: each flank's soldiers and tools and its unlocked slots follow the target's level, the
 * number of waves the attacker's own level. No commander, legend or conquest bonus applies in our world
 * (our commanders carry no effects: docs/game.md "Tools and commanders in the fight"), so the bonuses of
 * `WaveCapacity.for_level` stay at zero. shared/src/game-wire/wave-caps.ts keeps the two figures the rest of
 * the product reads (`waveCaps`, `maxWaves`); they are these.
 */
import type { Flank } from './camp-defence';
import { maxWaves, waveCaps, waveSize } from '../game-wire/wave-caps';

/** Slot unlock levels (capacity.py:27-30): a flank has a slot once the level reaches its entry. */
export const UNIT_SLOT_LEVELS_FLANK = [0, 13] as const;
export const UNIT_SLOT_LEVELS_MIDDLE = [0, 0, 13, 13, 26, 26] as const;
export const TOOL_SLOT_LEVELS_FLANK = [0, 37] as const;
export const TOOL_SLOT_LEVELS_MIDDLE = [0, 11, 37] as const;
/** The slot type a tool must fit (capacity.py:34-35, `CombatConst.SLOT_TYPE_MIDDLE_TOOL` / `SLOT_TYPE_FLANK_TOOL`). */
export const TOOL_SLOT_TYPE = { M: 1, L: 2, R: 2 } as const satisfies Record<Flank, number>;
/** Slots of the courtyard wave, all open from level 0 (capacity.py:439). */
export const YARD_SLOTS = 8;

export type WaveCapacity = {
  level: number;
  soldiers: Record<Flank, number>;
  tools: Record<Flank, number>;
  unitSlots: Record<Flank, number>;
  toolSlots: Record<Flank, number>;
};

/** Slots open at this level (capacity.py:476-478, `unlocked_slots`). */
export function unlockedSlots(levels: readonly number[], level: number): number {
  return levels.filter((at) => level >= at).length;
}

/** Tools one side flank holds (capacity.py:338-346, `getTotalAmountTools`), with no legend bonus. */
export function flankToolCapacity(level: number): number {
  return level < 37 ? 10 : level < 50 ? 20 : level < 69 ? 30 : 40;
}

/** Tools the middle holds (capacity.py:349-359). */
export function middleToolCapacity(level: number): number {
  return level < 11 ? 10 : level < 37 ? 20 : level < 50 ? 30 : level < 69 ? 40 : 50;
}

/** A wave at the target's level (capacity.py:523-563, `WaveCapacity.for_level` without bonuses). */
export function waveCapacity(targetLevel: number): WaveCapacity {
  const { front, flank } = waveCaps(targetLevel);
  const flankSlots = unlockedSlots(UNIT_SLOT_LEVELS_FLANK, targetLevel);
  const flankTools = unlockedSlots(TOOL_SLOT_LEVELS_FLANK, targetLevel);
  return {
    level: targetLevel,
    soldiers: { L: flank, M: front, R: flank },
    tools: { L: flankToolCapacity(targetLevel), M: middleToolCapacity(targetLevel), R: flankToolCapacity(targetLevel) },
    unitSlots: { L: flankSlots, M: unlockedSlots(UNIT_SLOT_LEVELS_MIDDLE, targetLevel), R: flankSlots },
    toolSlots: { L: flankTools, M: unlockedSlots(TOOL_SLOT_LEVELS_MIDDLE, targetLevel), R: flankTools },
  };
}

/** Waves an attacker of this level sends (capacity.py:481-497, `getMaxWaveCountWithBonus`, no conquest). */
export const waveCount = maxWaves;

/** The fewest units an attack's waves carry (capacity.py:259-268, `CombatConst.getMinSoldiers`). */
export function minSoldiers(targetLevel: number): number {
  return Math.floor(0.1 * waveSize(targetLevel));
}

/**
 * Units the courtyard wave holds (capacity.py:443-473, `getMaxUnitsInReinforcementWave`), with no bonus:
 * it grows with both levels; JavaScript's Math.round, as the client rounds.
 */
export function yardCapacity(attackerLevel: number, targetLevel: number): number {
  return Math.floor(20 * Math.sqrt(Math.max(0, attackerLevel)) + 50 + 20 * targetLevel + 0.5);
}
