/**
 * A bot's counters for the current UTC day (actions taken, resources looted). They start from what the
 * API had stored for today when the bot started, so a restart counts on; a new day starts from zero.
 */
import { countersOn, type BotToday } from '@shared/console';

export class DayCounters {
  constructor(private today: BotToday | null) {}

  /** Adds to today's counters (a new day first starts from zero) and returns them. */
  add(at: number, actions: number, loot: number): BotToday {
    const current = countersOn(this.today, at);
    this.today = { day: current.day, actions: current.actions + actions, loot: current.loot + loot };
    return this.today;
  }
}

/**
 * Sends a bot's counters for today at most once per `everyMs`: the first change at once, the changes
 * after it together when the time is up (each report is the day's total, so only the newest counts).
 * Fewer database writes for busy bots; `flush` sends what waits when the bot stops.
 */
export class StatsReport {
  private waiting: BotToday | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sentAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly send: (today: BotToday) => void,
    private readonly everyMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  push(today: BotToday): void {
    this.waiting = today;
    if (this.timer) return;
    const wait = this.sentAt + this.everyMs - this.now();
    if (wait <= 0) return this.flush();
    this.timer = setTimeout(() => this.flush(), wait);
    this.timer.unref?.();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.waiting) return;
    const today = this.waiting;
    this.waiting = null;
    this.sentAt = this.now();
    this.send(today);
  }
}
