import { expect, test } from 'bun:test';
import { DIRECTION_CONTROLS, showsNothing } from './text-safety';

test('embeddings, overrides and isolates are caught; right-to-left marks and letters are not', () => {
  for (const text of ['a\u202Eb', '\u202Ax', '\u2066x\u2069', 'x\u2068']) expect(DIRECTION_CONTROLS.test(text)).toBe(true);
  for (const text of ['فارس', 'a\u200Fb', 'a\u200Eb', 'Knight']) expect(DIRECTION_CONTROLS.test(text)).toBe(false);
});

test('a name of invisible characters shows nothing; plain spaces are left to the forms; anything visible is a name', () => {
  for (const text of ['\u200B', ' \u200D\u200C ', '\u2060\u3164', '\uFE0F', '\u2800']) expect(showsNothing(text)).toBe(true);
  for (const text of ['', '   ', 'a\u200B', '·', 'فارس', '😀']) expect(showsNothing(text)).toBe(false);
});
