/** Reading a close: a drop, drops in a row, or someone else playing (closed soon after each login, any code). */
import { expect, test } from 'bun:test';
import { CloseReader, MAX_STEP_ASIDE_MS, SOON_CLOSED_MS } from './step-aside';

function reader() {
  let now = 1_000_000;
  const r = new CloseReader({ paceScale: 1, backoff: { firstMs: 1000, capMs: 20_000 }, now: () => now, random: () => 0.5 });
  /** A connection that logged in, lived `livedMs` and was closed with `code`. */
  const close = (livedMs: number, code = 1000, yieldMinutes = 10) => {
    const loggedInAt = now;
    now += livedMs;
    const verdict = r.read(loggedInAt, code, yieldMinutes);
    now += 5 * 60_000; // the next login comes later (past the drops' minute)
    return verdict;
  };
  return { close };
}

test('a plain close soon after the login is a drop the first time; soon after the next login too, someone else is playing', () => {
  const { close } = reader();
  expect(close(3000)).toEqual({ kind: 'dropped' });
  expect(close(3000)).toEqual({ kind: 'playedElsewhere', waitMs: 10 * 60_000, first: true });
  // Each time again, the wait doubles from the account's ten minutes; only the first is told to the player.
  expect(close(3000)).toEqual({ kind: 'playedElsewhere', waitMs: 20 * 60_000, first: false });
  expect(close(5000, 1006)).toEqual({ kind: 'playedElsewhere', waitMs: 40 * 60_000, first: false });
});

test('a connection that lasted past the soon-closed time ends the streak: its close is a drop, and the next step-aside starts over', () => {
  const { close } = reader();
  close(1000);
  close(1000);
  close(1000);
  expect(close(SOON_CLOSED_MS + 1)).toEqual({ kind: 'dropped' });
  expect(close(1000)).toEqual({ kind: 'dropped' });
  expect(close(1000)).toEqual({ kind: 'playedElsewhere', waitMs: 10 * 60_000, first: true });
});

test("the simulator's replaced close (4001) steps aside at once, and doubles the same way", () => {
  const { close } = reader();
  expect(close(SOON_CLOSED_MS * 10, 4001)).toEqual({ kind: 'replaced', waitMs: 10 * 60_000, first: true });
  expect(close(1000, 4001)).toEqual({ kind: 'replaced', waitMs: 20 * 60_000, first: false });
});

test('the doubling stops at a day', () => {
  const { close } = reader();
  const waits = Array.from({ length: 12 }, () => close(1000, 4001)).map((v) => (v.kind === 'replaced' ? v.waitMs : 0));
  expect(waits.at(-1)).toBe(MAX_STEP_ASIDE_MS);
  expect(Math.max(...waits)).toBe(MAX_STEP_ASIDE_MS);
});

test('drops in a row within a minute back off (connections that lasted, as before)', () => {
  let now = 10 * SOON_CLOSED_MS;
  const r = new CloseReader({ paceScale: 1, backoff: { firstMs: 1000, capMs: 20_000 }, now: () => now, random: () => 0.5 });
  // Each connection logged in long ago (past the soon-closed time); the drops themselves come 20 s apart.
  const dropAt = (at: number) => {
    now = at;
    return r.read(0, 1006, 10);
  };
  expect(dropAt(now)).toEqual({ kind: 'dropped' });
  expect(dropAt(now + 20_000)).toEqual({ kind: 'droppedAgain', times: 2, waitMs: 1000 });
  expect(dropAt(now + 20_000)).toEqual({ kind: 'droppedAgain', times: 3, waitMs: 2000 });
  // A minute after the last, a drop is a first one again.
  expect(dropAt(now + 61_000)).toEqual({ kind: 'dropped' });
});
