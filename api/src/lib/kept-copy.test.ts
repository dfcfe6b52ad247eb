/** The kept copy on a clock of its own: read when due, kept through failures, retried after a pause, read once at a time. */
import { expect, test } from 'bun:test';
import { keptCopy } from './kept-copy';

function setup(results: Array<number | Error>) {
  let clock = 0;
  let reads = 0;
  const failures: string[] = [];
  const recoveries: number[] = [];
  const copy = keptCopy<number>({
    read: async () => {
      const next = results[reads++]!;
      if (next instanceof Error) throw next;
      return next;
    },
    now: () => clock,
    cacheMs: 100,
    retryMs: 30,
    onRead: (value, _previous, recovered) => void (recovered && recoveries.push(value)),
    onFailure: (reason) => void failures.push(reason),
  });
  return { copy, failures, recoveries, reads: () => reads, advance: (ms: number) => void (clock += ms) };
}

test('read once, kept until due, then read again', async () => {
  const t = setup([1, 2]);
  expect((await t.copy.current())?.value).toBe(1);
  t.advance(99);
  expect((await t.copy.current())?.value).toBe(1);
  expect(t.reads()).toBe(1);
  t.advance(1);
  expect((await t.copy.current())?.value).toBe(2);
  expect(t.reads()).toBe(2);
});

test('a failure keeps the copy, is reported once per streak, and is retried only after the pause', async () => {
  const t = setup([1, new Error('down'), new Error('still down'), 3]);
  await t.copy.current();
  t.advance(100);
  expect((await t.copy.current())?.value).toBe(1);
  expect(t.copy.error()).toBe('down');
  t.advance(29);
  await t.copy.current();
  expect(t.reads()).toBe(2);
  t.advance(1);
  await t.copy.current();
  expect(t.copy.error()).toBe('still down');
  expect(t.failures).toEqual(['down']);
  t.advance(30);
  expect((await t.copy.current())?.value).toBe(3);
  expect(t.copy.error()).toBeNull();
  expect(t.recoveries).toEqual([3]);
});

test('many asking at once share one read', async () => {
  const t = setup([7]);
  const all = await Promise.all([t.copy.current(), t.copy.current(), t.copy.current()]);
  expect(all.map((k) => k?.value)).toEqual([7, 7, 7]);
  expect(t.reads()).toBe(1);
});
