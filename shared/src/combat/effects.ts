/**
 * The two sides of a flank as the game client's combat maths holds them, ported from EmpireCore
 * combat/effects.py (0.59.0): the defender's strengths split by its units' role with its multipliers and
 * walls (`DefenderFlankEffects`, the client's `DefenderFlankEffectVO`), and the attacker's multipliers and
 * the reductions its tools and commander bring (`AttackerFlankEffects`, `AttackerFlankEffectVO`). Both the
 * wave auto-fill (auto-fill.ts, tool-fill.ts) and the fight (fight.ts) read them, so a tool dents the
 * defence the same way when the bot picks its soldiers and when the fight is decided.
 */
import type { AttackToolStats } from '../game-data/attack-tools';

/** A flank's defenders (effects.py:128-159): strengths by the defenders' role, multipliers from 1, walls as fractions. */
export type DefenderParts = {
  meleeUnitsMelee: number;
  meleeUnitsRange: number;
  rangeUnitsMelee: number;
  rangeUnitsRange: number;
  meleeBonus: number;
  rangeBonus: number;
  wall: number;
  gate: number;
  moat: number;
};

/**
 * The attacker's side of a flank (effects.py:19-37): attack multipliers from 1, and what is taken off the
 * defender's multipliers and walls, as fractions. A commander's effects start it, each placed tool adds.
 */
export type AttackerEffects = {
  meleeBonus: number;
  rangeBonus: number;
  defenderRangeReduction: number;
  defenderMeleeReduction: number;
  gateReduction: number;
  wallReduction: number;
  moatReduction: number;
};

/** An attacker with no commander's effects and no tools (effects.py:29-37 defaults). */
export const NO_ATTACKER_EFFECTS: AttackerEffects = Object.freeze({
  meleeBonus: 1,
  rangeBonus: 1,
  defenderRangeReduction: 0,
  defenderMeleeReduction: 0,
  gateReduction: 0,
  wallReduction: 0,
  moatReduction: 0,
});

/**
 * `count` of a tool folded into the attacker's effects (effects.py:39-81, `updateEffectsWithNewTool`): each
 * tool adds its reductions times the number placed. The tool's own effects (maluses of types 215 and 217)
 * would add to the defender reductions; our tables carry no effects table, so they add nothing, as in
 * EmpireCore reading the same tables.
 */
export function withTool(effects: AttackerEffects, tool: AttackToolStats, count: number): AttackerEffects {
  return {
    ...effects,
    wallReduction: effects.wallReduction + (tool.wall / 100) * count,
    gateReduction: effects.gateReduction + (tool.gate / 100) * count,
    moatReduction: effects.moatReduction + (tool.moat / 100) * count,
    defenderRangeReduction: effects.defenderRangeReduction + (tool.defRange / 100) * count,
    defenderMeleeReduction: effects.defenderMeleeReduction + (tool.defMelee / 100) * count,
  };
}

/** Defence against a melee attack (effects.py:149-153, `getMeleeDefenceValue`). */
export function meleeDefenceValue(d: DefenderParts, meleeReduction = 0, rangeReduction = 0): number {
  return d.meleeUnitsMelee * (d.meleeBonus - meleeReduction) + d.rangeUnitsMelee * (d.rangeBonus - rangeReduction);
}

/** Defence against a ranged attack (effects.py:155-159, `getRangeDefenceValue`). */
export function rangeDefenceValue(d: DefenderParts, rangeReduction = 0, meleeReduction = 0): number {
  return d.rangeUnitsRange * (d.rangeBonus - rangeReduction) + d.meleeUnitsRange * (d.meleeBonus - meleeReduction);
}

export const hasMeleeDefenders = (d: DefenderParts): boolean => d.meleeUnitsMelee !== 0 || d.meleeUnitsRange !== 0;
export const hasRangeDefenders = (d: DefenderParts): boolean => d.rangeUnitsMelee !== 0 || d.rangeUnitsRange !== 0;
