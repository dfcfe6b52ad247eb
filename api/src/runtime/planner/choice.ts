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
import { LOSS_KEPT_UP_PER_LEVEL } from '@shared/planner/model';
import { snapshotOf } from '@shared/planner/snapshot';
import type { Plan, PlanModel, PlanRules, PlanSnapshot, TemplateSetting } from '@shared/planner/types';
import type { Sizing } from '@shared/combat/attack-sizing';
import { maxWaves, waveSize } from '@shared/game-wire/wave-caps';
import { UNIT } from '@shared/game-wire/ids';
import { poolOf, sizeFor } from '../actions/sized-targets';
import type { Judgement } from '../map-watch';

/** The planner's win margin over a camp's defence (the templates' default). */
export const PLANNER_MARGIN = 1.2;

type SizeAsk = { free: number; playerLevel: number; tools: readonly (readonly [number, number])[] };
type PlannedSizing = { kind: 'attack'; sizing: Extract<Sizing, { kind: 'attack' }> } | { kind: 'too-strong'; needed: number | null };

/**
 * The attack the planner sends at a camp: the soldiers of the fewest full waves (one, then two, up to those the player's level
 * unlocks and the free soldiers fill) whose sized attack wins with the margin and whose forecast loses at most the soldiers a camp
 * level the camps' coins replace (shared/src/planner/model.ts LOSS_KEPT_UP_PER_LEVEL); when none does, those of the waves that
 * win whose forecast loses the fewest (more soldiers mostly lose fewer: the square law), and the plan weighs what they cost
 * (plan.ts: its next attack loses no more than its camp and the upkeep's coins replace). `too-strong` when the free soldiers fill
 * no waves that win, `needed` the soldiers of the fewest full waves that would (of the kinds at home; null: none the waves hold);
 * undefined for a target the bot does not size.
 */
export function plannedSizing(target: MapTarget, castle: PlannedCastle, ask: SizeAsk): PlannedSizing | undefined {
  const level = target.level ?? 0;
  const kinds = castle.details.soldiers.length ? castle.details.soldiers.map(([id]) => id) : [UNIT.SPEARMAN];
  const plenty = kinds.map((id): [number, number] => [id, 1_000_000]);
  const sizeWith = (pool: readonly (readonly [number, number])[], budget: number) =>
    sizeFor(target, { pool: poolOf(pool, budget), budget, playerLevel: ask.playerLevel, margin: PLANNER_MARGIN, tools: ask.tools });
  const wave = waveSize(level);
  if (!sizeWith(plenty, wave)) return undefined;
  let best: Extract<Sizing, { kind: 'attack' }> | null = null;
  for (let waves = 1; waves <= maxWaves(ask.playerLevel) && waves * wave <= ask.free; waves += 1) {
    const sizing = sizeWith(castle.details.soldiers, waves * wave);
    if (sizing?.kind !== 'attack') continue;
    if (sizing.expectedLost <= LOSS_KEPT_UP_PER_LEVEL * level) return { kind: 'attack', sizing };
    if (!best || sizing.expectedLost < best.expectedLost) best = sizing;
  }
  if (best) return { kind: 'attack', sizing: best };
  for (let waves = 1; waves <= maxWaves(ask.playerLevel); waves += 1)
    if (sizeWith(plenty, waves * wave)?.kind === 'attack') return { kind: 'too-strong', needed: waves * wave };
  return { kind: 'too-strong', needed: null };
}

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
  /** Soldiers the upkeep's share of the coins can replace now (PlanSnapshot.replaceable); absent: none. */
  replaceable?: number;
};

/** The camps the soldiers beat, the map's verdicts on each sized camp, and the snapshot planned from. */
export type PlannerSight = { beatable: MapTarget[]; judgements: Judgement[]; snapshot: PlanSnapshot };

/** The soldiers of `castle` that may go under `rules` (all but those kept home). */
export const freeIn = (castle: PlannedCastle, rules: PlanRules) => castle.details.troops - rules.keepAtHome;

export function plannerSight(scene: PlannerScene, rules: PlanRules): PlannerSight {
  const judgements: Judgement[] = [];
  const sized = new Map<MapTarget, { level: number; troops: number; loss: number }>();
  const beatable = scene.targets.filter((t) => {
    const home = scene.castles.find((c) => c.kingdomId === t.kingdomId);
    // The tools in stock count too: a camp they let the soldiers beat is planned (the attack books them when it goes).
    const planned = home && plannedSizing(t, home, { free: freeIn(home, rules), playerLevel: scene.state.level, tools: home.details.tools });
    if (planned) {
      const at = { kingdomId: t.kingdomId, x: t.x, y: t.y };
      judgements.push(planned.kind === 'attack' ? { ...at, verdict: 'beatable' } : { ...at, verdict: 'tooStrong', needed: planned.needed });
      if (planned.kind === 'attack' && t.level !== null) sized.set(t, { level: t.level, troops: planned.sizing.sent, loss: planned.sizing.expectedLost });
    }
    return !planned || planned.kind === 'attack';
  });
  const snapshot = { ...snapshotOf(scene.state, [...scene.castles], scene.movements, beatable, scene.now), replaceable: scene.replaceable ?? 0 };
  // Each camp planned with its sized attack: the soldiers it sends and those its forecast loses (search.ts).
  for (const target of snapshot.targets) {
    const row = beatable.find((t) => t.kingdomId === target.kingdomId && t.x === target.x && t.y === target.y);
    const size = row && sized.get(row);
    if (size) target.sized = size;
  }
  return { beatable, judgements, snapshot };
}

/** The plan of this scene under `rules`; `templates` as planAttacks takes them (none: the full comparison). */
export function plannerChoice(scene: PlannerScene, rules: PlanRules, templates?: TemplateSetting[]): PlannerSight & { plan: Plan } {
  const sight = plannerSight(scene, rules);
  return { ...sight, plan: planAttacks(sight.snapshot, rules, scene.model, scene.horizonMs, templates) };
}
