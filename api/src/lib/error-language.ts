/**
 * API errors in the asker's language. The language is the one the request asks for: the site's language
 * cookie (it follows the signed-in account's choice), else Accept-Language; English otherwise, as every
 * client that asks for nothing (and the spec's own texts) expects.
 *
 * An error said as a message is made in that language from its set. A plain English message is looked up
 * among the `errors/…` sets by its exact words, so a fixed text (a schema's error, "Bot not found.")
 * needs only its entry in a set, not a change where it is thrown; a message with parts that change must be
 * said (`new ConflictError(said(set, 'key', { name }))`).
 */
import type { LineMessage } from '@shared/console';
import { areaOf } from '@shared/i18n/areas';
import { BASE_LOCALE, chosenLocale, type Locale } from '@shared/i18n/locales';
import { definedMessageSets, messagesIn, type MessageSet } from '@shared/i18n/messages';
import { textOf } from '@shared/i18n/said';
import './errors.messages';

export function askedLocale(request: Request): Locale {
  return chosenLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
}

let index = new Map<string, { set: MessageSet; key: string }>();
let indexed = 0;
/** English words → their set and key, over every `errors/…` set defined so far (plain texts only). */
function byWords(): Map<string, { set: MessageSet; key: string }> {
  const sets = definedMessageSets();
  if (sets.length === indexed) return index;
  index = new Map();
  for (const set of sets.filter((s) => areaOf(s.component) === 'errors')) {
    for (const [key, english] of Object.entries(set.base)) if (typeof english === 'string') index.set(english, { set, key });
  }
  indexed = sets.length;
  return index;
}

export function errorText(locale: Locale, english: string, said?: LineMessage): string {
  if (locale === BASE_LOCALE) return english;
  if (said) return textOf(locale, said, english);
  const known = byWords().get(english);
  if (!known) return english;
  const text = (messagesIn(locale, known.set) as Record<string, unknown>)[known.key];
  return typeof text === 'string' ? text : english;
}
