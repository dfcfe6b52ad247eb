/**
 * What other modules may read of the bots: who owns a bot, which bots run or failed, a player's bots and
 * their names (analytics, the admin, support, alliances, leaving). Reads only: writes go through the service.
 */
import mongoose from 'mongoose';
import { BotModel, type BotDocument, type BotState } from './bot.model';

export type BotOwner = { botId: string; userId: string; accountId: string };

/** The owner, game account and template of a bot, or null when it is gone. */
export async function botOwner(botId: string): Promise<(BotOwner & { templateId: string }) | null> {
  const bot = await BotModel.findById(botId, { userId: 1, accountId: 1, templateId: 1 }).lean();
  return bot ? { botId, userId: String(bot.userId), accountId: String(bot.accountId), templateId: String(bot.templateId) } : null;
}

/** Every bot now in `state`, with its owner. */
export async function botsInState(state: BotState): Promise<BotOwner[]> {
  const bots = await BotModel.find({ state }, { userId: 1, accountId: 1 }).lean();
  return bots.map((b) => ({ botId: String(b._id), userId: String(b.userId), accountId: String(b.accountId) }));
}

/** A player's bots: id, name, game account and template. */
export async function botNamesOf(userId: string): Promise<{ id: string; name: string; accountId: string; templateId: string }[]> {
  const bots = await BotModel.find({ userId }, { name: 1, accountId: 1, templateId: 1 }).sort({ createdAt: 1 }).lean();
  return bots.map((b) => ({ id: String(b._id), name: b.name, accountId: String(b.accountId), templateId: String(b.templateId) }));
}

/** The ids of the user's bots: leaving/delete.ts removes each through the service's own delete path. */
export async function botIdsOf(userId: string): Promise<string[]> {
  return (await BotModel.find({ userId }).select({ _id: 1 }).lean()).map((bot) => String(bot._id));
}

/** How many bots play now (the admin's statistics). */
export function onlineBotCount(): Promise<number> {
  return BotModel.countDocuments({ state: 'online' });
}

/** The bots of these users, oldest first (the admin's user list and user page). */
export function botsOfUsers(userIds: string[]) {
  return BotModel.find({ userId: { $in: userIds } })
    .sort({ createdAt: 1, _id: 1 })
    .lean();
}

/** The bots of one template on these game accounts, what they are and whether they play (an alliance space's rules). */
export function botsOnAccounts(accountIds: string[], templateId: string) {
  return BotModel.find({ accountId: { $in: accountIds }, templateId })
    .select({ accountId: 1, name: 1, state: 1, desiredState: 1 })
    .lean();
}

/** The newest bots of the platform (the admin's bot list). */
export function newestBots(limit: number) {
  return BotModel.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
}

/** The user's bot with this id, or null (also for an id that is not one). */
export async function botOfUser(userId: string, botId: string): Promise<BotDocument | null> {
  return mongoose.isValidObjectId(botId) ? BotModel.findOne({ _id: botId, userId }) : null;
}
