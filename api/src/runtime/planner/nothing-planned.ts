/**
 * What a Strategy Planner whose plan sends no attack says. Its armies out bring their soldiers home: a
 * wait, said as the attack loop says it (actions/short-of-soldiers.ts), even when every soldier at home is
 * kept there. A camp it beats cooling down past the horizon, or no camp in reach at all, may change by
 * itself: said, not a stall. Otherwise nothing changes by itself: it cannot go on (its line and advice are
 * the bot's, stall-advice.ts), also when the castle holds no more soldiers than Soldiers to keep at home.
 */
import { said, type Said } from '@shared/i18n/said';
import { durationWords } from '@shared/planner/explain';
import { plannerLines } from '@shared/bot-lines/planner.messages';
import type { PlanRules } from '@shared/planner/types';
import { waitingHome } from '../actions/short-of-soldiers';
import { freeIn, plannedSizing, type PlannerScene, type PlannerSight } from './choice';

const inLevels = (level: number | null, rules: PlanRules) => level !== null && level >= rules.minLevel && level <= rules.maxLevel;

/**
 * The fewest soldiers that beat a camp in the levels, of the kinds the camp's castle holds (spearmen when it holds
 * none): null when none is in reach or each takes more than the waves hold. Sized with no soldier to spend, so
 * the sizing says what it would take (sized-targets.ts) even of a castle whose soldiers are all kept home.
 */
function fewestNeeded(scene: PlannerScene, rules: PlanRules): number | null {
  let fewest: number | null = null;
  for (const target of scene.targets) {
    const home = scene.castles.find((c) => c.kingdomId === target.kingdomId);
    if (!home || !inLevels(target.level, rules)) continue;
    // As the planner sizes its attacks (choice.ts plannedSizing: full waves that lose at most a soldier a camp level).
    const sized = plannedSizing(target, home, { free: 0, playerLevel: scene.state.level, tools: home.details.tools });
    if (sized?.kind === 'too-strong' && sized.needed !== null) fewest = Math.min(fewest ?? sized.needed, sized.needed);
  }
  return fewest;
}

/**
 * The wait's line, or 'stalled'. `home`: the soldiers the game shows in the planned castles (those kept home
 * and booked by other bots of the account among them).
 */
export function nothingPlanned(scene: PlannerScene, rules: PlanRules, sight: PlannerSight, home: number): Said | 'stalled' {
  const { snapshot } = sight;
  const armies = snapshot.armies;
  if (armies.length) {
    const away = { soldiers: armies.reduce((n, a) => n + a.troops, 0), firstHomeAt: Math.min(...armies.map((a) => a.homeAt)) };
    const free = scene.castles.reduce((n, c) => n + Math.max(0, freeIn(c, rules)), 0);
    return waitingHome(away, home, Math.max(0, home - free), fewestNeeded(scene, rules), scene.now);
  }
  // A camp in the levels the soldiers beat, cooling down, will be planned once it is nearer: a wait.
  const cooling = snapshot.targets.some((t) => inLevels(t.level, rules) && t.readyAt > snapshot.at);
  if (!scene.targets.length || cooling)
    return said(plannerLines, 'nothingToAttack', {
      horizon: durationWords(scene.horizonMs * scene.state.timeScale),
      min: String(rules.minLevel),
      max: String(rules.maxLevel),
    });
  return 'stalled';
}
