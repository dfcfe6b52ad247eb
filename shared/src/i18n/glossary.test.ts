/**
 * The glossaries (shared/glossary/<locale>.json): each game or product word's term in a language and where
 * it comes from. A message that is the word alone (a kingdom's name, a tab, a label) is the glossary's
 * term, exactly; in sentences the word is inflected, which this test does not read.
 */
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { definedMessageSets } from './messages';
import { readCatalogue } from './catalogue-files';
import { isLocale } from './locales';

const ROOT = join(import.meta.dir, '..', '..', '..');
const DIR = join(ROOT, 'shared', 'glossary');
for (const file of new Bun.Glob('{site,shared,api}/src/**/*.messages.ts').scanSync({ cwd: ROOT })) await import(join(ROOT, file));
const { catalogue } = readCatalogue();
/**
 * `forms`: inflected forms a word-alone message may take (Czech "dřeva" after an amount); `except`: messages where the English word means something else, each
 * with why.
 */
type Entry = { term: string; source: string; forms?: string[]; except?: Record<string, string> };

/**
 * The forms a word alone may read as: the term without its note ("bot (pl. boti)" → "bot"), each of its
 * alternatives ("جدول زمني / جدولة"), and Arabic's definite article on each word ("الباقة" for "باقة").
 */
function accepted(entry: Entry): Set<string> {
  const heads = [entry.term.replace(/\s*\(.*\)\s*$/, ''), ...(entry.forms ?? [])].flatMap((t) => t.split(' / '));
  return new Set(heads.map(normal));
}
const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^ال(?=..)/, ''))
    .join(' ');
const glossaries = readdirSync(DIR).map((file) => ({
  locale: file.replace(/\.json$/, ''),
  entries: JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, Entry>,
}));

test('each glossary is a language of ours, and every term says where it comes from', () => {
  expect(glossaries.length).toBeGreaterThan(0);
  for (const { locale, entries } of glossaries) {
    expect(isLocale(locale)).toBe(true);
    const bad = Object.entries(entries).filter(
      ([, e]) => typeof e?.term !== 'string' || !e.term.trim() || typeof e.source !== 'string' || e.source.trim().length < 10,
    );
    expect(bad).toEqual([]);
  }
});

test("a message that is a glossary word alone reads as the glossary's term", () => {
  const wrong: string[] = [];
  for (const { locale, entries } of glossaries) {
    const terms = new Map(Object.entries(entries).map(([english, e]) => [english.replace(/\s*\(.*\)\s*$/, '').toLowerCase(), e]));
    for (const set of definedMessageSets()) {
      const own = catalogue[locale as keyof typeof catalogue]?.[set.component] as Record<string, unknown> | undefined;
      for (const [key, english] of Object.entries(set.base as Record<string, unknown>)) {
        const entry = typeof english === 'string' ? terms.get(english.toLowerCase()) : undefined;
        const theirs = own?.[key];
        if (!entry || typeof theirs !== 'string' || entry.except?.[`${set.component}.${key}`]) continue;
        if (!accepted(entry).has(normal(theirs))) wrong.push(`${locale} ${set.component}.${key}: "${theirs}", glossary "${entry.term}"`);
      }
    }
  }
  expect(wrong).toEqual([]);
});
