import { expect, test } from 'bun:test';
import { appendLines, countAfter, EMPTY_LOG, MAX_CONSOLE_LINES, type ConsoleLine } from './log-buffer';

const line = (id: number, text = `line ${id}`): ConsoleLine => ({ id, at: 0, level: 'info', text });

test('lines are appended in order and the last id is tracked', () => {
  const log = appendLines(EMPTY_LOG, [line(1), line(2)]);
  expect(log.lines.map((l) => l.text)).toEqual(['line 1', 'line 2']);
  expect(log.lastId).toBe(2);
  expect(appendLines(log, [line(3)]).lines).toHaveLength(3);
});

test('a replay after a reconnect never duplicates lines', () => {
  const log = appendLines(EMPTY_LOG, [line(10), line(11), line(12)]);
  const resumed = appendLines(log, [line(11), line(12), line(13), line(13)]);
  expect(resumed.lines.map((l) => l.id)).toEqual([10, 11, 12, 13]);
});

test('nothing new returns the very same buffer (no re-render)', () => {
  const log = appendLines(EMPTY_LOG, [line(5)]);
  expect(appendLines(log, [line(4), line(5)])).toBe(log);
  expect(appendLines(log, [])).toBe(log);
  expect(appendLines(log, [line(Number.NaN)])).toBe(log);
});

test('only the newest 2000 lines are kept', () => {
  const many = Array.from({ length: MAX_CONSOLE_LINES + 50 }, (_, i) => line(i + 1));
  const log = appendLines(EMPTY_LOG, many);
  expect(log.lines).toHaveLength(MAX_CONSOLE_LINES);
  expect(log.lines[0]?.id).toBe(51);
  const more = appendLines(log, [line(MAX_CONSOLE_LINES + 51)]);
  expect(more.lines).toHaveLength(MAX_CONSOLE_LINES);
  expect(more.lines[0]?.id).toBe(52);
  expect(more.lines.at(-1)?.id).toBe(MAX_CONSOLE_LINES + 51);
});

test('a smaller cap can be given', () => {
  expect(appendLines(EMPTY_LOG, [line(1), line(2), line(3)], 2).lines.map((l) => l.id)).toEqual([2, 3]);
});

test('countAfter counts the lines newer than an id', () => {
  const lines = [line(1), line(2), line(3), line(4)];
  expect(countAfter(lines, 2)).toBe(2);
  expect(countAfter(lines, 4)).toBe(0);
  expect(countAfter([], 0)).toBe(0);
});
