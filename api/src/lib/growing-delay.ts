/**
 * Failures that make the next try wait longer and longer ("ever increasing delays between attempts",
 * OWASP Authentication Cheat Sheet, Protect Against Automated Attacks): the first `free` failures of a
 * key cost nothing; after them each try waits `firstDelayMs`, doubled per further failure, up to
 * `maxDelayMs`. A key is forgotten `forgetAfterMs` after the wait its last failure set has ended.
 * Shared by every API instance (lib/shared-record.ts), so it holds across instances and restarts.
 */
import type { KV } from '@nats-io/kv';
import { SharedRecords } from './shared-record';

export type DelayRule = { free: number; firstDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

type Failures = { count: number; lastAt: number };

export class GrowingDelay {
  private readonly records: SharedRecords<Failures>;

  constructor(
    bucket: () => Promise<KV>,
    name: string,
    readonly rule: DelayRule,
    private readonly now: () => number = Date.now,
  ) {
    this.records = new SharedRecords<Failures>(bucket, name, (f) => f.lastAt + this.delayAfter(f.count) + rule.forgetAfterMs > this.now());
  }

  /** How long a try waits after `failures` failures. */
  delayAfter(failures: number): number {
    const { free, firstDelayMs, maxDelayMs } = this.rule;
    if (failures < free) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - free, 40));
  }

  /**
   * Counts a try as a failure before it is judged, unless its wait has not ended: 0 when counted, else
   * the seconds left to wait. One compare-and-set, so simultaneous tries cannot all slip in while the
   * first is judged: the one after the free failures finds the wait the others set.
   */
  async reserve(key: string): Promise<number> {
    let wait = 0;
    await this.records.change(key, (f) => {
      const now = this.now();
      const until = f ? f.lastAt + this.delayAfter(f.count) : 0;
      if (until > now) {
        wait = (until - now) / 1000;
        return undefined;
      }
      wait = 0;
      return { count: (f?.count ?? 0) + 1, lastAt: now };
    });
    return wait;
  }

  /** Gives back a try that turned out not to be a failure (it could not be judged). */
  async release(key: string): Promise<void> {
    await this.records.change(key, (f) => (f && f.count > 0 ? { count: f.count - 1, lastAt: f.lastAt } : undefined));
  }

  /** The key proved itself (the right password): it starts afresh. */
  async reset(key: string): Promise<void> {
    await this.records.change(key, (f) => (f ? null : undefined));
  }
}
