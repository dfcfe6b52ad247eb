import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux Bun runs on). */
const TICK_MS = 10;

/**
 * The main (JavaScript) thread's CPU time (user + system) in ms, from /proc, in 10 ms steps; null where
 * there is no /proc (not Linux). Unlike the wall clock, it does not grow while the thread only waits for
 * a core on a loaded machine: what tells a thread that spins from one that is starved.
 */
export function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}
