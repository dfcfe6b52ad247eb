import { describe, expect, test } from 'bun:test';
import { cpuSeconds, fileTimes, slowestFiles } from './suite-times';

const report = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="bun test" tests="3" time="9.5">
  <testsuite name="a/one.test.ts" file="a/one.test.ts" tests="2" time="7.25" hostname="vm">
    <testsuite name="inner" file="a/one.test.ts" line="3" tests="2" time="6.5" hostname="vm">
      <testcase name="x" classname="inner" time="6.5" file="a/one.test.ts" line="4" />
    </testsuite>
  </testsuite>
  <testsuite name="b/two.test.ts" file="b/two.test.ts" tests="1" time="2.25" hostname="vm">
    <testcase name="y" classname="" time="2.0" file="b/two.test.ts" line="2" />
  </testsuite>
</testsuites>`;

describe('suite times', () => {
  test("a junit report gives each file's own time, not its describe blocks'", () => {
    expect(fileTimes(report)).toEqual([
      { file: 'a/one.test.ts', seconds: 7.25 },
      { file: 'b/two.test.ts', seconds: 2.25 },
    ]);
  });

  test('the slowest files come first, cut to the count asked', () => {
    expect(slowestFiles(fileTimes(report), 1)).toBe('     7.3 s  a/one.test.ts');
  });

  test("CPU seconds add user and system time, from a real process's bigint microseconds too", async () => {
    expect(cpuSeconds({ cpuTime: { user: 1_500_000, system: 500_000 } })).toBe(2);
    const proc = Bun.spawn([process.execPath, '-e', 'let n = 0; for (let i = 0; i < 3e7; i++) n += i;']);
    await proc.exited;
    expect(cpuSeconds(proc.resourceUsage())).toBeGreaterThan(0);
    expect(cpuSeconds(undefined)).toBeNaN();
  });
});
