import { expect, test } from 'bun:test';
import { liveRefresh, type LiveTimers } from './live-refresh';

/** Timers on a clock the test moves: what is due runs as the clock passes it. */
function clock() {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  const deps: LiveTimers = {
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void (timers = timers.filter((t) => t !== timer)),
    now: () => now,
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (let due = timers.sort((a, b) => a.at - b.at)[0]; due && due.at <= until; due = timers.sort((a, b) => a.at - b.at)[0]) {
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { deps, advance, at: () => now };
}

test('each sign of play is read a moment after it, signs that come while a read waits by one read after it, never later than twice the moment', () => {
  const c = clock();
  const reads: number[] = [];
  const live = liveRefresh(() => reads.push(c.at()), c.deps, 700);
  live.sign(); // at 0
  c.advance(699);
  expect(reads).toEqual([]);
  c.advance(1);
  expect(reads).toEqual([700]);
  // A busy bot: a line every 100 ms for 2 s. Every line is read within 1,400 ms of it, with few reads.
  const signs: number[] = [];
  for (let i = 0; i < 20; i++) {
    live.sign();
    signs.push(c.at());
    c.advance(100);
  }
  c.advance(2_000);
  for (const at of signs) {
    const readAfter = reads.find((r) => r >= at + 700);
    expect(readAfter).toBeDefined();
    expect(readAfter! - at).toBeLessThanOrEqual(1_400);
  }
  expect(reads.length).toBeLessThanOrEqual(1 + 2 * Math.ceil(2_000 / 700));
  // Quiet: nothing more is read.
  const count = reads.length;
  c.advance(10_000);
  expect(reads).toHaveLength(count);
});

test('stopped, nothing waiting is read', () => {
  const c = clock();
  const reads: number[] = [];
  const live = liveRefresh(() => reads.push(c.at()), c.deps, 700);
  live.sign();
  c.advance(300);
  live.sign();
  live.stop();
  c.advance(5_000);
  expect(reads).toEqual([]);
});
