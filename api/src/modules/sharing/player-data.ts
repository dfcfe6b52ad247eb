/**
 * The shares' part of a player's data (lib/player-data.ts): the shares of their game accounts, and those
 * given to them. Deleting the account deletes both: those of their accounts went with the accounts (and
 * their bots) before; those given to them end as if given back, so the bots they started on another
 * player's account stop and that player's activity says so.
 */
import type { PlayerDataPart } from '../../lib/player-data';
import { usersByIds } from '../users/records';
import { playerName, type Sharing } from './service';
import { ShareModel, type Share } from './share.model';

const names = async (ids: unknown[]) => new Map((await usersByIds([...new Set(ids.map(String))])).map((u) => [u.id as string, playerName(u)]));

export type SharesDataDeps = { sharing: Pick<Sharing, 'granteeDeleted'> };

export const sharesData = ({ sharing }: SharesDataDeps) =>
  ({
    name: 'shares',
    export: async (userId: string) => {
      const [given, received] = await Promise.all([
        ShareModel.find({ ownerId: userId }).lean<Share[]>(),
        ShareModel.find({ granteeId: userId }).lean<Share[]>(),
      ]);
      const who = await names([...given.flatMap((s) => (s.granteeId ? [s.granteeId] : [])), ...received.map((s) => s.ownerId)]);
      return {
        // `invited`: the address a share still waiting was mailed to (the owner typed it).
        sharesGiven: given.map((s) => ({
          accountId: String(s.accountId),
          with: s.granteeId ? (who.get(String(s.granteeId)) ?? null) : null,
          invited: s.granteeId ? null : (s.email ?? null),
          permissions: s.permissions,
          createdAt: s.createdAt.toISOString(),
        })),
        sharesReceived: received.map((s) => ({
          accountId: String(s.accountId),
          owner: who.get(String(s.ownerId)) ?? '?',
          permissions: s.permissions,
          acceptedAt: s.acceptedAt ? s.acceptedAt.toISOString() : null,
        })),
      };
    },
    forget: async (userId: string) => {
      await sharing.granteeDeleted(userId);
      await ShareModel.deleteMany({ ownerId: userId });
    },
  }) satisfies PlayerDataPart;
