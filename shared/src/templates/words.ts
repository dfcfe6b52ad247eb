/**
 * The bot templates' words (area `templates`), by group, in one language: the API's catalogue is built
 * from them, in English for its own rules and in the asker's language for what it answers.
 */
import type { LineParam } from '../console';
import type { Locale } from '../i18n/locales';
import { messagesIn } from '../i18n/messages';
import { phrase } from '../i18n/said';
import { combatWords } from './combat.messages';
import { commonWords } from './common.messages';
import { economyWords } from './economy.messages';
import { eventWords } from './events.messages';
import { marketWords } from './market.messages';
import { safetyWords } from './safety.messages';

export function templateWordsIn(locale: Locale) {
  return {
    common: messagesIn(locale, commonWords),
    combat: messagesIn(locale, combatWords),
    economy: messagesIn(locale, economyWords),
    events: messagesIn(locale, eventWords),
    market: messagesIn(locale, marketWords),
    safety: messagesIn(locale, safetyWords),
  };
}

export type TemplateWords = ReturnType<typeof templateWordsIn>;

/** The groups a template's name may be in. */
export const NAME_GROUPS = { combat: combatWords, economy: economyWords, events: eventWords, market: marketWords, safety: safetyWords } as const;
type Group = keyof typeof NAME_GROUPS;
/** Where a template's name is: its group and key (`['combat', 'baronFarmer']`). */
export type NameKey = { [G in Group]: readonly [G, keyof (typeof NAME_GROUPS)[G]['base'] & string] }[Group];

let byWords: Map<string, LineParam> | null = null;
/**
 * A word of the templates (a setting's label, a hint) found by its English, as a part of a said message,
 * so an error that quotes it reads it in the asker's language; words not found stay as given.
 */
export function templateWord(english: string): LineParam {
  if (!byWords) {
    byWords = new Map();
    for (const set of [commonWords, ...Object.values(NAME_GROUPS)] as (typeof combatWords)[]) {
      for (const [key, text] of Object.entries(set.base))
        if (typeof text === 'string' && !byWords.has(text)) byWords.set(text, phrase(set, key as keyof typeof combatWords.base & string));
    }
  }
  return byWords.get(english) ?? english;
}
