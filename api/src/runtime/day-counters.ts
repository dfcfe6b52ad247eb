/**
 * A bot's counters for the current UTC day (actions taken, resources looted). They start from what the
 * API had stored for today when the bot started, so a restart counts on; a new day starts from zero.
 */
import { countersOn, type BotToday } from '@shared/console';
import { ThrottledReport } from './throttled-report';

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
 * A bot's counters for today, sent at most once per `everyMs` (each report is the day's total, so only
 * the newest waiting one counts).
 */
export class StatsReport {
  private waiting: BotToday | null = null;
  private readonly report: ThrottledReport<BotToday>;

  constructor(send: (today: BotToday) => void, everyMs: number, now: () => number = Date.now) {
    this.report = new ThrottledReport(() => this.takeWaiting(), send, everyMs, now);
  }

  private takeWaiting(): BotToday | null {
    const today = this.waiting;
    this.waiting = null;
    return today;
  }

  push(today: BotToday): void {
    this.waiting = today;
    this.report.changed();
  }

  flush(): void {
    this.report.flush();
  }
}
