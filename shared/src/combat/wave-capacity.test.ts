/** A wave's capacity and the waves a level unlocks are the client's `CombatConst` as EmpireCore combat/capacity.py ports it. */
import { expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { minSoldiers, waveCapacity, waveCount, yardCapacity } from './wave-capacity';

const PYTHON = join(import.meta.dir, '..', '..', '..', '.tools', 'venv', 'bin', 'python');

test.skipIf(!existsSync(PYTHON) && !process.env.CI)(
  "every level's soldiers, tools, slots, waves, minimum and courtyard are EmpireCore's",
  () => {
    const script = `
import json
from empire_core.combat.capacity import WaveCapacity, max_wave_count, min_soldiers, yard_capacity
from empire_core.enums import Flank
out = []
for level in range(0, 81):
    c = WaveCapacity.for_level(level)
    per = lambda get: [get(Flank.LEFT), get(Flank.MIDDLE), get(Flank.RIGHT)]
    out.append([per(c.soldier_capacity), per(c.tool_capacity), per(c.unit_slots), per(c.tool_slots),
                max_wave_count(level), min_soldiers(level), yard_capacity(level, level)])
print(json.dumps(out))`;
    const run = Bun.spawnSync([PYTHON, '-c', script]);
    expect(run.exitCode, run.stderr.toString()).toBe(0);
    const theirs = JSON.parse(run.stdout.toString()) as unknown[];
    const ours = Array.from({ length: 81 }, (_, level) => {
      const c = waveCapacity(level);
      const per = (r: Record<'L' | 'M' | 'R', number>) => [r.L, r.M, r.R];
      return [per(c.soldiers), per(c.tools), per(c.unitSlots), per(c.toolSlots), waveCount(level), minSoldiers(level), yardCapacity(level, level)];
    });
    expect(ours as unknown[]).toEqual(theirs);
  },
  60_000,
);
