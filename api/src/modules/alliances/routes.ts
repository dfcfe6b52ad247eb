/**
 * /api/alliances: alliance spaces. Every route of a space asks shared/alliances.ts first (access.ts):
 * outsiders get 404, members without the right 403 naming who has it. Signed-in players only (no API
 * key: a space is people acting together).
 */
import { Elysia } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { allianceCan } from '@shared/alliances';
import { allowed, refused } from './access';
import { spaceAttacks } from './attacks';
import { addNote, notesOf, removeNote } from './calendar';
import { validCode, type Invitations } from './invitations';
import { accountsSharedIn, leaveSpace, membersOf, removeMember, setRole, shareAccounts, type SpaceId } from './members';
import { checkedRules, coverage, rulesOf, saveRules } from './rules';
import {
  Accept,
  AttackList,
  Calendar,
  Code,
  CreatedInvitation,
  Declined,
  Deleted,
  Joined,
  NoteCreated,
  NoteRemoved,
  Revoked,
  InvitationList,
  InvitationLook,
  InvitationParams,
  Left,
  MemberList,
  MemberParams,
  NewInvitation,
  NewNote,
  NewSpace,
  NoteParams,
  RoleChange,
  Rules,
  RulesView,
  ShareAccounts,
  Shared,
  SpaceList,
  SpaceParams,
  SpaceView,
} from './schemas';
import { createSpace, listSpaces, removeSpace, spaceView } from './service';

const signedIn = { 401: ErrorBody, 403: ErrorBody };
const inSpace = { ...signedIn, 404: ErrorBody };

export type AllianceDeps = {
  auth: AuthService;
  invitations: Invitations;
  /** The space's rules reach these accounts' running Alliance Help bots (bots/control/service.ts overlayChanged). */
  rulesChanged: (accountIds: string[]) => Promise<void>;
};

