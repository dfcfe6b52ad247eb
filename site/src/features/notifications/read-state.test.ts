import { describe, expect, test } from 'bun:test';
import { badgeText, bellLabel, markedRead } from './read-state';

const list = [
  { id: 'a', read: false, message: 'A started.' },
  { id: 'b', read: true, message: 'B stopped.' },
  { id: 'c', read: false, message: 'C started.' },
];

describe('notification read state', () => {
  test('marking some read changes only those; marking all changes every unread one', () => {
    expect(markedRead(list, ['c'])?.map((n) => n.read)).toEqual([false, true, true]);
    expect(markedRead(list)?.map((n) => n.read)).toEqual([true, true, true]);
    expect(markedRead(undefined)).toBeUndefined();
    // The read one is the same object: nothing re-renders for it.
    expect(markedRead(list)?.[1]).toBe(list[1]);
  });

  test('the bell says its count in words and on the badge', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(0)).toBe('Notifications, 0 unread');
    expect(bellLabel(undefined)).toBe('Notifications');
    expect([badgeText(0), badgeText(7), badgeText(100), badgeText(undefined)]).toEqual([null, '7', '99+', null]);
  });
});
