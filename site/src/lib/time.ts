/**
 * Times as people read them: "3 min ago" (with the exact time on hover), uptimes as "2 h 5 min", in the
 * page's language (`words` and `locale` are there for tests; the screens use the defaults).
 */
import { formatDate } from '@shared/i18n/dates';
import { messagesNow, pageLocale } from './i18n';
import { timeMessages } from '../components/ui/ui.messages';

type Words = typeof timeMessages.base;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `iso` was, from `now`: "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function relativeTime(iso: string, now = Date.now(), t: Words = messagesNow(timeMessages), locale: string = pageLocale): string {
  const then = new Date(iso).getTime();
  if (!Number.isFinite(then)) return '';
  const ago = Math.max(0, now - then);
  if (ago < MINUTE) return t.justNow;
  if (ago < HOUR) return t.minutesAgo(Math.floor(ago / MINUTE));
  if (ago < DAY) return t.hoursAgo(Math.floor(ago / HOUR));
  if (ago < 2 * DAY) return t.yesterday;
  if (ago < 7 * DAY) return t.daysAgo(Math.floor(ago / DAY));
  return formatDate(locale, then, 'date');
}

/** The exact time, for the hover title. */
export function exactTime(iso: string, locale: string = pageLocale): string {
  return formatDate(locale, iso, 'dateTime');
}

/** A running time: "45 s", "12 min", "2 h 5 min", "3 d 4 h". */
export function duration(ms: number, t: Words = messagesNow(timeMessages)): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return t.seconds({ s });
  const m = Math.floor(s / 60);
  if (m < 60) return t.minutes({ m });
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? t.hoursMinutes({ h, m: m % 60 }) : t.hours({ h });
  const d = Math.floor(h / 24);
  return h % 24 ? t.daysHours({ d, h: h % 24 }) : t.days({ d });
}

/** A clock time to the second on the reader's clock, as their language writes it: "4:05:09 PM", "16:05:09" (console lines). */
export function clockTime(ms: number | string, locale: string = pageLocale): string {
  return formatDate(locale, ms, 'timeSeconds');
}
