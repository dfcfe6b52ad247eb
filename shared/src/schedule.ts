/**
 * A bot's weekly schedule, read on the wall clock of the player's time zone: windows of a weekday with a
 * start and an end ("HH:MM"), several a day. The API decides with it when to start and stop a bot; the
 * site checks a form and shows what is open and what opens next with the same code.
 *
 * Daylight saving is read from the zone (Intl), never from a fixed offset, so a window keeps its local
 * hours all year. Two wall times need a rule:
 * - a time the clock skips (02:30 on a spring-forward night in Europe/Berlin) is the moment the clock
 *   jumps past it, so a window lying wholly in the skipped hour is empty that day and does not open;
 * - a time the clock shows twice (02:30 on an autumn night) is its first occurrence, so a window over
 *   the repeated hour lasts as long as the wall clock says (02:00–03:00 then runs two real hours).
 */
import { formatTimeOfDay } from './i18n/dates';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/**
 * From `start` to `end` on `day`. `end` may be "24:00" (midnight at the day's end); an `end` earlier than
 * `start` runs past midnight into the next day (Fri 22:00–02:00 ends on Saturday at 02:00).
 */
export type ScheduleWindow = { day: Weekday; start: string; end: string };

/** Six windows a day at most: enough for any pattern of play, few enough to read at a glance. */
export const MAX_WINDOWS = 42;
/** "Run now for N hours": whole hours, one to a day. */
export const RUN_FOR_HOURS = { min: 1, max: 24 } as const;

