/**
 * The game's own words (issue 55): every language names a game concept as the game's language files do
 * (shared/game-terms/terms.json, client 747.05). The English glossary (shared/glossary/en.json) lists each
 * concept our messages use, with the game's key and how English writes it (`forms`); each language's
 * glossary holds the same concepts with the game's name in that language, the forms a sentence may bend it
 * into, and the names we used before (`avoid`). A message whose English names a concept must name it in the
 * language by one of its forms, and no message may use an avoided name.
 *
 * A form is words; `*` after a word lets it go on (inflection, compounds: "Raubritter*"), `*` before lets
 * it start later (Arabic's attached article and prepositions: "*قلعة").
 */
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { definedMessageSets } from './messages';
import { readCatalogue } from './catalogue-files';
import { LOCALES } from './locales';

const ROOT = join(import.meta.dir, '..', '..', '..');
for (const file of new Bun.Glob('{site,shared,api}/src/**/*.messages.ts').scanSync({ cwd: ROOT })) await import(join(ROOT, file));
const { catalogue } = readCatalogue();

type GameEntry = { term: string; key: string; source: string; forms: string[]; avoid?: string[]; except?: Record<string, string>; adapted?: string };
type Row = Record<string, string> & { key: string };
const rows = new Map((JSON.parse(readFileSync(join(ROOT, 'shared', 'game-terms', 'terms.json'), 'utf8')) as Row[]).map((row) => [row.key, row]));
const glossary = (locale: string) =>
  JSON.parse(readFileSync(join(ROOT, 'shared', 'glossary', `${locale}.json`), 'utf8')) as Record<string, GameEntry | { term: string; key?: undefined }>;
const gameEntries = (locale: string) => Object.entries(glossary(locale)).filter((pair): pair is [string, GameEntry] => typeof pair[1].key === 'string');

/** Every message of a language by `set.key` (plural forms as `set.key.one`), English from the sets. */
function messages(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.set(path, value);
    // A message with parameters or plural forms keeps its English under `input` (@nanostores/i18n transforms).
    else if (value && typeof value === 'object' && 'input' in value) walk((value as { input: unknown }).input, path);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
  };
  if (locale === 'en') for (const set of definedMessageSets()) walk(set.base, set.component);
  else for (const [component, body] of Object.entries(catalogue[locale as keyof typeof catalogue] ?? {})) walk(body, component);
  return out;
}

/** A message as the test reads it: no-break spaces as spaces, one apostrophe, and its `{placeholders}` out (`{castle}` names no castle). */
const plain = (text: string) =>
  text
    .replace(/\{[^{}]*\}/g, ' · ')
    .replace(/[\u00a0\u202f\u2068\u2069]/g, ' ')
    .replace(/\u00ad/g, '')
    .replace(/[’ʼ]/g, "'");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function formPattern(form: string): RegExp {
  const words = plain(form)
    .trim()
    .split(/\s+/)
    .map((word) => {
      const head = word.startsWith('*') ? '[\\p{L}\\p{M}]*' : '';
      const tail = word.endsWith('*') ? '[\\p{L}\\p{M}]*' : '';
      return head + escape(word.replace(/^\*|\*$/g, '')) + tail;
    });
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${words.join("[\\s'-]+")}(?![\\p{L}\\p{M}\\p{N}])`, 'iu');
}
const names = (text: string, forms: string[]) => forms.some((form) => formPattern(form).test(plain(text)));
/** An exception named by its message's key holds for each of the message's plural forms (`help/webhooks.add.one`). */
const excepted = (except: Record<string, string> | undefined, key: string) =>
  Boolean(except?.[key] ?? except?.[key.replace(/\.(zero|one|two|few|many|other)$/, '')]);

const english = gameEntries('en');
const englishMessages = messages('en');

/**
 * The concepts an English message names, longest first: the words a longer name takes are not read again
 * for a shorter one ("tax collector" names no taxes, "robber baron castle" no castle of its own).
 */
function conceptsIn(text: string): Set<string> {
  const found: { id: string; start: number; end: number }[] = [];
  for (const [id, entry] of english)
    for (const form of entry.forms)
      for (const m of plain(text).matchAll(new RegExp(formPattern(form).source, 'giu'))) found.push({ id, start: m.index, end: m.index + m[0].length });
  found.sort((a, b) => b.end - b.start - (a.end - a.start));
  const taken: { start: number; end: number }[] = [];
  const ids = new Set<string>();
  for (const f of found) {
    if (taken.some((t) => f.start < t.end && t.start < f.end)) continue;
    taken.push(f);
    ids.add(f.id);
  }
  return ids;
}
const namedIn = new Map([...englishMessages].map(([key, text]) => [key, conceptsIn(text)]));
const others = LOCALES.filter((locale) => locale !== 'en');

test('the English glossary names each concept by the game’s English, citing its key', () => {
  expect(english.length).toBeGreaterThan(40);
  const wrong = english.filter(([, e]) => !rows.has(e.key) || (!e.adapted && e.term !== rows.get(e.key)!.en) || !e.forms.length).map(([id]) => id);
  expect(wrong).toEqual([]);
});

test.each(others)('%s: the glossary holds every concept, each the game’s name under its key', (locale) => {
  const own = glossary(locale);
  const missing = english.filter(([id, e]) => own[id]?.key !== e.key).map(([id]) => id);
  expect(missing).toEqual([]);
  const lower = (text: string) => plain(text).toLocaleLowerCase(locale).trim();
  const unlike = gameEntries(locale)
    .filter(([, e]) => {
      const game = rows.get(e.key)?.[locale];
      return !e.adapted && (game === undefined || !(lower(game).includes(lower(e.term)) || lower(e.term).includes(lower(game))));
    })
    .map(([id, e]) => `${id}: "${e.term}", the game: "${rows.get(e.key)?.[locale]}"`);
  expect(unlike).toEqual([]);
  const formless = gameEntries(locale)
    .filter(([, e]) => !e.forms?.length || !names(e.term, e.forms))
    .map(([id]) => id);
  expect(formless).toEqual([]);
});

test.each(LOCALES)('%s: a message naming a game concept names it as the game does, never by an old name', (locale) => {
  const own = new Map(gameEntries(locale));
  const theirs = messages(locale);
  const wrong: string[] = [];
  for (const [id, entry] of english) {
    const local = own.get(id);
    if (!local) continue;
    for (const key of englishMessages.keys()) {
      if (locale === 'en' || excepted(entry.except, key) || excepted(local.except, key) || !namedIn.get(key)!.has(id)) continue;
      const translated = theirs.get(key);
      if (translated !== undefined && !names(translated, local.forms)) wrong.push(`${key} lacks ${id} ("${local.term}"): ${translated}`);
    }
  }
  for (const [id, local] of own)
    for (const [key, text] of theirs)
      if (local.avoid?.length && !excepted(local.except, key) && names(text, local.avoid))
        wrong.push(`${key} says an old name of ${id} (${local.avoid.join(', ')}): ${text}`);
  expect(wrong).toEqual([]);
});
