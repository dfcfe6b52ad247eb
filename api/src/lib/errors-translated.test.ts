/**
 * Every fixed English text an API error is thrown with, or a schema refuses with, is in an `errors/…`
 * set, so it has its words in every language (the catalogue check makes sure of those); a text with parts
 * that change is said at the throw site instead. A static scan of the sources: a new English text thrown
 * later without its entry, or a new `${…}` glued into an error, fails here.
 *
 * What it reads: `new <SomeError>(…)` for the API's errors (AppError and its subclasses, wherever declared)
 * and schema `error: …` options — their string literals, and the UPPER_CASE constants (and `CONST.key`
 * entries) they name. An argument made with said(…) or fixedText(…) is said by construction. Texts handed
 * through a helper's parameter (`within(counter, key, 'Too many …')`) are out of its sight.
 */
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { areaOf } from '@shared/i18n/areas';
import { definedMessageSets } from '@shared/i18n/messages';

const ROOT = join(import.meta.dir, '..', '..', '..');

/** The folders scanned: every module, the framework's errors, and the runtime's refusals that reach a request. */
const SCANNED = [
  'api/src/lib',
  'api/src/app.ts',
  // The runtime's refusals that reach a request (a start the fleet has no room for); its runners' internal
  // replies (`{ ok: false, error: 'draining' }`) are not words for a person.
  'api/src/runtime/fleet/fleet-runtime.ts',
  'api/src/modules',
];

for (const file of new Bun.Glob('{shared,api}/src/**/*.messages.ts').scanSync({ cwd: ROOT })) await import(join(ROOT, file));
const known = new Set(
  definedMessageSets()
    .filter((set) => areaOf(set.component) === 'errors')
    .flatMap((set) => Object.values(set.base).filter((v): v is string => typeof v === 'string')),
);

const allSources = [...new Bun.Glob('api/src/**/*.ts').scanSync({ cwd: ROOT })].filter((f) => !f.endsWith('.test.ts')).sort();
/** Comment lines blanked (their examples are not thrown), so line numbers stay the file's. */
const code = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line))
    .join('\n');
const texts = new Map(allSources.map((f) => [f, code(f)]));
const scanned = allSources.filter((f) => SCANNED.some((s) => f === s || f.startsWith(`${s}/`)));

/** AppError and every class that extends it (in any file, through any depth). */
const errorClasses = new Set(['AppError']);
for (let grew = true; grew; ) {
  grew = false;
  for (const source of texts.values()) {
    for (const [, name, parent] of source.matchAll(/class (\w+) extends (\w+)/g)) {
      if (errorClasses.has(parent!) && !errorClasses.has(name!)) {
        errorClasses.add(name!);
        grew = true;
      }
    }
  }
}

/** The text from `open` (just after an opening bracket) to its matching closing bracket, strings skipped. */
function balanced(source: string, open: number): string {
  let depth = 1;
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      if (--depth === 0) return source.slice(open, i);
    }
  }
  return source.slice(open);
}

type Literal = { text: string; interpolated: boolean };
/** The string literals of an expression, `'…'`, `"…"` and `` `…` `` (whether it holds `${…}`). */
function literals(expression: string): Literal[] {
  const found: Literal[] = [];
  for (const m of expression.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const raw = m[1] ?? m[2] ?? m[3]!;
    const text = raw.replace(/\\(.)/g, '$1');
    found.push({ text, interpolated: m[3] !== undefined && raw.includes('${') });
  }
  return found;
}

/** `NAME = <expression>` or `NAME.key` as declared in `file`, else anywhere in the sources: the expression's text. */
function constant(reference: string, file: string): string | null {
  const [name, key] = reference.split('.');
  for (const source of [texts.get(file)!, ...texts.values()]) {
    const at = new RegExp(`\\bconst ${name} =\\s*`).exec(source);
    if (!at) continue;
    const start = at.index + at[0].length;
    if (!key) return source.slice(start, source.indexOf('\n', start));
    if (source[start] !== '{') return null;
    const body = balanced(source, start + 1);
    const entry = new RegExp(`\\b${key}:\\s*`).exec(body);
    if (!entry) return null;
    const from = entry.index + entry[0].length;
    return body.slice(from, body.indexOf('\n', from));
  }
  return null;
}

