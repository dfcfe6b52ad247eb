import { expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CLIENT_RESULT_COUNT, isClientResult } from './client-errors';
import { RESULT } from './protocol';

/** EmpireCore's copy of the client's ERROR enum, where scripts/install-empire-core.sh put it. */
function empireCoreErrors(): string | null {
  const lib = resolve(import.meta.dir, '../../../.tools/venv/lib');
  if (!existsSync(lib)) return null;
  for (const python of readdirSync(lib)) {
    const file = join(lib, python, 'site-packages/empire_core/enums/errors.py');
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return null;
}

const source = empireCoreErrors();
if (!source && !process.env.CI) console.warn('Skipping the comparison with EmpireCore enums/errors.py: not installed (sh scripts/install-empire-core.sh).');

test.skipIf(!source && !process.env.CI)('the table holds exactly the codes of the client ERROR enum as EmpireCore copies it', () => {
  expect(source).not.toBeNull();
  const codes = [...source!.matchAll(/^\s+[A-Z][A-Z0-9_]*\s*=\s*(-?\d+)\s*$/gm)].map((m) => Number(m[1]));
  expect(new Set(codes).size).toBe(CLIENT_RESULT_COUNT);
  for (const code of codes) expect(isClientResult(code)).toBe(true);
});

test('every code our bots act on is one the client knows; the gaps in its numbering are not', () => {
  for (const code of Object.values(RESULT)) expect(isClientResult(code)).toBe(true);
  for (const gap of [8, 9, 13, 17, 30, 49, 118, 359, 464, 999, 3000, 99999, -1]) expect(isClientResult(gap)).toBe(false);
});
