/**
 * Fixed-window counters shared by every API instance: kept in a key-value bucket of the engine and
 * changed only by compare-and-set (create, or update at the revision read), so two instances counting the
 * same key at the same moment both count and neither can slip past the limit. Keys are hashed: no e-mail
 * or address is stored in the engine. The bucket forgets a key a while after its last change.
 */
import { createHash } from 'node:crypto';
import type { KV } from '@nats-io/kv';
import { EngineUnavailableError } from './errors';
import { createKeyedLock } from './keyed-lock';

type Window = { count: number; resetAt: number };

export class SharedCounter {
  /**
   * Changes to one key from this instance go one at a time: 150 requests at once with one API key all
   * racing the same compare-and-set ran out of tries and answered "cannot reach its engine" (82 of 150).
   * Only other instances' changes can now conflict with ours.
   */
  private readonly local = createKeyedLock();

  constructor(
    private readonly bucket: () => Promise<KV>,
    /** Sets keys of different counters apart in one bucket. */
    private readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one more for `key` unless it is at its limit: 0 when counted, else the seconds until it may try
   * again. Check and count are one compare-and-set, so concurrent callers cannot pass the limit together.
   */
  async reserve(key: string): Promise<number> {
    let wait = 0;
    await this.change(key, (w) => {
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
    await this.change(key, (w) => (w && w.count > 0 ? { count: w.count - 1, resetAt: w.resetAt } : undefined));
  }

  async reset(key: string): Promise<void> {
    await this.change(key, (w) => (w ? null : undefined));
  }

  private keyOf(key: string): string {
    return `${this.name}.${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
  }

  private live(entry: { operation: string; value: Uint8Array } | null): Window | null {
    if (!entry || entry.operation !== 'PUT') return null;
    const w = JSON.parse(new TextDecoder().decode(entry.value)) as Window;
    return w.resetAt > this.now() ? w : null;
  }

  /**
   * Applies `next` to the key's live window: a new window, null to remove it, undefined to leave it.
   * Retried from a fresh read when another instance changed it in between.
   */
  private change(key: string, next: (w: Window | null) => Window | null | undefined): Promise<void> {
    const k = this.keyOf(key);
    return this.local(k, () => this.changeShared(k, next));
  }

  private async changeShared(k: string, next: (w: Window | null) => Window | null | undefined): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      // Another instance won the last try: step aside a random moment, so the two do not collide again.
      if (attempt > 0) await Bun.sleep(Math.random() * Math.min(50, 2 * attempt));
      const kv = await this.engineCall(() => this.bucket());
      const entry = await this.engineCall(() => kv.get(k));
      const value = next(this.live(entry));
      if (value === undefined) return;
      try {
        if (value === null) await kv.delete(k, { previousSeq: entry!.revision });
        else if (!entry || entry.operation !== 'PUT') await kv.create(k, JSON.stringify(value));
        else await kv.update(k, JSON.stringify(value), entry.revision);
        return;
      } catch (err) {
        if (isConflict(err)) continue;
        throw new EngineUnavailableError();
      }
    }
    throw new EngineUnavailableError();
  }

  /** Any engine failure is the engine being away, said as a 503. */
  private async engineCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof EngineUnavailableError) throw err;
      throw new EngineUnavailableError();
    }
  }
}

/** Another writer changed the key since we read it (or created it first). */
function isConflict(err: unknown): boolean {
  return /wrong last sequence|key exists/i.test(err instanceof Error ? err.message : String(err));
}
