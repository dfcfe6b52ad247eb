/** Attacks sized from a camp's defence, and how the fight (ours: fight.ts) decides them. */
import { describe, expect, test } from 'bun:test';
import { hardened, robberBaronCampDefence } from './camp-defence';
import { sizeAttack, type SizingAsk } from './attack-sizing';
import { fightCamp } from './fight';
import { waveCaps, waveSize } from '../game-wire/wave-caps';

const SPEARMAN = 602;
const askFor = (victories: number, kingdom: number, soldiers: number, budget: number, waves = 1, margin = 1.2): SizingAsk => {
  const camp = robberBaronCampDefence(victories, kingdom)!;
  return { camp, pool: [[SPEARMAN, soldiers]], budget, caps: { ...waveCaps(camp.level), waves }, margin, minimum: Math.floor(0.1 * waveSize(camp.level)) };
};

describe('sizing an attack', () => {
  test('a beatable camp: the army wins, within the budget and the waves, with fewer losses than it would have sent', () => {
    const ask = askFor(63, 0, 200, 200);
    const sized = sizeAttack(ask);
    expect(sized.kind).toBe('attack');
    if (sized.kind !== 'attack') return;
    const result = fightCamp(sized.army, ask.camp);
    expect(result.won).toBe(true);
    expect(result.lost).toBe(sized.expectedLost);
    expect(sized.sent).toBeLessThanOrEqual(200);
    // No flank holds more than its waves do.
    const caps = waveCaps(ask.camp.level);
    for (const f of ['L', 'R'] as const) expect(sized.army[f].reduce((n, [, c]) => n + c, 0)).toBeLessThanOrEqual(caps.flank);
    expect(sized.army.M.reduce((n, [, c]) => n + c, 0)).toBeLessThanOrEqual(caps.front);
    // It wins against a camp a fifth stronger too: the margin.
    expect(fightCamp(sized.army, hardened(ask.camp, 1.19)).won).toBe(true);
  });

  test('too few soldiers for the margin: no attack, and how many it would take', () => {
    const sized = sizeAttack(askFor(63, 0, 60, 60));
    expect(sized).toEqual({ kind: 'too-strong', needed: expect.any(Number) });
    const needed = (sized as { needed: number }).needed;
    expect(needed).toBeGreaterThan(60);
    // With that many it goes.
    expect(sizeAttack(askFor(63, 0, needed, needed)).kind).toBe('attack');
  });

  test('more than the waves of the level hold: no attack, and no figure', () => {
    // The Burning Sands' first camp needs over a hundred spearmen on its left flank; one wave holds 37.
    expect(sizeAttack(askFor(0, 1, 5000, 5000, 1))).toEqual({ kind: 'too-strong', needed: null });
    // Four waves (level 51 and up) hold it.
    expect(sizeAttack(askFor(0, 1, 5000, 5000, 4)).kind).toBe('attack');
  });
});

describe('the fight', () => {
  test('an army short on a flank loses everyone there, and nobody reaches the courtyard: the attack is lost whole', () => {
    const camp = robberBaronCampDefence(63, 0)!;
    const result = fightCamp({ L: [[SPEARMAN, 2]], M: [], R: [], yard: [] }, camp);
    expect(result).toEqual({ won: false, survivors: [], sent: 2, lost: 2 });
  });

  test('an undefended camp is won without a loss', () => {
    // Green, no victories: one swordsman (601) in the middle, nothing on the flanks or in the keep.
    const camp = robberBaronCampDefence(0, 0)!;
    const result = fightCamp({ L: [[SPEARMAN, 3]], M: [[SPEARMAN, 7]], R: [[SPEARMAN, 3]], yard: [] }, camp);
    expect(result.won).toBe(true);
    // The middle's fight costs a little of the middle (6.5 defence against 182 attack); the flanks lose none.
    expect(result.lost).toBeLessThanOrEqual(1);
  });
});
