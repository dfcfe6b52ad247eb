/**
 * Our wave auto-fill is the client's as EmpireCore ports it (combat/solver.py `fill_waves`, combat/tools.py):
 * for the same soldiers, tools and camp, the same waves, stack for stack, run through EmpireCore itself when
 * it is installed (scripts/install-empire-core.sh; CI installs it). Then what the fill does to the stock.
 */
import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fillCampAttack, fillYardWave, type AttackWave } from './auto-fill';
import { inventoryOf } from './inventory';
import { yardCapacity } from './wave-capacity';
import { robberBaronCampDefence, type Stack } from './camp-defence';
import { dungeonLevel } from '../game-wire/ids';

const ROOT = join(import.meta.dir, '..', '..', '..');
const PYTHON = join(ROOT, '.tools', 'venv', 'bin', 'python');
const TABLES = join(ROOT, '..', 'shared', 'game-data');

type Case = { pool: Stack[]; victories: number; kingdom: number; attacker: number; events: boolean };

/**
 * Soldiers of several kinds (units.json: 601 swordsman, 602 spearman, 603 mace, 605 two-handed sword, 2010 its elite; 606 archer, a
 * defensive unit the fill never takes; 607 crossbowman, 608 bowman, 2050 elite heavy crossbowman), and tools for each strategy.
 */
const ARMIES: Stack[][] = [
  [[602, 200]],
  [
    [602, 120],
    [608, 80],
  ],
  [
    [601, 40],
    [603, 60],
    [606, 50],
    [607, 30],
  ],
  [
    [602, 300],
    [605, 150],
    [2010, 40],
    [2050, 40],
  ],
  [[608, 25]],
];
const TOOLS: Stack[][] = [
  [],
  [
    [614, 20],
    [611, 5],
    [620, 10],
  ],
  [
    [614, 40],
    [649, 6],
    [640, 10],
    [611, 12],
    [648, 3],
    [617, 10],
    [620, 30],
    [651, 4],
  ],
  // Event tools (616 shadow ladder, 615 shadow ram) beside basic ones: left at home unless allowed.
  [
    [616, 30],
    [615, 10],
    [614, 5],
  ],
];
const CAMPS: Array<[victories: number, kingdom: number]> = [
  [0, 0],
  [5, 0],
  [20, 0],
  [63, 0],
  [200, 0],
  [0, 1],
  [30, 1],
  [0, 2],
  [80, 2],
  [10, 3],
  [845, 0],
];

function cases(): Case[] {
  const out: Case[] = [];
  let i = 0;
  for (const [victories, kingdom] of CAMPS)
    for (const pool of ARMIES) {
      const tools = TOOLS[i % TOOLS.length]!;
      const attacker = [5, 13, 26, 51, 70][i % 5]!;
      out.push({ pool: [...pool, ...tools], victories, kingdom, attacker, events: i % 7 === 3 });
      i++;
    }
  return out;
}

const ours = (c: Case): AttackWave[] => {
  const camp = robberBaronCampDefence(c.victories, c.kingdom)!;
  return fillCampAttack(c.pool, camp, { target: camp.level, attacker: c.attacker }, { allowEventTools: c.events }).waves;
};

const plain = (waves: AttackWave[]) => JSON.parse(JSON.stringify(waves)) as unknown;

describe('the wave auto-fill', () => {
  test.skipIf(!existsSync(PYTHON) && !process.env.CI)(
    "fills the waves EmpireCore's port of the client fills, for armies of several kinds, camps of every kingdom, with and without tools",
    () => {
      const all = cases();
      const run = Bun.spawnSync([PYTHON, join(import.meta.dir, 'empire-core-fill.py'), TABLES], {
        stdin: Buffer.from(JSON.stringify({ fill: all, yard: all })),
      });
      expect(run.exitCode, run.stderr.toString()).toBe(0);
      const reply = JSON.parse(run.stdout.toString()) as { fill: unknown[]; yard: unknown[] };
      const theirs = reply.fill;
      expect(theirs).toHaveLength(all.length);
      let withTools = 0;
      all.forEach((c, i) => {
        const waves = ours(c);
        if (waves.some((w) => w.L.tools.length + w.M.tools.length + w.R.tools.length > 0)) withTools++;
        expect({ case: c, waves: plain(waves) }).toEqual({ case: c, waves: theirs[i] });
        // The courtyard wave from the same pool: soldiers only, on their raw values, against the keep.
        const camp = robberBaronCampDefence(c.victories, c.kingdom)!;
        const courtyard = fillYardWave(inventoryOf(c.pool), yardCapacity(c.attacker, camp.level), camp.keep.parts);
        expect({ case: c, yard: courtyard }).toEqual({ case: c, yard: reply.yard[i] as Stack[] });
      });
      // The table reaches the tool half, not only the soldiers.
      expect(withTools).toBeGreaterThan(10);
    },
    60_000,
  );

  test('tools go in the client’s order, wall first, and are counted out of the stock they came from', () => {
    // Green, 20 victories (level 11): left wall 75 % (50 % walls and an oil smelter), middle gate 110 %.
    const camp = robberBaronCampDefence(20, 0)!;
    expect(camp.level).toBe(dungeonLevel(20, 0));
    const stock: Stack[] = [
      [602, 200],
      [614, 20],
      [611, 5],
      [620, 10],
    ];
    const { waves, left } = fillCampAttack(stock, camp, { target: camp.level, attacker: 15 });
    const [first, second] = waves;
    // Left first: 8 ladders take the 75 % wall off (ceil(0.75 / 0.10)); then right (90 %): 9; the middle
    // gets the last 3 ladders, then its second slot the rams against the gate.
    expect(first!.L.tools).toEqual([[614, 8]]);
    expect(first!.R.tools).toEqual([[614, 9]]);
    expect(first!.M.tools).toEqual([
      [614, 3],
      [611, 5],
    ]);
    // No ladders or rams left for the second wave: the shields go against the left's archers.
    expect(second!.L.tools).toEqual([[620, 10]]);
    // Counted out: every ladder, ram and shield is in a wave, none is at home.
    const placed = (id: number) =>
      waves.reduce((n, w) => n + [w.L, w.M, w.R].reduce((m, f) => m + f.tools.filter(([t]) => t === id).reduce((k, [, c]) => k + c, 0), 0), 0);
    expect([placed(614), placed(611), placed(620)]).toEqual([20, 5, 10]);
    expect([left.get(614), left.get(611), left.get(620)]).toEqual([undefined, undefined, undefined]);
    expect(left.get(602)).toBe(200 - 2 * (13 + 37 + 13));
  });

  test('event tools stay home unless the player allows them; a flank with no soldiers gives its tools back', () => {
    const camp = robberBaronCampDefence(20, 0)!;
    const stock: Stack[] = [
      [602, 13],
      [616, 30],
    ];
    const off = fillCampAttack(stock, camp, { target: camp.level, attacker: 15 });
    expect(off.waves[0]!.L).toEqual({ units: [[602, 13]], tools: [] });
    expect(off.left.get(616)).toBe(30);
    const on = fillCampAttack(stock, camp, { target: camp.level, attacker: 15 }, { allowEventTools: true });
    // The left takes its shadow ladders; the right and middle find no soldiers, so theirs go back.
    expect(on.waves[0]!.L.tools).toEqual([[616, 8]]);
    expect(on.waves[0]!.R).toEqual({ units: [], tools: [] });
    expect(on.left.get(616)).toBe(22);
  });
});
