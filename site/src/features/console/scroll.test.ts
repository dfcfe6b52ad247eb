import { expect, test } from 'bun:test';
import { isAtBottom, jumpLabel } from './scroll';

test('at the bottom, within a little slack', () => {
  expect(isAtBottom({ scrollTop: 580, scrollHeight: 1000, clientHeight: 420 })).toBe(true);
  expect(isAtBottom({ scrollTop: 560, scrollHeight: 1000, clientHeight: 420 })).toBe(true);
  expect(isAtBottom({ scrollTop: 400, scrollHeight: 1000, clientHeight: 420 })).toBe(false);
  // Content shorter than the panel: always at the bottom.
  expect(isAtBottom({ scrollTop: 0, scrollHeight: 100, clientHeight: 420 })).toBe(true);
});

test('the jump button says how many lines are new', () => {
  expect(jumpLabel(0)).toBe('Jump to latest');
  expect(jumpLabel(7)).toBe('Jump to latest (7 new)');
  expect(jumpLabel(2000)).toBe('Jump to latest (999+ new)');
});
