/** The planner's reasons in plain words: why this camp, this army, this time; and what the plan rests on. */
import { AREA_TYPE } from '../game-wire/ids';
import { armyFor, sourceOf } from './model';
import type { Candidate, Decision } from './search';
import type { PlanModel, PlanRules, Schedule, TemplateSetting } from './types';

/** "40 s", "12 min", "2 h 5 min". */
export function plainDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  return minutes % 60 ? `${h} h ${minutes % 60} min` : `${h} h`;
}

/** A real duration as game time says it. */
const gameDuration = (ms: number, timeScale: number) => plainDuration(ms * timeScale);

const n = (v: number) => Math.round(v).toLocaleString('en');

export function campLabel(areaType: number): string {
  return areaType === AREA_TYPE.BOSS_DUNGEON ? 'fortress' : 'robber baron camp';
}

const camp = (c: Pick<Candidate, 'level' | 'target'>) => `level ${c.level} at ${c.target.x}:${c.target.y}`;

/** The three reasons of one planned attack; `phrase` says what the chosen way ranks by. */
export function explain(d: Decision, phrase: string, rules: PlanRules, planAt: number, timeScale = 1): string[] {
  const plainDuration = (ms: number) => gameDuration(ms, timeScale);
  const a = d.attack;
  const [pick, next] = d.ranked;
  const ready = d.ranked.length;
  const label = campLabel(a.target.areaType);
  const why: string[] = [];
  const runnerUp = next ? ` Next best: ${camp(next)} (≈ ${n(next.loot)} loot, ${plainDuration(next.tripMs)} there and back).` : '';
  why.push(
    `${label[0]!.toUpperCase()}${label.slice(1)} ${camp(pick!)}, ${n(a.distance)} fields from ${a.castleName}: of ${ready} camp${ready === 1 ? '' : 's'} this army could take now, ${phrase} (≈ ${n(a.expectedLoot)} loot, ${plainDuration(a.homeAt - a.sendAt)} there and back).${runnerUp}`,
  );
  const need = armyFor(a.target.level);
  const stay = `${n(d.freeAfter)} more stay free${rules.keepAtHome > 0 ? ` and ${n(rules.keepAtHome)} are kept home` : ''}.`;
  why.push(
    a.troops >= need
      ? `${n(a.troops)} soldiers: a full wave at level ${a.target.level}, the most one wave holds there (the game’s cap; camps’ garrisons are not public, and a full wave is what public bots send). ${stay}`
      : `${n(a.troops)} soldiers, fewer than a full wave at level ${a.target.level} (${need}): counted as a likely loss, since camps’ garrisons are not public. ${stay}`,
  );
  const at = a.sendAt - planAt < 1 ? 'Now' : `In ${plainDuration(a.sendAt - planAt)}`;
  const from = d.returning ? ` from ${d.returning.x}:${d.returning.y}` : '';
  const when: Record<typeof a.sendReason, string> = {
    now: `${at}: a commander and the soldiers are free.`,
    soldiers: `${at}, when the army${from} is home with its soldiers.`,
    commander: `${at}, when a commander is home${from ? ` (with the army${from})` : ''}: every one is out until then.`,
    camp: `${at}, when this camp’s cooldown ends.`,
    spacing: `${at}: attacks go at least ${gameDuration(rules.minGapMs, 1)} apart (your pacing).`,
    active: `${at}, when your active hours begin.`,
    day: `${at}, after 00:00 UTC: today’s limit of ${rules.maxAttacksPerDay} attacks is reached.`,
  };
  why.push(when[a.sendReason]);
  return why;
}

export function templateName(s: TemplateSetting): string {
  return `Robber Baron Farmer, ${s.troopsPerAttack} soldiers per attack, levels ${s.minLevel}–${s.maxLevel}`;
}

/** What the whole plan rests on: each figure's source, and the comparison. */
export function planNotes(model: PlanModel, schedule: Schedule, template: { setting: TemplateSetting; schedule: Schedule; tried: number }, horizonMs: number, timeScale = 1): string[] {
  const plainDuration = (ms: number) => gameDuration(ms, timeScale);
  const perField = model.travelPerFieldMs.value;
  return [
    `Over the next ${plainDuration(horizonMs)}${timeScale === 1 ? '' : ' of game time'}: ≈ ${n(schedule.lootPerHour)} loot an hour from ${schedule.attacks.length} attack${schedule.attacks.length === 1 ? '' : 's'}, against ≈ ${n(template.schedule.lootPerHour)} an hour from ${template.tried === 1 ? 'the template setting' : `the best of ${template.tried} template settings`} (${templateName(template.setting)}) on the same snapshot and rules.`,
    `Travel: ${plainDuration(model.travelBaseMs.value)} plus ${plainDuration(perField)} a field, ${sourceOf(model.travelBaseMs)}.`,
    `Loot: ≈ ${n(model.lootPerLevel.value)} per camp level, ${sourceOf(model.lootPerLevel)}.`,
    `Losses: ≈ ${Math.round(model.lossShare.value * 100)} % of a full wave per won fight, ${sourceOf(model.lossShare)}.`,
    `Cooldown: ${plainDuration(model.cooldownMs.value)} after an army reaches a camp, ${sourceOf(model.cooldownMs)}.`,
    'Only loot of armies home within the horizon is counted; the game decides every fight, so these are expectations, not promises.',
  ];
}
