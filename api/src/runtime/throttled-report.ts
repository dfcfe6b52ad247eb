/**
 * Sends what waits at most once per `everyMs`: the first change at once (or, with `firstWaits`, once a
 * period from the report's start has passed), the changes after it together when the time is up; `flush` sends what waits now (a bot stopping). Fewer database
 * writes for busy bots.
 * `take` hands over what waits and forgets it (null: nothing waits).
 */
export class ThrottledReport<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sentAt: number;

  constructor(
    private readonly take: () => T | null,
    private readonly send: (value: T) => void,
    private readonly everyMs: number,
    private readonly now: () => number = Date.now,
    firstWaits = false,
  ) {
    this.sentAt = firstWaits ? now() : Number.NEGATIVE_INFINITY;
  }

  /** Something new waits: sent now, or when the time since the last report is up. */
  changed(): void {
    if (this.timer) return;
    const wait = this.sentAt + this.everyMs - this.now();
    if (wait <= 0) return this.flush();
    this.timer = setTimeout(() => this.flush(), wait);
    this.timer.unref?.();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const value = this.take();
    if (value === null) return;
    this.sentAt = this.now();
    this.send(value);
  }
}