export const allianceRoutes = ({ auth, invitations, rulesChanged }: AllianceDeps) => {
  /** After a change of who or what is in the space: its bots take the rules again (in the background: the answer does not wait). */
  const refresh = (accountIds: string[]) => void rulesChanged([...new Set(accountIds)]).catch(() => undefined);
  /** A change of who is in the space: the bots of every account shared with it before take the rules again. */
  const changingMembers = async <T>(spaceId: SpaceId, change: () => Promise<T>): Promise<T> => {
    const accounts = await accountsSharedIn(spaceId);
    const done = await change();
    refresh(accounts);
    return done;
  };

  return new Elysia({ prefix: '/api/alliances', tags: ['alliances'] })
    .use(authPlugin(auth))
    .get('/', ({ user }) => listSpaces(user), {
      auth: true,
      response: { 200: SpaceList, ...signedIn },
      detail: { summary: 'Your alliance spaces, your role in each and what you may do there' },
    })
    .post('/', async ({ user, body, status }) => status(201, await createSpace(user, body)), {
      auth: true,
      body: NewSpace,
      response: { 201: SpaceView, 409: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'Create an alliance space (Professional); you own it' },
    })
    .get('/:id', async ({ user, params }) => spaceView(user, await allowed(user, params.id, 'view')), {
      auth: true,
      params: SpaceParams,
      response: { 200: SpaceView, ...inSpace },
      detail: { summary: 'One of your spaces' },
    })
    .delete(
      '/:id',
      async ({ user, params }) => {
        const access = await allowed(user, params.id, 'delete');
        return changingMembers(access.space._id, () => removeSpace(access));
      },
      {
        auth: true,
        params: SpaceParams,
        response: { 200: Deleted, ...inSpace },
        detail: { summary: 'Delete the space with its members, invitations, notes and rules (owner)' },
      },
    )
    .get('/:id/members', async ({ user, params }) => ({ members: await membersOf((await allowed(user, params.id, 'view')).space._id) }), {
      auth: true,
      params: SpaceParams,
      response: { 200: MemberList, ...inSpace },
      detail: { summary: 'The members, their roles and the game accounts they share' },
    })
    .patch(
      '/:id/members/:userId',
      async ({ user, params, body }) => {
        const { space } = await allowed(user, params.id, 'manage-officers');
        await setRole(user, space, params.userId, body.role);
        return { members: await membersOf(space._id) };
      },
      {
        auth: true,
        params: MemberParams,
        body: RoleChange,
        response: { 200: MemberList, 409: ErrorBody, 422: ErrorBody, ...inSpace },
        detail: { summary: 'Appoint an officer, make an officer a member again, or hand the space over (owner)' },
      },
    )
    .delete(
      '/:id/members/:userId',
      async ({ user, params }) => {
        const { space, member } = await allowed(user, params.id, 'remove-members');
        await changingMembers(space._id, () => removeMember(user, member.role, space, params.userId));
        return { members: await membersOf(space._id) };
      },
      {
        auth: true,
        params: MemberParams,
        response: { 200: MemberList, 409: ErrorBody, ...inSpace },
        detail: { summary: 'Remove a member (officers and the owner; officers only the owner)' },
      },
    )
    .post(
      '/:id/leave',
      async ({ user, params }) => {
        const { space } = await allowed(user, params.id, 'leave');
        return changingMembers(space._id, () => leaveSpace(user.id, space._id));
      },
      {
        auth: true,
        params: SpaceParams,
        response: { 200: Left, ...inSpace },
        detail: { summary: "Leave the space; an owner's passes to the first officer, else the first member, else it is deleted" },
      },
    )
    .put(
      '/:id/accounts',
      async ({ user, params, body }) => {
        const { space } = await allowed(user, params.id, 'share-accounts');
        const before = await accountsSharedIn(space._id);
        const ids = await shareAccounts(user, space, body.account_ids);
        refresh([...before, ...ids]);
        return { account_ids: ids };
      },
      {
        auth: true,
        params: SpaceParams,
        body: ShareAccounts,
        response: { 200: Shared, 422: ErrorBody, ...inSpace },
        detail: { summary: "Choose which of your game accounts (on the space's server) the space sees" },
      },
    )
    .get('/:id/invitations', async ({ user, params }) => ({ invitations: await invitations.pending((await allowed(user, params.id, 'invite')).space) }), {
      auth: true,
      params: SpaceParams,
      response: { 200: InvitationList, ...inSpace },
      detail: { summary: "The space's open invitations (never their codes)" },
    })
    .post(
      '/:id/invitations',
      async ({ user, params, body, status }) =>
        status(201, await invitations.create(user, (await allowed(user, params.id, 'invite')).space, body.email ?? null)),
      {
        auth: true,
        params: SpaceParams,
        body: NewInvitation,
        response: { 201: CreatedInvitation, 409: ErrorBody, 422: ErrorBody, ...inSpace },
        detail: { summary: 'Invite a player: a one-time code, shown once, good for 7 days; mailed when an address is given' },
      },
    )
    .delete(
      '/:id/invitations/:invitationId',
      async ({ user, params }) => invitations.revoke((await allowed(user, params.id, 'invite')).space, params.invitationId),
      {
        auth: true,
        params: InvitationParams,
        response: { 200: Revoked, ...inSpace },
        detail: { summary: 'Withdraw an open invitation' },
      },
    )
    .post('/invitations/look', ({ user, body }) => invitations.look(user, validCode(body.code)), {
      auth: true,
      body: Code,
      response: { 200: InvitationLook, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'What an invitation code is for, before accepting or declining it (POST: a code is never put in a URL)' },
    })
    .post(
      '/invitations/accept',
      async ({ user, body }) => {
        const joined = await invitations.accept(user, validCode(body.code), body.account_ids ?? []);
        refresh(await accountsSharedIn(joined.space_id));
        return joined;
      },
      {
        auth: true,
        body: Accept,
        response: { 200: Joined, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...signedIn },
        detail: { summary: 'Join the space the code invites you to, sharing the game accounts you choose' },
      },
    )
    .post('/invitations/decline', ({ user, body }) => invitations.decline(user, validCode(body.code)), {
      auth: true,
      body: Code,
      response: { 200: Declined, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'Decline an invitation (its code then works no more)' },
    })
    .get('/:id/attacks', async ({ user, params }) => spaceAttacks((await allowed(user, params.id, 'view')).space._id), {
      auth: true,
      params: SpaceParams,
      response: { 200: AttackList, ...inSpace },
      detail: { summary: 'Open incoming attacks on the castles of the game accounts the members share, soonest first' },
    })
    .get(
      '/:id/rules',
      async ({ user, params }) => {
        const { space } = await allowed(user, params.id, 'view');
        return { rules: rulesOf(space), coverage: await coverage(space._id) };
      },
      {
        auth: true,
        params: SpaceParams,
        response: { 200: RulesView, ...inSpace },
        detail: { summary: 'The help and support rules, and which shared accounts run an Alliance Help bot that follows them' },
      },
    )
    .put(
      '/:id/rules',
      async ({ user, params, body }) => {
        const { space } = await allowed(user, params.id, 'manage-rules');
        const rules = await saveRules(space, checkedRules(body));
        refresh(await accountsSharedIn(space._id));
        return { rules, coverage: await coverage(space._id) };
      },
      {
        auth: true,
        params: SpaceParams,
        body: Rules,
        response: { 200: RulesView, 422: ErrorBody, ...inSpace },
        detail: { summary: "Set the rules the members' Alliance Help bots follow on the shared accounts (officers and the owner)" },
      },
    )
    .get(
      '/:id/calendar',
      async ({ user, params }) => {
        const { space, standing } = await allowed(user, params.id, 'view');
        return { notes: await notesOf(space, user, allianceCan(standing, 'moderate-notes')) };
      },
      {
        auth: true,
        params: SpaceParams,
        response: { 200: Calendar, ...inSpace },
        detail: { summary: "The calendar's notes and plans (UTC instants: show them on the viewer's clock)" },
      },
    )
    .post(
      '/:id/calendar',
      async ({ user, params, body, status }) => status(201, await addNote((await allowed(user, params.id, 'add-notes')).space, user, body)),
      {
        auth: true,
        params: SpaceParams,
        body: NewNote,
        response: { 201: NoteCreated, 409: ErrorBody, 422: ErrorBody, ...inSpace },
        detail: { summary: 'Add a note or plan to the calendar' },
      },
    )
    .delete(
      '/:id/calendar/:noteId',
      async ({ user, params }) => {
        const { space, standing } = await allowed(user, params.id, 'add-notes');
        if (!(await removeNote(space, user, params.noteId, allianceCan(standing, 'moderate-notes')))) throw refused(standing, 'moderate-notes');
        return { removed: true as const };
      },
      {
        auth: true,
        params: NoteParams,
        response: { 200: NoteRemoved, ...inSpace },
        detail: { summary: 'Remove a note: your own, or any (officers and the owner)' },
      },
    );
};
