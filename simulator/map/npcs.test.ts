import { describe, expect, test } from 'bun:test';
import { EVENT_CAMP_KINDS, KINGDOMS, isDaimyoCastle, npcAt, npcsIn, type NpcSite } from './npcs';
import { homePosition } from '../core/players';
import { CELL_SIZE, MAP_SIZE } from '../core/rules';

/** The web client's map read (and EmpireCore's drive, conformance/army.py area_around_castle): 100 tiles a side. */
const READ_SIDE = 100;

/** What a read at (x1, y1) lacks of the event camps: each kind, and the Daimyo's castle and a township apart. */
function missingCamps(seed: number, x1: number, y1: number): string[] {
  const sites = npcsIn(seed, 'EmpireEx', 'green', { x1, y1, x2: x1 + READ_SIDE - 1, y2: y1 + READ_SIDE - 1 });
  const label = (s: NpcSite) => (s.kind === 'daimyo' ? (isDaimyoCastle(s) ? 'daimyoCastle' : 'daimyoTownship') : s.kind);
  const seen = new Set<string>(sites.map(label));
  const wanted = [...EVENT_CAMP_KINDS.filter((k) => k !== 'daimyo'), 'daimyoCastle', 'daimyoTownship'];
  return wanted.filter((k) => !seen.has(k));
}

describe('the invasion camps on the map', () => {
  test("every drive account's read around its castle shows each camp, the Daimyo's castle and a township", () => {
    // The drive names its account after the clock (`ec` + Date.now() in base 36); 3,000 such names, over
    // the conformance test's seed and two others. Before the Daimyo's band, seed 11 lacked his castle for
    // about 1 name in 200.
    const lacking: string[] = [];
    for (const seed of [11, 1, 2026]) {
      for (let i = 0; i < 1_000; i++) {
        const name = `ec${(1_780_000_000_000 + i * 104_729).toString(36)}`;
        const c = homePosition(seed, 'EmpireEx', name);
        const x1 = Math.max(0, c.x - READ_SIDE / 2);
        const y1 = Math.max(0, c.y - READ_SIDE / 2);
        const missing = missingCamps(seed, x1, y1);
        if (missing.length > 0) lacking.push(`seed ${seed} ${name} at (${c.x},${c.y}): ${missing.join(', ')}`);
      }
    }
    expect(lacking).toEqual([]);
  });

  test('a read starting on any tile of a cell, either way, shows them too', () => {
    // Every start offset within a cell on both axes, across a diagonal of cells: the band rule, not luck.
    const lacking: string[] = [];
    for (let cell = 0; (cell + 3) * CELL_SIZE < MAP_SIZE; cell += 5) {
      for (let dx = 0; dx < CELL_SIZE; dx++) {
        for (let dy = 0; dy < CELL_SIZE; dy += 3) {
          const x1 = cell * CELL_SIZE + dx;
          const y1 = (cell + 1) * CELL_SIZE + dy;
          const missing = missingCamps(11, x1, y1);
          if (missing.length > 0) lacking.push(`(${x1},${y1}): ${missing.join(', ')}`);
        }
      }
    }
    expect(lacking).toEqual([]);
  });
});

describe('one object per tile', () => {
  // An attack names its target by tile (cra's TX, TY): two camps on one tile made a baron farmer's attack
  // land on the fortress drawn there too (CI, stop 47). 4,356 sites a kingdom, so a few tiles were shared.
  test.each([9, 11, 2026])('seed %d: no two sites of a kingdom share a tile, and each is the one found there', (seed) => {
    const shared: string[] = [];
    for (const kingdom of KINGDOMS) {
      const sites = npcsIn(seed, 'EmpireEx', kingdom, { x1: 0, y1: 0, x2: MAP_SIZE - 1, y2: MAP_SIZE - 1 });
      const byTile = new Map<number, NpcSite>();
      for (const site of sites) {
        const other = byTile.get(site.x * 10_000 + site.y);
        if (other) shared.push(`${kingdom} (${site.x},${site.y}): ${other.kind} ${other.id} and ${site.kind} ${site.id}`);
        byTile.set(site.x * 10_000 + site.y, site);
        if (site.x >= MAP_SIZE || site.y >= MAP_SIZE) shared.push(`${kingdom} ${site.id} off the map`);
      }
      for (const site of sites.slice(0, 200)) expect(npcAt(seed, 'EmpireEx', kingdom, site.x, site.y)?.id).toBe(site.id);
    }
    expect(shared).toEqual([]);
  });
});