const START = /^([01]\d|2[0-3]):([0-5]\d)$/;
const END = /^(([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
const DAY_MS = 86_400_000;
const WEEK_MINUTES = 7 * 1440;

export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** How long a window lasts on the wall clock, in minutes (past midnight when it ends before it starts). */
export function windowMinutes(w: ScheduleWindow): number {
  const start = minutesOf(w.start);
  const end = minutesOf(w.end);
  return end > start ? end - start : end + 1440 - start;
}

/** English times of day, as every English time reads: "6:00 PM". */
const english = (hhmm: string) => formatTimeOfDay('en', hhmm);

/** "Mon 6:00 PM–10:00 PM"; a window past midnight says where it ends: "Fri 10:00 PM–2:00 AM (Sat)". */
export function describeWindow(w: ScheduleWindow): string {
  const next = WEEKDAYS[(WEEKDAYS.indexOf(w.day) + 1) % 7]!;
  const crosses = minutesOf(w.end) < minutesOf(w.start) && w.end !== '00:00';
  return `${WEEKDAY_LABELS[w.day]} ${english(w.start)}–${english(w.end)}${crosses ? ` (${WEEKDAY_LABELS[next]})` : ''}`;
}

export type WindowCheck = { ok: true; windows: ScheduleWindow[] } | { ok: false; message: string };

/** What is wrong with the windows, for whoever words it in another language (the API's errors). */
export type WindowFault =
  | { kind: 'too-many' }
  | { kind: 'day' | 'start' | 'end'; value: string }
  | { kind: 'empty'; window: ScheduleWindow }
  | { kind: 'overlap'; first: ScheduleWindow; second: ScheduleWindow };

type Placed = { w: ScheduleWindow; from: number; to: number };

function examine(given: readonly ScheduleWindow[]): { fault: WindowFault } | { placed: Placed[] } {
  if (given.length > MAX_WINDOWS) return { fault: { kind: 'too-many' } };
  for (const w of given) {
    if (!WEEKDAYS.includes(w.day)) return { fault: { kind: 'day', value: w.day } };
    if (!START.test(w.start)) return { fault: { kind: 'start', value: w.start } };
    if (!END.test(w.end)) return { fault: { kind: 'end', value: w.end } };
    if (minutesOf(w.start) === minutesOf(w.end)) return { fault: { kind: 'empty', window: w } };
  }
  const placed = given
    .map((w) => {
      const from = WEEKDAYS.indexOf(w.day) * 1440 + minutesOf(w.start);
      return { w, from, to: from + windowMinutes(w) };
    })
    .sort((a, b) => a.from - b.from);
  for (let i = 0; i < placed.length; i++) {
    const a = placed[i]!;
    // The last window of the week against the first, a week later (Sun 22:00–02:00 reaches Monday).
    const b = i + 1 < placed.length ? placed[i + 1]! : placed.length > 1 ? { ...placed[0]!, from: placed[0]!.from + WEEK_MINUTES } : null;
    if (b && b.from < a.to) return { fault: { kind: 'overlap', first: a.w, second: b.w } };
  }
  return { placed };
}

/** Why the windows are refused, or null (checkWindows' reasons, unworded). */
export function windowFault(given: readonly ScheduleWindow[]): WindowFault | null {
  const seen = examine(given);
  return 'fault' in seen ? seen.fault : null;
}

function faultText(fault: WindowFault): string {
  switch (fault.kind) {
    case 'too-many':
      return `A schedule holds at most ${MAX_WINDOWS} windows (six a day).`;
    case 'day':
      return `"${fault.value}" is not a day: use mon, tue, wed, thu, fri, sat or sun.`;
    case 'start':
      return `"${fault.value}" is not a start time: use HH:MM, from 00:00 to 23:59.`;
    case 'end':
      return `"${fault.value}" is not an end time: use HH:MM, from 00:00 to 24:00.`;
    case 'empty':
      return `${describeWindow(fault.window)} is empty: the end must differ from the start (00:00–24:00 is the whole day).`;
    case 'overlap':
      return `${describeWindow(fault.first)} and ${describeWindow(fault.second)} overlap: make them one window, or move one.`;
  }
}

/**
 * The windows checked and sorted by the week (Monday first): times well-formed, none empty, none
 * overlapping another (a window that touches the next, 18:00–20:00 and 20:00–22:00, is allowed and the bot
 * runs on through both). Overlaps are refused rather than merged: the player sees both and decides.
 */
export function checkWindows(given: readonly ScheduleWindow[]): WindowCheck {
  const seen = examine(given);
  if ('fault' in seen) return { ok: false, message: faultText(seen.fault) };
  return { ok: true, windows: seen.placed.map((p) => ({ day: p.w.day, start: p.w.start, end: p.w.end })) };
}

/** Time zone names are checked by the same rule as the quiet hours' zone. */
export { isTimeZone } from './notifications';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

type LocalDate = { y: number; m: number; d: number };

/** The wall clock of `zone` at `at`: its date and minutes past midnight. */
function wallClock(zone: string, at: number): LocalDate & { minutes: number; second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(at))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { y: parts.year!, m: parts.month!, d: parts.day!, minutes: parts.hour! * 60 + parts.minute!, second: parts.second! };
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(zone: string, at: number): number {
  const c = wallClock(zone, at);
  return Date.UTC(c.y, c.m - 1, c.d, 0, c.minutes, c.second) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant `zone`'s wall clock shows `minutes` past midnight of `date` (minutes may pass 1440: the
 * days after). Skipped and repeated wall times follow the rules in this file's header.
 */
export function instantOf(zone: string, date: LocalDate, minutes: number): number {
  const wall = Date.UTC(date.y, date.m - 1, date.d, 0, minutes);
  // The offsets a day either side hold both sides of any change of the clock near this time.
  const before = offsetAt(zone, wall - DAY_MS);
  const after = offsetAt(zone, wall + DAY_MS);
  const shown = [...new Set([before, after])].map((offset) => wall - offset).filter((at) => at + offsetAt(zone, at) === wall);
  if (shown.length) return Math.min(...shown);
  return wall - before;
}

const addDays = (date: LocalDate, days: number): LocalDate => {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};
const weekdayOf = (date: LocalDate): Weekday => WEEKDAYS[(new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay() + 6) % 7]!;
const isoOf = (date: LocalDate) => `${date.y}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;

/** One window on one date: when it opens and closes, and a key that names this very occurrence. */
export type Occurrence = { window: ScheduleWindow; key: string; opensAt: number; closesAt: number };

function occurrencesOn(windows: readonly ScheduleWindow[], zone: string, date: LocalDate): Occurrence[] {
  const day = weekdayOf(date);
  return windows
    .filter((w) => w.day === day)
    .map((w) => {
      const start = minutesOf(w.start);
      return {
        window: w,
        key: `${w.day} ${w.start}-${w.end} ${isoOf(date)}`,
        opensAt: instantOf(zone, date, start),
        closesAt: instantOf(zone, date, start + windowMinutes(w)),
      };
    });
}

/** The window open at `now`, or null (an empty occurrence, wholly in a skipped hour, never is). */
export function openWindow(windows: readonly ScheduleWindow[], zone: string, now: number): Occurrence | null {
  const today = wallClock(zone, now);
  // Yesterday's too: a window past midnight is still open this morning.
  for (const date of [addDays(today, -1), today]) {
    const open = occurrencesOn(windows, zone, date).find((o) => o.opensAt <= now && now < o.closesAt);
    if (open) return open;
  }
  return null;
}

/** The next window to open after `now`, within the coming week, or null when there are none. */
export function nextWindow(windows: readonly ScheduleWindow[], zone: string, now: number): Occurrence | null {
  const today = wallClock(zone, now);
  let best: Occurrence | null = null;
  for (let day = 0; day <= 8; day++) {
    for (const o of occurrencesOn(windows, zone, addDays(today, day))) {
      if (o.opensAt > now && o.closesAt > o.opensAt && (!best || o.opensAt < best.opensAt)) best = o;
    }
  }
  return best;
}
