/**
 * Per-connection request rate, on the real monotonic clock rather than the injected game clock: a test
 * that freezes game time must not have every command counted in the same instant.
 */
export class RateWindow {
  private readonly hits: number[] = [];

  constructor(
    private readonly maxPerSecond: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Counts one request; true when it makes more than `maxPerSecond` within the last second. */
  exceeded(): boolean {
    const now = this.clock();
    while (this.hits.length > 0 && now - this.hits[0]! >= 1000) this.hits.shift();
    this.hits.push(now);
    return this.hits.length > this.maxPerSecond;
  }
}
