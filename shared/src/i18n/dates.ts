/**
 * Dates and times, one style per language, everywhere (issue 38): the console, the planner, the charts,
 * the schedule, the mails and the bots' lines all write a moment through these few styles, each the
 * language's own as `Intl` knows it (English "8:41 PM" and "Nov 25, 2026", German "20:41" and
 * "25.11.2026"). No screen picks an hour cycle or a country of its own.
 */

export type DateStyle =
  /** A time of day: "8:41 PM", "20:41". */
  | 'time'
  /** To the second (console lines): "8:41:09 PM", "20:41:09". */
  | 'timeSeconds'
  /** A day: "Nov 25, 2026", "25.11.2026". */
  | 'date'
  /** A day spelled out (the profile's "member since", a policy's date): "November 25, 2026". */
  | 'longDate'
  /** A day and its time (a payment, a version, a hover's exact time): "Nov 25, 2026, 8:41 PM". */
  | 'dateTime'
  /** A day and its time to the second (a console line's hover). */
  | 'dateTimeSeconds'
  /** A short day of this year (chart ticks): "Nov 25", "25. Nov.". */
  | 'dayMonth'
  /** A short day with its time (an hourly period, an alliance's planned attack): "Wed, Nov 25, 8:41 PM". */
  | 'weekdayTime'
  /** A short day with its weekday (a daily period): "Wed, Nov 25". */
  | 'weekdayDay';
import { intlLocale } from './intl';

/** Each style's parts; a time's hour is written as the language writes it (`clock`). */
const OPTIONS: Record<DateStyle, (clock: Intl.DateTimeFormatOptions) => Intl.DateTimeFormatOptions> = {
  time: (clock) => clock,
  timeSeconds: (clock) => ({ ...clock, second: '2-digit' }),
  date: () => ({ dateStyle: 'medium' }),
  longDate: () => ({ dateStyle: 'long' }),
  dateTime: () => ({ dateStyle: 'medium', timeStyle: 'short' }),
  dateTimeSeconds: () => ({ dateStyle: 'medium', timeStyle: 'medium' }),
  dayMonth: () => ({ day: 'numeric', month: 'short' }),
  weekdayTime: (clock) => ({ weekday: 'short', day: 'numeric', month: 'short', ...clock }),
  weekdayDay: () => ({ weekday: 'short', day: 'numeric', month: 'short' }),
};

export type DateOptions = {
  /** The clock to read it on; the device's own when absent (in a browser: the reader's). */
  timeZone?: string;
  /** Say which clock ("8:41 PM UTC"): for a time read away from the reader's own clock (a mail, the API's words). */
  zoneName?: boolean;
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * How the language writes a time of day, as its own short time style resolves ("8:41 PM": a numeric hour
 * on a 12-hour clock; German "08:41": two digits on a 24-hour one), so that a time beside a weekday or a
 * zone's name reads as the language's plain time does.
 */
function clockOf(locale: string): Intl.DateTimeFormatOptions {
  const short = new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: 'UTC' });
  // 1:05 in the morning: the hour as the language's short time writes it says whether it takes two digits.
  const hour = short.formatToParts(Date.UTC(2000, 0, 1, 1, 5)).find((p) => p.type === 'hour')?.value ?? '';
  return { hour: hour.length === 2 ? '2-digit' : 'numeric', minute: '2-digit', hourCycle: short.resolvedOptions().hourCycle };
}

/** The format of `style` in `locale` (made once per language, style and clock). */
export function dateFormat(locale: string, style: DateStyle, options: DateOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${options.timeZone ?? ''}|${options.zoneName ? 1 : 0}`;
  let format = formats.get(key);
  if (!format) {
    const parts = OPTIONS[style](clockOf(locale));
    // A zone's name goes only with parts named one by one (Intl refuses it beside dateStyle and timeStyle).
    const zone = options.zoneName && !parts.timeStyle && !parts.dateStyle ? { timeZoneName: 'short' as const } : {};
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...parts, ...zone, ...(options.timeZone && { timeZone: options.timeZone }) });
    formats.set(key, format);
  }
  return format;
}

/** `at` (ms since the epoch, or an ISO text) in `style`; '' for what is not a moment. */
export function formatDate(locale: string, at: number | string | Date, style: DateStyle, options?: DateOptions): string {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : at;
  return Number.isFinite(ms) ? dateFormat(locale, style, options).format(ms) : '';
}

/**
 * A time of day on no particular day (a schedule window's "18:30" as typed, "24:00" its day's end) as the
 * language writes a time: "6:30 PM", "18:30". A day's end is the language's midnight: "24:00" on a 24-hour
 * clock, "12:00 AM" on a 12-hour one (issue 64: every time a player reads, in their language's format).
 */
export function formatTimeOfDay(locale: string, hhmm: string): string {
  const hours = Number(hhmm.slice(0, 2));
  const at = Date.UTC(2000, 0, 1, hours % 24, Number(hhmm.slice(3, 5)));
  const clock = clockOf(locale);
  if (hours === 24 && clock.hourCycle === 'h23') return new Intl.DateTimeFormat(intlLocale(locale), { ...clock, hourCycle: 'h24', timeZone: 'UTC' }).format(at);
  return formatDate(locale, at, 'time', { timeZone: 'UTC' });
}
