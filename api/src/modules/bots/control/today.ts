/**
 * Stores a bot's counters for today as the runtime reports them. Reports carry the day's totals, not
 * increments, so one handled twice (the fleet redelivers after a crash) or late changes nothing: within
 * a day the larger figure stays; a later day replaces an earlier one, never the other way round.
 * Written by `_id` and a condition on the stored day, in one operation as a rule (the embedded FerretDB
 * finds the one document by `_id` and checks the rest on it; a filter without `_id` read the whole bots
 * collection for every report: 500 bots took 60–110 s to come online instead of 46 s in bench/runtime).
 * A bot's reports are handled one at a time (the supervisor's chain per bot, on the one instance that
 * consumes them).
 */
import type { BotToday } from '@shared/console';
import { BotModel } from '../records/bot.model';

/** The counters to keep: the later day, or within one day the larger figures. */
export function mergeToday(stored: BotToday | null | undefined, reported: BotToday): BotToday {
  if (!stored || reported.day > stored.day) return reported;
  if (reported.day < stored.day) return stored;
  return { day: stored.day, actions: Math.max(stored.actions, reported.actions), loot: Math.max(stored.loot, reported.loot) };
}

/**
 * Within the stored day, each counter rises to the report's (`$max`): one write, where a read and a write
 * were (28 % of the database's operations while 1,000 bots played: bench/runtime, BENCH_DB_PROFILE=1).
 * A report of a later day, or the first, replaces what is stored; one of an earlier day changes nothing.
 */
export async function recordToday(botId: string, today: BotToday): Promise<void> {
  // Twice at most: another writer may store the same day between the two writes, and then the first applies.
  for (let tries = 0; tries < 2; tries++) {
    const raised = await BotModel.updateOne({ _id: botId, 'today.day': today.day }, { $max: { 'today.actions': today.actions, 'today.loot': today.loot } });
    if (raised.matchedCount) return;
    const replaced = await BotModel.updateOne({ _id: botId, $or: [{ today: null }, { 'today.day': { $lt: today.day } }] }, { $set: { today } });
    if (replaced.matchedCount) return;
    // Neither matched: the bot is gone, or it stores a later day (a late report), or the same day just now.
    if (!(await BotModel.exists({ _id: botId, 'today.day': today.day }))) return;
  }
}
