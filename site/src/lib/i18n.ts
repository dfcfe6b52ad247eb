/**
 * Messages for the islands. Every page is built per language and says which on <html lang>; before any
 * island renders, that language's files are loaded (a top-level await: the islands wait for their words,
 * so nothing flashes in English first). `useMessages(set)` gives a component its set in the page's
 * language; `messagesNow(set)` does the same outside React (stores, toasts).
 */
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { createI18n, type Components, type ComponentsJSON, type Translations } from '@nanostores/i18n';
import { AREAS } from '@shared/i18n/areas';
import { BASE_LOCALE, isLocale, type Locale } from '@shared/i18n/locales';
import { linkIn } from './localized-pages';
import { registerTranslations, type MessageSet } from '@shared/i18n/messages';

/** The page's language (English outside a browser: tests, the build). */
export const pageLocale: Locale = (() => {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : BASE_LOCALE;
})();

/** What no island shows: the API's own words (its errors, its answers, its mails, the admins' alerts) and the static legal pages'. Never loaded here. */
const SERVER_AREAS: readonly string[] = ['errors', 'answers', 'mail', 'legal', 'alerts'];

/** Every area's file of a language the site shows, merged (a file that is not there yet is no area's words). */
async function load(locale: string): Promise<ComponentsJSON> {
  const parts = await Promise.all(
    AREAS.filter((area) => !SERVER_AREAS.includes(area)).map((area) =>
      import(`../../../shared/i18n/${locale}/${area}.json`).then(
        (m: { default: ComponentsJSON }) => m.default,
        () => ({}),
      ),
    ),
  );
  return Object.assign({}, ...parts);
}

const locale = atom<Locale>(pageLocale);
const cache = (pageLocale === BASE_LOCALE ? {} : { [pageLocale]: await load(pageLocale) }) as unknown as Record<Locale, Components>;
// Words kept as messages (console lines: shared/src/i18n/said.ts) are read through the shared catalogue:
// it gets the same files, so a line reads in the page's language.
if (pageLocale !== BASE_LOCALE) registerTranslations(pageLocale, cache[pageLocale] as unknown as ComponentsJSON);
const i18n = createI18n(locale, { baseLocale: BASE_LOCALE, cache, get: load });
const stores = new Map<string, ReturnType<typeof i18n>>();

function storeOf<Body extends Translations>(set: MessageSet<Body>) {
  let store = stores.get(set.component);
  if (!store) {
    store = i18n(set.component, set.base);
    stores.set(set.component, store);
  }
  return store;
}

export function useMessages<Body extends Translations>(set: MessageSet<Body>): Body {
  return useStore(storeOf(set)) as Body;
}

export function messagesNow<Body extends Translations>(set: MessageSet<Body>): Body {
  return storeOf(set).get() as Body;
}

/** A link to a page of the site in the page's language, when that page has it (`/pricing` → `/de/pricing`). */
export function here(path: string): string {
  return linkIn(pageLocale, path);
}
