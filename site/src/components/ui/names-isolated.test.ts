/**
 * A name a player gave keeps its own direction wherever it stands on its own in the site (docs/languages.md,
 * "Right to left"): on an Arabic page "Sentinel!" must not read "!Sentinel". A message's places are
 * isolated when the message is filled; this scan covers the names the islands put on screen themselves: a
 * JSX child that is a name field (`{bot.name}`, `{account.name}`, `{user.username ?? '—'}`) sits in
 * `<bdi>` (or an element with `dir="auto"`), and a name in a text built for an `<option>` or an
 * `<optgroup label>` goes through `named()`.
 */
import { expect, test } from 'bun:test';
import { Glob } from 'bun';

const SITE = `${import.meta.dir}/../..`;

/** A member chain ending in a field that holds a name someone typed. */
const NAME = String.raw`[\w$]+(?:\??\.[\w$]+)*\??\.(?:name|accountName|botName|username|owner|ownerName)(?:\s*\?\?\s*'[^']*')?`;

/** Name fields that hold no player's name, each with why. */
const NOT_A_PLAYERS_NAME: Record<string, string> = {
  'components/ErrorBoundary.tsx error.name': 'a JavaScript error class',
  'features/beta/BetaPanel.tsx beta.name': 'a beta feature, named by us in the catalogue',
  'features/beta/FlagsTab.tsx flag.name': 'a feature flag, named by us',
  'features/bots/schedule/ScheduleSection.tsx day.name': 'a weekday, from Intl',
  'features/admin/OperationsTabs.tsx a.name': 'an alert rule, named by us',
  'features/scripts/ScriptsPage.tsx e.name': 'the editor’s words (its message set), the label "Name"',
};

/** A message set's words (`m.username`, `t.name`: the label "Username"), by the names the islands give their sets. */
const MESSAGES = /^(?:m|t|text|words|errors)\./;

type Loose = { file: string; line: number; text: string };
const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** The name fields rendered as a JSX child without `<bdi>` or `dir="auto"` around them. */
export function bareNames(file: string, code: string): Loose[] {
  const found: Loose[] = [];
  for (const m of code.matchAll(new RegExp(String.raw`\{\s*(${NAME})\s*\}`, 'g'))) {
    const before = code.slice(0, m.index).trimEnd();
    const after = code.slice(m.index + m[0].length);
    // An attribute's value (`aria-label={bot.name}`) or a template's place (`${a.name}`, read below), not a JSX child.
    if (/[=$]$/.test(before)) continue;
    if (NOT_A_PLAYERS_NAME[`${file} ${m[1]!.replace(/\s*\?\?.*$/, '')}`] || MESSAGES.test(m[1]!)) continue;
    const opening = before.slice(before.lastIndexOf('<'));
    const inBdi = /<bdi[\s>][^<]*$/.test(before.slice(Math.max(0, before.lastIndexOf('<bdi')))) && opening.startsWith('<bdi') && /^\s*<\/bdi>/.test(after);
    if (inBdi || /\sdir="auto"/.test(opening)) continue;
    found.push({ file, line: lineOf(code, m.index), text: m[0] });
  }
  // A name inside a text built for an option or an option group: `${named(a.name)}`.
  for (const m of code.matchAll(/(<option\b[^>]*>\s*\{`|<optgroup\b[^>]*label=\{`)([^`]*)`/g))
    for (const n of m[2]!.matchAll(new RegExp(String.raw`\$\{\s*(${NAME})\s*\}`, 'g')))
      found.push({ file, line: lineOf(code, m.index + m[1]!.length + n.index), text: n[0] });
  return found;
}

test('a name a player gave is isolated wherever it stands on its own', async () => {
  const loose: string[] = [];
  for await (const file of new Glob('**/*.tsx').scan(SITE))
    for (const l of bareNames(file, await Bun.file(`${SITE}/${file}`).text())) loose.push(`site/src/${l.file}:${l.line}: ${l.text}`);
  expect(loose).toEqual([]);
});

test('the scan finds a bare name, and passes one in <bdi>, with dir="auto" or through named()', () => {
  const bare = (code: string) => bareNames('x.tsx', code).map((l) => l.text);
  expect(bare('<h3>{bot.name}</h3>')).toEqual(['{bot.name}']);
  expect(bare('<strong>{b.name}</strong> <StateBadge />')).toEqual(['{b.name}']);
  expect(bare(`<dd>{user.username ?? '—'}</dd>`)).toEqual([`{user.username ?? '—'}`]);
  expect(bare('<option value={a.id}>{`${a.name} – ${a.server}`}</option>')).toEqual(['${a.name}']);
  expect(bare('<optgroup key={a.id} label={`${account.name} (${account.server})`}>')).toEqual(['${account.name}']);
  expect(bare('<h3><bdi>{bot.name}</bdi></h3>')).toEqual([]);
  expect(bare('<td dir="auto">{row.name}</td>')).toEqual([]);
  expect(bare('<option value={a.id}>{`${named(a.name)} – ${a.server}`}</option>')).toEqual([]);
  expect(bare('<article aria-label={bot.name}>')).toEqual([]);
  expect(bare('const x = { name: bot.name };')).toEqual([]);
});
