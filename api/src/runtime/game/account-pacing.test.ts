/** An account's attack and map pace, on a hand-moved clock. */
import { expect, test } from 'bun:test';
import { AccountPacing, ATTACK_GAP_MS, MAP_TILES_PER_SECOND } from './account-pacing';

const rect = (side: number) => ({ KID: 0, AX1: 0, AY1: 0, AX2: side - 1, AY2: side - 1 });

test('attacks of one account go at least 4.5 s apart (the live minimum is 4 s), whoever asks', () => {
  let now = 1_000;
  const pacing = new AccountPacing({}, () => now);
  expect(ATTACK_GAP_MS).toBeGreaterThanOrEqual(4_000);
  expect(pacing.book('cra', {} as never)).toBeLessThanOrEqual(0);
  expect(pacing.book('cra', {} as never)).toBe(ATTACK_GAP_MS);
  expect(pacing.book('cra', {} as never)).toBe(2 * ATTACK_GAP_MS);
  now += 20_000;
  expect(pacing.book('cra', {} as never)).toBeLessThanOrEqual(0);
  // Other commands are not held.
  expect(pacing.book('gam', {} as never)).toBe(0);
});

test('map reads wait for their tiles at 5,000 a second: a fifth of the rate the live game bans for', () => {
  let now = 0;
  const pacing = new AccountPacing({}, () => now);
  // About 810,000 tiles within 30 s bans an account (EmpireCore map/pacing.py): 27,000 a second.
  expect(MAP_TILES_PER_SECOND * 5).toBeLessThanOrEqual(27_000);
  expect(pacing.book('gaa', rect(101))).toBeLessThanOrEqual(0);
  // The next read waits for the first one's 10,201 tiles.
  expect(pacing.book('gaa', rect(101))).toBeCloseTo((101 * 101 * 1000) / MAP_TILES_PER_SECOND, 5);
  // Read after read for 30 s: never past a fifth of the ban's tiles.
  now = 100_000;
  let tiles = 0;
  let at = now;
  for (;;) {
    const wait = pacing.book('gaa', rect(101));
    at = now + Math.max(0, wait);
    if (at - 100_000 > 30_000) break;
    tiles += 101 * 101;
  }
  expect(tiles).toBeLessThanOrEqual(810_000 / 5 + 101 * 101);
});
