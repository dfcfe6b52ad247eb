/**
 * Inviting players: an officer makes a one-time code (optionally for one e-mail address, which is then
 * mailed a link to /alliance#invite=<code>), the invited player looks at it, then accepts (choosing the
 * game accounts they share) or declines. Codes are 128 random bits, stored as SHA-256, good for
 * INVITATION_DAYS, used once (a claim on the invitation), never in a URL a server sees.
 */
import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { INVITATION_DAYS, MEMBERS_MAX, PENDING_INVITATIONS_MAX, SPACES_JOINED_MAX } from '@shared/alliances';
import { claim } from '../../lib/claims';
import { isDuplicateKey } from '../../lib/db';
import { ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '../../lib/errors';
import { composeMail } from '../../lib/mail/compose';
import type { Mailer } from '../../lib/mail/mailer';
import { languageAt, type UserDocument } from '../users/records';
import { languageOf } from '../users/language';
import { messagesIn } from '@shared/i18n/messages';
import { invitationMail } from './mails.messages';
import { InvitationModel, type Invitation } from './invitation.model';
import { checkedAccounts, membersOf, UNNAMED_MEMBER } from './members';
import { said } from '@shared/i18n/said';
import { formatDate } from '@shared/i18n/dates';
import { allianceErrors } from './errors.messages';
import { MemberModel, memberId, SpaceModel, type Space, type SpaceId } from './space.model';

const hashOf = (code: string) => createHash('sha256').update(code.trim()).digest('hex');
const iso = (d: Date) => new Date(d).toISOString();
const DAY = 86_400_000;

/** Only what the invitation page needs of the space; nothing about its members. */
const presentFor = (space: Space, invitation: Invitation, inviter: string) => ({
  space: { id: String(space._id), name: space.name, server: space.server, game_alliance: space.gameAllianceName },
  invited_by: inviter,
  expires_at: iso(invitation.expiresAt),
  for_email: invitation.email !== null,
});

/** The invitation page's word for an inviter with no name at all (its mail says it in the mail's language). */
const UNKNOWN_INVITER = 'An officer';

/** Who invites, as the space's members see them (members.ts): "An officer" only when the inviter has no name at all. */
async function nameOf(userId: unknown, spaceId: SpaceId): Promise<string> {
  const name = (await membersOf(spaceId)).find((m) => m.user_id === String(userId))?.name;
  return name && name !== UNNAMED_MEMBER ? name : UNKNOWN_INVITER;
}

/** An invitation as officers see it (never its code). */
export type InvitationView = { id: string; email: string | null; expires_at: string; created_at: string };
/** What the invited player sees before choosing. */
export type InvitationPreview = ReturnType<typeof presentFor> & { already_member: boolean };

export interface Invitations {
  /** A new invitation: the code is in this answer only. With an address, it is mailed there too. */
  create(actor: UserDocument, space: Space, email: string | null): Promise<InvitationView & { code: string }>;
  /** The invitation as officers see it. */
  present(invitation: Invitation): InvitationView;
  /** The space's open invitations (never their codes). */
  pending(space: Space): Promise<InvitationView[]>;
  /** Withdraws an open invitation of the space; its code stops working. */
  revoke(space: Space, invitationId: string): Promise<{ revoked: true }>;
  /** What the invited player sees before choosing. */
  look(user: UserDocument, code: string): Promise<InvitationPreview>;
  /** Joins the space as a member with the chosen accounts shared. */
  accept(user: UserDocument, code: string, accountIds: string[]): Promise<{ space_id: string }>;
  /** The invited player says no; the code stops working. */
  decline(user: UserDocument, code: string): Promise<{ declined: true }>;
}

export type InvitationsDeps = { mailer: Mailer; siteOrigin: string; now?: () => Date };

export function createInvitations({ mailer, siteOrigin, now = () => new Date() }: InvitationsDeps): Invitations {
  /** The pending invitation behind a code, checked for this player: unknown 404; used, revoked, expired or someone else's 409/403. */
  async function usable(user: UserDocument, code: string) {
    const invitation = await InvitationModel.findOne({ codeHash: hashOf(code) }).lean<Invitation>();
    const space = invitation && (await SpaceModel.findById(invitation.spaceId).lean<Space>());
    if (!invitation || !space) throw new NotFoundError('Invitation');
    if (invitation.state === 'accepted' || invitation.state === 'declined')
      throw new ConflictError('This invitation was already used. Ask an officer of the space for a new one.');
    if (invitation.state === 'revoked') throw new ConflictError('This invitation was withdrawn. Ask an officer of the space for a new one.');
    if (invitation.expiresAt.getTime() <= now().getTime())
      throw new ConflictError(said(allianceErrors, 'invitationExpired', { date: { at: invitation.expiresAt.getTime(), day: true } }));
    if (invitation.email && (invitation.email !== user.email || !user.emailVerifiedAt)) {
      throw new ForbiddenError('This invitation was sent to another e-mail address: sign in with that address (and confirm it) to use it.');
    }
    return { invitation, space };
  }

  /** Marks the invitation used, once: of two simultaneous uses one passes, the other is told it was used. */
  async function use(invitation: Invitation, user: UserDocument, state: 'accepted' | 'declined') {
    if (!(await claim(`alliance-invitation:${String(invitation._id)}`, new Date(invitation.expiresAt.getTime() + DAY)))) {
      throw new ConflictError('This invitation was already used. Ask an officer of the space for a new one.');
    }
    await InvitationModel.updateOne({ _id: invitation._id }, { $set: { state, usedBy: user._id, usedAt: now() } });
  }

  return {
    async create(actor: UserDocument, space: Space, email: string | null) {
      const pending = await InvitationModel.countDocuments({ spaceId: space._id, state: 'pending', expiresAt: { $gt: now() } });
      if (pending >= PENDING_INVITATIONS_MAX) throw new ConflictError(said(allianceErrors, 'pendingMax', { count: PENDING_INVITATIONS_MAX }));
      const address = email?.trim().toLowerCase() || null;
      const code = randomBytes(16).toString('base64url');
      const invitation = await InvitationModel.create({
        spaceId: space._id,
        codeHash: hashOf(code),
        email: address,
        invitedBy: actor._id,
        expiresAt: new Date(now().getTime() + INVITATION_DAYS * DAY),
      });
      if (address) {
        // In the language of the account at this address (English if it chose none). An address without an
        // account gets the inviter's: officers invite players of their own alliance, who most likely read
        // the language the officer plays in, and they can ask the officer; English would reach fewer of them.
        const theirs = await languageAt(address);
        const locale = languageOf({ language: theirs === undefined ? actor.language : theirs });
        const m = messagesIn(locale, invitationMail);
        const named = await nameOf(actor._id, space._id);
        const inviter = named === UNKNOWN_INVITER ? m.anOfficer : named;
        const mail = composeMail({
          locale,
          to: address,
          subject: m.subject({ inviter, space: space.name }),
          intro: m.intro({ inviter, space: space.name, alliance: space.gameAllianceName, server: space.server }),
          action: { label: m.action, url: `${siteOrigin}/alliance#invite=${code}` },
          // The day as the reader's language writes it ("December 6, 2026", "6. Dezember 2026"), never ISO; the expiry is kept in UTC.
          lines: [m.once({ day: formatDate(locale, invitation.expiresAt, 'longDate', { timeZone: 'UTC' }) }), m.plan],
        });
        try {
          await mailer.send(mail);
        } catch (err) {
          // The relay refused the address itself: no invitation is left behind for a mail that cannot go.
          if ((err as { code?: string }).code === 'EENVELOPE') {
            await InvitationModel.deleteOne({ _id: invitation._id });
            throw new ValidationFailedError(said(allianceErrors, 'mailRefused', { address }));
          }
          // The relay is away: the mail goes when it is back; the code in this answer works meanwhile.
          await mailer.queue(mail);
        }
      }
      return { ...this.present(invitation.toObject() as Invitation), code };
    },

    present(invitation: Invitation) {
      return { id: String(invitation._id), email: invitation.email ?? null, expires_at: iso(invitation.expiresAt), created_at: iso(invitation.createdAt) };
    },

    async pending(space: Space) {
      const rows = await InvitationModel.find({ spaceId: space._id, state: 'pending', expiresAt: { $gt: now() } })
        .sort({ createdAt: -1 })
        .lean<Invitation[]>();
      return rows.map((r) => this.present(r));
    },

    async revoke(space: Space, invitationId: string) {
      if (!mongoose.isValidObjectId(invitationId)) throw new NotFoundError('Invitation');
      const { matchedCount } = await InvitationModel.updateOne({ _id: invitationId, spaceId: space._id, state: 'pending' }, { $set: { state: 'revoked' } });
      if (!matchedCount) throw new NotFoundError('Invitation');
      return { revoked: true as const };
    },

    async look(user: UserDocument, code: string) {
      const { invitation, space } = await usable(user, code);
      const already = await MemberModel.exists({ _id: memberId(space._id, user.id) });
      return { ...presentFor(space, invitation, await nameOf(invitation.invitedBy, invitation.spaceId)), already_member: Boolean(already) };
    },

    async accept(user: UserDocument, code: string, accountIds: string[]) {
      const { invitation, space } = await usable(user, code);
      if (await MemberModel.exists({ _id: memberId(space._id, user.id) })) throw new ConflictError('You are already a member of this space.');
      if ((await MemberModel.countDocuments({ userId: user._id })) >= SPACES_JOINED_MAX)
        throw new ConflictError(said(allianceErrors, 'joinedMax', { count: SPACES_JOINED_MAX }));
      if ((await MemberModel.countDocuments({ spaceId: space._id })) >= MEMBERS_MAX)
        throw new ConflictError(said(allianceErrors, 'membersMax', { count: MEMBERS_MAX }));
      const shared = await checkedAccounts(user, space, accountIds);
      await use(invitation, user, 'accepted');
      try {
        await MemberModel.create({
          _id: memberId(space._id, user.id),
          spaceId: space._id,
          userId: user._id,
          role: 'member',
          accountIds: shared,
          joinedAt: now(),
        });
      } catch (err) {
        if (isDuplicateKey(err)) throw new ConflictError('You are already a member of this space.');
        throw err;
      }
      return { space_id: String(space._id) };
    },

    async decline(user: UserDocument, code: string) {
      const { invitation } = await usable(user, code);
      await use(invitation, user, 'declined');
      return { declined: true as const };
    },
  };
}

export function validCode(code: string): string {
  if (!/^[\w-]{16,64}$/.test(code.trim())) throw new ValidationFailedError('That is not an invitation code: paste the code as you received it.');
  return code.trim();
}
