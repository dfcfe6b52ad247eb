/** Analytics as CSV: one row per period and bot that did anything, the sums in the header's order. */
import { toCsv as writeCsv, type CsvValue } from '@shared/csv';
import { TALLY_FIELDS, TALLY_LABELS, type Tally } from '@shared/outcomes';

type Rows = { step: 'hour' | 'day'; bots: { name: string | null; accountName: string | null; points: { at: number; tally: Tally }[] }[] };

export function toCsv(data: Rows): string {
  const header = [data.step === 'hour' ? 'Hour (UTC)' : 'Day (UTC)', 'Bot', 'Game account', ...TALLY_FIELDS.map((f) => TALLY_LABELS[f])];
  const rows: CsvValue[][] = [header];
  for (const bot of data.bots) {
    for (const point of bot.points) {
      if (!TALLY_FIELDS.some((f) => point.tally[f])) continue;
      const when = new Date(point.at).toISOString();
      rows.push([
        data.step === 'hour' ? `${when.slice(0, 13)}:00` : when.slice(0, 10),
        bot.name ?? '(deleted bot)',
        bot.accountName ?? '',
        ...TALLY_FIELDS.map((f) => point.tally[f] ?? 0),
      ]);
    }
  }
  return writeCsv(rows);
}
