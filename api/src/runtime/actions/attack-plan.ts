/** What an attack loop (attack-loop.ts) attacks and with what: one plan per template, asked at every step. */
import { MINUTE_SKIPS, type Kingdom, type MinuteSkip } from '@shared/game-wire/ids';
import type { UpkeepSettings } from './upkeep';

export type AttackPlan = {
  /** What the targets are called in the console ("robber baron camp"). */
  label: string;
  /** Other names by area type, where one plan attacks several kinds ("Khan camp"). */
  labels?: Partial<Record<number, string>>;
  /** The map area types to attack (ids.ts AREA_TYPE). */
  areaTypes: number[];
  /** The kingdom to attack in: the bot's castle there sends the army. */
  kingdom: Kingdom;
  /** The events (their `sei` ids) the targets appear in, if they only exist while one of them runs. */
  event?: { ids: readonly number[]; name: string };
  minLevel: number;
  maxLevel: number;
  /** The targets' map rows give no level: the range only sizes the waves. */
  unlevelled?: boolean;
  troops: number;
  /** Soldiers no bot of this game account may send away (the castle's defence). */
  keepAtHome: number;
  /** Where the settings say those soldiers stay, when not "at home": a Berimond camp's bot keeps them in the camp (its label). */
  keptIn?: 'camp';
  maxPerDay: number;
  /** Soldiers to bring from the main castle when the kingdom's castle lacks them (0: never). */
  bringTroops?: number;
  /** The skip item to shorten a camp's cooldown with, or none. */
  skip: MinuteSkip | 'none';
  /**
   * Robber baron camps: each attack sized from the camp's own defenders (sized-targets.ts), sent only when
   * it wins by `margin` (1.2: a fifth to spare) and its forecast loses at most `maxLossShare` of the soldiers sent (none: no cap).
   */
  sized?: { margin: number; maxLossShare?: number };
  /** The army's upkeep between attacks (upkeep.ts): absent, the plan's castle is not kept up (its soldiers come from elsewhere). */
  upkeep?: UpkeepSettings;
};

/** The settings' skip choice as a live skip key (the templates' m1/m5/m30 are 1, 5 and 30 minutes: MS1, MS2, MS4). */
export function skipOf(choice: string): MinuteSkip | 'none' {
  const byOld: Record<string, MinuteSkip> = { m1: 'MS1', m5: 'MS2', m30: 'MS4' };
  return byOld[choice] ?? (choice in MINUTE_SKIPS ? (choice as MinuteSkip) : 'none');
}
