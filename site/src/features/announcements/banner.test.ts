import { describe, expect, test } from 'bun:test';
import { BANNER_MAX_AGE_MS, bannerAnnouncements, keptDismissals, parseDismissed } from './banner';

const now = Date.parse('2026-05-20T12:00:00Z');
const at = (msAgo: number) => new Date(now - msAgo).toISOString();
const list = [
  { id: 'old', created_at: at(BANNER_MAX_AGE_MS + 1) },
  { id: 'b', created_at: at(60_000) },
  { id: 'a', created_at: at(3_600_000) },
  { id: 'c', created_at: at(1_000) },
];

describe('banner announcements', () => {
  test('the two newest, not dismissed, younger than two weeks', () => {
    expect(bannerAnnouncements(list, new Set(), now).map((a) => a.id)).toEqual(['c', 'b']);
    expect(bannerAnnouncements(list, new Set(['c']), now).map((a) => a.id)).toEqual(['b', 'a']);
    expect(bannerAnnouncements(list, new Set(['a', 'b', 'c']), now)).toEqual([]);
  });

  test('dismissals of removed announcements are forgotten', () => {
    expect(keptDismissals(['a', 'gone', 'c'], list)).toEqual(['a', 'c']);
  });

  test('a damaged stored list reads as nothing dismissed', () => {
    expect(parseDismissed(null)).toEqual([]);
    expect(parseDismissed('{not json')).toEqual([]);
    expect(parseDismissed('{"a":1}')).toEqual([]);
    expect(parseDismissed('["a", 3, "b"]')).toEqual(['a', 'b']);
  });
});
