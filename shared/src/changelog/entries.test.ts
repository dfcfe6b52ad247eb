import { expect, test } from 'bun:test';
import { readCatalogue } from '../i18n/catalogue-files';
import { BASE_LOCALE, LOCALES } from '../i18n/locales';
import { CHANGELOG, changelogIn } from './entries';
import { changelogWords } from './entries.messages';

const { catalogue } = readCatalogue();
const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

test('each entry has an id of its date and a slug, taken once, and a UTC moment of that date', () => {
  expect(CHANGELOG.length).toBeGreaterThan(0);
  for (const entry of CHANGELOG) {
    expect(entry.id).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(entry.at).toMatch(RFC3339_UTC);
    expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    expect(new Date(entry.at).toISOString().slice(0, 10)).toBe(entry.id.slice(0, 10));
  }
  expect(new Set(CHANGELOG.map((e) => e.id)).size).toBe(CHANGELOG.length);
});

test('the entries are newest first', () => {
  const moments = CHANGELOG.map((e) => Date.parse(e.at));
  expect(moments).toEqual([...moments].sort((a, b) => b - a));
});

test('every message of the set is one entry’s title or text, and no entry shares one', () => {
  const used = CHANGELOG.flatMap((e) => [e.title, e.body]);
  expect(new Set(used).size).toBe(used.length);
  expect(used.map(String).sort()).toEqual(Object.keys(changelogWords.base).sort());
  for (const entry of CHANGELOG) {
    expect(entry.title).toEndWith('Title');
    expect(entry.body).toEndWith('Body');
  }
});

test.each(LOCALES)('%s: every entry has its title and text in the language', (locale) => {
  const english = changelogIn(BASE_LOCALE, catalogue);
  const texts = changelogIn(locale, catalogue);
  expect(texts.map((e) => e.id)).toEqual(CHANGELOG.map((e) => e.id));
  for (const [i, entry] of texts.entries()) {
    const own = catalogue[locale]?.[changelogWords.component] as Record<string, string> | undefined;
    if (locale !== BASE_LOCALE) {
      // Read from the language's own file, not the English a missing message falls back to.
      expect(own?.[CHANGELOG[i]!.title]).toBe(entry.title);
      expect(own?.[CHANGELOG[i]!.body]).toBe(entry.body);
      expect(entry.title).not.toBe(english[i]!.title);
      expect(entry.body).not.toBe(english[i]!.body);
    }
    expect(entry.title.trim().length).toBeGreaterThan(0);
    expect(entry.body.length).toBeGreaterThan(entry.title.length);
  }
});
