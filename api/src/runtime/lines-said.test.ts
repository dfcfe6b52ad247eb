/**
 * Every console line and notification a bot writes is said as a message (shared/src/i18n/said.ts), so its
 * history reads in the reader's language. The behaviours' context takes only said lines (its types); this
 * scan catches what the types cannot: a plain string or template literal handed to a logging or notifying
 * call anywhere in the runtime (a helper's own `say`, a wait note, a session notice).
 */
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const RUNTIME = import.meta.dir;
/** A call that writes a line or a notice, given words in quotes or backticks as its first argument. */
const PLAIN_WORDS = /\b(log|say|sayOnce|notify|notifyOnce|note|tell|broadcast)\(\s*[`'"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The index just after the string literal that starts at `from` (quotes, or a template with `${…}` parts). */
function literalEnd(text: string, from: number): number {
  const quote = text[from]!;
  let depth = 0;
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') i++;
    else if (quote === '`' && c === '$' && text[i + 1] === '{') depth++, i++;
    else if (depth > 0 && c === '}') depth--;
    else if (depth === 0 && c === quote) return i + 1;
  }
  return text.length;
}

/**
 * Where `text` hands plain words to a line or notice: "name( at line n". A literal followed by a said
 * line is a key the line is said once under (`sayOnce('market', said(...))`), not words.
 */
function plainLines(text: string): string[] {
  return [...text.matchAll(PLAIN_WORDS)]
    .filter((m) => !/^\s*,\s*said\(/.test(text.slice(literalEnd(text, m.index + m[0].length - 1))))
    .map((m) => `${m[1]}( at line ${text.slice(0, m.index).split('\n').length}`);
}

test('the scan sees plain words handed to a line or a notice, and leaves said ones alone', () => {
  expect(plainLines('ctx.log(`Sent ${n} soldiers.`);\nnote(\'Waiting.\');\nctx.notify(\n  "Stopped.");')).toEqual([
    'log( at line 1',
    'note( at line 2',
    'notify( at line 3',
  ]);
  expect(plainLines("ctx.log(said(lines, 'sent', { n }));\nnote(said(lines, 'waiting'));\nconsole.error(`x`);")).toEqual([]);
  // A key first, then the said line: fine; a key first, then plain words: not.
  expect(plainLines("sayOnce(`cap:${side}:${r}`, said(lines, 'cap'));\nsay('carriages', `No carriage in ${name}.`);")).toEqual(['say( at line 2']);
});

test('no console line or notification under api/src/runtime is written as plain English', () => {
  const found = sources(RUNTIME).flatMap((file) => plainLines(readFileSync(file, 'utf8')).map((at) => `${relative(RUNTIME, file)}: ${at}`));
  expect(found).toEqual([]);
});
