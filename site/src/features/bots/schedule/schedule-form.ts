/**
 * The Schedule section's logic, without React: windows added and removed (checked with the API's own
 * rules, shared/src/schedule.ts, so a refusal reads the same here and there), grouped by day for the
 * list, and a run's end as the player reads it.
 */
import { checkWindows, WEEKDAYS, WEEKDAY_NAMES, windowMinutes, type ScheduleWindow, type Weekday } from '@shared/schedule';
import { duration } from '../../../lib/time';

export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export type Added = { ok: true; windows: ScheduleWindow[] } | { ok: false; message: string };

/** The windows with one more, sorted by the week; or why not (an overlap, an empty window). */
export function addWindow(windows: readonly ScheduleWindow[], next: ScheduleWindow): Added {
  return checkWindows([...windows, next]);
}

export function removeWindow(windows: readonly ScheduleWindow[], gone: ScheduleWindow): ScheduleWindow[] {
  return windows.filter((w) => !(w.day === gone.day && w.start === gone.start && w.end === gone.end));
}

/** "18:00–22:00", "22:00–02:00 next day", "00:00–24:00 all day". */
export function hoursOf(w: ScheduleWindow): string {
  if (windowMinutes(w) === 1440 && w.start === '00:00') return '00:00–24:00 (all day)';
  const crosses = w.end !== '00:00' && w.end !== '24:00' && w.end < w.start;
  return `${w.start}–${w.end}${crosses ? ' (next day)' : ''}`;
}

/** Every day of the week, Monday first, with its windows (none: an empty list). */
export function byDay(windows: readonly ScheduleWindow[]): { day: Weekday; name: string; windows: ScheduleWindow[] }[] {
  return WEEKDAYS.map((day) => ({ day, name: WEEKDAY_NAMES[day], windows: windows.filter((w) => w.day === day) }));
}

/** "Runs until 20:30 (1 h 59 min left)" on the viewer's clock, or null once the run is over. */
export function runUntilText(iso: string | null | undefined, now: number): string | null {
  if (!iso) return null;
  const until = Date.parse(iso);
  if (!Number.isFinite(until) || until <= now) return null;
  const time = new Date(until).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `Runs until ${time} (${duration(until - now)} left)`;
}

/** The hours a run may last, for the picker. */
export const RUN_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
