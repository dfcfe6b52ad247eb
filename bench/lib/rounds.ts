/**
 * Targets compared by their ratio, measured in interleaved rounds: each round loads every target once, in
 * turn, for a slice of the time. Measured one after another for the whole time each, the bare server and
 * /me met the shared machine up to half a minute apart, and its load (other engineers' test runs) moved
 * the ratio more than the code did; interleaved, a change of load falls on every target alike.
 */

/** One load window (bench/lib/load.ts's line). */
export type Result = { requests: number; errors: number; rps: number; p50: number; p99: number; cpuUs?: number; clientCpuUs?: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Each target's windows, by name, in round order. */
export async function interleaved(targets: { name: string; run: () => Promise<Result> }[], rounds: number): Promise<Map<string, Result[]>> {
  const results = new Map(targets.map((t) => [t.name, [] as Result[]]));
  for (let round = 0; round < rounds; round++) for (const target of targets) results.get(target.name)!.push(await target.run());
  return results;
}

/** A target's windows as one: throughput averaged, CPU per request over all its requests, the rounds' median latencies. */
export function combined(windows: Result[]): Result {
  const requests = windows.reduce((sum, w) => sum + w.requests, 0);
  const perRequest = (pick: (w: Result) => number | undefined) =>
    windows.every((w) => pick(w) !== undefined) ? Math.round((windows.reduce((sum, w) => sum + pick(w)! * w.requests, 0) / requests) * 10) / 10 : undefined;
  return {
    requests,
    errors: windows.reduce((sum, w) => sum + w.errors, 0),
    rps: Math.round(windows.reduce((sum, w) => sum + w.rps, 0) / windows.length),
    p50: median(windows.map((w) => w.p50)),
    p99: median(windows.map((w) => w.p99)),
    cpuUs: perRequest((w) => w.cpuUs),
    clientCpuUs: perRequest((w) => w.clientCpuUs),
  };
}

/** The throughput ratio of `a` to `b` round by round: its median and range. */
export function roundRatios(a: Result[], b: Result[]): { median: number; low: number; high: number } {
  const ratios = a.map((w, i) => w.rps / b[i]!.rps);
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}
