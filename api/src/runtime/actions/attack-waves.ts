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
import { FLANKS, type Flank, type Stack } from '@shared/combat/camp-defence';
import type { AttackWave } from '@shared/combat/auto-fill';
import { waveCapacity } from '@shared/combat/wave-capacity';

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
 * A sized attack's waves (shared/src/combat/attack-sizing.ts: the client's auto-fill of the soldiers and
 * tools) for `cra`: each flank's units and tools as filled, every slot the target's level opens sent, an
 * empty one as `[-1, 0]`, as the client sends its slot lists (EmpireCore army/models/units.py `WaveFlank`:
 * "one pair per slot", CastleAttackWaveVO.getWaveInfoObject; slots by level: combat/capacity.py, our
 * wave-capacity.ts). Returns the waves and how many soldiers they hold.
 */
export function sizedWaves(filled: readonly AttackWave[], targetLevel: number): { waves: Wave[]; sent: number } {
  const capacity = waveCapacity(targetLevel);
  const slots = (stacks: readonly Stack[], open: number): UnitCount[] => {
    const out = stacks.filter(([, n]) => n > 0).map(([id, n]): UnitCount => [id, n]);
    while (out.length < open) out.push([...EMPTY]);
    return out;
  };
  const flank = (wave: AttackWave, f: Flank) => ({ T: slots(wave[f].tools, capacity.toolSlots[f]), U: slots(wave[f].units, capacity.unitSlots[f]) });
  const waves = filled.map((wave): Wave => ({ L: flank(wave, 'L'), R: flank(wave, 'R'), M: flank(wave, 'M') }));
  const sent = filled.reduce((n, wave) => n + FLANKS.reduce((m, f) => m + wave[f].units.reduce((k, [, c]) => k + c, 0), 0), 0);
  return { waves, sent };
}