/** What an error is made from: its English words, or why the scan cannot take them as they are. */
function wordsOf(expression: string, errorClass: string | null, file: string): { texts: string[]; problems: string[] } {
  if (/\b(said|fixedText)\(/.test(expression)) return { texts: [], problems: [] };
  const out = { texts: [] as string[], problems: [] as string[] };
  for (const literal of literals(expression)) {
    // NotFoundError('Bot') says "Bot not found.".
    if (errorClass === 'NotFoundError' && !literal.interpolated) out.texts.push(`${literal.text} not found.`);
    // A code ('BAD_REQUEST', 'email_missing') or a field's name (`settings.${key}`) has no space; words do.
    else if (!literal.text.includes(' ')) continue;
    else if (literal.interpolated) out.problems.push(`glued with \${…} (say it with said(…) instead): \`${literal.text}\``);
    else out.texts.push(literal.text);
  }
  const withoutStrings = expression.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
  for (const [reference] of withoutStrings.matchAll(/\b[A-Z][A-Z0-9_]+(?:\.\w+)?\b/g)) {
    const value = constant(reference, file);
    if (value === null) continue;
    const inner = wordsOf(value, errorClass, file);
    out.texts.push(...inner.texts);
    out.problems.push(...inner.problems);
  }
  return out;
}

function scan(files: string[]): { texts: Map<string, string>; problems: string[] } {
  const found = new Map<string, string>();
  const problems: string[] = [];
  for (const file of files) {
    const source = texts.get(file)!;
    const where = (index: number) => `${relative(ROOT, join(ROOT, file))}:${source.slice(0, index).split('\n').length}`;
    for (const m of source.matchAll(/\bnew (\w+)\(/g)) {
      if (!errorClasses.has(m[1]!)) continue;
      const words = wordsOf(balanced(source, m.index + m[0].length), m[1]!, file);
      for (const text of words.texts) found.set(text, where(m.index));
      for (const problem of words.problems) problems.push(`${where(m.index)}: ${problem}`);
    }
    // A schema's `error` is written where schemas are (TypeBox through Elysia's `t`, or lib/one-of.ts); an
    // `error:` elsewhere is a value's field (a runner's reply), not words for a person.
    const writesSchemas = /from '(elysia|[./]*lib\/one-of)'/.test(source);
    for (const m of writesSchemas ? source.matchAll(/\berror:\s*/g) : []) {
      const from = m.index + m[0].length;
      const next = source[from];
      // A string, or a constant: the schema's own message (a log's `error: String(err)` is neither).
      if (next !== "'" && next !== '"' && next !== '`' && !/[A-Z]/.test(next ?? '')) continue;
      const end = source.slice(from).search(/,\s|\s}|\n/);
      const words = wordsOf(source.slice(from, end === -1 ? undefined : from + end), null, file);
      for (const text of words.texts) found.set(text, where(m.index));
      for (const problem of words.problems) problems.push(`${where(m.index)}: ${problem}`);
    }
  }
  return { texts: found, problems };
}

test('the scan finds the texts it is about (so an empty result means something)', () => {
  const { texts: found } = scan(scanned);
  expect(found.has('Invalid e-mail or password.')).toBe(true); // a constant
  expect(found.has('Please enter your password.')).toBe(true); // a schema's error
  expect(found.has('Session not found.')).toBe(true); // NotFoundError('Session')
  expect(found.has('This API key has expired.')).toBe(true); // KEY_MESSAGES.expired
  expect(found.size).toBeGreaterThan(100);
});

test('every fixed error text of the scanned folders has its entry in an errors set', () => {
  const { texts: found, problems } = scan(scanned);
  const missing = [...found].filter(([text]) => !known.has(text)).map(([text, where]) => `${where}: "${text}"`);
  expect(missing).toEqual([]);
  expect(problems).toEqual([]);
});

/**
 * A limit is said as a placeholder (`{max}`, or `{count}` where a noun follows), filled from the constant
 * the schema checks, so a changed limit changes every language's words with it. Figures that are not ours
 * to change are allowed here, each with its reason; clock times (00:00, 23:59) are formats, not limits.
 */
const FIGURES_ALLOWED: Record<string, string> = {
  'errors/common.noNul': 'how a NUL is written in a URL (%00)',
  'errors/common.nulInBody': 'the character’s name (U+0000)',
  'errors/analytics.range': 'the values the API takes (24h, 7d, 30d)',
  'errors/analytics.rangeNeedsPlan': 'the ranges’ names, as the Analytics tab shows them',
  'errors/admin.range': 'the values the API takes (30d, 90d)',
  'errors/alliances.server': 'a server’s name (INT1)',
  'errors/accounts.chooseServer': 'a server’s name (INT1)',
  'errors/api-keys.notAnAddress': 'example addresses (RFC 5737)',
  'errors/auth.activityBefore': 'the standard’s name (ISO 8601)',
  'errors/auth.enterSignInCode': 'authenticator apps’ codes are 6 digits (RFC 6238)',
  'errors/auth.enterSignInCodeOrRecovery': 'authenticator apps’ codes are 6 digits (RFC 6238)',
  'errors/auth.enterAppCode': 'authenticator apps’ codes are 6 digits (RFC 6238)',
  'errors/auth.enterAppCodeOrRecovery': 'authenticator apps’ codes are 6 digits (RFC 6238)',
  'errors/notifications.p256dh': 'the Web Push standard’s key (P-256, 65 bytes)',
  'errors/notifications.auth': 'the Web Push standard’s secret (16 bytes)',
  'errors/bots.noScriptVersion': '0 is the value that means the newest version',
  'errors/scripts.versionNumber': 'versions are numbered from 1',
  'errors/proxy.brokenEscape': 'how % and @ are escaped in a URL (%25, %40)',
  'errors/proxy.socks5LoginTooLong': 'the protocol’s name (SOCKS5)',
  'errors/proxy.ipv6Unclosed': 'the protocol’s name (IPv6)',
  'errors/proxy.notIpv6': 'the protocol’s name (IPv6)',
  'errors/proxy.portRange': 'the ports TCP has (1 to 65535)',
  'errors/common.directionControls': 'the code points of the characters refused (U+202A–U+202E, U+2066–U+2069)',
};

test('no error message writes a limit as a figure', () => {
  const written: string[] = [];
  for (const set of definedMessageSets().filter((s) => areaOf(s.component) === 'errors')) {
    for (const [key, value] of Object.entries(set.base)) {
      const input = typeof value === 'string' ? value : (value as { input?: unknown }).input;
      const englishes = typeof input === 'string' ? [input] : Object.values((input ?? {}) as Record<string, string>);
      // Clock times are formats; "1 to {max}" starts where counting starts.
      const figures = englishes.flatMap(
        (text) =>
          text
            .replace(/\b\d\d:\d\d\b/g, '')
            .replace(/\b1 to \{/g, '')
            .match(/\d[\d,.]*/g) ?? [],
      );
      const name = `${set.component}.${key}`;
      if (figures.length && !FIGURES_ALLOWED[name]) written.push(`${name}: ${figures.join(', ')}`);
    }
  }
  expect(written).toEqual([]);
});

test('a schema’s text with figures reads in the asker’s language with the figures the schema checks, each written their way', async () => {
  const { loadCatalogue } = await import('@shared/i18n/catalogue-files');
  const { errorText } = await import('./error-language');
  const { ANNOUNCEMENT_BODY_MAX, BOT_NAME_MAX } = await import('@shared/limits');
  await import('../modules/bots/records/schemas');
  await import('../modules/announcements/schemas');
  loadCatalogue();
  expect(errorText('de', `The bot name must be 1 to ${BOT_NAME_MAX} characters.`)).toBe(`Der Bot-Name muss 1 bis ${BOT_NAME_MAX} Zeichen lang sein.`);
  // 5000 as each language writes it: 5,000 in the English, 5.000 in German.
  expect(errorText('en', 'Please write the announcement (up to 5,000 characters).')).toBe('Please write the announcement (up to 5,000 characters).');
  expect(errorText('de', 'Please write the announcement (up to 5,000 characters).')).toBe(
    `Bitte schreib die Ankündigung (bis zu ${ANNOUNCEMENT_BODY_MAX.toLocaleString('de')} Zeichen).`,
  );
});
