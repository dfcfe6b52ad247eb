import { describe, expect, test } from 'bun:test';
import { Pacer } from './pacing';

describe('pacing', () => {
  test('delays fall between min and max', () => {
    const lows = new Pacer({ minDelaySeconds: 4, maxDelaySeconds: 12 }, () => 0).delayMs();
    const highs = new Pacer({ minDelaySeconds: 4, maxDelaySeconds: 12 }, () => 0.999).delayMs();
    expect(lows).toBe(4000);
    expect(highs).toBeGreaterThan(11_900);
    expect(highs).toBeLessThanOrEqual(12_000);
  });

  test('breaks come every interval ±25 %, last the break length, and then reschedule', () => {
    let now = 0;
    const pacer = new Pacer(
      { breakEveryMinutes: 40, breakMinutes: 5 },
      () => 0.5,
      1,
      () => now,
    );
    now = 39 * 60_000;
    expect(pacer.breakDueMs()).toBe(0);
    now = 40 * 60_000;
    expect(pacer.breakDueMs()).toBe(5 * 60_000);
    expect(pacer.breakDueMs()).toBe(0);
  });

  test('no breaks when the interval is 0', () => {
    let now = 0;
    const pacer = new Pacer({ breakEveryMinutes: 0 }, Math.random, 1, () => now);
    now = 10 * 3_600_000;
    expect(pacer.breakDueMs()).toBe(0);
  });

  test('active hours: inside is 0, outside is the time until they start (UTC, wrapping midnight)', () => {
    const at = (iso: string) => () => Date.parse(iso);
    expect(new Pacer({ activeHours: '07-23' }, Math.random, 1, at('2026-11-20T12:00:00Z')).msUntilActive()).toBe(0);
    expect(new Pacer({ activeHours: '07-23' }, Math.random, 1, at('2026-11-20T05:30:00Z')).msUntilActive()).toBe(1.5 * 3_600_000);
    expect(new Pacer({ activeHours: '22-06' }, Math.random, 1, at('2026-11-20T23:00:00Z')).msUntilActive()).toBe(0);
    expect(new Pacer({ activeHours: '22-06' }, Math.random, 1, at('2026-11-20T12:00:00Z')).msUntilActive()).toBe(10 * 3_600_000);
    expect(new Pacer({ activeHours: '00-24' }, Math.random, 1, at('2026-11-20T03:00:00Z')).msUntilActive()).toBe(0);
  });
});
