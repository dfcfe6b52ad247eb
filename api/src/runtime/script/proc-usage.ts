/**
 * A process's CPU time and resident memory as Linux keeps them (proc(5)), read from outside: the script
 * host's parent watches its child with these while a step runs, so even a step stuck inside one QuickJS
 * built-in call (which never reaches the interpreter's interrupt check) is measured and can be ended.
 * Linux only, as the API's image is; about 20 µs a read.
 */
import { readFileSync } from 'node:fs';

/**
 * Clock ticks a second: sysconf(_SC_CLK_TCK), which is 100 on every Linux build we run (x86-64 and arm64
 * alike; the kernel's USER_HZ), so a tick is 10 ms. Bun has no sysconf binding to ask at run time.
 */
const CLOCK_TICKS_PER_SECOND = 100;

export type ProcessUsage = { cpuMs: number; rssBytes: number };

/** utime + stime (user and system CPU time) from /proc/<pid>/stat, in ms. */
function cpuMsOf(stat: string): number {
  // Field 2 (the command name) is in parentheses and may hold spaces: count from after its last ")".
  // The rest starts at field 3 (state); utime is field 14 and stime field 15 (proc(5)).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[14 - 3]) + Number(fields[15 - 3]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** VmRSS from /proc/<pid>/status (in kB there; "kB" is 1024 bytes in proc(5)). */
function rssBytesOf(status: string): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  return kb ? Number(kb[1]) * 1024 : 0;
}

/** The process's usage now; null when it is gone (or was never there). */
export function processUsage(pid: number): ProcessUsage | null {
  try {
    return { cpuMs: cpuMsOf(readFileSync(`/proc/${pid}/stat`, 'utf8')), rssBytes: rssBytesOf(readFileSync(`/proc/${pid}/status`, 'utf8')) };
  } catch {
    return null;
  }
}
