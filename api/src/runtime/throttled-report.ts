/**
 * Sends what waits at most once per `everyMs`: the first change at once (or, with `firstWaits`, once a
 * period from the report's start has passed), the changes after it together when the time is up; `flush`
 * sends what waits now (a bot stopping). Fewer database writes for busy bots.
 * A change the player waits to see (an attack leaving or ending: the timeline) is sent within `soonMs`
 * instead, together with everything else waiting then; the changes of that short wait ride along, so a
 * report goes at most once per `soonMs` however busy the bot.
 * `take` hands over what waits and forgets it (null: nothing waits).
 */
export class ThrottledReport<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the waiting timer fires (epoch ms). */
  private dueAt = Number.POSITIVE_INFINITY;
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

  /** Something new waits: sent now, or when the time since the last report is up, or (`soonMs`) at the latest that long from now. */
  changed(soonMs?: number): void {
    const now = this.now();
    const periodUp = this.sentAt + this.everyMs - now;
    if (periodUp <= 0 && !this.timer) return this.flush();
    const wait = soonMs === undefined ? periodUp : Math.min(periodUp, soonMs);
    if (this.timer && this.dueAt <= now + wait) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = now + Math.max(0, wait);
    this.timer = setTimeout(() => this.flush(), Math.max(0, wait));
    this.timer.unref?.();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.dueAt = Number.POSITIVE_INFINITY;
    const value = this.take();
    if (value === null) return;
    this.sentAt = this.now();
    this.send(value);
  }
}
