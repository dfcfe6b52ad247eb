/**
 * How many units one attack wave may hold at a target's level, and how many waves a player of a level may
 * send: the client's `CombatConst` as EmpireCore 0.59.0 ports it (combat/capacity.py:252-256 `max_attackers`,
 * 315-335 `flank_soldier_capacity` / `middle_soldier_capacity`, 481-497 `max_wave_count`; GGE-BOT
 * plugins/attack/attack.js getMaxAttackers agrees). The attack loop fills its waves by them and the strategy
 * planner sizes its armies by them, so they live once, here; shared/src/combat/wave-capacity.ts adds the
 * slots and tools the wave auto-fill reads, and its test compares all of them with EmpireCore's.
 */

/** Units a wave may hold at a target's level: the front (`getAmountSoldiersMiddle`), each flank (`getAmountSoldiersFlank`). */
export function waveCaps(targetLevel: number): { front: number; flank: number } {
  const max = waveSize(targetLevel);
  const flank = Math.ceil(0.2 * max);
  return { front: max - 2 * flank, flank };
}

/** All a full wave holds at a target's level, front and both flanks (`CombatConst.getMaxAttackers`). */
export function waveSize(targetLevel: number): number {
  return targetLevel <= 69 ? Math.min(260, 5 * targetLevel + 8) : 320;
}

/** Waves an attacker of this level may send: 1 to 4 at levels 0, 13, 26, 51 (capacity.py:22 `WAVE_UNLOCK_LEVELS`). */
export function maxWaves(playerLevel: number): number {
  return [0, 13, 26, 51].filter((t) => t <= playerLevel).length;
}
