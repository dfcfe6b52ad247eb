/**
 * CPU time per kind of process on this machine, between two moments (from /proc): what a phase of a
 * benchmark spent where, so its figures can say what bounds them (the database, the game server, the
 * runtime, Chromium minting tokens...). Linux only; elsewhere it reports nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Seconds of CPU used so far by each process, by pid, with the kind it counts as. */
type Sample = Map<number, { kind: string; seconds: number }>;

/** The kind a process counts as: its program, and for Bun which script it runs. */
function kindOf(pid: number, comm: string, cmdline: string): string {
  if (pid === process.pid) return 'API (this bench)';
  if (comm === 'postgres') return 'PostgreSQL';
  if (comm.startsWith('ferretdb')) return 'FerretDB';
  if (comm === 'nats-server') return 'NATS';
  if (/chrom|headless_shell/i.test(comm) || /chromium|chrome/.test(cmdline.split(' ')[0] ?? '')) return 'Chromium';
  if (comm === 'bun' || cmdline.includes('bun')) {
    if (cmdline.includes('daemon')) return 'bot runtime';
    if (cmdline.includes('simulator')) return 'game server';
    if (cmdline.includes('runner.ts')) return 'runner';
    return 'Bun, other';
  }
  return 'other';
}

function sample(): Sample {
  const result: Sample = new Map();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime: fields 14 and 15 of stat, 11 and 12 after the name.
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      result.set(pid, { kind: kindOf(pid, comm, cmdline), seconds });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return result;
}

/**
 * Starts counting now; `report()` gives the CPU seconds each kind used since, largest first. A process
 * that ended meanwhile is not counted (its time is gone from /proc).
 */
export function cpuSince(): { report(): string; totals(): { used: number; rows: [string, number][] } } {
  const start = process.platform === 'linux' ? sample() : new Map();
  const startedAt = performance.now();
  /** Seconds used by each kind since the start, largest first, and their sum. */
  const totals = () => {
    const byKind = new Map<string, number>();
    for (const [pid, now] of process.platform === 'linux' ? sample() : new Map()) {
      const used = now.seconds - (start.get(pid)?.seconds ?? 0);
      if (used > 0) byKind.set(now.kind, (byKind.get(now.kind) ?? 0) + used);
    }
    const rows = [...byKind].filter(([kind]) => kind !== 'other').sort((a, b) => b[1] - a[1]);
    return { used: rows.reduce((sum, [, s]) => sum + s, 0), rows };
  };
  return {
    totals,
    report() {
      if (process.platform !== 'linux') return 'CPU by process: not measured off Linux';
      const { rows } = totals();
      const wall = (performance.now() - startedAt) / 1000;
      const available = wall * navigator.hardwareConcurrency;
      const used = rows.reduce((sum, [, s]) => sum + s, 0);
      return `CPU ${used.toFixed(1)} s of ${available.toFixed(1)} s (${navigator.hardwareConcurrency} cores × ${wall.toFixed(1)} s): ${rows.map(([kind, s]) => `${kind} ${s.toFixed(1)} s`).join(', ')}`;
    },
  };
}
