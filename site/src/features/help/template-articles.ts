/**
 * One article per bot template, written from its unit (shared/src/templates/units/<id>.ts: its help words,
 * the lines it picks from them, and its plan) by one function, in the catalogue's order. The browser test
 * checks that every template the API offers has its article, under its own name.
 */
import type { Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { PLAN_NAMES } from '@shared/plans';
import { templateHelpWords } from '@shared/templates/help-common.messages';
import { TEMPLATE_IDS } from '@shared/templates/ids';
import type { HelpLine, TemplateUnit } from '@shared/templates/unit';
import { TEMPLATE_UNITS } from '@shared/templates/units';
import type { HelpArticle, HelpBlock } from './article';

type Words = Record<string, string>;

/** A template's article in `locale` (its message files must have been loaded: lib/i18n-static, lib/i18n). */
function templateArticle(unit: TemplateUnit, locale: Locale): HelpArticle {
  const c = messagesIn(locale, templateHelpWords);
  const own = messagesIn(locale, unit.help.words) as Words;
  const word = (key: string) => (key.startsWith('common.') ? (c as unknown as Words)[key.slice('common.'.length)] : own[key])!;
  const line = (entry: HelpLine<Words>) => (typeof entry === 'string' ? word(entry) : entry.map(word).join(' '));
  const plan = unit.plan === 'starter' ? c.everyPlan({ plan: PLAN_NAMES.starter }) : c.fromPlan({ plan: PLAN_NAMES[unit.plan] });
  const pacing: HelpBlock[] = unit.help.pacing === false ? [] : [{ heading: c.pacingHeading }, { list: [c.pacingDelay, c.pacingBreaks, c.pacingSchedule] }];
  return {
    slug: unit.id,
    title: own.title!,
    summary: own.summary!,
    category: 'templates',
    blocks: [
      { heading: c.whatHeading },
      ...unit.help.what.map((entry) => ({ text: line(entry) })),
      { text: plan },
      { heading: c.settingsHeading },
      { list: unit.help.settings.map(line) },
      ...pacing,
    ],
  };
}

/** The template articles in `locale`, in the catalogue's order. */
export function templateArticles(locale: Locale): HelpArticle[] {
  return TEMPLATE_IDS.map((id) => templateArticle(TEMPLATE_UNITS[id], locale));
}
