/**
 * Arabic reads right to left (issue 38): the pages are mirrored by `dir="rtl"` alone, so no style names a
 * physical side. Margins, paddings, borders, positions and alignment use the logical ones (inline-start
 * and inline-end), which follow the language's direction. A shorthand of four values (or a radius of
 * two or three) names the left and the right apart too: it is physical unless the two are the same.
 */
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SITE = join(import.meta.dir, '..', '..');
const PHYSICAL =
  /(?<![-\w])(?:(?:margin|padding|border)-(?:left|right)\b|(?:left|right)\s*:|text-align:\s*(?:left|right)\b|float:\s*(?:left|right)\b|border-(?:top|bottom)-(?:left|right)-radius)/g;
/** Shorthands of the four sides, in the order top, right, bottom, left (three values: top, both sides, bottom). */
const SIDES = /(?<![-\w])(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding|border-radius)\s*:\s*([^;{}]+)/g;

/** The CSS of a file: a stylesheet whole, an Astro page's <style> blocks. */
function stylesOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  return path.endsWith('.css') ? text : [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

/** A value's words, a function (`calc(1rem + 2px)`, `var(--x)`) being one. */
function words(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let word = '';
  for (const c of value.trim()) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (/\s/.test(c) && depth === 0) {
      if (word) out.push(word);
      word = '';
    } else word += c;
  }
  if (word) out.push(word);
  return out;
}

/** Whether a shorthand of the sides (or corners) gives the left and the right different values. */
function namesASide(property: string, value: string): boolean {
  const v = value.replace(/!important/, '');
  if (property !== 'border-radius') {
    const [, right, , left] = words(v);
    return left !== undefined && left !== right;
  }
  // Corners: top-left, top-right, bottom-right, bottom-left (two values: tl = br, tr = bl; three: tr = bl).
  return v.split('/').some((radii) => {
    const r = words(radii);
    const [tl, tr, br, bl] = r.length === 2 ? [r[0], r[1], r[0], r[1]] : r.length === 3 ? [r[0], r[1], r[2], r[1]] : r;
    return r.length > 1 && (tl !== tr || br !== bl);
  });
}

test('a shorthand names a side only when its left and right differ', () => {
  expect(namesASide('padding', '0 1rem 0 2rem')).toBe(true);
  expect(namesASide('margin', '0 0 0 4px')).toBe(true);
  expect(namesASide('inset', 'auto 0 0 auto')).toBe(true);
  expect(namesASide('border-width', '1px 2px 1px 0')).toBe(true);
  expect(namesASide('border-radius', '4px 4px 0 4px')).toBe(true);
  expect(namesASide('border-radius', '4px 0')).toBe(true);
  expect(namesASide('border-radius', '4px 0 4px')).toBe(true);
  expect(namesASide('border-radius', '4px / 4px 0')).toBe(true);
  expect(namesASide('padding', '0 calc(1rem + 2px) 1rem calc(1rem + 2px)')).toBe(false);
  expect(namesASide('margin', '0 auto 1rem')).toBe(false);
  expect(namesASide('padding', '0.6rem 1rem')).toBe(false);
  expect(namesASide('border-radius', '8px 8px 0 0')).toBe(false);
  expect(namesASide('border-radius', '999px')).toBe(false);
});

test('no style names a physical side (left or right): every page mirrors for a right-to-left language', () => {
  const files = [...new Bun.Glob('src/**/*.{css,astro}').scanSync({ cwd: SITE })];
  expect(files.length).toBeGreaterThan(20);
  const found = files.flatMap((file) => {
    const css = stylesOf(join(SITE, file)).replace(/\/\*[\s\S]*?\*\//g, '');
    const sides = [...css.matchAll(SIDES)].filter((m) => namesASide(m[1]!, m[2]!)).map((m) => `${file}: ${m[0].trim()}`);
    return [...[...css.matchAll(PHYSICAL)].map((m) => `${file}: ${m[0]}`), ...sides];
  });
  expect(found).toEqual([]);
});
