/**
 * A robber baron camp's defenders are the game's own row (the item table dungeons.json of the public
 * FearMyShotz/gge-data, docs/sources.md, which shared/src/game-data/camps.ts is generated from), and its level and walls are what EmpireCore's port of the
 * client
 * reads (combat/defense.py), when it is installed (scripts/install-empire-core.sh).
 */
import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { campFortificationLevel, campRow, readStacks, robberBaronCampDefence } from './camp-defence';
import { dungeonLevel } from '../game-wire/ids';

const ROOT = join(import.meta.dir, '..', '..', '..');
const TABLE = join(ROOT, '..', 'shared', 'game-data', 'dungeons.json');
const PYTHON = join(ROOT, '.tools', 'venv', 'bin', 'python');

describe("a camp's defenders", () => {
  test.skipIf(!existsSync(TABLE))("are the game table's row for its kingdom and victory count, every row of the four kingdoms", () => {
    const rows = JSON.parse(readFileSync(TABLE, 'utf8')) as Array<Record<string, string>>;
    let compared = 0;
    for (const row of rows.filter((r) => ['0', '1', '2', '3'].includes(r.kID!))) {
      const ours = campRow(Number(row.countVictories), Number(row.kID));
      expect(ours).toBeDefined();
      const [, uL, uM, uR, uK, tL, tM, tR] = ours!;
      expect([uL, uM, uR, uK, tL, tM, tR]).toEqual(['unitsL', 'unitsM', 'unitsR', 'unitsK', 'toolL', 'toolM', 'toolR'].map((k) => row[k] ?? ''));
      compared++;
    }
    expect(compared).toBe(1236);
  });

  test('past the last row, the last row (the client reads the highest count it has)', () => {
    expect(campRow(100_000, 0)).toEqual(campRow(845, 0));
    expect(campRow(3, 7)).toBeUndefined();
  });

  test('a flank adds each defender’s defence by its role and each tool once; walls of the level, the gate on the middle only', () => {
    // Green, 20 victories: left 607+5#608+5 (crossbowmen and bowmen, ranged: melee defence 6 and 8) behind an
    // oil smelter (637, wall +25 %); middle 602+3#603+2#607+8#608+6 behind 637 and a mat (644, gate +60 %).
    const camp = robberBaronCampDefence(20, 0)!;
    expect(camp.level).toBe(dungeonLevel(20, 0));
    expect(camp.level).toBe(11);
    expect(camp.flanks.L.stacks).toEqual([
      [607, 5],
      [608, 5],
    ]);
    expect(camp.flanks.L.meleeDefence).toBe(6 * 5 + 8 * 5);
    expect(camp.flanks.L.fortification).toBeCloseTo(0.5 + 0.25);
    expect(camp.flanks.M.meleeDefence).toBe(26 * 3 + 38 * 2 + 6 * 8 + 8 * 6);
    expect(camp.flanks.M.fortification).toBeCloseTo(0.5 + 0.25 + 0.5 + 0.6);
    expect(camp.keep.stacks).toEqual([]);
  });

  test('a table cell reads as stacks', () => {
    expect(readStacks('604+3#606+3#652+45')).toEqual([
      [604, 3],
      [606, 3],
      [652, 45],
    ]);
    expect(readStacks('')).toEqual([]);
  });

  test.skipIf(!existsSync(PYTHON) && !process.env.CI)(
    "its level and walls are EmpireCore's (the client's DungeonConst)",
    () => {
      const cases = [0, 1, 5, 20, 63, 100, 300].flatMap((v) => [0, 1, 2, 3].map((k) => [v, k] as const));
      const script = `
import json
from empire_core.combat.defense import robber_baron_camp_level, robber_baron_camp_fortification_levels
from empire_core.enums import Kingdom
out = []
for v, k in ${JSON.stringify(cases)}:
    level = robber_baron_camp_level(v, Kingdom(k))
    out.append([level, robber_baron_camp_fortification_levels(level)[0]])
print(json.dumps(out))`;
      const run = Bun.spawnSync([PYTHON, '-c', script]);
      expect(run.exitCode, run.stderr.toString()).toBe(0);
      const theirs = JSON.parse(run.stdout.toString()) as Array<[number, number]>;
      expect(cases.map(([v, k]) => [dungeonLevel(v, k), campFortificationLevel(dungeonLevel(v, k))])).toEqual(theirs);
      // Importing EmpireCore takes Python two seconds on an idle machine, several under a loaded suite.
    },
    60_000,
  );

  test.skipIf(!existsSync(TABLE) || (!existsSync(PYTHON) && !process.env.CI))(
    "every flank of every camp row defends as EmpireCore's defence maths says (combat/defense.py robber_baron_camp_defense)",
    () => {
      const rows = JSON.parse(readFileSync(TABLE, 'utf8')) as Array<Record<string, string>>;
      const camps = rows.filter((r) => ['0', '1', '2', '3'].includes(r.kID!)).map((r) => [Number(r.countVictories), Number(r.kID)] as const);
      const script = join(import.meta.dir, 'empire-core-fill.py');
      const run = Bun.spawnSync([PYTHON, script, join(ROOT, '..', 'shared', 'game-data')], { stdin: Buffer.from(JSON.stringify({ defence: camps })) });
      expect(run.exitCode, run.stderr.toString()).toBe(0);
      const theirs = (JSON.parse(run.stdout.toString()) as { defence: Array<Record<'L' | 'M' | 'R' | 'K', number[]>> }).defence;
      expect(theirs).toHaveLength(1236);
      camps.forEach(([victories, kingdom], i) => {
        const camp = robberBaronCampDefence(victories, kingdom)!;
        const p = (d: typeof camp.keep) => {
          const x = d.parts!;
          return [x.meleeUnitsMelee, x.meleeUnitsRange, x.rangeUnitsMelee, x.rangeUnitsRange, x.meleeBonus, x.rangeBonus, x.wall, x.gate, x.moat];
        };
        const t = theirs[i]!;
        expect({ victories, kingdom, L: p(camp.flanks.L), M: p(camp.flanks.M), R: p(camp.flanks.R) }).toEqual({ victories, kingdom, L: t.L, M: t.M, R: t.R });
        // The keep's defenders are theirs; its walls are ours to leave out (fight.ts: no wall stands in the courtyard).
        expect(p(camp.keep).slice(0, 6)).toEqual(t.K.slice(0, 6));
      });
    },
    60_000,
  );
});
