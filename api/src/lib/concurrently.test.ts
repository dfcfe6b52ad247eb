import { describe, expect, test } from 'bun:test';
import { mapConcurrently } from './concurrently';

describe('mapConcurrently', () => {
  test('runs at most `limit` at once and keeps the order of the items', async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrently([5, 1, 4, 2, 3, 0], 2, async (ms) => {
      most = Math.max(most, ++running);
      await Bun.sleep(ms);
      running -= 1;
      return ms * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  test('a failure rejects the whole; no items is no work', async () => {
    await expect(mapConcurrently([1, 2], 4, async (n) => (n === 2 ? Promise.reject(new Error('two')) : n))).rejects.toThrow('two');
    expect(await mapConcurrently([], 4, async () => 1)).toEqual([]);
  });
});
