/**
 * "3 min ago", "yesterday", in the page's language: the steps of lib/time.ts's relativeTime (which
 * speaks English only), with the words from settings/ago and, past a week, the date as the language writes it.
 */
import type { agoMessages } from './security.messages';

export type AgoWords = typeof agoMessages.base;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgo(iso: string, words: AgoWords, locale: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (!Number.isFinite(then)) return '';
  const ago = Math.max(0, now - then);
  if (ago < MINUTE) return words.justNow;
  if (ago < HOUR) return words.minutes(Math.floor(ago / MINUTE));
  if (ago < DAY) return words.hours(Math.floor(ago / HOUR));
  if (ago < 2 * DAY) return words.yesterday;
  if (ago < 7 * DAY) return words.days(Math.floor(ago / DAY));
  return new Date(then).toLocaleDateString(locale);
}

/** The exact time, for a hover title, as the language writes it. */
export function exactTimeIn(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isFinite(date.getTime()) ? date.toLocaleString(locale) : '';
}
