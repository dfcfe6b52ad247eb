import { describe, expect, test } from 'bun:test';
import { addWindow, byDay, hasUnsavedChanges, hoursOf, removeWindow, runUntilText } from './schedule-form';

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
      message: 'Wed 18:00–22:00 and Wed 21:00–23:00 overlap: make them one window, or move one.',
    });
    expect(removeWindow(windows, { day: 'mon', start: '07:00', end: '08:00' })).toEqual([{ day: 'wed', start: '18:00', end: '22:00' }]);
  });

  test('every day is listed, Monday first, with its windows and how they read', () => {
    const days = byDay([{ day: 'fri', start: '22:00', end: '02:00' }]);
    expect(days.map((d) => d.name)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(days[4]!.windows.map((w) => hoursOf(w))).toEqual(['22:00–02:00 (next day)']);
    expect(hoursOf({ day: 'sat', start: '00:00', end: '24:00' })).toBe('00:00–24:00 (all day)');
  });

  test('a run under way reads as its end and what is left; one that is over reads as nothing', () => {
    const now = Date.parse('2026-11-16T08:00:00Z');
    const text = runUntilText('2026-11-16T10:00:00Z', now)!;
    expect(text).toMatch(/^Runs until \d\d?:00( [AP]M)? \(2 h left\)$/);
    expect(runUntilText('2026-11-16T07:59:00Z', now)).toBeNull();
    expect(runUntilText(null, now)).toBeNull();
  });
});

test('weekdays and a run’s end read in the page’s language', async () => {
  const { readCatalogue } = await import('@shared/i18n/catalogue-files');
  const { messagesIn } = await import('@shared/i18n/messages');
  const { runNowMessages } = await import('./schedule.messages');
  expect(byDay([], 'de').map((d) => d.name)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
  expect(byDay([], 'pl')[0]!.name).toBe('poniedziałek');
  const now = Date.parse('2026-11-16T08:00:00Z');
  expect(runUntilText('2026-11-16T10:00:00Z', now, messagesIn('de', runNowMessages, readCatalogue().catalogue), 'de')).toMatch(
    /^Läuft bis \d\d:00 \(noch 2 h\)$/,
  );
});
