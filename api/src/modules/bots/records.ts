/** What other modules may read of the bots (analytics): who owns a bot, which bots run or failed, a player's bot names. */
import { BotModel, type BotState } from './bot.model';

export type BotOwner = { botId: string; userId: string; accountId: string };

/** The owner and game account of a bot, or null when it is gone. */
export async function botOwner(botId: string): Promise<BotOwner | null> {
  const bot = await BotModel.findById(botId, { userId: 1, accountId: 1 }).lean();
  return bot ? { botId, userId: String(bot.userId), accountId: String(bot.accountId) } : null;
}

/** Every bot now in `state`, with its owner. */
export async function botsInState(state: BotState): Promise<BotOwner[]> {
  const bots = await BotModel.find({ state }, { userId: 1, accountId: 1 }).lean();
  return bots.map((b) => ({ botId: String(b._id), userId: String(b.userId), accountId: String(b.accountId) }));
}

/** A player's bots: id, name and game account. */
export async function botNamesOf(userId: string): Promise<{ id: string; name: string; accountId: string }[]> {
  const bots = await BotModel.find({ userId }, { name: 1, accountId: 1 }).sort({ createdAt: 1 }).lean();
  return bots.map((b) => ({ id: String(b._id), name: b.name, accountId: String(b.accountId) }));
}
