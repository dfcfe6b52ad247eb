/**
 * Sharing a game account's bots with another player (issue 39): the owner makes a one-time code with the
 * permissions it grants; the first player to accept it may act on the account's bots as those permissions
 * say (access.ts), under the owner's plan and slots. Either side ends it; ending it stops the bots the
 * other player started and closes their open consoles (a console line every reader gets).
 *
 * The owner may also send it by e-mail (invite-mail.ts): the friend's mail links to the dashboard, which
 * accepts it; a share sent to an address is accepted only by the account of that address, confirmed.
 *
 * Codes are 128 random bits, stored as SHA-256, good for SHARE_CODE_DAYS, used once: accepting is a
 * claim on the share's id (lib/claims.ts), so of any number of simultaneous accepts exactly one passes.
 * What a game account's shares must keep together (at most SHARES_PER_ACCOUNT_MAX, one per player) is
 * checked and written under the account's turn across every API instance (`perAccount`).
 */
import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { PLAN_NAMES, planName } from '@shared/plans';
import {
  canShare,
  SHARE_CODE_DAYS,
  sharePermissions,
  SHARES_PER_ACCOUNT_MAX,
  SHARING_PLAN,
  type OwnedShare,
  type SharePermission,
  type SharedWithMe,
} from '@shared/sharing';
import { said } from '@shared/i18n/said';
import { claim } from '../../lib/claims';
import { localTurns, type TurnLock } from '../../lib/engine-lock';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { normaliseEmail } from '@shared/auth';
import { invitationMail } from './invite-mail';
import { accountLabel, storedAccount } from '../accounts/service';
import { recordActivity } from '../auth/activity/record';
import { activityDetails } from '../auth/activity/details.messages';
import { usersByIds, type UserDocument } from '../users/records';
import { sharingErrors } from './errors.messages';
import { ShareModel, type Share } from './share.model';
import { sharingOwners } from './shares';

const DAY = 86_400_000;
const hashOf = (code: string) => createHash('sha256').update(code.trim()).digest('hex');

/** How a player is named to the other side of a share: their Castellan name, else their address's name part. */
export function playerName(user: { username?: string | null; email: string }): string {
  return user.username?.trim() || user.email.split('@')[0]!;
}

/** The bots of an account a revoked player started and that still run: stopped when the share ends (bots/control/service.ts stopStartedBy). */
export type StopStartedBy = (accountId: string, granteeId: string, line: { owner: string; who: string }) => Promise<void>;

/**
 * `rightsChanged`: the rights resting on these keys changed (lib/open-streams.ts), so the streams a share let in
 * are asked again at once on every instance.
 */
export type SharingDeps = {
  stopStartedBy: StopStartedBy;
  mailer: Mailer;
  siteOrigin: string;
  perAccount?: TurnLock;
  now?: () => Date;
  rightsChanged?: (keys: string[]) => Promise<void>;
};

export interface Sharing {
  /** A new share of the owner's game account: the code is in this answer only; with an address, it is mailed there too. */
  create(owner: UserDocument, accountId: string, permissions: SharePermission[], email?: string | null): Promise<{ code: string; share: OwnedShare }>;
  /** The owner's shares, accepted and waiting (expired codes left out), oldest first. */
  owned(owner: UserDocument): Promise<OwnedShare[]>;
  /** What a code shares, before accepting it: refused as accepting it would be. */
  look(user: UserDocument, code: string): Promise<SharedWithMe>;
  /** Takes the share a code offers; a code used meanwhile (two at once) is 409. */
  accept(user: UserDocument, code: string): Promise<SharedWithMe>;
  /** A game account was removed: its shares go with it (accounts/routes.ts calls this). */
  accountRemoved(accountId: string): Promise<void>;
  /** The owner revokes a share, or withdraws a code not used yet. */
  revoke(owner: UserDocument, shareId: string): Promise<void>;
  /** The player a share is with gives it back. */
  leave(user: UserDocument, shareId: string): Promise<void>;
  /** The player's account is being deleted (leaving/): each share given to them ends as if given back, so the bots they started stop. */
  granteeDeleted(userId: string): Promise<void>;
  /** The shares the player accepted (or `only` these), with their owners and game accounts. */
  withMe(user: UserDocument, only?: Share[]): Promise<SharedWithMe[]>;
}

