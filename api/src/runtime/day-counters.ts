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
