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

test('a full batch is written at once, and the rest right after it, in order', async () => {
  const batches: number[][] = [];
  // A delay no test waits for: only a full batch, or the end of the write before, cuts one.
  const batcher = createBatcher<number>(async (items) => void batches.push(items), { max: 2, delayMs: 60_000 });
  const adds = [1, 2, 3].map((n) => batcher.add(n));
  await Promise.all(adds);
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

test('what arrives while a batch is written waits for it and goes out as one batch, not one per delay', async () => {
  const batches: number[][] = [];
  let release!: () => void;
  const slow = new Promise<void>((resolve) => (release = resolve));
  const batcher = createBatcher<number>(
    async (items) => {
      batches.push(items);
      if (batches.length === 1) await slow;
    },
    { delayMs: 1 },
  );
  const first = batcher.add(0);
  for (let i = 0; i < 2_000 && batches.length === 0; i++) await Bun.sleep(1); // the first batch under way
  // Ten items, each well past the delay after the one before, while the first batch is still being written.
  const later: Promise<void>[] = [];
  for (let n = 1; n <= 10; n++) {
    later.push(batcher.add(n));
    await Bun.sleep(3);
  }
  release();
  await Promise.all([first, ...later]);
  expect(batches).toEqual([[0], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
});
