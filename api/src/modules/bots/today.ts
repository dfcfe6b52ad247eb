/**
 * Stores a bot's counters for today as the runtime reports them. Reports carry the day's totals, not
 * increments, so one handled twice (the fleet redelivers after a crash) or late changes nothing: within
 * a day the larger figure stays; a later day replaces an earlier one, never the other way round.
 * Read and written by `_id` alone: the embedded FerretDB pushes no other filter down, and a filter on
 * `today.day` read the whole bots collection for every report (500 bots took 60–110 s to come online
 * instead of 46 s in bench/runtime). A bot's reports are handled one at a time (the supervisor's chain
 * per bot, on the one instance that consumes them), so the read and the write do not interleave.
 */
import type { BotToday } from '@shared/console';
import { BotModel } from './bot.model';

/** The counters to keep: the later day, or within one day the larger figures. */
export function mergeToday(stored: BotToday | null | undefined, reported: BotToday): BotToday {
  if (!stored || reported.day > stored.day) return reported;
  if (reported.day < stored.day) return stored;
  return { day: stored.day, actions: Math.max(stored.actions, reported.actions), loot: Math.max(stored.loot, reported.loot) };
}

export async function recordToday(botId: string, today: BotToday): Promise<void> {
  const bot = await BotModel.findById(botId, { today: 1 }).lean();
  if (!bot) return;
  const stored = bot.today ? { day: bot.today.day, actions: bot.today.actions, loot: bot.today.loot } : null;
  const next = mergeToday(stored, today);
  if (stored && next.actions === stored.actions && next.loot === stored.loot && next.day === stored.day) return;
  await BotModel.updateOne({ _id: botId }, { $set: { today: next } });
}
