/** The lists' cache: kept a moment, dropped by any write to the owner's documents, never storing a read older than a write. */
import { expect, test } from 'bun:test';
import { createWriteFeed } from './write-feed';
import { createListCache } from './list-cache';

function setup() {
  let clock = 1_000;
  const feed = createWriteFeed();
  const cache = createListCache<string>([feed], { ttlMs: 2_000, now: () => clock });
  let reads = 0;
  const load =
    (value: string, ids: string[] = []) =>
    async () => (reads++, { value, ids });
  return { feed, cache, load, reads: () => reads, tick: (ms: number) => (clock += ms) };
}

test('a second read within the moment is served from the cache; after it, read again', async () => {
  const { cache, load, reads, tick } = setup();
  expect(await cache.get('u1', load('first'))).toBe('first');
  expect(await cache.get('u1', load('second'))).toBe('first');
  expect(reads()).toBe(1);
  tick(2_000);
  expect(await cache.get('u1', load('third'))).toBe('third');
});

test('a write naming the user, or one of the documents read, or nobody in particular, drops the entry', async () => {
  const { feed, cache, load } = setup();
  await cache.get('u1', load('v1', ['bot-a']));
  await cache.get('u2', load('w1', ['bot-b']));
  feed.report({ userId: 'u1', id: null });
  expect(await cache.get('u1', load('v2', ['bot-a']))).toBe('v2');
  expect(await cache.get('u2', load('never'))).toBe('w1');
  feed.report({ userId: null, id: 'bot-b' });
  expect(await cache.get('u2', load('w2'))).toBe('w2');
  feed.report({ userId: null, id: null });
  expect(await cache.get('u1', load('v3'))).toBe('v3');
});

test('a read that a write overtook is answered but not kept', async () => {
  const { feed, cache } = setup();
  let release!: () => void;
  const slow = cache.get('u1', async () => {
    await new Promise<void>((r) => (release = r));
    return { value: 'before the write', ids: [] };
  });
  await Bun.sleep(0);
  feed.report({ userId: 'u1', id: null });
  release();
  expect(await slow).toBe('before the write');
  expect(await cache.get('u1', async () => ({ value: 'after the write', ids: [] }))).toBe('after the write');
});

test('callers that miss while a load is under way share it; after a write, a new load starts', async () => {
  const { feed, cache } = setup();
  let loads = 0;
  let release!: () => void;
  const slow = async () => {
    loads++;
    await new Promise<void>((r) => (release = r));
    return { value: `load ${loads}`, ids: [] };
  };
  const first = Promise.all(Array.from({ length: 50 }, () => cache.get('u1', slow)));
  await Bun.sleep(0);
  expect(loads).toBe(1);
  release();
  expect(new Set(await first)).toEqual(new Set(['load 1']));
  feed.report({ userId: 'u1', id: null });
  const second = cache.get('u1', slow);
  await Bun.sleep(0);
  release();
  expect(await second).toBe('load 2');
});
