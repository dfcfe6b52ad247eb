/** Times as people read them: "3 min ago" (with the exact time on hover), uptimes as "2 h 5 min". */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `iso` was, from `now`: "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (!Number.isFinite(then)) return '';
  const ago = Math.max(0, now - then);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 2 * DAY) return 'yesterday';
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} days ago`;
  return new Date(then).toLocaleDateString();
}

/** The exact time, for the hover title. */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isFinite(date.getTime()) ? date.toLocaleString() : '';
}

/** A running time: "45 s", "12 min", "2 h 5 min", "3 d 4 h". */
export function duration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A clock time to the second, in the reader's time zone: "16:05:09" (console lines). */
export function clockTime(ms: number): string {
  const date = new Date(ms);
  return Number.isFinite(date.getTime()) ? `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}` : '';
}
