/**
 * The upkeep round's choice (upkeep-plan.ts): heal first, cheapest first, recruit the rest of the losses, all within the budget and the
 * food; a ruby unit is never healed. The figures are the game's (units.json): a spearman costs 30 coins, heals for 6, eats 2 food an hour;
 * a swordsman (601) heals for 43 and eats 3.
 */
import { describe, expect, test } from 'bun:test';
import { UNIT_UPKEEP } from '@shared/game-data/upkeep';
import { planUpkeep, type UpkeepScene } from './upkeep-plan';

const scene = (over: Partial<UpkeepScene>): UpkeepScene => ({
  coins: 2_800,
  share: 0.5,
  heal: true,
  healSlots: 3,
  wanted: 200,
  standing: 200,
  wounded: [],
  spareFood: 1_000,
  ...over,
});

describe('one round of upkeep', () => {
  test('an army at full strength spends nothing', () => {
    expect(planUpkeep(scene({}))).toMatchObject({ budget: 1_400, heal: [], recruit: 0, missing: 0, short: null });
  });

  test('the wounded are healed first, then what the losses took is recruited', () => {
    // 200 wanted: 150 standing, 20 wounded spearmen: 20 healed (120 coins), 30 recruited (900 coins).
    const plan = planUpkeep(scene({ standing: 150, wounded: [[602, 20]] }));
    expect(plan).toMatchObject({ heal: [[602, 20]], healCoins: 120, recruit: 30, recruitCoins: 900, missing: 0, short: null });
  });

  test('the budget is the share of the coins: recruiting stops there and says it was the budget', () => {
    // 1,400 coins of 2,800: 46 spearmen at 30 coins; 60 were lost.
    const plan = planUpkeep(scene({ standing: 140 }));
    expect(plan).toMatchObject({ budget: 1_400, recruit: 46, recruitCoins: 1_380, missing: 14, short: 'budget' });
    expect(planUpkeep(scene({ standing: 140, share: 0 }))).toMatchObject({ budget: 0, recruit: 0, missing: 60, short: 'budget' });
  });

  test('never past what the food keeps: each soldier back eats its foodSupply an hour', () => {
    // 50 spare food an hour keeps 25 more spearmen; 60 were lost.
    expect(planUpkeep(scene({ standing: 140, spareFood: 50 }))).toMatchObject({ recruit: 25, missing: 35, short: 'food', foodRoom: 0 });
    // Healed soldiers eat too: 20 healed leave food for 5 recruits.
    expect(planUpkeep(scene({ standing: 140, wounded: [[602, 20]], spareFood: 50 }))).toMatchObject({ heal: [[602, 20]], recruit: 5, short: 'food' });
    // A castle whose soldiers already eat more than it makes recruits none.
    expect(planUpkeep(scene({ standing: 140, spareFood: -10 }))).toMatchObject({ heal: [], recruit: 0, missing: 60, short: 'food' });
  });

  test('the cheapest wounded are healed first; a ruby unit never', () => {
    const ruby = Number(Object.entries(UNIT_UPKEEP).find(([, [, healCoins, healRubies]]) => healRubies > 0 && healCoins === 0)![0]);
    // 100 coins: the 10 spearmen (60 coins) before the swordsmen (43 coins each: none fits the 40 left); 10 lost: one recruit for 30.
    const plan = planUpkeep(
      scene({
        coins: 100,
        share: 1,
        standing: 170,
        wounded: [
          [601, 5],
          [602, 10],
          [ruby, 5],
        ],
      }),
    );
    expect(plan).toMatchObject({ heal: [[602, 10]], healCoins: 60, recruit: 1 });
    expect(plan.heal.some(([id]) => id === ruby)).toBe(false);
  });

  test('one kind of unit a free slot of the hospital: none free, none healed', () => {
    expect(
      planUpkeep(
        scene({
          healSlots: 1,
          standing: 170,
          wounded: [
            [601, 5],
            [602, 10],
          ],
        }),
      ).heal,
    ).toEqual([[602, 10]]);
    // The 10 wounded wait for a slot (still counted); the 20 lost beside them are recruited.
    expect(planUpkeep(scene({ healSlots: 0, standing: 170, wounded: [[602, 10]] }))).toMatchObject({ heal: [], recruit: 20, missing: 0 });
  });

  test('with Heal the wounded off, the wounded wait and still count in the army', () => {
    expect(planUpkeep(scene({ heal: false, standing: 180, wounded: [[602, 20]] }))).toMatchObject({ heal: [], recruit: 0, missing: 0 });
  });
});
