/**
 * The translation files as the server and the tests read them: shared/i18n/<locale>/<area>.json, each
 * `{ component: { key: text or plural forms } }`. (The site's build reads the same files through Vite.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentsJSON } from '@nanostores/i18n';
import { AREAS } from './areas';
import { BASE_LOCALE, isLocale, LOCALES } from './locales';
import { registerTranslations, type Catalogue } from './messages';

export const CATALOGUE_DIR = join(import.meta.dir, '..', '..', 'i18n');

/** Every language's files, merged per language; `areas` says which file each component came from. */
export function readCatalogue(dir = CATALOGUE_DIR): { catalogue: Catalogue; areas: Map<string, string> } {
  const catalogue: Catalogue = {};
  const areas = new Map<string, string>();
  for (const locale of readdirSync(dir)) {
    if (!isLocale(locale) || locale === BASE_LOCALE)
      throw new Error(`shared/i18n/${locale}: not one of ${LOCALES.filter((l) => l !== BASE_LOCALE).join(', ')}`);
    for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.json'))) {
      if (!(AREAS as readonly string[]).includes(file.slice(0, -5))) throw new Error(`shared/i18n/${locale}/${file}: not an area (shared/src/i18n/areas.ts)`);
      const components = JSON.parse(readFileSync(join(dir, locale, file), 'utf8')) as ComponentsJSON;
      for (const name of Object.keys(components)) {
        if (catalogue[locale]?.[name]) throw new Error(`shared/i18n/${locale}: "${name}" is in two files`);
        areas.set(`${locale}/${name}`, file);
      }
      catalogue[locale] = { ...catalogue[locale], ...components };
    }
  }
  return { catalogue, areas };
}

let loaded = false;

/** Loads every language into the catalogue `messagesIn` reads (once per process: the API's start). */
export function loadCatalogue(dir = CATALOGUE_DIR): void {
  if (loaded) return;
  loaded = true;
  const { catalogue } = readCatalogue(dir);
  for (const locale of LOCALES) if (catalogue[locale]) registerTranslations(locale, catalogue[locale]!);
}
