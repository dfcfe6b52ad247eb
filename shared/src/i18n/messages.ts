/**
 * Messages: each screen, mail or bot behaviour names its set (`defineMessages('pricing', {...})`) with its
 * English texts beside the code; the other languages are flat JSON files, one per language and area
 * (shared/i18n/<locale>/<area>.json: `{ "pricing": { "title": "Preise" } }`), the shape translation tools
 * such as Weblate read. Library: @nanostores/i18n (docs/decisions.md).
 *
 * `messagesIn(locale, set)` translates a set now, for whatever renders on the server or at build time
 * (the static pages, mails, API errors). The islands use the same sets through site/src/lib/i18n.ts.
 */
import { atom } from 'nanostores';
import {
  createI18n,
  params as libraryParams,
  strings,
  transform,
  type Components,
  type ComponentsJSON,
  type CountInput,
  type I18n,
  type TranslationFunction,
  type TranslationJSON,
  type Translations,
} from '@nanostores/i18n';
import { fillPlaces } from './fill';
import { intlLocale } from './intl';
import { BASE_LOCALE, type Locale } from './locales';

/**
 * `{name}` places in a message: `params('Sent {troops} to {target}.')({ troops: 1200, target: 'Fort 3' })`,
 * as @nanostores/i18n's own, but filled by `fillPlaces` (./fill.ts): in a right-to-left language each text
 * slotted in is isolated, so a Latin name keeps its direction inside Arabic.
 */
export const params = transform((locale: string, translation: TranslationJSON, values: Record<string, unknown>) =>
  strings(translation, (text) => fillPlaces(locale, text, values)),
) as unknown as typeof libraryParams;

export type MessageSet<Body extends Translations = Translations> = { readonly component: string; readonly base: Body };

/** The registry of every set, so the catalogue check sees them all (that a name is taken once is checked there, on the sources). */
const defined = new Map<string, MessageSet>();

export function defineMessages<Body extends Translations>(component: string, base: Body): MessageSet<Body> {
  if (!/^[a-z][a-z0-9-]*(\/[a-z0-9-]+)*$/.test(component)) throw new Error(`message set name "${component}": lower case words joined by - or /`);
  const set = { component, base };
  defined.set(component, set);
  return set;
}

/** Every set defined so far (the modules that define them must have been imported). */
export function definedMessageSets(): MessageSet[] {
  return [...defined.values()];
}

/**
 * A count with its plural forms, the count written as the language writes numbers (1.000 in German):
 * `plural({ one: '{count} bot', other: '{count} bots' })(3)`. Forms are the language's Intl.PluralRules
 * categories (Polish has one, few, many, other).
 */
export const plural = transform((locale: string, forms: CountInput, n: number): string => {
  let form: string = new Intl.PluralRules(locale).select(n);
  if (!(form in forms)) form = 'other' in forms ? 'other' : 'many';
  const text = (forms as Record<string, unknown>)[form];
  return String(text ?? '').replace(/\{count\}/g, new Intl.NumberFormat(intlLocale(locale)).format(n));
}) as (forms: CountInput) => TranslationFunction<[number], string>;

/** Translations by language, as the files hold them. English has none: its texts are the sets' own. */
export type Catalogue = Partial<Record<Locale, ComponentsJSON>>;

const instances = new Map<Locale, I18n>();
const translated = new Map<string, unknown>();

/**
 * The set in a language, from a catalogue already loaded (see `loadCatalogue`): a message missing from
 * the language's file reads in English (the catalogue check in `npm test` makes that never happen).
 */
export function messagesIn<Body extends Translations>(locale: Locale, set: MessageSet<Body>, catalogue: Catalogue = registered): Body {
  const key = `${locale}\u0000${set.component}`;
  const known = catalogue === registered ? translated.get(key) : undefined;
  if (known) return known as Body;
  let i18n = catalogue === registered ? instances.get(locale) : undefined;
  if (!i18n) {
    const cache = { [locale]: catalogue[locale] ?? {} } as unknown as Record<Locale, Components>;
    // isSSR: a set is made once per language here, by design (no "defined twice" warning).
    i18n = createI18n(atom<Locale>(locale), { baseLocale: BASE_LOCALE, cache, get: async () => ({}), isSSR: true });
    if (catalogue === registered) instances.set(locale, i18n);
  }
  const body = i18n(set.component, set.base).get();
  if (catalogue === registered) translated.set(key, body);
  return body;
}

/** The catalogue `messagesIn` reads by default: the server and the build register the files they load. */
const registered: Catalogue = {};

export function registerTranslations(locale: Locale, components: ComponentsJSON): void {
  registered[locale] = { ...registered[locale], ...components };
  instances.delete(locale);
  for (const key of [...translated.keys()]) if (key.startsWith(`${locale}\u0000`)) translated.delete(key);
}
