/** Analytics as CSV (RFC 4180): one row per period and bot that did anything, the sums in the header's order. */
import { TALLY_FIELDS, TALLY_LABELS, type Tally } from '@shared/outcomes';

type Rows = { step: 'hour' | 'day'; bots: { name: string | null; accountName: string | null; points: { at: number; tally: Tally }[] }[] };

function cell(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: kept as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(data: Rows): string {
  const header = [data.step === 'hour' ? 'Hour (UTC)' : 'Day (UTC)', 'Bot', 'Game account', ...TALLY_FIELDS.map((f) => TALLY_LABELS[f])];
  const rows = [header.map(cell).join(',')];
  for (const bot of data.bots) {
    for (const point of bot.points) {
      if (!TALLY_FIELDS.some((f) => point.tally[f])) continue;
      const when = new Date(point.at).toISOString();
      rows.push([data.step === 'hour' ? `${when.slice(0, 13)}:00` : when.slice(0, 10), bot.name ?? '(deleted bot)', bot.accountName ?? '', ...TALLY_FIELDS.map((f) => point.tally[f] ?? 0)].map(cell).join(','));
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}
