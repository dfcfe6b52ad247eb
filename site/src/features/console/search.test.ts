import { expect, test } from 'bun:test';
import { filterLines, highlightParts, matchSummary } from './search';

const lines = [
  { id: 1, at: 0, level: 'info' as const, text: 'Start requested.' },
  { id: 2, at: 0, level: 'success' as const, text: 'Logged in as knight on INT1.' },
  { id: 3, at: 0, level: 'success' as const, text: 'Collected 120 coins in taxes in Keep. LOGGED.' },
];

test('an empty query keeps every line', () => {
  expect(filterLines(lines, '')).toBe(lines);
  expect(filterLines(lines, '   ')).toBe(lines);
});

test('the filter is case-insensitive and ignores surrounding spaces', () => {
  expect(filterLines(lines, '  logged ').map((l) => l.id)).toEqual([2, 3]);
  expect(filterLines(lines, 'COINS').map((l) => l.id)).toEqual([3]);
  expect(filterLines(lines, 'dragon')).toEqual([]);
});

test('every occurrence is highlighted, keeping the original case', () => {
  expect(highlightParts('Logged in, logged out', 'logged')).toEqual([
    { text: 'Logged', match: true },
    { text: ' in, ', match: false },
    { text: 'logged', match: true },
    { text: ' out', match: false },
  ]);
  expect(highlightParts('abc', '')).toEqual([{ text: 'abc', match: false }]);
  expect(highlightParts('aaa', 'a').filter((p) => p.match)).toHaveLength(3);
  expect(highlightParts('nothing here', 'zzz')).toEqual([{ text: 'nothing here', match: false }]);
});

test('the match count reads naturally', () => {
  expect(matchSummary(2, 3, 'logged')).toBe('2 of 3 lines match');
  expect(matchSummary(1, 3, 'start')).toBe('1 of 3 lines matches');
  expect(matchSummary(1, 1, 'start')).toBe('1 of 1 line matches');
  expect(matchSummary(0, 3, 'dragon')).toBe('No lines match');
  expect(matchSummary(3, 3, ' ')).toBe('');
});

test('the match count in Polish: its plural forms, its number format', async () => {
  const { readCatalogue } = await import('@shared/i18n/catalogue-files');
  const { messagesIn } = await import('@shared/i18n/messages');
  const { consoleMessages } = await import('./console.messages');
  const pl = messagesIn('pl', consoleMessages, readCatalogue().catalogue);
  expect(matchSummary(3, 1200, 'x', pl, 'pl')).toBe('3 z 1200 wierszy pasują');
  expect(matchSummary(5, 12000, 'x', pl, 'pl')).toBe('5 z 12\u00a0000 wierszy pasuje');
  expect(matchSummary(0, 4, 'x', pl, 'pl')).toBe('Brak pasujących wierszy');
});
