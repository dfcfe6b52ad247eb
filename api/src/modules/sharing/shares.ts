/**
 * The shares as other modules read them (a module reads another's data through its functions): the share
 * of a game account with a player, and the accounts shared with a player. The bots module asks these on
 * every bot route (bots/reach.ts).
 *
 * Sharing is the owner's plan's (SHARING_PLAN): while the owner's plan does not include it (a downgrade, a
 * subscription ended) their shares give nothing, and they give again once it does. The shares themselves are
 * kept, so an owner who pays again does not have to share anew.
 */
import mongoose from 'mongoose';
import { canShare, type SharePermission } from '@shared/sharing';
import { usersByIds } from '../users/records';
import { ShareModel } from './share.model';

/** The share of `accountId` with `userId`, accepted, while its owner's plan shares: its owner and permissions; else null. */
export async function shareOf(userId: unknown, accountId: unknown): Promise<{ ownerId: string; permissions: SharePermission[] } | null> {
  if (!mongoose.isValidObjectId(accountId) || !mongoose.isValidObjectId(userId)) return null;
  const share = await ShareModel.findOne({ accountId: String(accountId), granteeId: String(userId) }, { ownerId: 1, permissions: 1 }).lean();
  if (!share || !(await sharingOwners([String(share.ownerId)])).has(String(share.ownerId))) return null;
  return { ownerId: String(share.ownerId), permissions: share.permissions as SharePermission[] };
}

/** The game accounts shared with `userId` by owners whose plan shares, oldest share first. */
export async function accountsSharedWith(userId: string): Promise<string[]> {
  const shares = await ShareModel.find({ granteeId: userId }, { accountId: 1, ownerId: 1 }).sort({ acceptedAt: 1, _id: 1 }).lean();
  const sharing = await sharingOwners(shares.map((s) => String(s.ownerId)));
  return shares.filter((s) => sharing.has(String(s.ownerId))).map((s) => String(s.accountId));
}

/** Of these owners, the ones whose plan includes sharing now. */
export async function sharingOwners(ownerIds: string[]): Promise<Set<string>> {
  if (ownerIds.length === 0) return new Set();
  const owners = await usersByIds([...new Set(ownerIds)]);
  return new Set(owners.filter((owner) => canShare(owner.plan as string)).map((owner) => owner.id as string));
}
