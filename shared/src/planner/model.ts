/**
 * What the planner believes about the game, and where each belief comes from. Public sources give the
 * wave caps (wave-caps.ts) and how a robber baron camp's level grows with victories (ids.ts); they do
 * not give travel speed, cooldowns, loot or garrisons. Those are measured from the account's own armies
 * (`observe`), and until they are, the planner starts from the local game server's rules (simulator/
 * rules.ts) and says in every plan that they are estimates.
 */
import { waveSize } from '../game-wire/wave-caps';
import type { Estimate, PlanModel } from './types';

const GAME_MINUTE_MS = 60_000;

/** Starting figures, in game time: the local game server's (not live, replaced by measurements). */
export const PRIORS = {
  travelBaseMinutes: 5,
  travelMinutesPerField: 0.5,
  cooldownMinutes: 30,
  /** Wood, stone and food together, per camp level (40 of each on the local server). */
  lootPerLevel: 120,
  /** A won fight costs about a fifth of a garrison that a full wave beats by a quarter. */
  lossShare: 0.15,
} as const;

/**
 * What the account's armies showed: a trip's length, the loot a won fight brought from a camp of a level,
 * the soldiers a won fight cost, a camp's cooldown after an army reached it.
 */
export type Observation =
  | { kind: 'trip'; distance: number; travelMs: number }
  | { kind: 'loot'; level: number; loot: number }
  | { kind: 'loss'; sent: number; home: number }
  | { kind: 'cooldown'; ms: number };

const prior = (value: number): Estimate => ({ value, measured: 0 });

/** The model from the priors (scaled to real time by the game's time scale) and what was observed. */
export function modelFrom(observations: readonly Observation[], timeScale = 1): PlanModel {
  const scale = GAME_MINUTE_MS / Math.max(timeScale, 1e-9);
  const trips = observations.flatMap((o) => (o.kind === 'trip' && o.travelMs > 0 ? [o] : []));
  const loots = observations.flatMap((o) => (o.kind === 'loot' && o.level > 0 && o.loot > 0 ? [o.loot / o.level] : []));
  const losses = observations.flatMap((o) => (o.kind === 'loss' && o.sent > 0 ? [Math.max(0, o.sent - o.home) / o.sent] : []));
  const cooldowns = observations.flatMap((o) => (o.kind === 'cooldown' && o.ms > 0 ? [o.ms] : []));
  const travel = fitTravel(trips, { base: PRIORS.travelBaseMinutes * scale, perField: PRIORS.travelMinutesPerField * scale });
  return {
    travelBaseMs: travel.base,
    travelPerFieldMs: travel.perField,
    cooldownMs: cooldowns.length ? { value: mean(cooldowns), measured: cooldowns.length } : prior(PRIORS.cooldownMinutes * scale),
    lootPerLevel: loots.length ? { value: mean(loots), measured: loots.length } : prior(PRIORS.lootPerLevel),
    lossShare: losses.length ? { value: mean(losses), measured: losses.length } : prior(PRIORS.lossShare),
  };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Travel as base + per field, by least squares over trips of two or more distances; trips of one distance
 * only scale the prior (its shape kept) to match them.
 */
function fitTravel(trips: Array<{ distance: number; travelMs: number }>, guess: { base: number; perField: number }): { base: Estimate; perField: Estimate } {
  const n = trips.length;
  if (n === 0) return { base: prior(guess.base), perField: prior(guess.perField) };
  const mx = mean(trips.map((t) => t.distance));
  const my = mean(trips.map((t) => t.travelMs));
  const sxx = trips.reduce((s, t) => s + (t.distance - mx) ** 2, 0);
  if (sxx > 1) {
    const slope = trips.reduce((s, t) => s + (t.distance - mx) * (t.travelMs - my), 0) / sxx;
    const base = my - slope * mx;
    if (slope > 0 && base >= 0) return { base: { value: base, measured: n }, perField: { value: slope, measured: n } };
  }
  const factor = my / (guess.base + guess.perField * mx);
  return { base: { value: guess.base * factor, measured: n }, perField: { value: guess.perField * factor, measured: n } };
}

/** The army the planner plans for a camp: one full wave at its level (the game's cap); what goes is sized to the camp's defenders (strategy-planner.ts). */
export const armyFor = (level: number): number => waveSize(level);

export const travelMs = (model: PlanModel, distance: number): number => model.travelBaseMs.value + model.travelPerFieldMs.value * distance;

export const lootAt = (model: PlanModel, level: number): number => Math.round(model.lootPerLevel.value * level);

/** Soldiers a won attack of `troops` is expected to lose. */
export const lossOf = (model: PlanModel, troops: number): number => Math.round(model.lossShare.value * troops);

/**
 * The soldiers a camp level a won attack may cost and its camp's coins still replace: one. Ours, measured on the outcome bench
 * (issue 65): the Robber Baron Farmers that lost 0.85-0.91 soldiers a camp level kept 96-99.8 % of their armies by the upkeep the
 * camps' coins pay for, and the new player's, at 1.25, did not. A plan keeps its losses within it (plan.ts).
 */
export const LOSS_KEPT_UP_PER_LEVEL = 1;

/** Share of an army lost when it loses (the attacker keeps few): an estimate, the local server's 70 %. */
export const DEFEAT_LOSS_SHARE = 0.7;
