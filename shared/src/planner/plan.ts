/**
 * The strategy planner: from a snapshot of an account, its rules and the model, the attacks of the next
 * hours that bring the most expected loot home. Each way of choosing (choosers.ts) is played forward over
 * the horizon (search.ts), and so is the Robber Baron Farmer's rule under a range of settings; the plan
 * is the way with the most loot home, and the best template setting is returned beside it. The templates'
 * rule is itself one of the ways tried, so the plan never expects less than the best template setting.
 */
import { POLICIES, templateChooser, templateSettings } from './choosers';
import { explain, planNotes } from './explain';
import { plannerLines } from '../bot-lines/planner.messages';
import { phrase } from '../i18n/said';
import { playForward, type Decision } from './search';
import { LOSS_KEPT_UP_PER_LEVEL } from './model';
import type { Plan, PlanModel, PlanRules, PlanSnapshot, PolicyId, Schedule, TemplateSetting } from './types';

export const PLAN_HOURS = { min: 1, max: 24, default: 4 } as const;

/**
 * Whether a schedule's next attack keeps the army: it loses no more than its camp's coins replace (model.ts LOSS_KEPT_UP_PER_LEVEL)
 * and the upkeep's coins can replace now (`replaceable`). A plan whose next attack loses more wears the army away, as the Strategy
 * Planner's did before issue 65 (600 -> 53 soldiers in two game days of the outcome bench); planned again at every step, only the
 * next attack is sent, so it is the one judged.
 */
const keepsArmy = (s: Schedule, replaceable: number) => {
  const next = s.attacks[0];
  return !next || next.expectedLoss <= LOSS_KEPT_UP_PER_LEVEL * next.target.level + replaceable;
};

/**
 * A schedule that keeps the army beats one that does not, when the snapshot says what upkeep replaces (the bot's; the plan screen's
 * look has no upkeep and its camps no sized losses); then the more loot, then the fewer lost.
 */
const betterFor = (replaceable: number | undefined) => (a: Schedule, b: Schedule) =>
  replaceable !== undefined && keepsArmy(a, replaceable) !== keepsArmy(b, replaceable)
    ? keepsArmy(a, replaceable)
    : a.expectedLoot > b.expectedLoot || (a.expectedLoot === b.expectedLoot && a.soldiersLost < b.soldiersLost);

/**
 * `templates`: the settings of the templates' rule to compare with (by default a range a player would
 * try); a bot planning at every step passes the best one found last time, which keeps each step cheap.
 */
export function planAttacks(snapshot: PlanSnapshot, rules: PlanRules, model: PlanModel, horizonMs: number, templates?: TemplateSetting[]): Plan {
  const better = betterFor(snapshot.replaceable === undefined ? undefined : Math.max(0, snapshot.replaceable));
  let template: { setting: TemplateSetting; schedule: Schedule; decisions: Decision[] } | null = null;
  const settings = templates?.length ? [...templates] : templateSettings(rules.minLevel, rules.maxLevel);
  if (!settings.length) settings.push({ troopsPerAttack: 60, minLevel: rules.minLevel, maxLevel: Math.max(rules.minLevel, rules.maxLevel) });
  for (const setting of settings) {
    const run = playForward(snapshot, rules, model, horizonMs, templateChooser(setting));
    if (!template || better(run.schedule, template.schedule)) template = { setting, ...run };
  }
  let best: { policy: PolicyId; schedule: Schedule; decisions: Decision[] } | null = null;
  for (const [policy, { chooser }] of Object.entries(POLICIES) as Array<[PolicyId, (typeof POLICIES)[keyof typeof POLICIES]]>) {
    const run = playForward(snapshot, rules, model, horizonMs, chooser);
    if (!best || better(run.schedule, best.schedule)) best = { policy, ...run };
  }
  if (template && (!best || better(template.schedule, best.schedule)))
    best = { policy: 'template-rule', schedule: template.schedule, decisions: template.decisions };
  const chosen = best!;
  const ranking =
    chosen.policy === 'template-rule'
      ? phrase(plannerLines, 'rankTemplate', { min: String(template!.setting.minLevel), max: String(template!.setting.maxLevel) })
      : phrase(plannerLines, POLICIES[chosen.policy].rank);
  for (const d of chosen.decisions) {
    const why = explain(d, ranking, rules, snapshot.at, snapshot.timeScale);
    d.attack.why = why.map((w) => w.text);
    d.attack.whyMessages = why.map((w) => w.message);
  }
  const compared = { setting: template!.setting, schedule: template!.schedule, tried: settings.length };
  const notes = planNotes(model, chosen.schedule, compared, horizonMs, snapshot.timeScale);
  return {
    at: snapshot.at,
    horizonMs,
    policy: chosen.policy,
    schedule: chosen.schedule,
    template: compared,
    model,
    notes: notes.map((note) => note.text),
    noteMessages: notes.map((note) => note.message),
  };
}
