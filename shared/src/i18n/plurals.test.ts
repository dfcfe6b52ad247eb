/**
 * A number that counts something is a plural's count, so each language writes its own forms ("1 soldier",
 * Polish "2 żołnierzy", Arabic's six): "lost 1 soldiers" (issue 64) was a count slotted into one text. Which
 * numbers count is read from the English, the one language every set has: a place followed by a noun that
 * the product counts ("{lost} soldiers", "{slots} slots", "{value} logins"). Such a place must be `{count}` of
 * a message with plural forms (`plural()`, or `params(plural())` beside other places); a second count in one
 * sentence goes in as a part with its own forms (`bot-lines/words` `soldiers`). A noun left out of COUNTED
 * escapes the check: add any noun a message counts.
 */
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { definedMessageSets, type MessageSet } from './messages';
import { said } from './said';

const ROOT = join(import.meta.dir, '..', '..', '..');
const sources = [...new Bun.Glob('{site,shared,api}/src/**/*.messages.ts').scanSync({ cwd: ROOT })].sort();
for (const file of sources) await import(join(ROOT, file));
const named = new Set(sources.flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/defineMessages\(\s*'([^']+)'/g)].map((m) => m[1]!)));
/** The product's sets: a test's own, defined in the same process, are not checked as the product's. */
const productSets = () => definedMessageSets().filter((set) => named.has(set.component));

/** The nouns our messages count, as English writes more than one. Mass nouns (wood, loot) take no plural. */
const COUNTED = [
  'soldiers',
  'attacks',
  'logins',
  'coins',
  'minutes',
  'seconds',
  'hours',
  'days',
  'times',
  'actions',
  'lines',
  'levels',
  'characters',
  'bytes',
  'fields',
  'templates',
  'runners',
  'streams',
  'collections',
  'commands',
  'endpoints',
  'players',
  'bots',
  'accounts',
  'requests',
  'camps',
  'armies',
  'servers',
  'sessions',
  'tries',
  'notes',
  'members',
  'spaces',
  'invitations',
  'tickets',
  'scripts',
  'keys',
  'windows',
  'slots',
  'updates',
  'devices',
  'addresses',
  'deliveries',
  'messages',
  'e-mails',
  'payments',
  'articles',
  'resources',
  'feasts',
  'users',
  'commanders',
  'codes',
  'tiles',
  'instances',
  'quests',
];
/** Words that may stand between a count and its noun ("{n} more soldiers", "{n} map tiles"). */
const BETWEEN = ['more', 'other', 'failed', 'map', 'tax', 'game', 'open', 'whole'];
const COUNTED_PLACE = new RegExp(`\\{(\\w+)\\}\\s+(?:(?:${BETWEEN.join('|')})\\s+)?(?:${COUNTED.join('|')})\\b`, 'g');

/** Places the pattern finds that count nothing, each with why. */
const NOT_COUNTS: Record<string, string> = {
  'billing/dunning.failedIntro': '{provider} is PayPal or Stripe: "{provider} tries again", a verb',
  'dashboard/page.slotsUsed': '"{used}/{slots} slots used" is a fraction: its noun names what the plan holds, as "1/1 slots" reads in every language',
  'console/page.matches': 'a plural of the lines that match ({count}); "of {total} lines" is never said of one line (matchSummary says oneOfOne)',
};

type Definition = string | { input: string | Record<string, string> };

/** A message's places that count a noun without being its plural's count ("{lost} soldiers"). */
function uncountedPlaces(definition: Definition): string[] {
  if (typeof definition === 'string') return [];
  const forms = typeof definition.input === 'object';
  const texts = forms ? Object.values(definition.input) : [definition.input as string];
  return [...new Set(texts.flatMap((text) => [...text.matchAll(COUNTED_PLACE)].filter((m) => !(forms && m[1] === 'count')).map((m) => m[0])))];
}

/** Every message with such places, but those excepted. */
function uncounted(sets: MessageSet[] = productSets()): string[] {
  return sets.flatMap((set) =>
    Object.entries(set.base as Record<string, Definition>)
      .filter(([key]) => !(`${set.component}.${key}` in NOT_COUNTS))
      .map(([key, definition]) => [`${set.component}.${key}`, uncountedPlaces(definition)] as const)
      .filter(([, places]) => places.length > 0)
      .map(([where, places]) => `${where}: ${places.join(' · ')}`),
  );
}

test('every number that counts a noun is a plural count, with each language’s forms', () => {
  expect(uncounted()).toEqual([]);
});

test('every plural message can be said with its count (a lone count is `plural()`, not `params(plural())`, which said() cannot fill)', () => {
  const unsaid: string[] = [];
  for (const set of productSets())
    for (const [key, definition] of Object.entries(set.base as Record<string, Definition>)) {
      if (typeof definition === 'string' || typeof definition.input !== 'object') continue;
      const places = new Set(Object.values(definition.input).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)));
      const params = Object.fromEntries([...places].map((name) => [name, name === 'count' ? 2 : name]));
      try {
        said(set, key, { ...params, count: 2 });
      } catch {
        unsaid.push(`${set.component}.${key}`);
      }
    }
  expect(unsaid).toEqual([]);
});

test('the check finds a count written into one text, and passes its plural', async () => {
  const { defineMessages, params, plural } = await import('./messages');
  // The shape of the old line: "Army home with loot: {loot}; lost {lost} soldiers." wrote "lost 1 soldiers".
  defineMessages('test/plural-check', {
    lostAsText: params('Army home with loot: {loot}; lost {lost} soldiers.'),
    lostAsCount: params(plural({ one: 'Army home with loot: {loot}; lost {count} soldier.', other: 'Army home with loot: {loot}; lost {count} soldiers.' })),
    secondCount: params(plural({ one: 'recalled {soldiers} soldiers from {count} attack', other: 'recalled {soldiers} soldiers from {count} attacks' })),
  });
  const found = uncounted(definedMessageSets()).filter((p) => p.startsWith('test/plural-check.'));
  expect(found).toEqual(['test/plural-check.lostAsText: {lost} soldiers', 'test/plural-check.secondCount: {soldiers} soldiers']);
  // What the said() check above catches: a lone count wrapped in params() does not render; plain plural() does.
  const lone = defineMessages('test/plural-lone', {
    wrapped: params(plural({ one: 'lost {count} soldier', other: 'lost {count} soldiers' })),
    plain: plural({ one: 'lost {count} soldier', other: 'lost {count} soldiers' }),
  });
  expect(() => said(lone, 'wrapped', { count: 1 })).toThrow('does not render');
  expect(said(lone, 'plain', { count: 1 }).text).toBe('lost 1 soldier');
});

test('nothing excepted is stale: each exception still has the places it excuses', () => {
  const byName = new Map(definedMessageSets().map((s) => [s.component, s.base as Record<string, Definition>]));
  const stale = Object.keys(NOT_COUNTS).filter((where) => {
    const cut = where.lastIndexOf('.');
    const definition = byName.get(where.slice(0, cut))?.[where.slice(cut + 1)];
    return definition === undefined || uncountedPlaces(definition).length === 0;
  });
  expect(stale).toEqual([]);
});
