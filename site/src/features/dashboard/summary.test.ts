import { describe, expect, test } from 'bun:test';
import { summarise } from './summary';

describe('dashboard figures', () => {
  test('counts, rounded percentage, utilisation and the slot rule', () => {
    const bots = [{ state: 'online' }, { state: 'offline' }, { state: 'error' }];
    expect(summarise(bots, 'plus')).toEqual({ total: 3, online: 1, stalled: 0, slots: 3, activePercent: 33, utilisation: '1/3', canCreate: false });
    expect(summarise([{ state: 'online' }, { state: 'online' }, { state: 'offline' }], 'premium').activePercent).toBe(67);
  });

  test('no bots: 0 %, and starter can create its one bot', () => {
    expect(summarise([], undefined)).toMatchObject({ total: 0, activePercent: 0, slots: 1, canCreate: true, utilisation: '0/1' });
  });

  test('an online bot that cannot go on is counted apart from Active Automation', () => {
    const stuck = { reason: 'Cannot go on: 46 soldiers at home, 60 needed, and none on their way.', reasonMessage: null, since: '2026-11-28T06:00:00.000Z' };
    const bots = [{ state: 'online', stalled: stuck }, { state: 'online', stalled: null }, { state: 'offline' }, { state: 'online', stalled: null }];
    expect(summarise(bots, 'plus')).toMatchObject({ online: 3, stalled: 1, activePercent: 50, utilisation: '3/3' });
    // A stall reported late for a stopped bot shows nothing.
    expect(summarise([{ state: 'offline', stalled: stuck }], 'plus')).toMatchObject({ stalled: 0, activePercent: 0 });
  });

  test('unknown states count as offline', () => {
    expect(summarise([{ state: 'starting' }], 'starter')).toMatchObject({ online: 0, activePercent: 0 });
  });
});
