/**
 * The Strategy Planner's attacks keep its army (issue 65): each camp is planned with the fewest full waves whose battle
 * forecast loses at most a soldier a camp level, and the plan sends exactly that attack. Before, the planner sent one
 * full wave at whichever camp paid most and lost what the fight cost: a level-9 camp's one wave of 53 spearmen loses 14.
 */
import { describe, expect, test } from 'bun:test';
import { AREA_TYPE, UNIT, victoriesFor } from '@shared/game-wire/ids';
import { waveSize } from '@shared/game-wire/wave-caps';
import type { MapTarget } from '@shared/game-wire/live-map';
import { modelFrom } from '@shared/planner/model';
import { planAttacks } from '@shared/planner/plan';
import { POLICIES } from '@shared/planner/choosers';
import { playForward } from '@shared/planner/search';
import { LOSS_KEPT_UP_PER_LEVEL } from '@shared/planner/model';
import { plannedSizing, plannerSight, type PlannedCastle, type PlannerScene } from './choice';

const NOW = 1_000_000;
const campAt = (level: number, x: number): MapTarget => ({
  areaType: AREA_TYPE.DUNGEON,
  x,
  y: 100,
  kingdomId: 0,
  level,
  cooldownUntil: 0,
  victories: victoriesFor(level, 0),
});
const castleOf = (spearmen: number): PlannedCastle => ({
  id: 1,
  name: 'Home',
  kingdom: 'green',
  kingdomId: 0,
  x: 100,
  y: 100,
  details: {
    resources: { wood: 0, stone: 0, food: 0 },
    capacity: 0,
    production: { wood: 0, stone: 0, food: 0 },
    foodEaten: null,
    troops: spearmen,
    soldiers: [[UNIT.SPEARMAN, spearmen]],
    tools: [],
  },
});
const rules = { keepAtHome: 0, maxAttacksPerDay: 150, attacksToday: 0, minGapMs: 0, active: null, minLevel: 1, maxLevel: 80 };

function sceneOf(level: number, targets: MapTarget[], spearmen: number): PlannerScene {
  const castle = castleOf(spearmen);
  return {
    state: { playerId: 1, name: 'P', level, coins: 0, rubies: 0, skips: null, castles: [castle], feast: null, commanders: [1, 2], timeScale: 1 },
    castles: [castle],
    movements: [],
    targets,
    now: NOW,
    model: modelFrom([]),
    horizonMs: 4 * 3_600_000,
  };
}

describe('the planner sizes each camp to keep its army', () => {
  test('a level-9 camp: one wave loses 14, so two go (a level-15 player) and lose at most 9; with one wave only, the one', () => {
    const camp = campAt(9, 110);
    const two = plannedSizing(camp, castleOf(200), { free: 200, playerLevel: 15, tools: [] });
    expect(two?.kind === 'attack' && [two.sizing.sent, two.sizing.expectedLost]).toEqual([2 * waveSize(9), 5]);
    expect(LOSS_KEPT_UP_PER_LEVEL * 9).toBeGreaterThanOrEqual(5);
    // A new player has one wave, and fewer soldiers than two waves leave one: the camp goes with it, costly as it is (the plan weighs it).
    for (const [free, playerLevel] of [
      [200, 1],
      [100, 15],
    ]) {
      const one = plannedSizing(camp, castleOf(free!), { free: free!, playerLevel: playerLevel!, tools: [] });
      expect(one?.kind === 'attack' && [one.sizing.sent, one.sizing.expectedLost]).toEqual([waveSize(9), 14]);
    }
    // Fewer soldiers than a wave that wins: not planned, and it says the fewest full waves that would do.
    expect(plannedSizing(camp, castleOf(20), { free: 20, playerLevel: 15, tools: [] })).toEqual({ kind: 'too-strong', needed: waveSize(9) });
  });

  test('a camp one wave beats cheaply goes with one wave', () => {
    const one = plannedSizing(campAt(3, 105), castleOf(200), { free: 200, playerLevel: 30, tools: [] });
    expect(one?.kind === 'attack' && one.sizing.sent).toBe(waveSize(3));
  });

  test('the plan sends each camp its sized attack, expects the loss its forecast says, and its next one loses what upkeep replaces', () => {
    const scene = sceneOf(15, [campAt(9, 110), campAt(11, 112), campAt(3, 104)], 400);
    const sight = plannerSight(scene, rules);
    const sized = new Map(sight.snapshot.targets.map((t) => [t.level, t.sized!]));
    // Level 11 costs 32 of one wave, 35 of two (more than a soldier a level either way): the one that loses fewer.
    expect(sized.get(11)).toEqual({ level: 11, troops: waveSize(11), loss: 32 });
    expect(sized.get(9)).toMatchObject({ troops: 2 * waveSize(9), loss: 5 });
    // The planner's ways send each camp its sized attack (the templates' rule sends its own soldiers per attack).
    const played = playForward(sight.snapshot, rules, scene.model, scene.horizonMs, POLICIES['most-loot'].chooser).schedule;
    expect(played.attacks.length).toBeGreaterThan(0);
    for (const a of played.attacks) {
      const planned = sized.get(a.target.level);
      if (planned?.level !== a.target.level) continue; // a camp grown a level by the plan's own wins is planned as before
      expect([a.troops, a.expectedLoss]).toEqual([planned.troops, planned.loss]);
    }
    // The plan's next attack loses no more than its camp replaces while the upkeep's coins replace none: not the costly level 11.
    const next = planAttacks(sight.snapshot, rules, scene.model, scene.horizonMs).schedule.attacks[0]!;
    expect(next.expectedLoss).toBeLessThanOrEqual(LOSS_KEPT_UP_PER_LEVEL * next.target.level);
    // With coins to replace 40 soldiers, the costlier camp that pays more may go first.
    const rich = plannerSight({ ...scene, replaceable: 40 }, rules);
    expect(planAttacks(rich.snapshot, rules, scene.model, scene.horizonMs).schedule.attacks[0]!.target.level).toBe(11);
  });
});
