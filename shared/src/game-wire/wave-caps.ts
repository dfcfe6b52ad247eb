/**
 * How many units one attack wave may hold at a target's level, and how many waves a player of a level may
 * send: the caps public bots send by (GGE-BOT plugins/attack/attack.js getMaxAttackers; EmpireCore
 * combat/capacity.py:22-30). The attack loop fills its waves by them and the strategy planner sizes its
 * armies by them, so they live once, here.
 */

/** Units a wave may hold at a target's level: the front, each flank (GGE-BOT getMaxAttackers). */
export function waveCaps(targetLevel: number): { front: number; flank: number } {
  const max = waveSize(targetLevel);
  const flank = Math.ceil(0.2 * max);
  return { front: max - 2 * flank, flank };
}

/** All a full wave holds at a target's level, front and both flanks. */
export function waveSize(targetLevel: number): number {
  return targetLevel <= 69 ? Math.min(260, 5 * targetLevel + 8) : 320;
}

/** Waves an attacker of this level may send: 1 to 4 at levels 0, 13, 26, 51 (EmpireCore capacity.py:22-23). */
export function maxWaves(playerLevel: number): number {
  return [0, 13, 26, 51].filter((t) => t <= playerLevel).length;
}
