import { expect, test } from 'bun:test';
import { markDiscordSignInStarted, PENDING_MAX_AGE_MS, takeDiscordSignInStarted } from './pending';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

test('a started sign-in is taken once, within ten minutes', () => {
  const storage = memory();
  expect(takeDiscordSignInStarted(storage, 1000)).toBe(false);
  markDiscordSignInStarted(storage, 1000);
  expect(takeDiscordSignInStarted(storage, 2000)).toBe(true);
  expect(takeDiscordSignInStarted(storage, 2000)).toBe(false);
  markDiscordSignInStarted(storage, 1000);
  expect(takeDiscordSignInStarted(storage, 1000 + PENDING_MAX_AGE_MS)).toBe(false);
});
