/**
 * Filling a message's places (`{name}`), the one way every message is filled: `params()` (islands, static
 * pages, mails, API errors), the kept lines made for a reader (`said.ts`), and the sentences with
 * elements in them (the site's `fill()` and `Slotted.astro`, through `slotted`).
 *
 * In a right-to-left language each text slotted into a message is isolated, between FSI (U+2068) and PDI
 * (U+2069): a Latin bot name, castle or e-mail inside Arabic keeps its own direction and leaves the words
 * around it theirs ("Sentinel (2)" stays whole, the full stop stays at the sentence's end). Characters, not
 * markup, so the same text reads right in the DOM, an attribute, a mail, a push and a Discord message.
 * Left-to-right languages get the value as it is: their texts are compared exactly (tests, kept English).
 * A number the caller passes as a number (a plural's count) is written as it is: digits need no isolation.
 */
import { isLocale, localeDirection } from './locales';

export const FSI = '\u2068';
export const PDI = '\u2069';

/** Whether `locale` (a language code as the message libraries pass it) is written right to left. */
export function isRightToLeft(locale: string): boolean {
  return isLocale(locale) && localeDirection(locale) === 'rtl';
}

/**
 * A text as it goes into a message in `locale`: isolated when the language is written right to left. A
 * place kept for a later fill (`{link}`, for an element) is left as it is: that fill isolates what goes there.
 */
export function slotted(locale: string, text: string): string {
  return text === '' || !isRightToLeft(locale) || /^\{[^{}]+\}$/.test(text) ? text : FSI + text + PDI;
}

/** `text` with each `{name}` that `values` has filled: texts slotted, numbers as written. A place with no value stays. */
export function fillPlaces(locale: string, text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{([^{}]+)\}/g, (place, name: string) => {
    if (!Object.hasOwn(values, name)) return place;
    const value = values[name];
    return typeof value === 'string' ? slotted(locale, value) : String(value);
  });
}
