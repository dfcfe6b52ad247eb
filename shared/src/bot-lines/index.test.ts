import { expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import * as index from './index';

// A reader imports only the index: a set missing from it reads in English there (the console in the browser did).
test('every set of console words is exported by the index readers import', async () => {
  const exported = new Set(Object.values(index));
  const files = readdirSync(import.meta.dir).filter((f) => f.endsWith('.messages.ts'));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    for (const set of Object.values(await import(`./${file}`))) expect(exported.has(set as never)).toBe(true);
  }
});
