import { describe, expect, test } from 'bun:test';
import { isSettling, toggleAction } from './bot-state';

describe("a bot's state on its card", () => {
  test('the toggle stops an online bot and starts any other', () => {
    expect(toggleAction('online')).toBe('stop');
    expect(toggleAction('offline')).toBe('start');
    expect(toggleAction('error')).toBe('start');
    expect(toggleAction('weird')).toBe('start');
  });

  test('a bot is settling while asked to run and not online (also after an error), or asked to stop and online', () => {
    expect(isSettling({ state: 'offline', desiredState: 'online' })).toBe(true);
    expect(isSettling({ state: 'error', desiredState: 'online' })).toBe(true);
    expect(isSettling({ state: 'online', desiredState: 'offline' })).toBe(true);
    expect(isSettling({ state: 'error', desiredState: 'offline' })).toBe(false);
    expect(isSettling({ state: 'online', desiredState: 'online' })).toBe(false);
  });
});
