/**
 * Every space route starts here: who the signed-in player is in the space (shared/alliances.ts standing,
 * their plan read now, so a lapsed plan is read-only at once), and whether the matrix lets them act. An
 * outsider is told the space is not found (a space's existence is its members' business); a member
 * without the right is told who has it.
 */
import mongoose from 'mongoose';
import { ALLIANCE_PERMISSIONS, allianceCan, allianceStanding, ROLE_NAMES, type AllianceAction, type AllianceRole, type AllianceStanding } from '@shared/alliances';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { UserDocument } from '../users/records';
import { MemberModel, memberId, SpaceModel, type Member, type Space } from './space.model';

export type Access = { space: Space; member: Member | null; standing: AllianceStanding };

const WHAT: Record<AllianceAction, string> = {
  view: 'see this space',
  'share-accounts': 'choose the game accounts they share',
  'add-notes': 'add notes to the calendar',
  'moderate-notes': 'remove other members\' notes',
  invite: 'invite players or revoke invitations',
  'remove-members': 'remove members',
  'manage-officers': 'appoint or remove officers or hand the space over',
  'manage-rules': 'change the rules',
  leave: 'leave',
  delete: 'delete the space',
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
  if (standing === 'read-only' && ALLIANCE_PERMISSIONS[action].some((s) => s !== 'read-only')) {
    return new ForbiddenError(`You are read-only in this space: members need the Professional plan to ${WHAT[action]}.`);
  }
  const who = ALLIANCE_PERMISSIONS[action].filter((s) => s !== 'read-only').map((s) => (s === 'owner' ? 'owner' : `${ROLE_NAMES[s].toLowerCase()}s`));
  const list = who.length > 1 ? `${who.slice(0, -1).join(', ')} and ${who.at(-1)}` : who[0];
  return new ForbiddenError(`Only the space's ${list} can ${WHAT[action]}.`);
}
