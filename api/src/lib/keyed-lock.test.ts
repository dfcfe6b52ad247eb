import { expect, test } from 'bun:test';
import { createKeyedLock } from './keyed-lock';

test('tasks of one key run one at a time, other keys in parallel, failures do not block the queue', async () => {
  const withLock = createKeyedLock();
  const log: string[] = [];
  const task =
    (name: string, ms: number, fail = false) =>
    async () => {
      log.push(`${name}:start`);
      await Bun.sleep(ms);
      log.push(`${name}:end`);
      if (fail) throw new Error(name);
      return name;
    };
  const results = await Promise.allSettled([withLock('a', task('a1', 20, true)), withLock('a', task('a2', 5)), withLock('b', task('b1', 5))]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  expect(log.indexOf('a2:start')).toBeGreaterThan(log.indexOf('a1:end'));
  expect(log.indexOf('b1:start')).toBeLessThan(log.indexOf('a1:end'));
});
