import { describe, expect, test } from 'bun:test';
import { duration, relativeTime } from './time';

const now = Date.parse('2026-11-23T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('times as people read them', () => {
  test('relative times', () => {
    expect(relativeTime(before(20_000), now)).toBe('just now');
    expect(relativeTime(before(3 * 60_000), now)).toBe('3 min ago');
    expect(relativeTime(before(5 * 3_600_000), now)).toBe('5 h ago');
    expect(relativeTime(before(30 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(before(4 * 86_400_000), now)).toBe('4 days ago');
    expect(relativeTime('not a date', now)).toBe('');
    // A clock a little ahead of the server's: never "in the future".
    expect(relativeTime(new Date(now + 5000).toISOString(), now)).toBe('just now');
  });

  test('uptimes', () => {
    expect(duration(45_000)).toBe('45 s');
    expect(duration(12 * 60_000)).toBe('12 min');
    expect(duration(125 * 60_000)).toBe('2 h 5 min');
    expect(duration(120 * 60_000)).toBe('2 h');
    expect(duration(76 * 3_600_000)).toBe('3 d 4 h');
  });
});
