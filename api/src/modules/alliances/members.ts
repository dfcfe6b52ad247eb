/**
 * Members of a space: who they are (their Castellan name, else the in-game names they share), their role,
 * the game accounts they share, and the changes officers and the owner make. Also the one succession
 * rule, for a leaving owner and a deleted user alike: the space passes to the officer who joined first,
 * else to the member who joined first; a space with no one left is deleted.
 */
import mongoose from 'mongoose';
import { allianceStanding, type AllianceRole } from '@shared/alliances';
import { planIncludes } from '@shared/plans';
import { ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '../../lib/errors';
import { accountNames, inGameNamesOn, storedAccount } from '../accounts/service';
import { usersByIds, type UserDocument } from '../users/records';
import { refused } from './access';
import { said } from '@shared/i18n/said';
import { allianceErrors } from './errors.messages';
import { InvitationModel, NoteModel } from './invitation.model';
import { MemberModel, memberId, SpaceModel, type Member, type Space, type SpaceId } from './space.model';

/** How routes name a space, without reading the model. */
export type { SpaceId };

const iso = (d: Date) => new Date(d).toISOString();

/** A member with no Castellan name and no game account on the space's server. */
export const UNNAMED_MEMBER = 'A player';

/**
 * The space's members in the order they joined, as every member sees them (no e-mail addresses), each
 * named by their Castellan name, else the in-game name they share, else their in-game name on the space's
 * server (public in the game already), so a member is "A player" only with no account there at all.
 */
export async function membersOf(spaceId: SpaceId) {
  const members = await MemberModel.find({ spaceId }).sort({ joinedAt: 1 }).lean<Member[]>();
  const space = await SpaceModel.findById(spaceId, { server: 1 }).lean<Pick<Space, 'server'>>();
  const userIds = members.map((m) => String(m.userId));
  const [users, names, inGame] = await Promise.all([
    usersByIds(userIds),
    accountNames(members.flatMap((m) => m.accountIds)),
    space ? inGameNamesOn(userIds, space.server) : new Map<string, string>(),
  ]);
  const byId = new Map(users.map((u) => [String(u._id), u]));
  return members.map((m) => {
    const user = byId.get(String(m.userId));
    const accounts = m.accountIds.filter((id) => names.has(id)).map((id) => ({ id, label: names.get(id)! }));
    return {
      user_id: String(m.userId),
      name: user?.username || accounts[0]?.label.split(' – ')[0] || inGame.get(String(m.userId)) || UNNAMED_MEMBER,
      role: m.role as AllianceRole,
      read_only: allianceStanding(m.role as AllianceRole, user?.plan as string) === 'read-only',
      accounts,
      joined_at: iso(m.joinedAt),
    };
  });
}

/** Every account shared with the space now: whose bots' rules (the members to defend) change when it does. */
export async function accountsSharedIn(spaceId: SpaceId): Promise<string[]> {
  return (await MemberModel.find({ spaceId }).lean<Member[]>()).flatMap((m) => m.accountIds);
}

/** The game account ids a member may share with the space: theirs, and on the space's server. */
export async function checkedAccounts(user: UserDocument, space: Pick<Space, 'server'>, accountIds: string[]): Promise<string[]> {
  const unique = [...new Set(accountIds)];
  for (const id of unique) {
    const account = await storedAccount(user.id, id);
    if (!account) throw new ValidationFailedError('There is no game account of yours with that id: choose among your game accounts.');
    if (account.server !== space.server)
      throw new ValidationFailedError(said(allianceErrors, 'otherServer', { account: account.username, server: account.server, spaceServer: space.server }));
  }
  return unique;
}

export async function shareAccounts(user: UserDocument, space: Space, accountIds: string[]) {
  const ids = await checkedAccounts(user, space, accountIds);
  await MemberModel.updateOne({ _id: memberId(space._id, user.id) }, { $set: { accountIds: ids } });
  return ids;
}

/** Appoints (officer), demotes (member) or hands the space over (owner: the owner becomes an officer). */
export async function setRole(actor: UserDocument, space: Space, targetUserId: string, role: AllianceRole) {
  const target = await MemberModel.findById(memberId(space._id, targetUserId)).lean<Member>();
  if (!target) throw new NotFoundError('Member');
  if (String(target.userId) === actor.id) throw new ConflictError('You cannot change your own role: hand the space over to someone else, or leave it.');
  if (role === 'owner') {
    const [user] = await usersByIds([targetUserId]);
    if (!planIncludes(user?.plan as string, 'professional'))
      throw new ConflictError("A space's owner needs the Professional plan: this member is read-only now.");
    await MemberModel.updateOne({ _id: target._id }, { $set: { role: 'owner' } });
    await MemberModel.updateOne({ _id: memberId(space._id, actor.id) }, { $set: { role: 'officer' } });
    await SpaceModel.updateOne({ _id: space._id }, { $set: { ownerId: target.userId } });
    return;
  }
  await MemberModel.updateOne({ _id: target._id }, { $set: { role } });
}

/** Removes another member: officers remove members; officers themselves only the owner removes. */
export async function removeMember(actor: UserDocument, actorRole: string, space: Space, targetUserId: string) {
  if (!mongoose.isValidObjectId(targetUserId)) throw new NotFoundError('Member');
  const target = await MemberModel.findById(memberId(space._id, targetUserId)).lean<Member>();
  if (!target) throw new NotFoundError('Member');
  if (String(target.userId) === actor.id) throw new ConflictError('To leave the space yourself, use Leave.');
  if (target.role === 'owner') throw new ForbiddenError('The owner cannot be removed: they may hand the space over, or leave it.');
  if (target.role === 'officer' && actorRole !== 'owner') throw refused('officer', 'manage-officers');
  await MemberModel.deleteOne({ _id: target._id });
}

/** The member leaves; an owner's space passes on (succession above). Says what became of the space. */
export async function leaveSpace(
  userId: string,
  spaceId: SpaceId,
): Promise<{ left: true; space: 'kept' | 'handed-over' | 'deleted'; new_owner: string | null }> {
  const me = await MemberModel.findById(memberId(spaceId, userId)).lean<Member>();
  if (!me) return { left: true, space: 'kept', new_owner: null };
  await MemberModel.deleteOne({ _id: me._id });
  if (me.role !== 'owner') return { left: true, space: 'kept', new_owner: null };
  const others = await MemberModel.find({ spaceId }).sort({ joinedAt: 1 }).lean<Member[]>();
  const heir = others.find((m) => m.role === 'officer') ?? others[0];
  if (!heir) {
    await deleteSpace(spaceId);
    return { left: true, space: 'deleted', new_owner: null };
  }
  await MemberModel.updateOne({ _id: heir._id }, { $set: { role: 'owner' } });
  await SpaceModel.updateOne({ _id: spaceId }, { $set: { ownerId: heir.userId } });
  return { left: true, space: 'handed-over', new_owner: String(heir.userId) };
}

/** The space and everything in it: members, invitations, notes. */
export async function deleteSpace(spaceId: SpaceId): Promise<void> {
  await Promise.all([MemberModel.deleteMany({ spaceId }), InvitationModel.deleteMany({ spaceId }), NoteModel.deleteMany({ spaceId })]);
  await SpaceModel.deleteOne({ _id: spaceId });
}

/** "Delete my account": the player leaves every space (an owned one passes on or goes); their notes go, their invitations stay with the space. */
export async function leaveAllSpacesOf(userId: string): Promise<void> {
  const memberships = await MemberModel.find({ userId }).lean<Member[]>();
  for (const m of memberships) await leaveSpace(userId, m.spaceId);
  await NoteModel.deleteMany({ authorId: userId });
}

/** "Download my data": the spaces the player belongs to, their role and what they share. */
export async function membershipsForExport(userId: string) {
  const memberships = await MemberModel.find({ userId }).sort({ joinedAt: 1 }).lean<Member[]>();
  const spaces = new Map((await SpaceModel.find({ _id: { $in: memberships.map((m) => m.spaceId) } }).lean<Space[]>()).map((s) => [String(s._id), s]));
  const notes = await NoteModel.find({ authorId: userId }).sort({ startsAt: 1 }).lean();
  return memberships.flatMap((m) => {
    const space = spaces.get(String(m.spaceId));
    if (!space) return [];
    return [
      {
        spaceId: String(space._id),
        name: space.name,
        server: space.server,
        gameAlliance: space.gameAllianceName,
        role: m.role as AllianceRole,
        sharedAccountIds: m.accountIds,
        joinedAt: iso(m.joinedAt),
        notes: notes
          .filter((n) => String(n.spaceId) === String(space._id))
          .map((n) => ({ title: n.title, startsAt: iso(n.startsAt), endsAt: n.endsAt ? iso(n.endsAt) : null, text: n.text ?? '' })),
      },
    ];
  });
}
