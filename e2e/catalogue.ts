/**
 * The translation files as the language journeys read them: what a page should say comes from
 * `shared/i18n/<locale>/<area>.json`, never from the test, so a changed translation cannot fail a journey.
 */
import { readFileSync } from 'node:fs';

type Forms = Record<string, string>;
/** Message sets by name (`auth/login`), each a key's text or, for a plural, its forms by plural category. */
export type Catalogue = Record<string, Record<string, string | Forms>>;

/** A language's messages of the named areas, in one catalogue (the areas' set names do not collide). */
export function catalogue(locale: string, ...areas: string[]): Catalogue {
  return Object.assign(
    {},
    ...areas.map((area) => JSON.parse(readFileSync(new URL(`../shared/i18n/${locale}/${area}.json`, import.meta.url), 'utf8')) as Catalogue),
  );
}

/** A message, its `{name}` places filled from `values`; a place without a value stays as written. */
export function text(c: Catalogue, set: string, key: string, values: Record<string, string | number> = {}): string {
  return (c[set]![key] as string).replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/** A plural message for a count, as the language picks its form. */
export function counted(c: Catalogue, locale: string, set: string, key: string, n: number): string {
  return (c[set]![key] as Forms)[new Intl.PluralRules(locale).select(n)]!.replace('{count}', String(n));
}
