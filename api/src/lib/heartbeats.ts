/**
 * The heartbeats of every stream reader waiting for news (a console, an account's map), on one timer per
 * period instead of one per reader. Every reader waits the same period, so the order readers began
 * waiting is the order their heartbeats fall due: they wait in a Set (insertion order; a reader that
 * waits again goes to the back), and the timer is set for the first one's, then the next's.
 */
export type Beating = { waitingSince: number; heartbeat(): void };

export class Heartbeats {
  private readonly waiting = new Set<Beating>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly periodMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The reader waits from now; its heartbeat falls due a period on, unless it leaves first. */
  wait(reader: Beating): void {
    this.waiting.delete(reader);
    reader.waitingSince = this.now();
    this.waiting.add(reader);
    if (!this.timer) this.schedule();
  }

  leave(reader: Beating): void {
    this.waiting.delete(reader);
  }

  get size(): number {
    return this.waiting.size;
  }

  private schedule(): void {
    const first = this.waiting.values().next();
    if (first.done) return;
    this.timer = setTimeout(() => this.due(), Math.max(0, first.value.waitingSince + this.periodMs - this.now()));
    // An open console alone keeps no process alive (the server does, while it serves).
    this.timer.unref?.();
  }

  private due(): void {
    this.timer = null;
    const now = this.now();
    for (const reader of this.waiting) {
      if (reader.waitingSince + this.periodMs > now) break;
      this.waiting.delete(reader);
      reader.heartbeat();
    }
    this.schedule();
  }
}

const byPeriod = new Map<number, Heartbeats>();

/** The shared heartbeats of one period (the API uses one; tests use short ones). */
export function heartbeatsEvery(periodMs: number): Heartbeats {
  let heartbeats = byPeriod.get(periodMs);
  if (!heartbeats) byPeriod.set(periodMs, (heartbeats = new Heartbeats(periodMs)));
  return heartbeats;
}
