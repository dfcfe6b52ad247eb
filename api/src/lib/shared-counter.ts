/**
 * Fixed-window counters shared by every API instance, on the engine's shared records
 * (lib/shared-record.ts): check and count are one compare-and-set, so two instances counting the same key
 * at the same moment both count and neither can slip past the limit.
 */
import type { KV } from '@nats-io/kv';
import { SharedRecords } from './shared-record';

type Window = { count: number; resetAt: number };

export class SharedCounter {
  private readonly records: SharedRecords<Window>;

  constructor(
    bucket: () => Promise<KV>,
    /** Sets keys of different counters apart in one bucket. */
    name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.records = new SharedRecords<Window>(bucket, name, (w) => w.resetAt > this.now());
  }

  /**
   * Counts one more for `key` unless it is at its limit: 0 when counted, else the seconds until it may try
   * again. Check and count are one compare-and-set, so concurrent callers cannot pass the limit together.
   */
  async reserve(key: string): Promise<number> {
    let wait = 0;
    await this.records.change(key, (w) => {
      if (w && w.count >= this.limit) {
        wait = (w.resetAt - this.now()) / 1000;
        return undefined;
      }
      wait = 0;
      return w ? { count: w.count + 1, resetAt: w.resetAt } : { count: 1, resetAt: this.now() + this.windowMs };
    });
    return wait;
  }

  /** Gives back one counted attempt (it turned out not to be a failure). */
  async release(key: string): Promise<void> {
    await this.records.change(key, (w) => (w && w.count > 0 ? { count: w.count - 1, resetAt: w.resetAt } : undefined));
  }

  async reset(key: string): Promise<void> {
    await this.records.change(key, (w) => (w ? null : undefined));
  }
}
