/**
 * The planner's reasons in plain words: why this camp, this army, this time; and what the plan rests on.
 * Each is said (shared/src/i18n/said.ts): its English text for the API's clients, and its message, which
 * the planner page and the Strategy Planner's console read in the reader's language.
 */
import { AREA_TYPE } from '../game-wire/ids';
import type { LineMessage } from '../console';
import { plannerLines } from '../bot-lines/planner.messages';
import { lineWords } from '../bot-lines/words.messages';
import { phrase, said, type Said } from '../i18n/said';
import { armyFor } from './model';
import type { Candidate, Decision } from './search';
import type { Estimate, PlanModel, PlanRules, Schedule, TemplateSetting } from './types';

/** "40 s", "12 min", "2 h 5 min". */
export function plainDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  return minutes % 60 ? `${h} h ${minutes % 60} min` : `${h} h`;
}

/** `plainDuration` as a part of a sentence, in the reader's units. Hours as a string: no separator in "1000 h". */
export function durationWords(ms: number): LineMessage {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return phrase(plannerLines, 'seconds', { s });
  const minutes = Math.round(s / 60);
  if (minutes < 60) return phrase(plannerLines, 'minutes', { m: minutes });
  const h = String(Math.floor(minutes / 60));
  return minutes % 60 ? phrase(plannerLines, 'hoursMinutes', { h, m: minutes % 60 }) : phrase(plannerLines, 'hours', { h });
}

/** A real duration as game time says it. */
const gameDuration = (ms: number, timeScale: number) => durationWords(ms * timeScale);

/** Loot and soldiers, rounded: numbers, so each reader writes them their way. */
const n = (v: number) => Math.round(v);

/** Where a figure of the model comes from. */
export function sourcePart(e: Estimate): LineMessage {
  return e.measured > 0 ? phrase(plannerLines, 'measured', { count: e.measured }) : phrase(plannerLines, 'estimated');
}

export function campLabel(areaType: number): string {
  return areaType === AREA_TYPE.BOSS_DUNGEON ? 'fortress' : 'robber baron castle';
}

const camp = (c: Pick<Candidate, 'level' | 'target'>) =>
  phrase(plannerLines, 'where', { level: String(c.level), x: String(c.target.x), y: String(c.target.y) });

/** The three reasons of one planned attack; `ranking` says what the chosen way ranks by. */
export function explain(d: Decision, ranking: LineMessage, rules: PlanRules, planAt: number, timeScale = 1): Said[] {
  const plainDuration = (ms: number) => gameDuration(ms, timeScale);
  const a = d.attack;
  const [pick, next] = d.ranked;
  const runnerUp = next ? phrase(plannerLines, 'nextBest', { where: camp(next), loot: n(next.loot), trip: plainDuration(next.tripMs) }) : '';
  const title = phrase(plannerLines, a.target.areaType === AREA_TYPE.BOSS_DUNGEON ? 'fortressTitle' : 'robberCampTitle');
  const why: Said[] = [];
  why.push(
    said(plannerLines, 'whyCamp', {
      camp: title,
      where: camp(pick!),
      distance: phrase(lineWords, 'fields', { count: n(a.distance) }),
      castle: a.castleName,
      count: d.ranked.length,
      ranking,
      loot: n(a.expectedLoot),
      trip: plainDuration(a.homeAt - a.sendAt),
      next: runnerUp,
    }),
  );
  const need = armyFor(a.target.level);
  const stay =
    rules.keepAtHome > 0
      ? phrase(plannerLines, 'stayFreeKept', { free: n(d.freeAfter), kept: n(rules.keepAtHome) })
      : phrase(plannerLines, 'stayFree', { free: n(d.freeAfter) });
  const army = { count: a.troops, level: String(a.target.level), stay };
  // More than a wave: the bot's sizing found one wave lost too many (runtime/planner/choice.ts plannedSizing), and says in how many it goes.
  const waves = Math.ceil(a.troops / need);
  const sizedWaves = pick?.target.sized?.level === a.target.level && pick.target.sized.troops === a.troops;
  why.push(
    a.troops > need && sizedWaves
      ? said(plannerLines, 'fullWaves', { ...army, waves: String(waves) })
      : a.troops >= need
        ? said(plannerLines, 'fullWave', army)
        : said(plannerLines, 'partWave', { ...army, need: String(need) }),
  );
  const at = a.sendAt - planAt < 1 ? phrase(plannerLines, 'now') : phrase(plannerLines, 'inTime', { duration: plainDuration(a.sendAt - planAt) });
  const from = d.returning ? { x: String(d.returning.x), y: String(d.returning.y) } : null;
  const when: Record<typeof a.sendReason, () => Said> = {
    now: () => said(plannerLines, 'sendNow', { at }),
    soldiers: () => (from ? said(plannerLines, 'sendSoldiersFrom', { at, ...from }) : said(plannerLines, 'sendSoldiers', { at })),
    commander: () => (from ? said(plannerLines, 'sendCommanderFrom', { at, ...from }) : said(plannerLines, 'sendCommander', { at })),
    camp: () => said(plannerLines, 'sendCamp', { at }),
    spacing: () => said(plannerLines, 'sendSpacing', { at, gap: gameDuration(rules.minGapMs, 1) }),
    active: () => said(plannerLines, 'sendActive', { at }),
    day: () => said(plannerLines, 'sendDay', { at, count: rules.maxAttacksPerDay }),
  };
  why.push(when[a.sendReason]());
  return why;
}

export function templatePart(s: TemplateSetting): LineMessage {
  return phrase(plannerLines, 'templateSetting', { count: s.troopsPerAttack, min: String(s.minLevel), max: String(s.maxLevel) });
}

/** What the whole plan rests on: each figure's source, and the comparison. */
export function planNotes(
  model: PlanModel,
  schedule: Schedule,
  template: { setting: TemplateSetting; schedule: Schedule; tried: number },
  horizonMs: number,
  timeScale = 1,
): Said[] {
  const plainDuration = (ms: number) => gameDuration(ms, timeScale);
  const horizon = timeScale === 1 ? plainDuration(horizonMs) : phrase(plannerLines, 'gameTime', { duration: plainDuration(horizonMs) });
  const compared = template.tried === 1 ? phrase(plannerLines, 'oneTemplate') : phrase(plannerLines, 'bestTemplate', { tried: String(template.tried) });
  return [
    said(plannerLines, 'summary', {
      horizon,
      loot: n(schedule.lootPerHour),
      count: schedule.attacks.length,
      templateLoot: n(template.schedule.lootPerHour),
      template: compared,
      setting: templatePart(template.setting),
    }),
    said(plannerLines, 'travel', {
      base: plainDuration(model.travelBaseMs.value),
      perField: plainDuration(model.travelPerFieldMs.value),
      source: sourcePart(model.travelBaseMs),
    }),
    said(plannerLines, 'loot', { loot: n(model.lootPerLevel.value), source: sourcePart(model.lootPerLevel) }),
    said(plannerLines, 'losses', { share: Math.round(model.lossShare.value * 100), source: sourcePart(model.lossShare) }),
    said(plannerLines, 'cooldown', { duration: plainDuration(model.cooldownMs.value), source: sourcePart(model.cooldownMs) }),
    said(plannerLines, 'onlyHome'),
  ];
}
