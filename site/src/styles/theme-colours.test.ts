/**
 * The themes' colours the API's own pages use (shared/src/theme-colours.ts) are the ones global.css declares:
 * a colour changed in one place and not the other fails here.
 */
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from '@shared/themes';
import { THEME_COLOURS, THEME_COLOUR_NAMES } from '@shared/theme-colours';

const css = readFileSync(join(import.meta.dir, 'global.css'), 'utf8');

/** The custom properties and colour scheme of the first rule whose selector names `[data-theme='<theme>']`. */
function declared(theme: string): Record<string, string> {
  const rule = new RegExp(`\\[data-theme='${theme}'\\][^{]*\\{([^}]*)\\}`).exec(css);
  expect(rule).not.toBeNull();
  return Object.fromEntries([...rule![1]!.matchAll(/(--[\w-]+|color-scheme):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

test('each theme has the same colours and colour scheme in global.css and in shared/', () => {
  for (const theme of THEMES) {
    const css = declared(theme);
    const ours = THEME_COLOURS[theme];
    expect(Object.fromEntries(THEME_COLOUR_NAMES.map((name) => [`--${name}`, ours.colours[name]]))).toEqual(
      Object.fromEntries(Object.entries(css).filter(([key]) => key.startsWith('--'))),
    );
    expect(css['color-scheme']).toBe(ours.scheme);
  }
});