export function createSharing({
  stopStartedBy,
  mailer,
  siteOrigin,
  perAccount = localTurns(),
  now = () => new Date(),
  rightsChanged = async () => {},
}: SharingDeps): Sharing {
  /** One change at a time to a game account's shares, across every API instance. */
  const accountTurn = <T>(accountId: unknown, task: () => Promise<T>) => perAccount(`shares.${String(accountId)}`, task);

  async function ownAccount(owner: UserDocument, accountId: string) {
    const account = await storedAccount(owner.id, accountId);
    if (!account) throw new NotFoundError('Game account');
    return account;
  }

  /** A game account's in-game name, for the activity log ('?' once it is gone). */
  const accountName = async (accountId: unknown) => (await accountLabel(accountId))?.username ?? '?';

  async function present(shares: Share[]): Promise<OwnedShare[]> {
    const grantees = new Map((await usersByIds(shares.flatMap((s) => (s.granteeId ? [String(s.granteeId)] : [])))).map((u) => [u.id as string, playerName(u)]));
    return shares.map((s) => ({
      id: String(s._id),
      account_id: String(s.accountId),
      with: s.granteeId ? (grantees.get(String(s.granteeId)) ?? null) : null,
      invited: s.granteeId ? null : (s.email ?? null),
      permissions: sharePermissions(s.permissions as SharePermission[]),
      expires_at: s.granteeId ? null : s.expiresAt.toISOString(),
      created_at: s.createdAt.toISOString(),
    }));
  }

  /**
   * Ends a share (its owner revoking, its grantee giving it back, or its grantee's account deleted): the
   * grantee's starts stop, their consoles close; the owner's activity says so, and the grantee's when
   * the owner ended it (a grantee deleting their account keeps no activity to write to).
   */
  async function end(share: Share, by: UserDocument | 'grantee-deleted'): Promise<void> {
    await ShareModel.deleteOne({ _id: share._id });
    if (!share.granteeId) return;
    await rightsChanged([`account:${share.accountId}`]);
    const people = new Map((await usersByIds([String(share.ownerId), String(share.granteeId)])).map((u) => [u.id as string, playerName(u)]));
    const names = { owner: people.get(String(share.ownerId)) ?? '?', who: people.get(String(share.granteeId)) ?? '?' };
    await stopStartedBy(String(share.accountId), String(share.granteeId), names);
    const account = await accountName(share.accountId);
    await recordActivity({ userId: String(share.ownerId), kind: 'share-ended', detail: said(activityDetails, 'shareWith', { account, who: names.who }) });
    if (by !== 'grantee-deleted' && String(by._id) !== String(share.ownerId))
      await recordActivity({ userId: String(share.granteeId), kind: 'share-ended', detail: said(activityDetails, 'shareFrom', { account, who: names.owner }) });
  }

  return {
    async create(owner: UserDocument, accountId: string, permissions: SharePermission[], email?: string | null): Promise<{ code: string; share: OwnedShare }> {
      if (!canShare(owner.plan)) throw new ForbiddenError(said(sharingErrors, 'needsPlan', { plan: PLAN_NAMES[SHARING_PLAN], yours: planName(owner.plan) }));
      const address = email?.trim() ? normaliseEmail(email) : null;
      if (address && address === normaliseEmail(owner.email)) throw new ValidationFailedError(said(sharingErrors, 'ownAddress'));
      const account = await ownAccount(owner, accountId);
      const code = randomBytes(16).toString('base64url');
      const share = await accountTurn(account._id, async () => {
        const live = await ShareModel.countDocuments({ accountId: account._id, $or: [{ granteeId: { $ne: null } }, { expiresAt: { $gt: now() } }] });
        if (live >= SHARES_PER_ACCOUNT_MAX) throw new ConflictError(said(sharingErrors, 'tooMany', { count: SHARES_PER_ACCOUNT_MAX }));
        return ShareModel.create({
          ownerId: owner._id,
          accountId: account._id,
          permissions: sharePermissions(permissions),
          codeHash: hashOf(code),
          email: address,
          expiresAt: new Date(now().getTime() + SHARE_CODE_DAYS * DAY),
        });
      });
      if (address) await send(share.toObject() as Share, owner, address, code, account);
      return { code, share: (await present([share.toObject() as Share]))[0]! };
    },

    async owned(owner: UserDocument): Promise<OwnedShare[]> {
      const shares = await ShareModel.find({ ownerId: owner._id, $or: [{ granteeId: { $ne: null } }, { expiresAt: { $gt: now() } }] })
        .sort({ createdAt: 1, _id: 1 })
        .lean<Share[]>();
      return present(shares);
    },

    async look(user: UserDocument, code: string): Promise<SharedWithMe> {
      const share = await usable(user, code);
      return (await this.withMe(user, [share]))[0]!;
    },

    async accept(user: UserDocument, code: string): Promise<SharedWithMe> {
      const found = await usable(user, code);
      // Checked again in the account's turn: two codes of one account accepted at once by one player make one share.
      const share = await accountTurn(found.accountId, async () => {
        const share = await usable(user, code);
        if (!(await claim(`share:${String(share._id)}`, new Date(share.expiresAt.getTime() + DAY)))) throw new ConflictError(said(sharingErrors, 'codeUsed'));
        await ShareModel.updateOne({ _id: share._id }, { $set: { granteeId: user._id, acceptedAt: now() } });
        return share;
      });
      const accepted = { ...share, granteeId: user._id, acceptedAt: now() } as Share;
      const owner = (await usersByIds([String(share.ownerId)]))[0];
      const account = await accountName(share.accountId);
      await recordActivity({
        userId: String(share.ownerId),
        kind: 'share-made',
        detail: said(activityDetails, 'shareWith', { account, who: playerName(user) }),
      });
      await recordActivity({
        userId: user.id,
        kind: 'share-made',
        detail: said(activityDetails, 'shareFrom', { account, who: owner ? playerName(owner) : '?' }),
      });
      return (await this.withMe(user, [accepted]))[0]!;
    },

    async accountRemoved(accountId: string): Promise<void> {
      if (!mongoose.isValidObjectId(accountId)) return;
      await ShareModel.deleteMany({ accountId });
      await rightsChanged([`account:${accountId}`]);
    },

    async revoke(owner: UserDocument, shareId: string): Promise<void> {
      const share = mongoose.isValidObjectId(shareId) ? await ShareModel.findOne({ _id: shareId, ownerId: owner._id }).lean<Share>() : null;
      if (!share) throw new NotFoundError('Share');
      await end(share, owner);
    },

    async leave(user: UserDocument, shareId: string): Promise<void> {
      const share = mongoose.isValidObjectId(shareId) ? await ShareModel.findOne({ _id: shareId, granteeId: user._id }).lean<Share>() : null;
      if (!share) throw new NotFoundError('Share');
      await end(share, user);
    },

    async granteeDeleted(userId: string): Promise<void> {
      for (const share of await ShareModel.find({ granteeId: userId }).lean<Share[]>()) await end(share, 'grantee-deleted');
    },

    async withMe(user: UserDocument, only?: Share[]): Promise<SharedWithMe[]> {
      const shares = only ?? (await ShareModel.find({ granteeId: user._id }).sort({ acceptedAt: 1, _id: 1 }).lean<Share[]>());
      const owners = new Map(
        (await usersByIds([...new Set(shares.map((s) => String(s.ownerId)))]))
          .filter((u) => canShare(u.plan as string))
          .map((u) => [u.id as string, playerName(u)]),
      );
      const accounts = new Map(await Promise.all(shares.map(async (s) => [String(s.accountId), await accountLabel(s.accountId)] as const)));
      return shares.flatMap((s) => {
        const account = accounts.get(String(s.accountId));
        // An owner whose plan no longer shares: the share gives nothing until it does again (shares.ts).
        if (!account || !owners.has(String(s.ownerId))) return [];
        return [
          {
            share_id: String(s._id),
            owner: owners.get(String(s.ownerId))!,
            account: { id: String(s.accountId), name: account.username, server: account.server },
            permissions: sharePermissions(s.permissions as SharePermission[]),
          },
        ];
      });
    },
  };

  /** Mails an invitation; a relay that refuses the address leaves no share behind, one that is away sends it when it is back. */
  async function send(share: Share, owner: UserDocument, address: string, code: string, account: { username: string; server: string }): Promise<void> {
    const mail = await invitationMail({
      siteOrigin,
      owner,
      ownerName: playerName(owner),
      to: address,
      code,
      account,
      permissions: share.permissions as SharePermission[],
      expiresAt: share.expiresAt,
    });
    try {
      await mailer.send(mail);
    } catch (err) {
      if ((err as { code?: string }).code === 'EENVELOPE') {
        await ShareModel.deleteOne({ _id: share._id });
        throw new ValidationFailedError(said(sharingErrors, 'mailRefused', { address }));
      }
      await mailer.queue(mail);
    }
  }

  /**
   * The waiting share behind a code, checked for this player: unknown 404; used, expired, their own or a
   * second share 409; sent to another address (or to theirs, not yet confirmed) 403.
   */
  async function usable(user: UserDocument, code: string): Promise<Share> {
    const share = await ShareModel.findOne({ codeHash: hashOf(code) }).lean<Share>();
    if (!share) throw new AppError(404, 'NOT_FOUND', said(sharingErrors, 'codeUnknown'));
    if (share.granteeId) throw new ConflictError(said(sharingErrors, 'codeUsed'));
    if (share.expiresAt.getTime() <= now().getTime()) throw new ConflictError(said(sharingErrors, 'codeExpired'));
    if (String(share.ownerId) === user.id) throw new ConflictError(said(sharingErrors, 'ownAccount'));
    if (!(await sharingOwners([String(share.ownerId)])).size)
      throw new ForbiddenError(said(sharingErrors, 'ownerPlanEnded', { plan: PLAN_NAMES[SHARING_PLAN] }));
    if (share.email && (share.email !== normaliseEmail(user.email) || !user.emailVerifiedAt)) throw new ForbiddenError(said(sharingErrors, 'otherAddress'));
    if (await ShareModel.exists({ accountId: share.accountId, granteeId: user._id })) throw new ConflictError(said(sharingErrors, 'alreadyShared'));
    return share;
  }
}
