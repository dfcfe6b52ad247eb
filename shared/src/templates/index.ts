/**
 * The bot templates' words (area `templates`), by group, in one language: the API's catalogue is built
 * from them, in English for its own rules and in the asker's language for what it answers.
 */
import type { LineMessage, LineParam } from '../console';
import type { Locale } from '../i18n/locales';
import { messagesIn } from '../i18n/messages';
import { phrase } from '../i18n/said';
import { combatWords } from './combat.messages';
import { commonWords } from './common.messages';
import { economyWords } from './economy.messages';
import { eventWords } from './events.messages';
import { marketWords } from './market.messages';
import { safetyWords } from './safety.messages';

export { combatWords, commonWords, economyWords, eventWords, marketWords, safetyWords };

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

const GROUPS = { combat: combatWords, economy: economyWords, events: eventWords, market: marketWords, safety: safetyWords } as const;
type Group = keyof typeof GROUPS;
type NameKey = { [G in Group]: readonly [G, keyof (typeof GROUPS)[G]['base'] & string] }[Group];

/**
 * Each template's name, by its id: where its words are. The catalogue's labels are read through it, and so
 * is a kept line that names a template (`templateName`), so a reader reads the name in their language.
 */
const TEMPLATE_NAMES: Record<string, NameKey> = {
  'baron-farmer': ['combat', 'baronFarmer'],
  fortresses: ['combat', 'fortresses'],
  'resource-keeper': ['economy', 'keeper'],
  'storm-sea-forts': ['events', 'seaForts'],
  'khan-berimond': ['events', 'khanBerimond'],
  'attack-guard': ['safety', 'guard'],
  'castle-defence': ['safety', 'defence'],
  'alliance-help': ['safety', 'allianceHelp'],
  'nomad-invasion': ['events', 'nomadInvasion'],
  'samurai-invasion': ['events', 'samuraiInvasion'],
  'foreign-invasion': ['events', 'foreignInvasion'],
  'berimond-invasion': ['events', 'berimondInvasion'],
  'berimond-kingdom': ['events', 'berimondKingdom'],
  'event-shops': ['events', 'eventShops'],
  'temp-servers': ['events', 'tempServers'],
  quests: ['economy', 'quests'],
  'market-trader': ['market', 'trader'],
  'custom-script': ['economy', 'customScript'],
  'strategy-planner': ['combat', 'planner'],
};

/** A template's name in the words of one language; throws for an id that has none (a template added without its name). */
export function templateNameIn(words: TemplateWords, id: string): string {
  const name = TEMPLATE_NAMES[id];
  if (!name) throw new Error(`template "${id}" has no name in shared/src/templates`);
  return (words[name[0]] as Record<string, string>)[name[1]]!;
}

/** A template's name as a part of a kept line (each reader reads it in their language), or null for an unknown id. */
export function templateName(id: string): LineMessage | null {
  const name = TEMPLATE_NAMES[id];
  return name ? phrase(GROUPS[name[0]] as typeof combatWords, name[1] as keyof typeof combatWords.base & string) : null;
}

let byWords: Map<string, LineMessage> | null = null;
/**
 * A word of the templates (a setting's label, a hint) found by its English, as a part of a said message,
 * so an error that quotes it reads it in the asker's language; words not found stay as given.
 */
export function templateWord(english: string): LineParam {
  if (!byWords) {
    byWords = new Map();
    for (const set of [commonWords, ...Object.values(GROUPS)] as (typeof combatWords)[]) {
      for (const [key, text] of Object.entries(set.base)) if (typeof text === 'string' && !byWords.has(text)) byWords.set(text, phrase(set, key as keyof typeof combatWords.base & string));
    }
  }
  return byWords.get(english) ?? english;
}
