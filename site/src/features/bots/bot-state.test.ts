import { describe, expect, test } from 'bun:test';
import { isSettling, toggleAction, toggleOf, waitsToStart } from './bot-state';

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

  test('a bot waits to start while asked to run and not online; a stop cancels it', () => {
    expect(waitsToStart({ state: 'offline', desiredState: 'online' })).toBe(true);
    expect(waitsToStart({ state: 'error', desiredState: 'online' })).toBe(true);
    expect(waitsToStart({ state: 'online', desiredState: 'online' })).toBe(false);
    expect(waitsToStart({ state: 'online', desiredState: 'offline' })).toBe(false);
    expect(toggleOf({ state: 'offline', desiredState: 'online' }, null)).toEqual({ action: 'stop', label: 'cancelStart', pending: false });
  });

  test('the toggle is pending while its request goes and while a stop settles, and otherwise starts or stops', () => {
    expect(toggleOf({ state: 'offline', desiredState: 'offline' }, 'start')).toEqual({ action: 'start', label: 'starting', pending: true });
    expect(toggleOf({ state: 'offline', desiredState: 'online' }, 'stop')).toEqual({ action: 'stop', label: 'stopping', pending: true });
    expect(toggleOf({ state: 'online', desiredState: 'offline' }, null)).toEqual({ action: 'stop', label: 'stopping', pending: true });
    expect(toggleOf({ state: 'online', desiredState: 'online' }, null)).toEqual({ action: 'stop', label: 'stop', pending: false });
    expect(toggleOf({ state: 'offline', desiredState: 'offline' }, null)).toEqual({ action: 'start', label: 'start', pending: false });
    expect(toggleOf({ state: 'error', desiredState: 'offline' }, null)).toEqual({ action: 'start', label: 'start', pending: false });
  });
});
