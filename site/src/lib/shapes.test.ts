import { describe, expect, test } from 'bun:test';
import { SHAPES } from './shapes';

const bot = {
  id: 'b1',
  name: 'Guard',
  templateId: 'attack-guard',
  accountId: 'a1',
  state: 'offline',
  desiredState: 'offline',
  settings: {},
  secretKeys: [],
  created_at: '2026-11-23T00:00:00Z',
  lastLine: null,
  today: { day: '2026-11-23', actions: 0, loot: 0 },
};

describe('answers the screens may store', () => {
  test('a bot list of the expected shape passes; anything else is refused', () => {
    expect(SHAPES.bots([bot])).toBe(true);
    expect(SHAPES.bots([])).toBe(true);
    expect(SHAPES.bots({ bots: [bot] })).toBe(false);
    expect(SHAPES.bots([{ ...bot, settings: null }])).toBe(false);
    expect(SHAPES.bots([{ ...bot, id: 7 }])).toBe(false);
    // Stored before bots carried today's counters: refused, so it is fetched afresh instead of shown half.
    expect(SHAPES.bots([{ ...bot, today: undefined }])).toBe(false);
    expect(SHAPES.bots('<html>')).toBe(false);
  });

  test('the profile needs its user and subscription', () => {
    expect(SHAPES.profile({ success: true, user: { id: 'u', email: 'a@b.c' }, subscription: { plan: 'starter' } })).toBe(true);
    expect(SHAPES.profile({ success: true, user: null, subscription: {} })).toBe(false);
  });
});
