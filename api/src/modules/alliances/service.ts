/**
 * The player's alliance spaces: the list, a new space (Professional), one space as its member sees it
 * with what they may do there, and deleting one.
 */
import { ALLIANCE_PLAN, allianceStanding, allowedActions, SPACES_JOINED_MAX, SPACES_OWNED_MAX, type AllianceRole } from '@shared/alliances';
import { planIncludes, planName } from '@shared/plans';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import type { UserDocument } from '../users/records';
import { said } from '@shared/i18n/said';
import { allianceErrors } from './errors.messages';
import { checkedAccounts, deleteSpace } from './members';
import { MemberModel, memberId, SpaceModel, type Member, type Space } from './space.model';
import type { Access } from './access';

export type NewSpace = { name: string; server: string; game_alliance_name: string; game_alliance_id?: number | null; account_ids?: string[] };

const canCreate = (user: UserDocument) => planIncludes(user.plan as string, ALLIANCE_PLAN);

/** A space as its member sees it: their role and standing, and what they may do there. */
export type SpaceOfMember = ReturnType<typeof presentSpace>;

export function presentSpace(space: Space, member: Member, plan: string, memberCount: number) {
  const standing = allianceStanding(member.role as AllianceRole, plan);
  return {
    id: String(space._id),
    name: space.name,
    server: space.server,
    game_alliance: { name: space.gameAllianceName, id: space.gameAllianceId ?? null },
    role: member.role as AllianceRole,
    standing,
    can: allowedActions(standing),
    members: memberCount,
    your_accounts: member.accountIds,
    created_at: space.createdAt.toISOString(),
  };
}

export async function listSpaces(user: UserDocument) {
  const memberships = await MemberModel.find({ userId: user._id }).sort({ joinedAt: 1 }).lean<Member[]>();
  const spaces = new Map((await SpaceModel.find({ _id: { $in: memberships.map((m) => m.spaceId) } }).lean<Space[]>()).map((s) => [String(s._id), s]));
  const counts = await Promise.all(memberships.map((m) => MemberModel.countDocuments({ spaceId: m.spaceId })));
  return {
    can_create: canCreate(user),
    plan_needed: planName(ALLIANCE_PLAN),
    spaces: memberships.flatMap((m, i) => {
      const space = spaces.get(String(m.spaceId));
      return space ? [presentSpace(space, m, user.plan as string, counts[i]!)] : [];
    }),
  };
}

/** A new space owned by `user` with the accounts they share; 403 below the plan, 409 past the spaces owned or joined. */
export async function createSpace(user: UserDocument, input: NewSpace): Promise<SpaceOfMember> {
  if (!canCreate(user)) throw new ForbiddenError(said(allianceErrors, 'createNeedsPlan', { plan: planName(ALLIANCE_PLAN) }));
  const name = input.name.trim();
  const allianceName = input.game_alliance_name.trim();
  const [owned, joined] = await Promise.all([SpaceModel.countDocuments({ ownerId: user._id }), MemberModel.countDocuments({ userId: user._id })]);
  if (owned >= SPACES_OWNED_MAX) throw new ConflictError(said(allianceErrors, 'ownedMax', { count: SPACES_OWNED_MAX }));
  if (joined >= SPACES_JOINED_MAX) throw new ConflictError(said(allianceErrors, 'joinedMax', { count: SPACES_JOINED_MAX }));
  const draft = { server: input.server };
  const accountIds = await checkedAccounts(user, draft, input.account_ids ?? []);
  const space = await SpaceModel.create({
    name,
    server: input.server,
    gameAllianceName: allianceName,
    gameAllianceId: input.game_alliance_id ?? null,
    ownerId: user._id,
  });
  const member = await MemberModel.create({
    _id: memberId(space._id, user.id),
    spaceId: space._id,
    userId: user._id,
    role: 'owner',
    accountIds,
    joinedAt: new Date(),
  });
  return presentSpace(space.toObject() as Space, member.toObject() as Member, user.plan as string, 1);
}

export async function spaceView(user: UserDocument, { space, member }: Access): Promise<SpaceOfMember> {
  return presentSpace(space, member!, user.plan as string, await MemberModel.countDocuments({ spaceId: space._id }));
}

export async function removeSpace({ space }: Access) {
  await deleteSpace(space._id);
  return { deleted: true as const };
}
