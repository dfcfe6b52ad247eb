import { describe, expect, test } from 'bun:test';
import { summarise } from './summary';

describe('dashboard figures', () => {
  test('counts, rounded percentage, utilisation and the slot rule', () => {
    const bots = [{ state: 'online' }, { state: 'offline' }, { state: 'error' }];
    expect(summarise(bots, 'plus')).toEqual({ total: 3, online: 1, slots: 3, activePercent: 33, utilisation: '1/3', canCreate: false });
    expect(summarise([{ state: 'online' }, { state: 'online' }, { state: 'offline' }], 'premium').activePercent).toBe(67);
  });

  test('no bots: 0 %, and starter can create its one bot', () => {
    expect(summarise([], undefined)).toMatchObject({ total: 0, activePercent: 0, slots: 1, canCreate: true, utilisation: '0/1' });
  });

  test('unknown states count as offline', () => {
    expect(summarise([{ state: 'starting' }], 'starter')).toMatchObject({ online: 0, activePercent: 0 });
  });
});
