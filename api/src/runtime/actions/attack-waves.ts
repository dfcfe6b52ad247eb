/**
 * The army of an attack (`cra`, whose request shared/src/game-wire/attack-request.ts builds) split into
 * waves of left, right and middle flanks, each flank's slots filled up to the game's caps for the
 * target's level. The caps and slot counts are the ones public bots send by (GGE-BOT
 * plugins/attack/attack.js getMaxAttackers and setupWave; EmpireCore combat/capacity.py:22-30).
 */
import { flankOf } from '@shared/game-wire/attack-request';
import type { Wave } from '@shared/game-wire/commands';
import type { UnitCount } from '@shared/game-wire/live-shapes';
import { maxWaves, waveCaps } from '@shared/game-wire/wave-caps';
import type { Army } from '@shared/combat/fight';

const EMPTY: UnitCount = [-1, 0];

/** Unit slots of a flank at a level: one per threshold reached (GGE-BOT setupWave: flanks [0, 13], middle [0, 0, 13, 13, 26, 26]). */
function slotCount(thresholds: number[], level: number): number {
  return thresholds.filter((t) => t <= level).length;
}

/** Takes up to `cap` units from the pool into at most `slots` slots, padded with empty slots. */
function fill(pool: UnitCount[], cap: number, slots: number, budget: { left: number }): UnitCount[] {
  const out: UnitCount[] = [];
  let room = Math.min(cap, budget.left);
  while (out.length < slots && room > 0 && pool.length > 0) {
    const unit = pool[0]!;
    const take = Math.min(unit[1], room);
    out.push([unit[0], take]);
    unit[1] -= take;
    room -= take;
    budget.left -= take;
    if (unit[1] === 0) pool.shift();
  }
  while (out.length < slots) out.push([...EMPTY]);
  return out;
}

/**
 * `troops` soldiers from `soldiers` ([wodId, count], largest stack first) in waves for a target of
 * `targetLevel`, at most `maxWaves(playerLevel)` of them, left and right before the middle as public
 * bots fill them. Returns the waves and how many soldiers they hold (fewer when the caps are reached).
 */
export function buildWaves(soldiers: UnitCount[], troops: number, targetLevel: number, playerLevel: number): { waves: Wave[]; sent: number } {
  const pool: UnitCount[] = soldiers.map(([id, n]) => [id, n]);
  const caps = waveCaps(targetLevel);
  const budget = { left: troops };
  const waves: Wave[] = [];
  for (let i = 0; i < maxWaves(playerLevel) && budget.left > 0 && pool.length > 0; i++) {
    const L = fill(pool, caps.flank, slotCount([0, 13], targetLevel), budget);
    const R = fill(pool, caps.flank, slotCount([0, 13], targetLevel), budget);
    const M = fill(pool, caps.front, slotCount([0, 0, 13, 13, 26, 26], targetLevel), budget);
    waves.push({ L: flankOf(L), R: flankOf(R), M: flankOf(M) });
  }
  return { waves, sent: troops - budget.left };
}

/**
 * A sized army (shared/src/combat/attack-sizing.ts: its units per flank, added up over the waves) laid
 * into waves for `cra`: each flank's units go into the first wave that has room, up to the wave's cap and
 * slots for the target's level, as the client's auto-fill lays them wave by wave.
 */
export function armyWaves(army: Army, targetLevel: number, playerLevel: number): { waves: Wave[]; sent: number } {
  const caps = waveCaps(targetLevel);
  const slots = { L: slotCount([0, 13], targetLevel), R: slotCount([0, 13], targetLevel), M: slotCount([0, 0, 13, 13, 26, 26], targetLevel) };
  const pools = {
    L: army.L.map(([id, n]): UnitCount => [id, n]),
    M: army.M.map(([id, n]): UnitCount => [id, n]),
    R: army.R.map(([id, n]): UnitCount => [id, n]),
  };
  const waves: Wave[] = [];
  let sent = 0;
  for (let i = 0; i < maxWaves(playerLevel) && (pools.L.length || pools.M.length || pools.R.length); i++) {
    const lay = (f: 'L' | 'M' | 'R') => {
      const budget = { left: Number.POSITIVE_INFINITY };
      const slotsOut = fill(pools[f], f === 'M' ? caps.front : caps.flank, slots[f], budget);
      sent += slotsOut.reduce((n, [, c]) => n + c, 0);
      return slotsOut;
    };
    const L = lay('L');
    const R = lay('R');
    const M = lay('M');
    waves.push({ L: flankOf(L), R: flankOf(R), M: flankOf(M) });
  }
  return { waves, sent };
}
