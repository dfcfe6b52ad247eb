import { describe, expect, test } from 'bun:test';
import { isSettling, summarise, toggleAction } from './summary';

describe('dashboard figures', () => {
  test('counts, rounded percentage, utilisation and the slot rule', () => {
    const bots = [{ state: 'online' }, { state: 'offline' }, { state: 'error' }];
    expect(summarise(bots, 'plus')).toEqual({ total: 3, online: 1, slots: 3, activePercent: 33, utilisation: '1/3', canCreate: false });
    expect(summarise([{ state: 'online' }, { state: 'online' }, { state: 'offline' }], 'advanced').activePercent).toBe(67);
  });

  test('no bots: 0 %, and starter can create its one bot', () => {
    expect(summarise([], undefined)).toMatchObject({ total: 0, activePercent: 0, slots: 1, canCreate: true, utilisation: '0/1' });
  });

  test('unknown states count as offline', () => {
    expect(summarise([{ state: 'starting' }], 'starter')).toMatchObject({ online: 0, activePercent: 0 });
  });

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
