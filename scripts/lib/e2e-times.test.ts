import { describe, expect, test } from 'bun:test';
import { slowestTests, testTimes } from './e2e-times';

// The shape of Playwright's JSON reporter: files hold specs and describe blocks, each spec its tries.
const report = {
  suites: [
    {
      file: 'a.e2e.ts',
      specs: [{ title: 'quick', file: 'a.e2e.ts', line: 3, tests: [{ results: [{ duration: 1500 }] }] }],
      suites: [{ specs: [{ title: 'nested and tried twice', file: 'a.e2e.ts', line: 9, tests: [{ results: [{ duration: 4000 }, { duration: 2500 }] }] }] }],
    },
    { file: 'b.e2e.ts', specs: [{ title: 'not run', file: 'b.e2e.ts', line: 1, tests: [{ results: [] }] }] },
  ],
};

describe('browser test times', () => {
  test('every spec, nested ones too, with all its tries added up', () => {
    expect(testTimes(report)).toEqual([
      { test: 'a.e2e.ts:3 › quick', seconds: 1.5 },
      { test: 'a.e2e.ts:9 › nested and tried twice', seconds: 6.5 },
      { test: 'b.e2e.ts:1 › not run', seconds: 0 },
    ]);
  });

  test('the slowest come first, cut to the count asked, long titles cut to a log line', () => {
    expect(slowestTests(testTimes(report), 2)).toBe('     6.5 s  a.e2e.ts:9 › nested and tried twice\n     1.5 s  a.e2e.ts:3 › quick');
    expect(slowestTests([{ test: 'x'.repeat(200), seconds: 1 }], 1)).toBe(`     1.0 s  ${'x'.repeat(139)}…`);
  });
});
