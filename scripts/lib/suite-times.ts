/**
 * Where the `bun test` stage's time goes, printed in every CI log: each file's seconds from the shards'
 * junit reports (bun's per-file `testsuite` time, its preload included) and each shard's CPU seconds
 * beside its wall seconds. The machine is shared, so wall time alone says little: CPU is what a test costs.
 */
export type FileTime = { file: string; seconds: number };

/** Per-file seconds from one bun junit report (the outer `testsuite` of each file). */
export function fileTimes(junitXml: string): FileTime[] {
  const times: FileTime[] = [];
  // A file's suite is the one whose name is its path; describe blocks inside carry a `line` attribute.
  for (const [, attrs] of junitXml.matchAll(/<testsuite ([^>]*)>/g)) {
    if (/\bline="/.test(attrs!)) continue;
    const file = attrs!.match(/\bfile="([^"]*)"/)?.[1];
    const seconds = Number(attrs!.match(/\btime="([\d.]+)"/)?.[1]);
    if (file && Number.isFinite(seconds)) times.push({ file, seconds });
  }
  return times;
}

/** The `count` slowest files, one line each, slowest first. */
export function slowestFiles(times: FileTime[], count: number): string {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((t) => `  ${t.seconds.toFixed(1).padStart(6)} s  ${t.file}`)
    .join('\n');
}

/**
 * A finished process's user + system CPU seconds, its waited-for children's included (Bun's resource
 * usage is in microseconds, as bigints).
 */
export function cpuSeconds(usage: { cpuTime: { user: number | bigint; system: number | bigint } } | undefined): number {
  return usage ? (Number(usage.cpuTime.user) + Number(usage.cpuTime.system)) / 1e6 : NaN;
}
