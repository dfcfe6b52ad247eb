/**
 * Each language's typography and words (issue 38): French puts a narrow no-break space before : ; ! ? and
 * inside « », so a sign never wraps onto a line of its own; every language writes the apostrophe as ’ (a
 * straight ' is a typewriter's; code in `backticks` keeps its own); a control's longer accessible name keeps
 * the words it shows; and no sentence is left in English
 * (the same words as the English, two words or more) unless it is a name the language keeps.
 */
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { BASE_LOCALE, LOCALES, type Locale } from './locales';
import { definedMessageSets } from './messages';
import { readCatalogue } from './catalogue-files';

const ROOT = join(import.meta.dir, '..', '..', '..');
for (const file of new Bun.Glob('{site,shared,api}/src/**/*.messages.ts').scanSync({ cwd: ROOT })) await import(join(ROOT, file));
const { catalogue } = readCatalogue();
const sets = definedMessageSets();

/** Every text of a language's messages (each plural form apart), with where it is and its English. */
function textsOf(locale: Locale): { where: string; text: string; english: unknown }[] {
  return sets.flatMap((set) => {
    const own = (catalogue[locale]?.[set.component] ?? {}) as Record<string, string | Record<string, string>>;
    return Object.entries(own).flatMap(([key, value]) => {
      const english = englishOf((set.base as Record<string, unknown>)[key]);
      return typeof value === 'string'
        ? [{ where: `${set.component}.${key}`, text: value, english }]
        : Object.entries(value).map(([form, text]) => ({ where: `${set.component}.${key}.${form}`, text, english }));
    });
  });
}

const englishOf = (base: unknown) => (typeof base === 'string' ? base : (base as { input?: unknown } | undefined)?.input);

/** The words of a text outside code (`…`), placeholders and addresses. */
const prose = (text: string) =>
  text
    .replace(/`[^`]*`/g, '')
    .replace(/\{\w+\}/g, '')
    .replace(/https?:\/\/\S+/g, '');

/** Texts a language keeps as English writes them: names and units, each with why. */
const KEPT_AS_IN_ENGLISH: Partial<Record<Locale, Record<string, string>>> = {};
/** Texts every language keeps as English writes them, each with why. */
const KEPT_EVERYWHERE: Record<string, string> = {
  'invalid request signature': 'what Discord reads of a refused interaction: its own words (errors/discord)',
};

describe.each(LOCALES.filter((l) => l !== BASE_LOCALE))('%s', (locale) => {
  const texts = textsOf(locale);

  test("apostrophes are ’, never a straight '", () => {
    expect(texts.filter((t) => prose(t.text).includes("'")).map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });

  test('a control\'s longer name keeps its visible words: `xOf` holds `x` ("Bot stoppen: {name}" for "Bot stoppen"), or a reader by voice cannot say what they see', () => {
    const own = (component: string) => (catalogue[locale]?.[component] ?? {}) as Record<string, unknown>;
    const lost = sets.flatMap((set) => {
      const base = set.base as Record<string, unknown>;
      return Object.keys(base).flatMap((key) => {
        const [shown, named] = [englishOf(base[key]), englishOf(base[`${key}Of`])];
        if (typeof shown !== 'string' || typeof named !== 'string' || !named.toLowerCase().includes(shown.toLowerCase())) return [];
        const [theirShown, theirNamed] = [own(set.component)[key], own(set.component)[`${key}Of`]];
        return typeof theirShown === 'string' && typeof theirNamed === 'string' && !theirNamed.toLowerCase().includes(theirShown.toLowerCase())
          ? [`${set.component}.${key}Of: "${theirNamed}" lacks "${theirShown}"`]
          : [];
      });
    });
    expect(lost).toEqual([]);
  });

  test('no sentence is left in English', () => {
    const kept = KEPT_AS_IN_ENGLISH[locale] ?? {};
    const english = texts.filter(
      (t) => t.text === t.english && !kept[t.text] && !KEPT_EVERYWHERE[t.text] && (prose(t.text).match(/[A-Za-z]{2,}/g) ?? []).length >= 2,
    );
    expect(english.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });
});

test('French: a narrow no-break space (U+202F) or a no-break space before : ; ! ? » and after «, never an ordinary one', () => {
  const wrong = textsOf('fr').filter((t) => / [:;!?»]|« /.test(prose(t.text)));
  expect(wrong.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
});

/**
 * CLDR's "many" in these languages is for a million and up ("1 000 000 de lignes"), but a count in digits
 * reads without the "de"/"di" ("1 000 000 lignes"): so "many" reads as "other"
 * (issue 55; the admin alerts of issue 56 brought "{count} de livraisons" back, which this test now catches).
 */
test.each(['fr', 'es', 'it', 'pt-BR'] as const)('%s: a plural\'s "many" form reads as its "other" form', (locale) => {
  const forms = new Map(textsOf(locale).map((t) => [t.where, t.text]));
  const differing = [...forms]
    .filter(([where]) => where.endsWith('.many'))
    .filter(([where, text]) => text !== forms.get(where.replace(/\.many$/, '.other')))
    .map(([where, text]) => `${where}: ${text}`);
  expect(differing).toEqual([]);
});
