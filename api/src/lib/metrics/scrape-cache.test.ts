import { describe, expect, test } from 'bun:test';
import { scrapeCache } from './scrape-cache';

describe('a figure read at scrape time', () => {
  test('is read once per period, however many scrapes ask, together or one after another', async () => {
    let clock = 0;
    let stored = 3;
    const cache = scrapeCache(
      'things',
      async () => stored,
      10_000,
      () => clock,
    );
    expect(await Promise.all([cache.fresh(), cache.fresh(), cache.fresh()])).toEqual([3, 3, 3]);
    stored = 4;
    clock = 9_999;
    expect(await cache.fresh()).toBe(3);
    expect(cache.reads).toBe(1);
    clock = 10_000;
    expect(await cache.fresh()).toBe(4);
    expect(cache.reads).toBe(2);
    stored = 5;
    cache.forget();
    expect(await cache.fresh()).toBe(5);
  });

  test('a read that fails keeps the last figures and is not tried again before the period is over', async () => {
    let clock = 0;
    let fail = false;
    const cache = scrapeCache(
      'things',
      async () => {
        if (fail) throw new Error('database away');
        return 7;
      },
      10_000,
      () => clock,
    );
    expect(await cache.fresh()).toBe(7);
    fail = true;
    clock = 10_000;
    expect(await cache.fresh()).toBe(7);
    clock = 15_000;
    expect(await cache.fresh()).toBe(7);
    expect(cache.reads).toBe(2);
  });

  test('a read that throws before its first await is cleared too: the next period reads again', async () => {
    let clock = 0;
    const cache = scrapeCache<number>(
      'things',
      () => {
        throw new Error('no connection');
      },
      10_000,
      () => clock,
    );
    expect(await cache.fresh()).toBeNull();
    clock = 10_000;
    expect(await cache.fresh()).toBeNull();
    expect(cache.reads).toBe(2);
  });
});
