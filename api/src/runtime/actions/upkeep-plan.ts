/**
 * What one round of an army's upkeep does, decided from what the game showed (upkeep.ts sends it): the
 * wounded are healed first, cheapest first (a spearman heals for 6 coins and is bought for 30: units.json
 * `healingCostC1`, `costC1`), then the soldiers the losses took are recruited, all within the player's share
 * of the coins and never past what the castle's food keeps: every soldier back at work eats its `foodSupply`
 * an hour (the wounded eat nothing: the game's `help_hospital`), and the castle's production less what its
 * soldiers eat must feed them. A unit that heals for rubies (`healingCostC2`) is never healed: the bot spends
 * no rubies (CitadelOps refuses to heal one too, Server/App/ProductionIntents.go planHospitalOperation at 0f5b08e).
 */
import { unitUpkeep } from '@shared/game-data/upkeep';
import { UNIT } from '@shared/game-wire/ids';

type Stacks = readonly (readonly [wodId: number, count: number])[];

export type UpkeepScene = {
  /** The account's coins, and the share of them this round may spend (Coins for upkeep, % / 100). */
  coins: number;
  share: number;
  /** Heal the wounded (the setting), and the hospital's free slots: each kind of unit healed takes one. */
  heal: boolean;
  healSlots: number;
  /** The army to keep up, and the soldiers the castle has now outside the hospital: at home, coming, out. */
  wanted: number;
  standing: number;
  wounded: Stacks;
  /** Food a game hour the castle makes beyond what its soldiers eat (production − consumption). */
  spareFood: number;
};

export type UpkeepPlan = {
  /** The coins this round may spend. */
  budget: number;
  /** Wounded to heal by unit, and what it costs. */
  heal: [wodId: number, count: number][];
  healCoins: number;
  /** Spearmen to recruit, and what they cost. */
  recruit: number;
  recruitCoins: number;
  /** The soldiers the losses took that are neither wounded nor recruited now, and what stopped them: the budget or the food. */
  missing: number;
  short: 'budget' | 'food' | null;
  /** The spearmen the castle's food keeps beyond this round's (what a larger budget could still recruit: stall-advice.ts). */
  foodRoom: number;
};

const SPEARMAN = unitUpkeep(UNIT.SPEARMAN)!;

/** How many of `count` fit in what is left: coins at `coins` each, food at `food` each an hour. */
const fits = (count: number, left: { coins: number; food: number }, coins: number, food: number) =>
  Math.max(0, Math.min(count, coins > 0 ? Math.floor(left.coins / coins) : count, food > 0 ? Math.floor(left.food / food) : count));

export function planUpkeep(scene: UpkeepScene): UpkeepPlan {
  // A hair above the product, so 50 % of 2,999 coins is 1,499 and not 1,498 by a rounding of the share.
  const budget = Math.max(0, Math.floor(scene.coins * Math.min(1, Math.max(0, scene.share)) + 1e-6));
  const left = { coins: budget, food: Math.max(0, scene.spareFood) };
  const heal: [number, number][] = [];
  let healCoins = 0;
  if (scene.heal) {
    const healable = scene.wounded.flatMap(([id, count]) => {
      const cost = unitUpkeep(id);
      return cost && cost.healRubies === 0 && cost.healCoins > 0 ? [{ id, count, cost }] : [];
    });
    for (const { id, count, cost } of healable.sort((a, b) => a.cost.healCoins - b.cost.healCoins)) {
      if (heal.length >= scene.healSlots) break;
      const n = fits(count, left, cost.healCoins, cost.foodPerHour);
      if (n <= 0) continue;
      heal.push([id, n]);
      healCoins += n * cost.healCoins;
      left.coins -= n * cost.healCoins;
      left.food -= n * cost.foodPerHour;
    }
  }
  const wounded = scene.wounded.reduce((sum, [, count]) => sum + count, 0);
  const lost = Math.max(0, scene.wanted - scene.standing - wounded);
  const recruit = fits(lost, left, SPEARMAN.coins, SPEARMAN.foodPerHour);
  const byFood = SPEARMAN.foodPerHour > 0 ? Math.floor(left.food / SPEARMAN.foodPerHour) : lost;
  const missing = lost - recruit;
  return {
    budget,
    heal,
    healCoins,
    recruit,
    recruitCoins: recruit * SPEARMAN.coins,
    missing,
    short: missing === 0 ? null : byFood <= recruit ? 'food' : 'budget',
    foodRoom: Math.max(0, byFood - recruit),
  };
}

/** The food a castle's soldiers eat an hour when the game does not say (`gpa.DFC` absent): each at its units.json `foodSupply`, spearmen for those out. */
export function foodEatenBy(home: Stacks, others: number): number {
  const eaten = home.reduce((sum, [id, count]) => sum + count * (unitUpkeep(id)?.foodPerHour ?? SPEARMAN.foodPerHour), 0);
  return eaten + others * SPEARMAN.foodPerHour;
}
