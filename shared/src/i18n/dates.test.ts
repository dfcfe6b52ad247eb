import { describe, expect, test } from 'bun:test';
import { formatDate, formatTimeOfDay } from './dates';
import { intlLocale } from './intl';
import { LOCALES } from './locales';

const at = Date.parse('2026-11-25T08:41:09Z');
const utc = { timeZone: 'UTC' };

test('English writes a time as English readers do (no "08:41 PM", no 24-hour console beside a 12-hour planner)', () => {
  expect(formatDate('en', at, 'time', utc)).toBe('8:41 AM');
  expect(formatDate('en', at, 'timeSeconds', utc)).toBe('8:41:09 AM');
  expect(formatDate('en', at, 'weekdayTime', utc)).toBe('Wed, Nov 25, 8:41 AM');
  expect(formatDate('en', at, 'timeSeconds', { ...utc, zoneName: true })).toBe('8:41:09 AM UTC');
  expect(formatDate('de', at, 'time', utc)).toBe('08:41');
  expect(formatDate('de', at, 'weekdayTime', utc)).toBe('Mi., 25. Nov., 08:41');
});

describe.each(LOCALES)('%s', (locale) => {
  test("one way of writing a time: the same in every style that shows one, as the language's own short time", () => {
    const own = new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', ...utc }).format(at);
    expect(formatDate(locale, at, 'time', utc)).toBe(own);
    for (const style of ['weekdayTime', 'dateTime'] as const) expect(formatDate(locale, at, style, utc)).toContain(own);
    expect(formatDate(locale, at, 'timeSeconds', utc)).toBe(new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'medium', ...utc }).format(at));
  });
});

test('what is not a moment reads as nothing', () => {
  expect(formatDate('en', 'not a date', 'date')).toBe('');
  expect(formatDate('en', Number.NaN, 'time')).toBe('');
});

test("a schedule's time of day reads as the language's time, a day's end as its midnight (issue 64)", () => {
  expect(['09:00', '18:30', '00:00', '24:00'].map((t) => formatTimeOfDay('en', t))).toEqual(['9:00 AM', '6:30 PM', '12:00 AM', '12:00 AM']);
  expect(['09:00', '18:30', '00:00', '24:00'].map((t) => formatTimeOfDay('de', t))).toEqual(['09:00', '18:30', '00:00', '24:00']);
  // Every language writes it as its own short time does.
  for (const locale of LOCALES) expect(formatTimeOfDay(locale, '18:30')).toBe(formatDate(locale, Date.UTC(2000, 0, 1, 18, 30), 'time', utc));
});
