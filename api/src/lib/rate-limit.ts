/**
 * Fixed-window counters in memory. Enough for one API process; several processes would move these
 * counters into the database (an atomic $inc per key and window) behind the same two methods.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again; 0 while it is under the limit. */
  blockedFor(key: string): number {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= this.now()) return 0;
    return w.count >= this.limit ? (w.resetAt - this.now()) / 1000 : 0;
  }

  hit(key: string): void {
    const now = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      w.count += 1;
    }
  }

  /** Gives back one counted attempt (it turned out not to be a failure). */
  release(key: string): void {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
