import { describe, expect, test } from 'bun:test';
import { createNewestLane } from './newest-lane';

describe('newest lane', () => {
  test('writes one at a time, and a value put while an older one waits replaces it', async () => {
    const written: string[] = [];
    let running = 0;
    let most = 0;
    const lane = createNewestLane<number>(
      async (key, value) => {
        most = Math.max(most, ++running);
        await Bun.sleep(5);
        written.push(`${key}=${value}`);
        running -= 1;
      },
      { failed: () => {} },
    );
    lane.put('a', 1); // under way at once
    lane.put('b', 1);
    lane.put('b', 2); // replaces b=1, still waiting
    lane.put('a', 3); // a=1 is being written: a=3 waits after it
    await lane.drained();
    expect(written).toEqual(['a=1', 'b=2', 'a=3']);
    expect(most).toBe(1);
  });

  test('merges with the waiting value when asked, and a failure goes to `failed` without stopping the lane', async () => {
    const written: string[] = [];
    const failures: string[] = [];
    const lane = createNewestLane<number>(
      async (key, value) => {
        if (key === 'bad') throw new Error('refused');
        written.push(`${key}=${value}`);
      },
      { merge: (waiting, next) => Math.max(waiting ?? 0, next), failed: (key, err) => failures.push(`${key}: ${(err as Error).message}`) },
    );
    lane.put('bad', 1);
    lane.put('x', 5);
    lane.put('x', 2);
    await lane.drained();
    expect(failures).toEqual(['bad: refused']);
    expect(written).toEqual(['x=5']);
  });
});
