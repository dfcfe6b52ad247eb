/** Attacks sized from a camp's defence, and how the fight (ours: fight.ts) decides them. */
import { describe, expect, test } from 'bun:test';
import { hardened, robberBaronCampDefence } from './camp-defence';
import { limitSoldiers, sizeAttack, type SizingAsk } from './attack-sizing';
import { fillCampAttack } from './auto-fill';
import { forecastAttack } from './forecast';
import { armyOf, fightCamp, toolsOf } from './fight';
import { waveCaps, waveSize } from '../game-wire/wave-caps';

const SPEARMAN = 602;
const SPEARMEN_ID = SPEARMAN;
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

describe('sizing by the client’s auto-fill, with tools in stock', () => {
  const TOOLS = [
    [614, 40],
    [611, 10],
    [620, 20],
  ] as const;

  test('the attack is the auto-fill of the soldiers it may send and the tools in stock, and its forecast is the fight of those waves', () => {
    const ask = { ...askFor(20, 0, 200, 200), tools: TOOLS };
    const sized = sizeAttack(ask);
    expect(sized.kind).toBe('attack');
    if (sized.kind !== 'attack') return;
    const camp = ask.camp;
    const waves = fillCampAttack([[SPEARMEN_ID, 200], ...TOOLS], camp, { target: camp.level, attacker: 0 }).waves;
    expect(sized.waves).toEqual(waves);
    expect(sized.army).toEqual(armyOf({ waves, yard: [] }));
    expect(sized.tools).toEqual(toolsOf({ waves, yard: [] }));
    expect(sized.tools.length).toBeGreaterThan(0);
    expect(sized.expectedLost).toBe(forecastAttack({ waves: sized.waves, yard: [] }, camp).lost);
  });

  test('tools make fewer soldiers fall, and event tools stay home unless the player allows them', () => {
    const without = sizeAttack(askFor(20, 0, 200, 200));
    const withTools = sizeAttack({ ...askFor(20, 0, 200, 200), tools: TOOLS });
    expect(without.kind === 'attack' && withTools.kind === 'attack').toBe(true);
    if (without.kind !== 'attack' || withTools.kind !== 'attack') return;
    expect(withTools.expectedLost).toBeLessThan(without.expectedLost);
    // Shadow ladders (616) are event tools: allowed, 8 + 9 + 8 take the walls of the left, right and middle (75, 90, 75 %).
    const events = { ...askFor(20, 0, 200, 200), tools: [[616, 40]] as const };
    expect((sizeAttack(events) as { tools: unknown[] }).tools).toEqual([]);
    expect((sizeAttack({ ...events, options: { allowEventTools: true } }) as { tools: unknown[] }).tools).toEqual([[616, 25]]);
  });

  test('the soldiers per attack limit the pool first, the strongest attackers first (swordsmen 61, spearmen 26; archers never attack)', () => {
    expect(
      limitSoldiers(
        [
          [602, 50],
          [601, 10],
          [606, 30],
          [608, 40],
        ],
        45,
      ),
    ).toEqual([
      [601, 10],
      [602, 35],
    ]);
  });
});

describe('the loss cap (Most soldiers lost per attack)', () => {
  test('a win whose forecast loses more than the cap does not go: it says what it would lose, and no number of soldiers the waves hold helps', () => {
    // Green camp at 10 victories, one wave: the whole wave (43) wins with the margin and loses 20 of them.
    const ask = askFor(10, 0, 200, 200);
    const uncapped = sizeAttack(ask);
    expect(uncapped.kind === 'attack' && [uncapped.expectedLost, uncapped.sent]).toEqual([20, 43]);
    expect(sizeAttack({ ...ask, maxLossShare: 0.1 })).toEqual({ kind: 'too-strong', needed: null, costly: { lost: 20, sent: 43 } });
    // A cap at the forecast's share lets it go as before (20 of 43 is 46.5 %).
    expect(sizeAttack({ ...ask, maxLossShare: 0.47 })).toEqual(uncapped);
  });

  test('within the cap, more soldiers on a flank: the soldiers it takes are those that win and lose at most the share', () => {
    // Two waves (level 13 and up): 60 spearmen lose 10; 80 lose 8, a tenth.
    const ask = { ...askFor(10, 0, 500, 60, 2), maxLossShare: 0.1 };
    const capped = sizeAttack(ask);
    expect(capped).toEqual({ kind: 'too-strong', needed: 80, costly: { lost: 10, sent: 60 } });
    const enough = sizeAttack({ ...ask, budget: 80 });
    expect(enough.kind === 'attack' && [enough.expectedLost, enough.sent]).toEqual([8, 80]);
  });

  test('a camp too strong for the margin is not called costly', () => {
    expect(sizeAttack({ ...askFor(63, 0, 60, 60), maxLossShare: 0.1 })).toEqual({ kind: 'too-strong', needed: null });
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
