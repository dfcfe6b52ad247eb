import { expect, test } from 'bun:test';
import { createSlots, mapConcurrently } from './concurrently';

/** Work that records how many pieces run at once, each finishing after a turn of the event loop. */
function watched() {
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const work = async (i: number) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, i % 3));
    order.push(i);
    running -= 1;
    return i * 10;
  };
  return { work, most: () => most, order };
}

test("mapConcurrently: at most the limit at once, results in the items' order", async () => {
  const w = watched();
  const items = Array.from({ length: 50 }, (_, i) => i);
  expect(await mapConcurrently(items, 4, w.work)).toEqual(items.map((i) => i * 10));
  expect(w.most()).toBe(4);
  expect(await mapConcurrently([], 4, w.work)).toEqual([]);
});

test('createSlots: at most the limit at once, waiting work taken first come first served', async () => {
  const w = watched();
  const withSlot = createSlots(3);
  const started: number[] = [];
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      withSlot(() => {
        started.push(i);
        return w.work(i);
      }),
    ),
  );
  expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 10));
  expect(w.most()).toBe(3);
  expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
  // A failure frees its slot.
  await expect(withSlot(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
  expect(await withSlot(async () => 'next')).toBe('next');
});
