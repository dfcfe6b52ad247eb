/**
 * The bot templates' words (area `templates`), by group, in one language: the API's catalogue is built
 * from them, in English for its own rules and in the asker's language for what it answers.
 */
import type { Locale } from '../i18n/locales';
import { messagesIn } from '../i18n/messages';
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
