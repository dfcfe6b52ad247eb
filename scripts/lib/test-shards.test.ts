/** The unit-test shards: every file in exactly one shard, the long files spread out, the shards about equal. */
import { expect, test } from 'bun:test';
import { ROOT } from './ferretdb';
import { secondsTable, shard, testFiles } from './test-shards';

test('every file lands in exactly one shard, longest first on the least loaded', () => {
  const seconds = { 'a.test.ts': 100, 'b.test.ts': 90, 'c.test.ts': 60, 'd.test.ts': 40 };
  const files = ['a.test.ts', 'b.test.ts', 'c.test.ts', 'd.test.ts', 'e.test.ts', 'f.test.ts'];
  const shards = shard(files, 3, seconds);
  expect(shards.flat().sort()).toEqual(files);
  // a, b and c open the three shards; d (40) joins c (60), the two 1-second files the lightest after that.
  expect(shards).toEqual([['a.test.ts'], ['b.test.ts', 'e.test.ts', 'f.test.ts'], ['c.test.ts', 'd.test.ts']]);
});

test('fewer files than shards makes no empty shard', () => {
  expect(shard(['only.test.ts'], 3)).toEqual([['only.test.ts']]);
});

test("the suite's own files: all found, none under node_modules, this one among them", () => {
  const files = testFiles(ROOT, ['api', 'shared', 'site', 'simulator', 'scripts']);
  expect(files).toContain('scripts/lib/test-shards.test.ts');
  expect(files.some((f) => f.includes('node_modules'))).toBe(false);
  expect(files.length).toBeGreaterThan(100);
});

test('the table of seconds: whole seconds, longest first, files under 2 s left out (they count 1 s)', () => {
  const table = secondsTable([
    { file: 'short.test.ts', seconds: 1.9 },
    { file: 'mid.test.ts', seconds: 12.4 },
    { file: 'long.test.ts', seconds: 190.6 },
  ]);
  expect(table).toEqual({ 'long.test.ts': 191, 'mid.test.ts': 12 });
  expect(Object.keys(table)).toEqual(['long.test.ts', 'mid.test.ts']);
  expect(shard(['short.test.ts', 'mid.test.ts', 'long.test.ts'], 2, table)).toEqual([['long.test.ts'], ['mid.test.ts', 'short.test.ts']]);
});
