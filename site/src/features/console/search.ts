/** Searching the log: which lines contain the query, where to highlight, and how to say how many. */
import type { ConsoleLine } from './log-buffer';
import type { Locale } from '@shared/i18n/locales';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { consoleMessages } from './console.messages';
import { intlLocale } from '@shared/i18n/intl';

/** The query as matched: trimmed and case-insensitive, so "  Logged " finds "logged in". */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function filterLines(lines: readonly ConsoleLine[], query: string): readonly ConsoleLine[] {
  const q = normaliseQuery(query);
  if (!q) return lines;
  return lines.filter((l) => l.text.toLowerCase().includes(q));
}

export type TextPart = { text: string; match: boolean };

/** The text cut into matching and non-matching parts, for <mark>ing every occurrence. */
export function highlightParts(text: string, query: string): TextPart[] {
  const q = normaliseQuery(query);
  if (!q) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + q.length), match: true });
    from = at + q.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** "3 of 120 lines match", "1 of 4 lines matches", "No lines match"; empty when not searching. */
export function matchSummary(matches: number, total: number, query: string, m = messagesNow(consoleMessages), locale: Locale = pageLocale): string {
  if (!normaliseQuery(query)) return '';
  if (matches === 0) return m.noMatches;
  if (total === 1) return m.oneOfOne;
  return m.matches({ total: new Intl.NumberFormat(intlLocale(locale)).format(total) })(matches);
}
