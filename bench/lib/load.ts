/**
 * A bounded HTTP load client, run as its own process so it does not share an event loop with the
 * server it measures. Usage: bun bench/lib/load.ts <url> <concurrency> <seconds> [header: value]
 * Prints one JSON line: requests, errors, rps, p50/p99 latency in ms, and with LOAD_SERVER_PID (Linux) the
 * server process's CPU time per request in µs over the measured window (and always its own, `clientCpuUs`):
 * unlike requests per second it barely moves with what else the shared machine runs.
 */
import { readFileSync } from 'node:fs';

const [url, concurrencyArg = '32', secondsArg = '8', header] = process.argv.slice(2);
if (!url) throw new Error('usage: load.ts <url> <concurrency> <seconds> [header]');
const concurrency = Number(concurrencyArg);
const durationMs = Number(secondsArg) * 1000;
const headers: Record<string, string> = {};
if (header) {
  const i = header.indexOf(':');
  headers[header.slice(0, i).trim()] = header.slice(i + 1).trim();
}

async function worker(until: number, latencies: number[] | null, counts: { errors: number }) {
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const res = await fetch(url!, { headers });
      await res.arrayBuffer();
      if (!res.ok) counts.errors += 1;
    } catch {
      counts.errors += 1;
    }
    latencies?.push(performance.now() - started);
  }
}

/** The server's user + system CPU time so far, in µs (/proc/<pid>/stat fields 14 and 15, in 1/100 s). */
const serverPid = process.env.LOAD_SERVER_PID;
const serverCpuUs = (): number | null => {
  if (!serverPid) return null;
  const stat = readFileSync(`/proc/${serverPid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

// A warm-up (JIT, connection pools: LOAD_WARMUP_MS, one second unless told), then the measured window.
const warmupMs = Number(process.env.LOAD_WARMUP_MS ?? 1000);
await Promise.all(Array.from({ length: concurrency }, () => worker(performance.now() + warmupMs, null, { errors: 0 })));
const latencies: number[] = [];
const counts = { errors: 0 };
const cpuBefore = serverCpuUs();
const clientBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, () => worker(started + durationMs, latencies, counts)));
const elapsed = (performance.now() - started) / 1000;
const cpuAfter = serverCpuUs();
const client = process.cpuUsage(clientBefore);
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors: counts.errors,
    rps: Math.round(latencies.length / elapsed),
    p50: Number(pct(50).toFixed(2)),
    p99: Number(pct(99).toFixed(2)),
    ...(cpuBefore !== null && cpuAfter !== null && { cpuUs: Math.round(((cpuAfter - cpuBefore) / latencies.length) * 10) / 10 }),
    // This process's own CPU per request (its HTTP thread too): on a 2-core machine the client and the
    // server share the cores, so what an answer costs the client (its headers, its body) moves the throughput.
    clientCpuUs: Math.round(((client.user + client.system) / latencies.length) * 10) / 10,
  }),
);
