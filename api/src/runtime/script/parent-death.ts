/**
 * A script host ends the moment its parent does, even in the middle of a call. It reads its parent's
 * pipe, but only between calls: a step is one synchronous QuickJS call on the host's only thread, and one
 * built-in call (a huge BigInt made text) can hold that thread for half a minute, so the pipe's end waits
 * unread until the call returns, and the host's watcher (its parent, the one that kills it past its
 * ceilings) is gone. The kernel delivers what the thread cannot look for: Linux's parent-death signal
 * (prctl PR_SET_PDEATHSIG, SIGKILL), asked for once at the start, costs nothing while the host runs.
 *
 * Elsewhere (no prctl) the host still ends at the pipe's end between calls, as before.
 */
import { dlopen, FFIType } from 'bun:ffi';

const PR_SET_PDEATHSIG = 1;
const SIGKILL = 9;

/**
 * Asks for SIGKILL when the parent goes, then checks that `parentPid` is still the parent: one that died
 * before the ask (the host is then another process's child already) would never send it.
 */
export function endWithParent(parentPid: number): void {
  if (process.platform === 'linux') {
    try {
      const libc = dlopen('libc.so.6', { prctl: { args: [FFIType.i32, FFIType.u64, FFIType.u64, FFIType.u64, FFIType.u64], returns: FFIType.i32 } });
      try {
        libc.symbols.prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
      } finally {
        libc.close();
      }
    } catch {
      // No glibc by that name (musl, say): the host still ends at the pipe's end between calls.
    }
  }
  if (process.ppid !== parentPid) process.exit(0);
}
