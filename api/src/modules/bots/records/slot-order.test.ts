import { describe, expect, test } from 'bun:test';
import { createSlotOrder } from './slot-order';

/** A user's bots, oldest first, and how often they were read. */
function store(initial: string[]) {
  const bots = [...initial];
  let reads = 0;
  const order = createSlotOrder(async () => {
    reads += 1;
    return [...bots];
  });
  return { bots, order, reads: () => reads };
}

describe('slot order', () => {
  test('a bot known within the slots is not read again; one beyond them is read each time', async () => {
    const s = store(['a', 'b', 'c']);
    expect(await s.order.within('u', 'a', 2)).toBe(true);
    expect(await s.order.within('u', 'b', 2)).toBe(true);
    expect(s.reads()).toBe(1);
    expect(await s.order.within('u', 'c', 2)).toBe(false);
    expect(await s.order.within('u', 'c', 2)).toBe(false);
    expect(s.reads()).toBe(3);
  });

  test('deleting an older bot brings a later one within the slots', async () => {
    const s = store(['a', 'b', 'c']);
    expect(await s.order.within('u', 'c', 2)).toBe(false);
    s.bots.splice(0, 1);
    expect(await s.order.within('u', 'c', 2)).toBe(true);
  });

  test('fewer slots (a smaller plan) put a bot known within the old ones beyond the new', async () => {
    const s = store(['a', 'b', 'c']);
    expect(await s.order.within('u', 'c', 12)).toBe(true);
    expect(await s.order.within('u', 'c', 1)).toBe(false);
    expect(await s.order.within('u', 'a', 1)).toBe(true);
  });

  test("a bot created after the read is read for (it is not in the remembered order), and users don't mix", async () => {
    const s = store(['a']);
    expect(await s.order.within('u', 'a', 2)).toBe(true);
    s.bots.push('b');
    expect(await s.order.within('u', 'b', 2)).toBe(true);
    expect(s.reads()).toBe(2);
    expect(await s.order.within('other', 'a', 2)).toBe(true);
    expect(s.reads()).toBe(3);
  });
});
