/**
 * The Schedule section's logic, without React: windows added and removed (checked with the API's own
 * rules, shared/src/schedule.ts, so a refusal reads the same here and there), grouped by day for the
 * list, and a run's end as the player reads it.
 */
import { checkWindows, WEEKDAYS, windowMinutes, type ScheduleWindow, type Weekday } from '@shared/schedule';
import type { Locale } from '@shared/i18n/locales';
import { formatDate, formatTimeOfDay } from '@shared/i18n/dates';
import { messagesNow, pageLocale } from '../../../lib/i18n';
import { duration } from '../../../lib/time';
import { runNowMessages, scheduleMessages } from './schedule.messages';
import { intlLocale } from '@shared/i18n/intl';

export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Whether the form differs from what is saved. A schedule whose zone was never chosen is shown in the
 * browser's zone (`defaultZone`), so that zone is no change (issue 38: "Unsaved changes" before any edit).
 */
export function hasUnsavedChanges(
  saved: { windows: readonly ScheduleWindow[]; duringEvent: boolean; timeZone: string | null },
  form: { windows: readonly ScheduleWindow[]; duringEvent: boolean; zone: string },
  defaultZone: string = browserZone(),
): boolean {
  return (
    JSON.stringify(form.windows) !== JSON.stringify(saved.windows) ||
    form.duringEvent !== saved.duringEvent ||
    form.zone.trim() !== (saved.timeZone ?? defaultZone)
  );
}

export type Added = { ok: true; windows: ScheduleWindow[] } | { ok: false; message: string };

/** The windows with one more, sorted by the week; or why not (an overlap, an empty window). */
export function addWindow(windows: readonly ScheduleWindow[], next: ScheduleWindow): Added {
  return checkWindows([...windows, next]);
}

export function removeWindow(windows: readonly ScheduleWindow[], gone: ScheduleWindow): ScheduleWindow[] {
  return windows.filter((w) => !(w.day === gone.day && w.start === gone.start && w.end === gone.end));
}

/**
 * A window's hours as the page's language writes a time (issue 64): "6:00 PM–10:00 PM", German "18:00–22:00";
 * past midnight "10:00 PM–2:00 AM (next day)"; the whole day "12:00 AM–12:00 AM (all day)", German "00:00–24:00 (ganztägig)".
 */
export function hoursOf(w: ScheduleWindow, m = messagesNow(scheduleMessages), locale: Locale = pageLocale): string {
  const [start, end] = [formatTimeOfDay(locale, w.start), formatTimeOfDay(locale, w.end)];
  if (windowMinutes(w) === 1440 && w.start === '00:00') return m.allDay({ start, end });
  const crosses = w.end !== '00:00' && w.end !== '24:00' && w.end < w.start;
  return crosses ? m.nextDay({ start, end }) : `${start}–${end}`;
}

/** A weekday's name as the language writes it ("Monday", "Montag"; `short`: "Mon", "Mo"): 1 January 2024 was a Monday. */
export function weekdayName(day: Weekday, locale: Locale = pageLocale, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
}

/** A window with its day, for "Open now" and "Next window": "Mon 6:00 PM–10:00 PM", German "Mo 18:00–22:00". */
export function windowText(w: ScheduleWindow, m = messagesNow(scheduleMessages), locale: Locale = pageLocale): string {
  return `${weekdayName(w.day, locale, 'short')} ${hoursOf(w, m, locale)}`;
}

/** Every day of the week, Monday first, with its windows (none: an empty list). */
export function byDay(windows: readonly ScheduleWindow[], locale: Locale = pageLocale): { day: Weekday; name: string; windows: ScheduleWindow[] }[] {
  return WEEKDAYS.map((day) => ({ day, name: weekdayName(day, locale), windows: windows.filter((w) => w.day === day) }));
}

/** "Runs until 8:30 PM (1 h 59 min left)", German "20:30", on the viewer's clock, or null once the run is over. */
export function runUntilText(iso: string | null | undefined, now: number, m = messagesNow(runNowMessages), locale: Locale = pageLocale): string | null {
  if (!iso) return null;
  const until = Date.parse(iso);
  if (!Number.isFinite(until) || until <= now) return null;
  const time = formatDate(locale, until, 'time');
  return m.runsUntil({ time, left: duration(until - now) });
}

/** The hours a run may last, for the picker. */
export const RUN_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
