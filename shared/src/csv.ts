/**
 * The one CSV writer, for every CSV the API and the site produce (analytics, the trade log): RFC 4180 (a
 * comma between cells, CRLF after every row, a cell quoted when it holds a quote, a comma or a line break;
 * and a semicolon or a tab too: a spreadsheet in a locale whose list separator is `;` (German, French…)
 * splits an unquoted cell there, and `Farm;=1+1` would become a cell `=1+1`, while a quoted one stays whole)
 * with the guard against formula injection from OWASP's "CSV Injection" page: a cell starting with =, +, -,
 * @, a tab or a carriage return is read by spreadsheets as a formula, so it gets a leading apostrophe and
 * is shown as the text it is. Names in these files come from players and from the game (castle names), so
 * any of them may start that way. A plain number ("-12", "+3.5", a number value) is left as it is: the
 * spreadsheet computes nothing from it, and a figure must stay a figure.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** One cell: empty for null or undefined; guarded, then quoted where RFC 4180 asks. */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows (the header first) as a CSV file's text, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
