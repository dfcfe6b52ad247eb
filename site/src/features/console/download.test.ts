import { expect, test } from 'bun:test';
import { logFileName, logText } from './download';

test('the file holds one line per console line, with its UTC time and its level when not info', () => {
  const at = Date.UTC(2026, 10, 23, 16, 5, 9);
  const lines = [
    { id: 1, at, level: 'info' as const, text: 'Start requested.' },
    { id: 2, at: at + 1000, level: 'warning' as const, text: 'Taking a break: resting for 5m 0s.' },
  ];
  expect(logText(lines)).toBe('2026-11-23 16:05:09 Start requested.\n2026-11-23 16:05:10 [warning] Taking a break: resting for 5m 0s.\n');
  expect(logText([])).toBe('');
});

test('the file name names the bot and the time', () => {
  const at = new Date(2025, 2, 1, 14, 5, 9);
  expect(logFileName('Resource Collector & Feasts', 'abc', at)).toBe('castellan-resource-collector-feasts-20250301-140509.txt');
  expect(logFileName(undefined, '65f0c0ffee', at)).toBe('castellan-65f0c0ffee-20250301-140509.txt');
  expect(logFileName('Château fort', 'x', at)).toBe('castellan-chateau-fort-20250301-140509.txt');
  expect(logFileName('!!!', 'x', at)).toBe('castellan-x-20250301-140509.txt');
});
