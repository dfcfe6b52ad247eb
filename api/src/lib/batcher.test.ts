import { expect, test } from 'bun:test';
import { createBatcher } from './batcher';

test('items added together are written in one batch, and each add resolves once its batch is written', async () => {
  const batches: number[][] = [];
  const batcher = createBatcher<number>(async (items) => {
    await Bun.sleep(5);
    batches.push(items);
  });
  const done: number[] = [];
  await Promise.all([1, 2, 3].map((n) => batcher.add(n).then(() => done.push(n))));
  expect(batches).toEqual([[1, 2, 3]]);
  expect(done).toEqual([1, 2, 3]);
});

test('a full batch is written at once, the rest after it, in order', async () => {
  const batches: number[][] = [];
  const batcher = createBatcher<number>(async (items) => void batches.push(items), { max: 2, delayMs: 1_000 });
  const adds = [1, 2, 3].map((n) => batcher.add(n));
  await Promise.all(adds.slice(0, 2));
  expect(batches).toEqual([[1, 2]]);
  await batcher.drain();
  await adds[2];
  expect(batches).toEqual([[1, 2], [3]]);
});

test("a failed write rejects its batch's adds only; the next batch is written", async () => {
  let fail = true;
  const written: number[][] = [];
  const batcher = createBatcher<number>(async (items) => {
    if (fail) throw new Error('database away');
    written.push(items);
  });
  const first = [batcher.add(1), batcher.add(2)];
  fail = true;
  const results = await Promise.allSettled(first);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  fail = false;
  await batcher.add(3);
  expect(written).toEqual([[3]]);
});
