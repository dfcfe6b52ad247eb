/**
 * Where the browser stage's time goes, printed in every CI log like the unit shards' slowest files: each
 * journey's seconds from Playwright's JSON report (every try of a test, its fixtures and hooks included).
 */
export type TestTime = { test: string; seconds: number };

type Suite = { file?: string; suites?: Suite[]; specs?: Spec[] };
type Spec = { title: string; file: string; line: number; tests: { results: { duration: number }[] }[] };

/** Each test's seconds, named `file:line › title`, from one Playwright JSON report. */
export function testTimes(report: { suites?: Suite[] }): TestTime[] {
  const times: TestTime[] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      times.push({ test: `${spec.file}:${spec.line} › ${spec.title}`, seconds: ms / 1000 });
    }
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return times;
}

/** The `count` slowest tests, one line each, slowest first, a long title cut to fit a log line. */
export function slowestTests(times: TestTime[], count: number): string {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((t) => `  ${t.seconds.toFixed(1).padStart(6)} s  ${t.test.length > 140 ? `${t.test.slice(0, 139)}…` : t.test}`)
    .join('\n');
}
