import { describe, expect, test } from 'bun:test';
import { combined, interleaved, roundRatios, type Result } from './rounds';

const window = (rps: number, cpuUs: number, p99 = 1): Result => ({ requests: rps * 2, errors: 0, rps, p50: 0.5, p99, cpuUs, clientCpuUs: 20 });

describe('interleaved rounds', () => {
  test('each round runs every target once, in turn', async () => {
    const order: string[] = [];
    const run = (name: string) => async () => (order.push(name), window(1, 1));
    const results = await interleaved(
      [
        { name: 'a', run: run('a') },
        { name: 'b', run: run('b') },
      ],
      3,
    );
    expect(order).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(results.get('b')).toHaveLength(3);
  });

  test('windows combine by their requests, and the ratio is taken round by round', () => {
    // CPU per request weighs each window by its requests: (10 µs × 200 + 40 µs × 800) / 1000.
    expect(combined([window(100, 10), window(400, 40)])).toMatchObject({ requests: 1000, rps: 250, cpuUs: 34 });
    // Round ratios 0.5, 0.9 and 0.8: their median, not the ratio of the totals (1,100 / 1,900 = 0.58).
    expect(roundRatios([window(500, 1), window(900, 1), window(400, 1)], [window(1000, 1), window(1000, 1), window(500, 1)])).toEqual({
      median: 0.8,
      low: 0.5,
      high: 0.9,
    });
  });
});
