/**
 * When the timeline is read again while its bots play (issue 64: it trailed the console by 75 s): a moment
 * after each sign of play (a console line, a change of the live map), when the attack the sign may tell of
 * is stored. The runtime reports an attack within 500 ms of its console line (api/src/runtime/report-cadence.ts)
 * and the API writes it as it comes, so AFTER_MS later it is there. One read serves every sign before it;
 * the signs that come while a read waits are served by one read after it. So each sign is read within
 * 2 × AFTER_MS, and a bot that never stops talking costs at most two reads per AFTER_MS.
 */
import { useEffect, useRef } from 'react';

export const AFTER_MS = 700;

export type LiveTimers = { setTimer(run: () => void, ms: number): unknown; clearTimer(timer: unknown): void; now(): number };

export interface LiveRefresh {
  /** Something happened in play: read a moment from now. */
  sign(): void;
  /** Nothing more is read (the panel is gone). */
  stop(): void;
}

export function liveRefresh(read: () => void, timers: LiveTimers, afterMs = AFTER_MS): LiveRefresh {
  let timer: unknown = null;
  /** The newest sign that came while a read waited (its own read is due after that one). */
  let signedSince: number | null = null;

  function readNow(): void {
    timer = null;
    read();
    if (signedSince === null) return;
    const dueIn = Math.max(0, signedSince + afterMs - timers.now());
    signedSince = null;
    timer = timers.setTimer(readNow, dueIn);
  }

  return {
    sign() {
      if (timer === null) timer = timers.setTimer(readNow, afterMs);
      else signedSince = timers.now();
    },
    stop() {
      if (timer !== null) timers.clearTimer(timer);
      timer = null;
      signedSince = null;
    },
  };
}

const browserTimers: LiveTimers = {
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Calls `read` a moment after each change of `sign` (a console's last line id, the live map's time of
 * change), while the page is visible; the first value is no sign (the panel reads when it opens).
 */
export function useLiveRefresh(sign: unknown, read: () => void): void {
  const latest = useRef(read);
  latest.current = read;
  const live = useRef<LiveRefresh | null>(null);
  const first = useRef(true);
  useEffect(() => {
    const made = liveRefresh(() => document.visibilityState === 'visible' && latest.current(), browserTimers);
    live.current = made;
    return () => made.stop();
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (sign !== undefined && sign !== null) live.current?.sign();
  }, [sign]);
}
