/**
 * Splits the `bun test` files into shards that run side by side (scripts/test.ts). Most of the suite's
 * time is waiting, not computing (a runner killed and its bots moving, a database paused, a public client
 * holding its session), so shards overlap those waits on a 2-core machine. Files go to the least loaded
 * shard, longest first, by the seconds they took in a full run on the 2-core machine (`test-seconds.json`:
 * bun's junit time of each file, written by `bun scripts/shard-seconds.ts` from the run's
 * `test-results/unit-N.xml`; a file not listed counts 1 s). Refresh it when a file's time changes a lot:
 * a stale one only balances worse, it never skips a file (the 11-25 table counted four restart tests of
 * 29–70 s at 1 s each, and its shards' sums were 475 to 579 s).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileTime } from './suite-times';

const SECONDS: Record<string, number> = JSON.parse(readFileSync(join(import.meta.dir, 'test-seconds.json'), 'utf8'));

/** Files under this many seconds are left out of the table: counted as 1 s, they shift a shard by less. */
const LISTED_FROM_SECONDS = 2;

/** The table `shard` reads, from one full run's file times: whole seconds, longest first, short files left out. */
export function secondsTable(times: FileTime[]): Record<string, number> {
  const listed = times.filter((t) => t.seconds >= LISTED_FROM_SECONDS).sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  return Object.fromEntries(listed.map((t) => [t.file, Math.round(t.seconds)]));
}

/** Every `*.test.ts` under `dirs` (relative to `root`), outside node_modules. */
export function testFiles(root: string, dirs: string[]): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    for (const file of new Bun.Glob(`${dir}/**/*.test.ts`).scanSync({ cwd: root })) {
      if (!file.includes('node_modules/')) files.push(file);
    }
  }
  return files.sort();
}

/** `files` in `count` shards of about equal expected time, longest files first. */
export function shard(files: string[], count: number, seconds: Record<string, number> = SECONDS): string[][] {
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => (seconds[b] ?? 1) - (seconds[a] ?? 1) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(file);
    lightest.seconds += seconds[file] ?? 1;
  }
  return shards.map((s) => s.files).filter((f) => f.length > 0);
}
