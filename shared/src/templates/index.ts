/**
 * The bot templates, as the API, the runtime and the site read them: the list of ids (ids.ts), each
 * template's unit (units/), and their words (words.ts and the *.messages.ts beside them).
 */
import type { LineMessage } from '../console';
import { phrase } from '../i18n/said';
import type { combatWords } from './combat.messages';
import { isTemplateId, type TemplateId } from './ids';
import { TEMPLATE_UNITS } from './units';
import { NAME_GROUPS, type TemplateWords } from './words';

export { combatWords } from './combat.messages';
export { commonWords } from './common.messages';
export { economyWords } from './economy.messages';
export { eventWords } from './events.messages';
export { marketWords } from './market.messages';
export { safetyWords } from './safety.messages';
export { isTemplateId, TEMPLATE_IDS, type TemplateId } from './ids';
export { TEMPLATE_UNITS } from './units';
export { templateWord, templateWordsIn, type TemplateWords } from './words';
export type { SelectOption, SettingValue, TemplateInput, TemplateUnit } from './unit';

/** A template's name in the words of one language. */
export function templateNameIn(words: TemplateWords, id: TemplateId): string {
  const [group, key] = TEMPLATE_UNITS[id].name;
  return (words[group] as Record<string, string>)[key]!;
}

/** A template's name as a part of a kept line (each reader reads it in their language), or null for an id no longer offered. */
export function templateName(id: string): LineMessage | null {
  if (!isTemplateId(id)) return null;
  const [group, key] = TEMPLATE_UNITS[id].name;
  return phrase(NAME_GROUPS[group] as typeof combatWords, key as keyof typeof combatWords.base & string);
}
