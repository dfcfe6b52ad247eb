/**
 * The Strategy Planner's choice of one step: which camps in reach the soldiers it may send beat (each
 * sized from the camp's own defenders, actions/sized-targets.ts; a camp it cannot beat with a fifth to spare
 * is not planned at all), and the plan made from them (shared/src/planner). The bot's step makes it, and
 * its stall advice (stall-advice.ts) makes it again under each setting change it might offer, so an advice
 * is offered only when the very choice the bot makes would then send an attack.
 */
import type { Castle, PlayerState } from '@shared/game-wire/live-data';
import type { MapTarget } from '@shared/game-wire/live-map';
import type { Movement } from '@shared/game-wire/live-movements';
import { planAttacks } from '@shared/planner/plan';
import { snapshotOf } from '@shared/planner/snapshot';
import type { Plan, PlanModel, PlanRules, PlanSnapshot, TemplateSetting } from '@shared/planner/types';
import { poolOf, sizeFor } from '../actions/sized-targets';
import type { Judgement } from '../map-watch';

/** The planner's win margin over a camp's defence (the templates' default). */
export const PLANNER_MARGIN = 1.2;

export type PlannedCastle = Castle & { details: NonNullable<Castle['details']> };

/** What one look showed, as this bot may use it. */
export type PlannerScene = {
  /** The account; its commanders are those no other bot of the account is about to send. */
  state: PlayerState;
  /** The castles, each with the soldiers no other bot booked, those kept home among them (the rules subtract them). */
  castles: readonly PlannedCastle[];
  movements: Movement[];
  /** The camps on the map around the castles, at every level. */
  targets: readonly MapTarget[];
  now: number;
  model: PlanModel;
  /** Real milliseconds ahead the plan plays (its hours of game time on this game's clock). */
  horizonMs: number;
};

/** The camps the soldiers beat, the map's verdicts on each sized camp, and the snapshot planned from. */
export type PlannerSight = { beatable: MapTarget[]; judgements: Judgement[]; snapshot: PlanSnapshot };

/** The soldiers of `castle` that may go under `rules` (all but those kept home). */
export const freeIn = (castle: PlannedCastle, rules: PlanRules) => castle.details.troops - rules.keepAtHome;

export function plannerSight(scene: PlannerScene, rules: PlanRules): PlannerSight {
  const judgements: Judgement[] = [];
  const beatable = scene.targets.filter((t) => {
    const home = scene.castles.find((c) => c.kingdomId === t.kingdomId);
    const free = home ? freeIn(home, rules) : 0;
    // The tools in stock count too: a camp they let the soldiers beat is planned (the attack books them when it goes).
    const sized =
      home &&
      sizeFor(t, {
        pool: poolOf(home.details.soldiers, free),
        budget: free,
        playerLevel: scene.state.level,
        margin: PLANNER_MARGIN,
        tools: home.details.tools,
      });
    if (sized) {
      const at = { kingdomId: t.kingdomId, x: t.x, y: t.y };
      judgements.push(sized.kind === 'attack' ? { ...at, verdict: 'beatable' } : { ...at, verdict: 'tooStrong', needed: sized.needed });
    }
    return !sized || sized.kind === 'attack';
  });
  return { beatable, judgements, snapshot: snapshotOf(scene.state, [...scene.castles], scene.movements, beatable, scene.now) };
}

/** The plan of this scene under `rules`; `templates` as planAttacks takes them (none: the full comparison). */
export function plannerChoice(scene: PlannerScene, rules: PlanRules, templates?: TemplateSetting[]): PlannerSight & { plan: Plan } {
  const sight = plannerSight(scene, rules);
  return { ...sight, plan: planAttacks(sight.snapshot, rules, scene.model, scene.horizonMs, templates) };
}
