/**
 * The bot templates on offer, modelled on what players of the game really automate (docs/game.md "What players automate"):
 * each is its unit in shared/src/templates/units (its plan, settings, defaults, words and help), in the
 * order of shared/src/templates/ids.ts, and each has a behaviour in runtime/behaviours that does what the
 * description promises.
 *
 * `TEMPLATES` is the catalogue in English, which the server's own rules and texts read;
 * `templatesIn(locale)` is the same catalogue in a language, for what the API answers (routes.ts).
 */
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { isTemplateId, TEMPLATE_IDS, TEMPLATE_UNITS, templateNameIn, templateWordsIn, type TemplateId, type TemplateWords } from '@shared/templates';
import { settingParts } from '@shared/templates/parts';
import { marketLinesRule } from './market-template';
import type { BotTemplate } from './types';

/** The rules across settings that the inputs cannot say alone, answered in the API's errors: by template. */
const RULES: Partial<Record<TemplateId, BotTemplate['check']>> = { 'market-trader': marketLinesRule };

/** Every template, its words in one language (the rules, ranges and defaults are the same in all). */
function buildTemplates(words: TemplateWords): BotTemplate[] {
  const parts = settingParts(words);
  return TEMPLATE_IDS.map((id): BotTemplate => {
    const unit = TEMPLATE_UNITS[id];
    const event = unit.event?.(words);
    const check = RULES[id];
    return {
      id,
      label: templateNameIn(words, id),
      description: unit.describe(words),
      category: words.common[unit.category],
      plan: unit.plan,
      defaults: unit.defaults,
      inputs: unit.inputs(words, parts),
      ...(event ? { event } : {}),
      ...(check ? { check } : {}),
    };
  });
}

/** The catalogue in English: what the server's rules, its console lines and its own texts read. */
export const TEMPLATES: BotTemplate[] = buildTemplates(templateWordsIn(BASE_LOCALE));

/** Each language's catalogue, by the words it was made from (a language's files loaded again make new words, and so a new catalogue). */
const built = new WeakMap<object, BotTemplate[]>();

/** The catalogue in a language: the same ids, rules and defaults as `TEMPLATES`, only the words differ. */
export function templatesIn(locale: Locale): BotTemplate[] {
  if (locale === BASE_LOCALE) return TEMPLATES;
  const words = templateWordsIn(locale);
  let templates = built.get(words.common);
  if (!templates) {
    templates = buildTemplates(words);
    built.set(words.common, templates);
  }
  return templates;
}

/** A template by a stored or asked id, or undefined for one not offered (any more). */
export function findTemplate(id: string): BotTemplate | undefined {
  return isTemplateId(id) ? TEMPLATES[TEMPLATE_IDS.indexOf(id)] : undefined;
}

/** A template's name in a language, or the id of a template no longer offered. */
export function templateLabel(id: string, locale: Locale): string {
  return isTemplateId(id) ? templateNameIn(templateWordsIn(locale), id) : id;
}

/** The game event a template plays during, as a sentence names it in a language ("the Nomad invasion"), or null. */
export function templateEvent(id: string, locale: Locale): string | null {
  return (isTemplateId(id) ? TEMPLATE_UNITS[id].event?.(templateWordsIn(locale)) : undefined) ?? null;
}
