/**
 * Every space route starts here: who the signed-in player is in the space (shared/alliances.ts standing,
 * their plan read now, so a lapsed plan is read-only at once), and whether the matrix lets them act. An
 * outsider is told the space is not found (a space's existence is its members' business); a member
 * without the right is told who has it.
 */
import mongoose from 'mongoose';
import { said } from '@shared/i18n/said';
import { ALLIANCE_PERMISSIONS, allianceCan, allianceStanding, type AllianceAction, type AllianceRole, type AllianceStanding } from '@shared/alliances';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { UserDocument } from '../users/records';
import { allianceErrors } from './errors.messages';
import { MemberModel, memberId, SpaceModel, type Member, type Space } from './space.model';

export type Access = { space: Space; member: Member | null; standing: AllianceStanding };

type Key = keyof typeof allianceErrors.base;

/** A read-only member's refusal, per action: the Professional plan is what they lack. */
const READ_ONLY: Record<AllianceAction, Key> = {
  view: 'readOnlyView',
  'share-accounts': 'readOnlyShareAccounts',
  'add-notes': 'readOnlyAddNotes',
  'moderate-notes': 'readOnlyModerateNotes',
  invite: 'readOnlyInvite',
  'remove-members': 'readOnlyRemoveMembers',
  'manage-officers': 'readOnlyManageOfficers',
  'manage-rules': 'readOnlyManageRules',
  leave: 'readOnlyLeave',
  delete: 'readOnlyDelete',
};

/** Who may, per action, as ALLIANCE_PERMISSIONS says (alliances.i18n.test.ts holds the two together). */
export const ONLY: Record<AllianceAction, Key> = {
  view: 'onlyMembersView',
  'share-accounts': 'onlyMembersShareAccounts',
  'add-notes': 'onlyMembersAddNotes',
  'moderate-notes': 'onlyLeadersModerateNotes',
  invite: 'onlyLeadersInvite',
  'remove-members': 'onlyLeadersRemoveMembers',
  'manage-officers': 'onlyOwnerManageOfficers',
  'manage-rules': 'onlyLeadersManageRules',
  leave: 'onlyMembersLeave',
  delete: 'onlyOwnerDelete',
};

export const spaceNotFound = () => new NotFoundError('Alliance space');

/** Who `user` is in the space: 404 for an unknown id and for outsiders alike. */
export async function accessTo(user: UserDocument, spaceId: string): Promise<Access> {
  if (!mongoose.isValidObjectId(spaceId)) throw spaceNotFound();
  const [space, member] = await Promise.all([SpaceModel.findById(spaceId).lean<Space>(), MemberModel.findById(memberId(spaceId, user.id)).lean<Member>()]);
  if (!space || !member) throw spaceNotFound();
  return { space, member, standing: allianceStanding(member.role as AllianceRole, user.plan as string) };
}

/** accessTo, then the matrix: 403 naming who may, and why a read-only member may not. */
export async function allowed(user: UserDocument, spaceId: string, action: AllianceAction): Promise<Access & { member: Member }> {
  const access = await accessTo(user, spaceId);
  if (!allianceCan(access.standing, action)) throw refused(access.standing, action);
  return access as Access & { member: Member };
}

export function refused(standing: AllianceStanding, action: AllianceAction): ForbiddenError {
  if (standing === 'read-only' && ALLIANCE_PERMISSIONS[action].some((s) => s !== 'read-only'))
    return new ForbiddenError(said(allianceErrors, READ_ONLY[action]));
  return new ForbiddenError(said(allianceErrors, ONLY[action]));
}
