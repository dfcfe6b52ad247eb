/**
 * API errors in the asker's language. The language is the one the request asks for: the page's own
 * (the site sends it on every call, `x-page-language`: one page speaks one language, whatever the account
 * reads elsewhere), else the site's language cookie (it follows the signed-in account's choice), else
 * Accept-Language; English otherwise, as every client that asks for nothing (and the spec's own texts)
 * expects. What has no page (a mail, a push, a Discord alert) is written in the account's language instead.
 *
 * An error said as a message is made in that language from its set. A plain English message is looked up
 * among the `errors/…` sets by its exact words, so a fixed text (a schema's error, "Bot not found.")
 * needs only its entry in a set, not a change where it is thrown; a message with parts that change must be
 * said (`new ConflictError(said(set, 'key', { name }))`). A schema's error made from constants (a length's
 * bounds) is said where the schema is written, with `fixedText`, since a schema's `error` must be a string.
 */
import type { LineMessage, LineParam } from '@shared/console';
import { areaOf } from '@shared/i18n/areas';
import { askedLocaleOf, BASE_LOCALE, isLocale, PAGE_LOCALE_HEADER, type Locale } from '@shared/i18n/locales';
import { definedMessageSets, messagesIn, type MessageSet } from '@shared/i18n/messages';
import { said, textOf } from '@shared/i18n/said';
import type { Translations } from '@nanostores/i18n';
import './errors.messages';

/** The language of the page (or client) asking: its page's header, else the cookie, else Accept-Language. */
export function askedLocale(request: Request): Locale {
  return askedLocaleOf(request.headers);
}

/**
 * The language of the page asking, when a page of the site asks (its header): what a route that otherwise
 * answers in the account's language (the bell) answers in instead, so the page reads in one language.
 */
export function pageLocaleOf(request: Request): Locale | null {
  const page = request.headers.get(PAGE_LOCALE_HEADER);
  return isLocale(page) ? page : null;
}

/** The `Vary` of an answer in the asker's language that caches may keep: the three headers askedLocale reads. */
export const ASKED_LOCALE_VARY = 'X-Page-Language, Cookie, Accept-Language';

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

/** English words of fixed texts said with their constant parts (`fixedText`) → their message. */
const fixedTexts = new Map<string, LineMessage>();

/**
 * An error text whose parts are constants (a length's bounds, a code's digits), said once where it is
 * written: the English comes back as a plain string (a schema's `error` must be one: `error: fixedText(
 * authErrors, 'passwordLength', { min: 8, max: 128 })`), and the asker's language is made from the message
 * whenever those words are answered.
 */
export function fixedText<Body extends Translations>(set: MessageSet<Body>, key: keyof Body & string, params: Record<string, LineParam>): string {
  const { text, message } = said(set, key, params);
  fixedTexts.set(text, message);
  return text;
}

/** The message a schema's fixed text with figures was said from (`fixedText`), if it was. */
export function fixedTextMessage(english: string): LineMessage | undefined {
  return fixedTexts.get(english);
}

export function errorText(locale: Locale, english: string, said?: LineMessage): string {
  if (locale === BASE_LOCALE) return english;
  if (said) return textOf(locale, said, english);
  const known = byWords().get(english);
  if (!known) {
    const fixed = fixedTexts.get(english);
    return fixed ? textOf(locale, fixed, english) : english;
  }
  const text = (messagesIn(locale, known.set) as Record<string, unknown>)[known.key];
  return typeof text === 'string' ? text : english;
}
