/**
 * What a Strategy Planner that cannot go on tells the player to change, computed as the attack loop's is
 * (actions/stall-advice.ts): each change of its own settings a player can make (its template unit,
 * shared/src/templates/units/strategy-planner.ts) is tried against the very choice the bot makes
 * (choice.ts: the same sizing of each camp, the same plan with the full comparison of templates), and only
 * a change under which that plan sends an attack is offered: Soldiers to keep at home lowered, the lowest
 * or the highest camp level widened. Plan ahead, the daily limit and the pacing never decide whether an
 * attack can go at all, so they are not tried. When no change would do, it says how many soldiers at home
 * it takes (or that no number of them does), each named by its label in the bot's settings.
 */
import { PLANNER_LIMITS as L } from '@shared/planner/limits';
import type { PlanRules } from '@shared/planner/types';
import type { LineMessage } from '@shared/console';
import { maxWaves, waveSize } from '@shared/game-wire/wave-caps';
import { said, type Said } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { plannerLines } from '@shared/bot-lines/planner.messages';
import { adviceOf, soldiersWith } from '../actions/stall-advice';
import { gameWord } from '../words/line-words';
import { freeIn, plannerChoice, plannerSight, type PlannerScene } from './choice';

/** Whether the bot, in this scene under these rules, would plan an attack (the plan it makes has one). */
export const plannerGoes = (scene: PlannerScene, rules: PlanRules) => plannerChoice(scene, rules).plan.schedule.attacks.length > 0;

/** The most Soldiers to keep at home (below the setting) that lets an attack go, or null when even none kept would not. */
function keepThatGoes(scene: PlannerScene, rules: PlanRules): number | null {
  const least = L.keepAtHome.min;
  if (rules.keepAtHome <= least || !plannerGoes(scene, { ...rules, keepAtHome: least })) return null;
  // `going` lets an attack go, `stuck` does not (the setting itself): halved until they meet.
  let going: number = least;
  let stuck = rules.keepAtHome;
  while (stuck - going > 1) {
    const mid = Math.floor((going + stuck) / 2);
    if (plannerGoes(scene, { ...rules, keepAtHome: mid })) going = mid;
    else stuck = mid;
  }
  return going;
}

/** The nearest level outside the levels, on one side, at which a camp the soldiers beat would be planned: the narrowest widening that lets an attack go. */
function levelThatGoes(scene: PlannerScene, rules: PlanRules, side: 'min' | 'max'): number | null {
  const outside = (level: number) => (side === 'min' ? level < rules.minLevel && level >= L.level.min : level > rules.maxLevel && level <= L.level.max);
  // Only levels where a camp in reach is beaten at all can help (the sizing alone, cheap); the plan decides among them.
  const levels = new Set(plannerSight(scene, rules).snapshot.targets.flatMap((t) => (t.level !== null && outside(t.level) ? [t.level] : [])));
  const nearestFirst = [...levels].sort((a, b) => (side === 'min' ? b - a : a - b));
  return nearestFirst.find((level) => plannerGoes(scene, { ...rules, ...(side === 'min' ? { minLevel: level } : { maxLevel: level }) })) ?? null;
}

/**
 * The fewest spearmen more in the first castle that let an attack go, or null when no number does (the camps
 * in the levels take more than the waves of the player's level hold). Doubled from what the sizing says the
 * weakest camp takes, then halved back to the fewest.
 */
function soldiersThatGo(scene: PlannerScene, rules: PlanRules): number | null {
  const [castle] = scene.castles;
  if (!castle) return null;
  const more = (n: number): PlannerScene => {
    const added = soldiersWith(castle.details.soldiers, n);
    const details = { ...castle.details, soldiers: added.soldiers, troops: castle.details.troops + added.brought };
    return { ...scene, castles: [{ ...castle, details }, ...scene.castles.slice(1)] };
  };
  const goesWith = (n: number) => plannerGoes(more(n), rules);
  const most = maxWaves(scene.state.level) * waveSize(rules.maxLevel) + Math.max(0, -freeIn(castle, rules));
  const needs = plannerSight(scene, rules).judgements.flatMap((j) => (j.verdict === 'tooStrong' && j.needed ? [j.needed] : []));
  let stuck = 0;
  let going = Math.max(1, Math.min(most, (needs.length ? Math.min(...needs) : 1) - freeIn(castle, rules)));
  while (!goesWith(going)) {
    if (going >= most) return null;
    stuck = going;
    going = Math.min(most, going * 2);
  }
  while (going - stuck > 1) {
    const mid = Math.floor((going + stuck) / 2);
    if (goesWith(mid)) going = mid;
    else stuck = mid;
  }
  return going;
}

/** The advice of a planner that plans no attack, with no army out: each change that would let the next attack go. */
export function plannerAdvice(scene: PlannerScene, rules: PlanRules): LineMessage {
  const advices: Said[] = [];
  const keep = keepThatGoes(scene, rules);
  if (keep !== null) advices.push(said(attackLines, 'adviceLowerKeep', { soldiers: String(keep) }));
  const min = levelThatGoes(scene, rules, 'min');
  if (min !== null) advices.push(said(plannerLines, 'adviceLowestLevel', { level: String(min) }));
  const max = levelThatGoes(scene, rules, 'max');
  if (max !== null) advices.push(said(plannerLines, 'adviceHighestLevel', { level: String(max) }));
  return adviceOf(advices, () => whatItTakes(scene, rules));
}

/** With no change of the settings enough: the soldiers at home it takes, or that no number of them does. */
function whatItTakes(scene: PlannerScene, rules: PlanRules): Said {
  const more = soldiersThatGo(scene, rules);
  const castle = scene.castles[0];
  if (more === null || !castle) return said(attackLines, 'adviceBeyondWaves', { target: gameWord('robber baron castle') });
  return said(attackLines, 'adviceNeedSoldiers', { count: castle.details.troops + more });
}
