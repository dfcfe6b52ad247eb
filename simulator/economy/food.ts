/**
 * Food: every soldier a castle feeds, at home or away, eats its units.json `foodSupply` an hour from the
 * castle's stock (core/upkeep.ts counts them; the wounded eat nothing), production minus that runs the
 * stock, and a castle whose stock is empty while its soldiers eat more than it makes loses some of them
 * each game hour (rules.ts DESERTION: the game does so, "some units were ultimately lost", gge-data
 * languages/en.json `dialog_desertedTroops_copy`; how many is ours). `gpa.DFC` tells the player what they
 * eat (live-views.ts).
 */
import { effectiveProduction, wholeUnits, type CastleRecord, type PlayerCore } from '../core/players';
import { DESERTION } from '../core/rules';
import { foodEatenPerHour, SPEARMAN_FOOD } from '../core/upkeep';

/**
 * Runs the castle's food for `hours` of game time at `producedPerHour`: a surplus fills the stock up to
 * its capacity (a stock above it, from loot, is kept), a shortfall empties it down to nothing.
 */
export function runFood(player: PlayerCore, castle: CastleRecord, producedPerHour: number, hours: number): void {
  const net = producedPerHour - foodEatenPerHour(player, castle);
  const food = castle.resources.food;
  castle.resources.food = net >= 0 ? Math.max(food, Math.min(castle.capacity, food + net * hours)) : Math.max(0, food + net * hours);
}

/**
 * The game hour's desertions: in each castle out of food whose soldiers eat more than it makes, a share of
 * the soldiers its production cannot feed leave (at least one), from those at home. Returns how many left.
 */
export function desertHungry(player: PlayerCore): number {
  let deserted = 0;
  for (const castle of player.castles) {
    // Out of food: less than one whole unit left (a float's last bits must not decide who deserts).
    if (wholeUnits(castle.resources.food) > 0 || castle.troops <= 0 || SPEARMAN_FOOD <= 0) continue;
    const shortfall = foodEatenPerHour(player, castle) - effectiveProduction(castle, player.feastUntil > 0).food;
    if (shortfall <= 0) continue;
    const unfed = Math.ceil(shortfall / SPEARMAN_FOOD);
    const leaving = Math.min(castle.troops, Math.max(1, Math.floor(unfed * DESERTION.sharePerHour)));
    castle.troops -= leaving;
    deserted += leaving;
  }
  return deserted;
}
