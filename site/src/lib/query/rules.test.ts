import { describe, expect, test } from 'bun:test';
import { CACHE_VERSION, isStale, restorable, retryDelayMs, shouldRetry } from './rules';

describe('retry rules', () => {
  test('queries: never on 401/403, otherwise up to 3 times', () => {
    expect(shouldRetry('query', 0, 401)).toBe(false);
    expect(shouldRetry('query', 0, 403)).toBe(false);
    expect(shouldRetry('query', 0, 500)).toBe(true);
    expect(shouldRetry('query', 2, 0)).toBe(true);
    expect(shouldRetry('query', 3, 500)).toBe(false);
  });

  test('mutations: once, and only when the request may not have arrived', () => {
    expect(shouldRetry('mutation', 0, 0)).toBe(true);
    expect(shouldRetry('mutation', 0, 503)).toBe(true);
    expect(shouldRetry('mutation', 1, 0)).toBe(false);
    expect(shouldRetry('mutation', 0, 422)).toBe(false);
    expect(shouldRetry('mutation', 0, 500)).toBe(false);
  });

  test('creates (checkout, new bot or account): never, not even after a 503 or a lost answer', () => {
    for (const status of [0, 502, 503, 504, 500]) expect(shouldRetry('create', 0, status)).toBe(false);
  });

  test('backoff doubles up to 30 s', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 30_000]);
  });
});

describe('cache expiry', () => {
  test('stale after its freshness', () => {
    expect(isStale(0, 5 * 60_000, 5 * 60_000 - 1)).toBe(false);
    expect(isStale(0, 5 * 60_000, 5 * 60_000)).toBe(true);
  });

  test('a persisted cache is restored only with version 1.0.0, saved within 24 h, entries younger than 24 h', () => {
    const now = 100 * 3_600_000;
    const entries = { fresh: { data: 1, updatedAt: now - 3_600_000 }, old: { data: 2, updatedAt: now - 25 * 3_600_000 } };
    expect(restorable({ version: CACHE_VERSION, savedAt: now - 1000, entries }, now)).toEqual({ fresh: entries.fresh });
    expect(restorable({ version: '0.9.0', savedAt: now, entries }, now)).toEqual({});
    expect(restorable({ version: CACHE_VERSION, savedAt: now - 25 * 3_600_000, entries }, now)).toEqual({});
    expect(restorable(null, now)).toEqual({});
  });

  test('a persisted cache is restored only on a page of the language that saved it (its answers hold the API’s words in that language)', () => {
    const now = 100 * 3_600_000;
    const entries = { bots: { data: [{ templateLabel: 'Raubritter-Farmer' }], updatedAt: now - 1000 } };
    expect(restorable({ version: CACHE_VERSION, savedAt: now, locale: 'de', entries }, now, 'de')).toEqual(entries);
    expect(restorable({ version: CACHE_VERSION, savedAt: now, locale: 'ar', entries }, now, 'de')).toEqual({});
    expect(restorable({ version: CACHE_VERSION, savedAt: now, entries }, now, 'de')).toEqual({});
  });
});
