import { expect, test } from 'bun:test';
import { logFileName, logText } from './download';

test('the file holds one line per console line', () => {
  expect(logText([{ id: 1, text: 'Start requested.' }, { id: 2, text: 'Logged in.' }])).toBe('Start requested.\nLogged in.\n');
  expect(logText([])).toBe('');
});

test('the file name names the bot and the time', () => {
  const at = new Date(2025, 2, 1, 14, 5, 9);
  expect(logFileName('Resource Collector & Feasts', 'abc', at)).toBe('castellan-resource-collector-feasts-20250301-140509.txt');
  expect(logFileName(undefined, '65f0c0ffee', at)).toBe('castellan-65f0c0ffee-20250301-140509.txt');
  expect(logFileName('Château fort', 'x', at)).toBe('castellan-chateau-fort-20250301-140509.txt');
  expect(logFileName('!!!', 'x', at)).toBe('castellan-x-20250301-140509.txt');
});
