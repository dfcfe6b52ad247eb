/**
 * Who may act on a bot, and under whose plan: its owner; or a player its game account is shared with
 * (sharing/), for what the share's permissions allow on that route (SHARED_BOT_ROUTES in @shared/sharing,
 * the one table).
 * Every bot route asks here. A player with no share of the bot's account does not learn the bot exists
 * (404); a share that lacks the route's permission is told what it lacks (403).
 */
import mongoose from 'mongoose';
import { SHARED_BOT_ROUTES, type SharedBotRoute, type SharePermission } from '@shared/sharing';
import { phrase, said } from '@shared/i18n/said';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { userById, type UserDocument } from '../../users/records';
import { sharePermissionWords, sharingErrors } from '../../sharing/errors.messages';
import { playerName } from '../../sharing/service';
import { shareOf } from '../../sharing/shares';
import { BotModel, type BotDocument } from './bot.model';

/** The bot, its owner (whose plan and slots govern it) and who asks; `shared` when they are not the same. */
export type BotReach = { bot: BotDocument; owner: UserDocument; by: UserDocument; shared: boolean };

/** The owner of a game account shared with `user`, when the share allows `route`; null when it is not shared with them. */
async function sharedOwner(user: UserDocument, accountId: unknown, route: SharedBotRoute): Promise<UserDocument | null> {
  const share = await shareOf(user._id, accountId);
  if (!share) return null;
  const owner = await userById(share.ownerId);
  if (!owner) return null;
  const need: SharePermission = SHARED_BOT_ROUTES[route];
  if (!share.permissions.includes(need)) {
    throw new ForbiddenError(said(sharingErrors, 'notAllowed', { owner: playerName(owner), what: phrase(sharePermissionWords, need) }));
  }
  return owner;
}

/** The bot for `route`, asked by `user`: theirs, or shared with them with the route's permission. */
export async function reachBot(user: UserDocument, botId: string, route: SharedBotRoute): Promise<BotReach> {
  const bot = mongoose.isValidObjectId(botId) ? await BotModel.findById(botId) : null;
  if (!bot) throw new NotFoundError('Bot');
  if (String(bot.userId) === user.id) return { bot, owner: user, by: user, shared: false };
  const owner = await sharedOwner(user, bot.accountId, route);
  if (!owner) throw new NotFoundError('Bot');
  return { bot, owner, by: user, shared: true };
}

/**
 * The owner of a game account a new bot is asked for: `user` for their own account, the owner when it is
 * shared with `user` with "manage"; null when it is neither (the caller answers as for an unknown account).
 */
export async function accountOwnerFor(user: UserDocument, accountId: string): Promise<UserDocument | null> {
  if (!mongoose.isValidObjectId(accountId)) return null;
  if (!(await shareOf(user._id, accountId))) return user;
  return sharedOwner(user, accountId, 'POST /api/bots');
}

/** Whether `userId` may still read `botId`'s console (its owner, or a share of its account): asked again when a share ends. */
export async function mayReadConsole(userId: string, botId: string): Promise<boolean> {
  const bot = mongoose.isValidObjectId(botId) ? await BotModel.findById(botId, { userId: 1, accountId: 1 }).lean() : null;
  if (!bot) return false;
  if (String(bot.userId) === userId) return true;
  return Boolean(await shareOf(userId, bot.accountId));
}
