/**
 * The strategy planner's vocabulary, both sides use it: what it is given (a snapshot of one game account:
 * castles, soldiers, commanders, armies out, the targets in reach, and the account's rules), what it
 * believes about the game (its model: each figure measured from the account's own armies or an estimate,
 * and it says which), and what it returns (a schedule of attacks, each with its reasons, and the best
 * template setting's schedule on the same snapshot to compare with).
 *
 * Times are epoch milliseconds of real time: on a sped-up local game the durations are already divided by
 * its time scale, so one planner serves both.
 */
import type { ScheduleWindow } from '../schedule';
import type { LineMessage } from '../console';

export type PlanCastle = {
  id: number;
  name: string;
  x: number;
  y: number;
  kingdomId: number;
  /** Soldiers at home now. */
  soldiers: number;
};

/** An army of the account away now: it brings `troops` home to `castleId` at `homeAt`, its commander with it. */
export type PlanArmy = { castleId: number; lordId: number | null; troops: number; homeAt: number; target: { x: number; y: number } | null };

/** An NPC camp in reach: its map row as the game gave it. */
export type PlanTarget = {
  x: number;
  y: number;
  kingdomId: number;
  areaType: number;
  /** The camp's level from its row (null: the row carries none, and the planner leaves it alone). */
  level: number | null;
  /** A robber baron camp's victories: its level grows with them. */
  victories: number | null;
  /** When it may be attacked again (≤ the snapshot's time: now). */
  readyAt: number;
  /**
   * The attack the bot would send at the camp's `level`, sized from its defenders (runtime/planner/choice.ts: the fewest waves
   * that win within the planner's loss cap), and the soldiers its battle forecast loses; absent, the planner sends a full wave.
   */
  sized?: { level: number; troops: number; loss: number };
};

export type PlanSnapshot = {
  at: number;
  /** Game time per real time (1 live; the local game may run faster): sentences say game time. */
  timeScale: number;
  playerLevel: number;
  castles: PlanCastle[];
  /** Commander ids of the account (the game's `gli`). */
  commanders: number[];
  armies: PlanArmy[];
  targets: PlanTarget[];
  /** Soldiers the account's upkeep can replace now (its share of the coins at a spearman's price); absent: none (plan.ts). */
  replaceable?: number;
};

/** The account's safety rules: the planner never breaks one. */
export type PlanRules = {
  /** Soldiers each castle keeps at home (its defence). */
  keepAtHome: number;
  /** Attacks a UTC day at most, and how many went out today already. */
  maxAttacksPerDay: number;
  attacksToday: number;
  /** The least time between two attacks of the account (pacing; the game's own spacing is 4 s). */
  minGapMs: number;
  /** When the account may play (the bot's schedule, in its owner's time zone); null: always. */
  active: { windows: ScheduleWindow[]; timeZone: string } | null;
  /** Camp levels the player allows (the template's range). */
  minLevel: number;
  maxLevel: number;
};

/** A figure of the model: its value, how many of the account's own armies measured it (0: the estimate below). */
export type Estimate = { value: number; measured: number };

export type PlanModel = {
  /** Real ms an army needs to a camp: `base` plus `perField` for each field of distance. */
  travelBaseMs: Estimate;
  travelPerFieldMs: Estimate;
  /** Real ms a camp cools down once an army reaches it. */
  cooldownMs: Estimate;
  /** Loot (wood, stone and food together) a won attack brings per level of the camp. */
  lootPerLevel: Estimate;
  /** Soldiers a won attack loses, as a share of the full wave sent. */
  lossShare: Estimate;
};

/** Why an attack goes when it does. */
export type SendReason = 'now' | 'soldiers' | 'commander' | 'camp' | 'spacing' | 'active' | 'day';

export type PlannedAttack = {
  sendAt: number;
  sendReason: SendReason;
  castleId: number;
  castleName: string;
  target: { x: number; y: number; level: number; kingdomId: number; areaType: number };
  distance: number;
  troops: number;
  lordId: number;
  arrivesAt: number;
  homeAt: number;
  expectedLoot: number;
  expectedLoss: number;
  /** Plain sentences: why this camp, this army, this time. */
  why: string[];
  /** The same sentences as messages (shared/src/i18n/said.ts), read in the reader's language. */
  whyMessages: LineMessage[];
};

/** A way of choosing among camps, tried over the whole horizon; the best one is the plan. */
export type PolicyId =
  | 'loot-per-trip-hour'
  | 'loot-per-soldier-hour'
  | 'loot-per-soldier-lost'
  | 'worthwhile-per-trip-hour'
  | 'one-army'
  | 'one-army-per-trip-hour'
  | 'most-loot'
  | 'template-rule';

/** The templates' rule (Robber Baron Farmer): the nearest ready camp in the level range, this many soldiers. */
export type TemplateSetting = { troopsPerAttack: number; minLevel: number; maxLevel: number };

export type Schedule = {
  attacks: PlannedAttack[];
  /** Loot of the armies home within the horizon. */
  expectedLoot: number;
  lootPerHour: number;
  soldiersLost: number;
};

export type Plan = {
  at: number;
  horizonMs: number;
  policy: PolicyId;
  schedule: Schedule;
  /** The same snapshot, rules and model under the best of the template settings tried. */
  template: { setting: TemplateSetting; schedule: Schedule; tried: number };
  model: PlanModel;
  /** What the plan rests on, and where it only estimates. */
  notes: string[];
  /** The same sentences as messages, read in the reader's language. */
  noteMessages: LineMessage[];
};
