import { expect, test } from 'bun:test';
import { reconnectDelayMs } from './backoff';

test('the delay doubles from 1 s and stops at 15 s', () => {
  expect([1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  expect(reconnectDelayMs(5000)).toBe(15000);
});

test('odd attempts are treated as the first', () => {
  expect(reconnectDelayMs(0)).toBe(1000);
  expect(reconnectDelayMs(-3)).toBe(1000);
});
