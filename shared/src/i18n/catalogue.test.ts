/**
 * The catalogue check: every message of every set has every language, with the same {parameters} and
 * every plural form the language has; no file holds a set or message the code no longer has; no set
 * name is taken twice. Sets live in `*.messages.ts` files (found here by name, wherever they are).
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BASE_LOCALE, LOCALES, type Locale } from './locales';
import { definedMessageSets } from './messages';
import { readCatalogue } from './catalogue-files';
import { AREAS, areaOf } from './areas';

const ROOT = join(import.meta.dir, '..', '..', '..');
const sources = [...new Bun.Glob('{site,shared,api}/src/**/*.messages.ts').scanSync({ cwd: ROOT })].sort();
for (const file of sources) await import(join(ROOT, file));
const named = new Set(sources.flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/defineMessages\(\s*'([^']+)'/g)].map((m) => m[1]!)));
// Only the product's sets: a test's own (defined in the same test process) is not the catalogue's.
const sets = definedMessageSets().filter((s) => named.has(s.component));
const { catalogue, areas } = readCatalogue();
const others = LOCALES.filter((l) => l !== BASE_LOCALE);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
type Base = string | { input: unknown; transform: unknown };
/** A message's English: a text, plural forms, or a template with {parameters}. */
const englishOf = (value: Base) => (typeof value === 'string' ? value : value.input) as string | Record<string, string>;

test('the sets are found, and each name is taken once', () => {
  expect(sources.length).toBeGreaterThan(0);
  const names = sources.flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(/defineMessages\(\s*'([^']+)'/g)].map((m) => `${m[1]} (${relative(ROOT, join(ROOT, file))})`),
  );
  const seen = new Map<string, string>();
  const twice = names.filter((entry) => {
    const name = entry.split(' ')[0]!;
    if (seen.has(name)) return true;
    seen.set(name, entry);
    return false;
  });
  expect(twice).toEqual([]);
  expect(sets.length).toBe(names.length);
});

test('each set is named for its area, and each area has its file in every language', () => {
  expect(sets.map((s) => s.component).filter((name) => !name.includes('/') || !(AREAS as readonly string[]).includes(areaOf(name)))).toEqual([]);
  const misplaced = [...areas].filter(([key, file]) => file !== `${areaOf(key.split('/').slice(1).join('/'))}.json`).map(([key, file]) => `${key} in ${file}`);
  expect(misplaced).toEqual([]);
  // An area with sets needs its file in each language (the site loads every file of the page's language).
  const used = new Set(sets.map((s) => areaOf(s.component)));
  const missing = others.flatMap((locale) =>
    [...used]
      .filter((area) => ![...areas].some(([key, file]) => key.startsWith(`${locale}/`) && file === `${area}.json`))
      .map((area) => `${locale}/${area}.json`),
  );
  expect(missing).toEqual([]);
});

test('no line a bot writes to a player names a setting of the operator (issue 38: GAME_LOGIN_PAGE_URL in a dry run)', () => {
  const texts = (value: string | Record<string, string>) => (typeof value === 'string' ? [value] : Object.values(value));
  const named = sets
    .filter((set) => set.component.startsWith('bot-lines/'))
    .flatMap((set) =>
      Object.entries(set.base).flatMap(([key, value]) =>
        texts(englishOf(value as Base))
          .filter((text) => /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(text))
          .map((text) => `${set.component}.${key}: ${text}`),
      ),
    );
  expect(named).toEqual([]);
});

describe.each(others)('%s', (locale: Locale) => {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  test('has every message of every set, with the same parameters and all its plural forms', () => {
    const problems: string[] = [];
    for (const set of sets) {
      const own = catalogue[locale]?.[set.component] as Record<string, unknown> | undefined;
      if (!own) {
        problems.push(`${set.component}: missing`);
        continue;
      }
      for (const [key, base] of Object.entries(set.base as Record<string, Base>)) {
        const english = englishOf(base);
        const theirs = own[key];
        const where = `${set.component}.${key}`;
        if (theirs === undefined) problems.push(`${where}: missing`);
        else if (typeof english === 'string') {
          if (typeof theirs !== 'string') problems.push(`${where}: should be a text`);
          else if (!theirs.trim()) problems.push(`${where}: empty`);
          else if (placeholders(theirs).join() !== placeholders(english).join())
            problems.push(`${where}: parameters ${placeholders(theirs).join() || 'none'}, English has ${placeholders(english).join() || 'none'}`);
        } else if (typeof theirs !== 'object' || theirs === null) problems.push(`${where}: should be plural forms`);
        else {
          const forms = theirs as Record<string, unknown>;
          for (const c of categories) if (typeof forms[c] !== 'string') problems.push(`${where}: no "${c}" form`);
          for (const c of Object.keys(forms))
            if (!categories.includes(c as Intl.LDMLPluralRule)) problems.push(`${where}: "${c}" is not a ${locale} plural form`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('holds nothing the code does not have', () => {
    const problems: string[] = [];
    const byName = new Map(sets.map((s) => [s.component, s.base as Record<string, unknown>]));
    for (const [component, messages] of Object.entries(catalogue[locale] ?? {})) {
      const base = byName.get(component);
      if (!base) problems.push(`${component}: no such set`);
      else for (const key of Object.keys(messages)) if (!(key in base)) problems.push(`${component}.${key}: no such message`);
    }
    expect(problems).toEqual([]);
  });
});
