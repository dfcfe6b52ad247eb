import { describe, expect, test } from 'bun:test';
import { addWindow, byDay, hasUnsavedChanges, hoursOf, removeWindow, runUntilText, windowText } from './schedule-form';

describe('the Schedule section', () => {
  test("nothing is unsaved before an edit, when the zone was never chosen and the browser's is shown", () => {
    const saved = { windows: [{ day: 'mon' as const, start: '18:00', end: '22:00' }], duringEvent: false, timeZone: null };
    const form = { windows: saved.windows, duringEvent: false, zone: 'Europe/Berlin' };
    expect(hasUnsavedChanges(saved, form, 'Europe/Berlin')).toBe(false);
    expect(hasUnsavedChanges(saved, { ...form, zone: 'Asia/Tokyo' }, 'Europe/Berlin')).toBe(true);
    expect(hasUnsavedChanges({ ...saved, timeZone: 'UTC' }, { ...form, zone: 'UTC' }, 'Europe/Berlin')).toBe(false);
    expect(hasUnsavedChanges(saved, { ...form, duringEvent: true }, 'Europe/Berlin')).toBe(true);
    expect(hasUnsavedChanges(saved, { ...form, windows: [] }, 'Europe/Berlin')).toBe(true);
  });

  test('windows are added sorted, overlaps refused with the API’s words, and removed', () => {
    const one = addWindow([], { day: 'wed', start: '18:00', end: '22:00' });
    expect(one.ok).toBe(true);
    const two = addWindow(one.ok ? one.windows : [], { day: 'mon', start: '07:00', end: '08:00' });
    expect(two).toEqual({
      ok: true,
      windows: [
        { day: 'mon', start: '07:00', end: '08:00' },
        { day: 'wed', start: '18:00', end: '22:00' },
      ],
    });
    const windows = two.ok ? two.windows : [];
    expect(addWindow(windows, { day: 'wed', start: '21:00', end: '23:00' })).toEqual({
      ok: false,
      message: 'Wed 6:00 PM–10:00 PM and Wed 9:00 PM–11:00 PM overlap: make them one window, or move one.',
    });
    expect(removeWindow(windows, { day: 'mon', start: '07:00', end: '08:00' })).toEqual([{ day: 'wed', start: '18:00', end: '22:00' }]);
  });

  test('every day is listed, Monday first, with its windows and how they read', () => {
    const days = byDay([{ day: 'fri', start: '22:00', end: '02:00' }]);
    expect(days.map((d) => d.name)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    // In English's time format, as every time the page writes (issue 64: they were 24-hour).
    expect(days[4]!.windows.map((w) => hoursOf(w))).toEqual(['10:00 PM–2:00 AM (next day)']);
    expect(hoursOf({ day: 'sat', start: '00:00', end: '24:00' })).toBe('12:00 AM–12:00 AM (all day)');
    expect(windowText({ day: 'mon', start: '18:30', end: '22:00' })).toBe('Mon 6:30 PM–10:00 PM');
  });

  test('a run under way reads as its end and what is left; one that is over reads as nothing', () => {
    const now = Date.parse('2026-11-16T08:00:00Z');
    const text = runUntilText('2026-11-16T10:00:00Z', now)!;
    expect(text).toMatch(/^Runs until \d\d?:00( [AP]M)? \(2 h left\)$/);
    expect(runUntilText('2026-11-16T07:59:00Z', now)).toBeNull();
    expect(runUntilText(null, now)).toBeNull();
  });
});

test('weekdays, windows and a run’s end read in the page’s language', async () => {
  const { readCatalogue } = await import('@shared/i18n/catalogue-files');
  const { messagesIn } = await import('@shared/i18n/messages');
  const { runNowMessages, scheduleMessages } = await import('./schedule.messages');
  const de = messagesIn('de', scheduleMessages, readCatalogue().catalogue);
  expect(windowText({ day: 'mon', start: '18:30', end: '22:00' }, de, 'de')).toBe('Mo 18:30–22:00');
  expect(hoursOf({ day: 'sat', start: '00:00', end: '24:00' }, de, 'de')).toBe('00:00–24:00 (ganztägig)');
  expect(byDay([], 'de').map((d) => d.name)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
  expect(byDay([], 'pl')[0]!.name).toBe('poniedziałek');
  const now = Date.parse('2026-11-16T08:00:00Z');
  expect(runUntilText('2026-11-16T10:00:00Z', now, messagesIn('de', runNowMessages, readCatalogue().catalogue), 'de')).toMatch(
    /^Läuft bis \d\d:00 \(noch 2 h\)$/,
  );
});
