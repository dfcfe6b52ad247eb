/** The users collection's reads and writes other modules need, through this module's front door. */
import mongoose from 'mongoose';
import type { PlanTier } from '@shared/plans';
import { UserModel, type UserDocument } from './user.model';
import { PLAN_IDS_MARK } from '../../lib/plan-ids';

/** Deletes the user document, the last step of "delete my account" (leaving/delete.ts). */
export async function deleteUser(userId: string): Promise<void> {
  await UserModel.deleteOne({ _id: new mongoose.Types.ObjectId(userId) });
}

/** How many players there are (the admin's statistics). */
export function userCount(): Promise<number> {
  return UserModel.countDocuments();
}

/** When each player who signed up since `from` did so (the admin's sign-ups chart). */
export async function signUpTimesSince(from: Date): Promise<Date[]> {
  const users = await UserModel.find({ createdAt: { $gte: from } }, { createdAt: 1 }).lean();
  return users.map((u) => u.createdAt as Date);
}

/** The stored shape of a user, for other modules' signatures. */
export type { UserDocument } from './user.model';

/** A user by id, or null (an id that is not one is no user). */
export async function userById(userId: unknown): Promise<UserDocument | null> {
  return mongoose.isValidObjectId(userId) ? UserModel.findById(userId) : null;
}

/** The user a Discord account is linked to (signing in with Discord links it), or null. */
export async function userByDiscordId(discordId: string): Promise<UserDocument | null> {
  return /^\d{1,25}$/.test(discordId) ? UserModel.findOne({ discordId }) : null;
}

/** Many users by id, in one read (bots resumed together). */
export function usersByIds(userIds: string[]): Promise<UserDocument[]> {
  return UserModel.find({ _id: { $in: userIds } });
}

/** The users at these addresses (stored lower case), in one read: who of ADMIN_EMAILS has an account (the admins' alerts). */
export function usersAt(emails: readonly string[]): Promise<UserDocument[]> {
  return emails.length ? UserModel.find({ email: { $in: emails.map((e) => e.toLowerCase()) } }) : Promise.resolve([]);
}

/** The e-mail address of each of these users, by id (the admin's list of bots). */
export async function emailsOf(userIds: unknown[]): Promise<Map<string, string>> {
  const users = await UserModel.find({ _id: { $in: userIds } })
    .select({ email: 1 })
    .lean();
  return new Map(users.map((u) => [String(u._id), u.email]));
}

/** The language the account at `email` (stored lower case) chose, or null when it chose none; undefined when there is no account there. */
export async function languageAt(email: string): Promise<string | null | undefined> {
  const user = await UserModel.findOne({ email: email.toLowerCase() }, { language: 1 }).lean();
  return user ? (user.language ?? null) : undefined;
}

/** A user's plan, or null when there is no such user. */
export async function planOf(userId: string): Promise<PlanTier | null> {
  const user = mongoose.isValidObjectId(userId) ? await UserModel.findById(userId).select({ plan: 1 }).lean() : null;
  return user ? user.plan : null;
}

/**
 * Sets the plan only over the value it was read as: false when another writer changed it meanwhile
 * (billing/entitlement.ts reads again and retries). One conditional update: of two writers that read the
 * same plan, one changes it (the conformance suite proves it of the embedded database too).
 */
export async function setPlanIf(userId: string, before: PlanTier, plan: PlanTier): Promise<boolean> {
  const written = await UserModel.updateOne({ _id: userId, plan: before }, { plan, ...PLAN_IDS_MARK });
  return written.modifiedCount > 0;
}

/** What the daily bot time reads of a player. */
export type BotTimeUse = Pick<UserDocument, '_id' | 'plan' | 'botTimeDay' | 'botTimeSeconds'>;
const BOT_TIME_FIELDS = { plan: 1, botTimeDay: 1, botTimeSeconds: 1 } as const;

/** A player's plan and bot time used, or null when there is no such player. */
export async function botTimeOf(userId: unknown): Promise<BotTimeUse | null> {
  return mongoose.isValidObjectId(userId) ? UserModel.findById(userId, BOT_TIME_FIELDS).lean<BotTimeUse>() : null;
}

/**
 * Adds `seconds` to the user's bot time of `day`; the use as it is then. A new day starts from zero once,
 * by whichever writer comes first (a condition on the stored day), and every writer then adds its own:
 * two instances that read the user before the day began both count, and neither resets the other.
 */
export async function addBotTime(user: Pick<BotTimeUse, '_id' | 'botTimeDay'>, day: string, seconds: number): Promise<BotTimeUse | null> {
  if (user.botTimeDay !== day) await UserModel.updateOne({ _id: user._id, botTimeDay: { $ne: day } }, { $set: { botTimeDay: day, botTimeSeconds: 0 } });
  // The whole document: the embedded FerretDB has no projection for findAndModify.
  return UserModel.findOneAndUpdate({ _id: user._id }, { $inc: { botTimeSeconds: seconds } }, { returnDocument: 'after' }).lean<BotTimeUse>();
}

/** Sets the player's language (checked by the caller). */
export async function setLanguage(userId: string, language: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { language } });
}

/** Sets the player's time zone (checked by the caller). */
export async function setTimeZone(userId: string, timeZone: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { timeZone } });
}

/** A page of users matching `filter` (newest first) and how many match in all: the admin's user list. */
export async function pageOfUsers(filter: Record<string, unknown>, page: number, limit: number) {
  const [total, users] = await Promise.all([
    UserModel.countDocuments(filter),
    UserModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean(),
  ]);
  return { total, users };
}
