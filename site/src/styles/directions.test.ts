/**
 * Arabic reads right to left (issue 38): the pages are mirrored by `dir="rtl"` alone, so no style names a
 * physical side. Margins, paddings, borders, positions and alignment use the logical ones (inline-start
 * and inline-end), which follow the language's direction.
 */
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SITE = join(import.meta.dir, '..', '..');
const PHYSICAL = /(?<![-\w])(?:(?:margin|padding|border)-(?:left|right)\b|(?:left|right)\s*:|text-align:\s*(?:left|right)\b|float:\s*(?:left|right)\b|border-(?:top|bottom)-(?:left|right)-radius)/g;

/** The CSS of a file: a stylesheet whole, an Astro page's <style> blocks. */
function stylesOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  return path.endsWith('.css') ? text : [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

test('no style names a physical side (left or right): every page mirrors for a right-to-left language', () => {
  const files = [...new Bun.Glob('src/**/*.{css,astro}').scanSync({ cwd: SITE })];
  expect(files.length).toBeGreaterThan(20);
  const found = files.flatMap((file) => {
    const css = stylesOf(join(SITE, file)).replace(/\/\*[\s\S]*?\*\//g, '');
    return [...css.matchAll(PHYSICAL)].map((m) => `${file}: ${m[0]}`);
  });
  expect(found).toEqual([]);
});
