import { describe, expect, test } from 'bun:test';
import { endNoteOf } from './timeline-data';

describe("a timeline row's note on how its end was known", () => {
  test('a result read from the battle report says so; one seen home or still away says nothing', () => {
    expect(endNoteOf({ result: 'won', source: 'report' })).toBe('fromReport');
    expect(endNoteOf({ result: 'lost', source: 'report' })).toBe('fromReport');
    expect(endNoteOf({ result: 'won', source: 'army' })).toBeNull();
    expect(endNoteOf({ result: 'away', source: null })).toBeNull();
  });

  test('an unknown result says why: no report kept by the game, or (older rows) ended between two looks', () => {
    expect(endNoteOf({ result: 'unknown', source: 'noReport' })).toBe('noReport');
    expect(endNoteOf({ result: 'unknown', source: null })).toBe('unseen');
  });
});
