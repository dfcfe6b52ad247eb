/**
 * Stores a bot's counters for today as the runtime reports them. Reports carry the day's totals, not
 * increments, so one handled twice (the fleet redelivers after a crash) or late changes nothing: within
 * a day the larger figure stays; a later day replaces an earlier one, never the other way round.
 */
import type { BotToday } from '@shared/console';
import { BotModel } from './bot.model';

export async function recordToday(botId: string, today: BotToday): Promise<void> {
  const sameDay = await BotModel.updateOne({ _id: botId, 'today.day': today.day }, { $max: { 'today.actions': today.actions, 'today.loot': today.loot } });
  if (sameDay.matchedCount > 0) return;
  await BotModel.updateOne({ _id: botId, $or: [{ today: null }, { 'today.day': { $lt: today.day } }] }, { $set: { today } });
}
