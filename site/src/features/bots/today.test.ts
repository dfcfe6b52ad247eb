import { expect, test } from 'bun:test';
import { newerToday, todayFigures } from './today';

const noon = Date.parse('2026-11-23T12:00:00Z');

test("today's counters read as words; yesterday's count nothing", () => {
  expect(todayFigures({ day: '2026-11-23', actions: 1, loot: 12400 }, noon)).toEqual({ actions: '1 action', loot: '12,400 loot' });
  expect(todayFigures({ day: '2026-11-22', actions: 9, loot: 9 }, noon)).toEqual({ actions: '0 actions', loot: '0 loot' });
  expect(todayFigures(null, noon)).toEqual({ actions: '0 actions', loot: '0 loot' });
});

test('the newer reading wins: a later day, else the larger count', () => {
  const a = { day: '2026-11-23', actions: 2, loot: 10 };
  const b = { day: '2026-11-23', actions: 3, loot: 10 };
  expect(newerToday(a, b)).toBe(b);
  expect(newerToday({ day: '2026-11-24', actions: 0, loot: 0 }, b)?.day).toBe('2026-11-24');
  expect(newerToday(null, a)).toBe(a);
  expect(newerToday(undefined, null)).toBeNull();
});

test('in other languages the counts take the language’s plural forms and number format', async () => {
  const { readCatalogue } = await import('@shared/i18n/catalogue-files');
  const { messagesIn } = await import('@shared/i18n/messages');
  const { todayMessages } = await import('./actions.messages');
  const { catalogue } = readCatalogue();
  const pl = messagesIn('pl', todayMessages, catalogue);
  expect(todayFigures({ day: '2026-11-23', actions: 2, loot: 0 }, noon, pl).actions).toBe('2 akcje');
  expect(todayFigures({ day: '2026-11-23', actions: 5, loot: 0 }, noon, pl).actions).toBe('5 akcji');
  expect(todayFigures({ day: '2026-11-23', actions: 1, loot: 12400 }, noon, messagesIn('de', todayMessages, catalogue))).toEqual({
    actions: '1 Aktion',
    loot: '12.400 Beute',
  });
});
