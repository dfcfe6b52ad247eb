/**
 * The shares as other modules read them (a module reads another's data through its functions): the share
 * of a game account with a player, and the accounts shared with a player. The bots module asks these on
 * every bot route (bots/reach.ts).
 */
import mongoose from 'mongoose';
import type { SharePermission } from '@shared/sharing';
import { ShareModel } from './share.model';

/** The share of `accountId` with `userId`, accepted: its owner and permissions; null when there is none. */
export async function shareOf(userId: unknown, accountId: unknown): Promise<{ ownerId: string; permissions: SharePermission[] } | null> {
  if (!mongoose.isValidObjectId(accountId) || !mongoose.isValidObjectId(userId)) return null;
  const share = await ShareModel.findOne({ accountId: String(accountId), granteeId: String(userId) }, { ownerId: 1, permissions: 1 }).lean();
  return share ? { ownerId: String(share.ownerId), permissions: share.permissions as SharePermission[] } : null;
}

/** The game accounts shared with `userId`, oldest share first. */
export async function accountsSharedWith(userId: string): Promise<string[]> {
  return (await ShareModel.find({ granteeId: userId }, { accountId: 1 }).sort({ acceptedAt: 1, _id: 1 }).lean()).map((s) => String(s.accountId));
}
