import { describe, expect, test } from 'bun:test';
import { checkWindows, describeWindow, instantOf, nextWindow, openWindow, type ScheduleWindow } from './schedule';
import { formatDate } from './i18n/dates';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);

describe('checkWindows', () => {
  test('sorts by the week and keeps windows that only touch', () => {
    const result = checkWindows([
      { day: 'tue', start: '08:00', end: '09:00' },
      { day: 'mon', start: '20:00', end: '22:00' },
      { day: 'mon', start: '18:00', end: '20:00' },
    ]);
    expect(result).toEqual({
      ok: true,
      windows: [
        { day: 'mon', start: '18:00', end: '20:00' },
        { day: 'mon', start: '20:00', end: '22:00' },
        { day: 'tue', start: '08:00', end: '09:00' },
      ],
    });
  });

  test.each<[ScheduleWindow[], string]>([
    [
      [
        { day: 'mon', start: '18:00', end: '22:00' },
        { day: 'mon', start: '21:00', end: '23:00' },
      ],
      'Mon 6:00 PM–10:00 PM and Mon 9:00 PM–11:00 PM overlap: make them one window, or move one.',
    ],
    // Past midnight into the next day's window.
    [
      [
        { day: 'fri', start: '22:00', end: '02:00' },
        { day: 'sat', start: '01:00', end: '03:00' },
      ],
      'Fri 10:00 PM–2:00 AM (Sat) and Sat 1:00 AM–3:00 AM overlap: make them one window, or move one.',
    ],
    // Sunday night into Monday morning: the week wraps.
    [
      [
        { day: 'mon', start: '00:30', end: '02:00' },
        { day: 'sun', start: '23:00', end: '01:00' },
      ],
      'Sun 11:00 PM–1:00 AM (Mon) and Mon 12:30 AM–2:00 AM overlap: make them one window, or move one.',
    ],
    [[{ day: 'mon', start: '18:00', end: '18:00' }], 'Mon 6:00 PM–6:00 PM is empty: the end must differ from the start (00:00–24:00 is the whole day).'],
    [[{ day: 'mon', start: '24:00', end: '02:00' }], '"24:00" is not a start time: use HH:MM, from 00:00 to 23:59.'],
    [[{ day: 'mon', start: '8:00', end: '09:00' }], '"8:00" is not a start time: use HH:MM, from 00:00 to 23:59.'],
    [[{ day: 'mon', start: '08:00', end: '24:30' }], '"24:30" is not an end time: use HH:MM, from 00:00 to 24:00.'],
    [[{ day: 'monday' as 'mon', start: '08:00', end: '09:00' }], '"monday" is not a day: use mon, tue, wed, thu, fri, sat or sun.'],
  ])('refuses %j', (windows, message) => {
    expect(checkWindows(windows)).toEqual({ ok: false, message });
  });

  test('at most 42 windows', () => {
    const many = Array.from({ length: 43 }, (_, i) => ({
      day: 'mon' as const,
      start: `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      end: `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '59' : '29'}`,
    }));
    expect(checkWindows(many)).toEqual({ ok: false, message: 'A schedule holds at most 42 windows (six a day).' });
  });

  test('a whole day, and a window ending at midnight', () => {
    expect(checkWindows([{ day: 'sat', start: '00:00', end: '24:00' }]).ok).toBe(true);
    expect(describeWindow({ day: 'sat', start: '22:00', end: '00:00' })).toBe('Sat 10:00 PM–12:00 AM');
  });
});

describe('on the wall clock of Europe/Berlin, across daylight saving', () => {
  test('a wall time maps to its instant in winter and in summer', () => {
    expect(new Date(instantOf(BERLIN, { y: 2026, m: 1, d: 12 }, 18 * 60)).toISOString()).toBe('2026-01-12T17:00:00.000Z');
    expect(new Date(instantOf(BERLIN, { y: 2026, m: 7, d: 13 }, 18 * 60)).toISOString()).toBe('2026-07-13T16:00:00.000Z');
  });

  test('spring forward (Sun 2026-03-29): a window in the skipped hour does not open that day, and opens a week later', () => {
    const windows: ScheduleWindow[] = [{ day: 'sun', start: '02:00', end: '03:00' }];
    // 01:59 CET, then the clock shows 03:00 CEST at 01:00 UTC.
    expect(openWindow(windows, BERLIN, at('2026-03-29T00:59:00Z'))).toBeNull();
    expect(openWindow(windows, BERLIN, at('2026-03-29T01:00:00Z'))).toBeNull();
    expect(openWindow(windows, BERLIN, at('2026-03-29T01:30:00Z'))).toBeNull();
    const next = nextWindow(windows, BERLIN, at('2026-03-28T12:00:00Z'))!;
    expect(new Date(next.opensAt).toISOString()).toBe('2026-04-05T00:00:00.000Z'); // 02:00 CEST a week later
    expect(openWindow(windows, BERLIN, at('2026-04-05T00:30:00Z'))?.key).toBe('sun 02:00-03:00 2026-04-05');
  });

  test('spring forward: a window across the skipped hour keeps its wall-clock ends and is an hour shorter', () => {
    const open = openWindow([{ day: 'sun', start: '01:00', end: '04:00' }], BERLIN, at('2026-03-29T00:30:00Z'))!;
    expect(new Date(open.opensAt).toISOString()).toBe('2026-03-29T00:00:00.000Z'); // 01:00 CET
    expect(new Date(open.closesAt).toISOString()).toBe('2026-03-29T02:00:00.000Z'); // 04:00 CEST
  });

  test('fall back (Sun 2026-10-25): 18:00–22:00 opens at 18:00 local on the Saturday before and on the Sunday', () => {
    const windows: ScheduleWindow[] = [
      { day: 'sat', start: '18:00', end: '22:00' },
      { day: 'sun', start: '18:00', end: '22:00' },
    ];
    const saturday = openWindow(windows, BERLIN, at('2026-10-24T17:00:00Z'))!;
    expect(new Date(saturday.opensAt).toISOString()).toBe('2026-10-24T16:00:00.000Z'); // CEST, UTC+2
    expect(new Date(saturday.closesAt).toISOString()).toBe('2026-10-24T20:00:00.000Z');
    expect(openWindow(windows, BERLIN, at('2026-10-25T16:30:00Z'))).toBeNull(); // 17:30 CET
    const sunday = openWindow(windows, BERLIN, at('2026-10-25T17:00:00Z'))!;
    expect(new Date(sunday.opensAt).toISOString()).toBe('2026-10-25T17:00:00.000Z'); // CET, UTC+1
    expect(new Date(sunday.closesAt).toISOString()).toBe('2026-10-25T21:00:00.000Z');
    expect(formatDate('de', sunday.closesAt, 'time', { timeZone: BERLIN })).toBe('22:00');
  });

  test('fall back: 02:00–03:00 runs from the first 02:00 to 03:00, two real hours', () => {
    const open = openWindow([{ day: 'sun', start: '02:00', end: '03:00' }], BERLIN, at('2026-10-25T01:30:00Z'))!;
    expect(new Date(open.opensAt).toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(new Date(open.closesAt).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  test('a window past midnight is open the next morning, under the day it started', () => {
    const open = openWindow([{ day: 'fri', start: '22:00', end: '02:00' }], BERLIN, at('2026-11-21T00:30:00Z'))!; // Sat 01:30 CET
    expect(open.key).toBe('fri 22:00-02:00 2026-11-20');
  });
});
