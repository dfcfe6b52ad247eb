/**
 * The alliance permission matrix, walked: every route of a space × owner, officer, member, read-only
 * (a member below Professional), outsider and signed out, each on a fresh space so that what one case
 * changes (a deletion, a departure) cannot decide another. The table below is written out by hand; the
 * shared matrix is checked against it too, so a change to either shows here.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ALLIANCE_PERMISSIONS, allianceStanding, type AllianceAction, type AllianceStanding } from '@shared/alliances';
import { call } from '../../../test/helpers';
import { alliancePlatform } from '../../../test/alliances';
import { InvitationModel, NoteModel } from './invitation.model';

const { platform, app, player, space } = alliancePlatform();
afterAll(() => platform.close());

type Player = Awaited<ReturnType<typeof player>>;
let owner: Player, officer: Player, member: Player, readOnly: Player, outsider: Player, extra: Player;
const actors = {} as Record<AllianceStanding, Player>;
beforeAll(async () => {
  [owner, officer, member, readOnly, outsider, extra] = [await player(), await player(), await player(), await player('plus'), await player(), await player()];
  Object.assign(actors, { owner, officer, member, 'read-only': readOnly, outsider });
});
const STANDINGS: AllianceStanding[] = ['owner', 'officer', 'member', 'read-only', 'outsider'];

/** A fresh space with everyone in place, an open invitation and a note by `extra` (another member). */
async function fresh() {
  const id = await space(owner, [
    [officer, 'officer'],
    [member, 'member'],
    [readOnly, 'member'],
    [extra, 'member'],
  ]);
  const invitation = await InvitationModel.create({
    spaceId: id,
    codeHash: crypto.randomUUID(),
    invitedBy: owner.userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const note = await NoteModel.create({ spaceId: id, authorId: extra.userId, title: 'Berimond', startsAt: new Date(Date.now() + 86_400_000) });
  return { id, invitation: String(invitation._id), note: String(note._id), extra: extra.userId };
}

type Route = { method: string; path: (s: Awaited<ReturnType<typeof fresh>>) => string; body?: unknown; action: AllianceAction };
const RULES = { help: { enabled: true, minWaitSeconds: 30, maxWaitSeconds: 90 }, support: { enabled: true, minAttackers: 400, troops: 150, hours: 4 } };
const ROUTES: Route[] = [
  { method: 'GET', path: (s) => `/api/alliances/${s.id}`, action: 'view' },
  { method: 'GET', path: (s) => `/api/alliances/${s.id}/members`, action: 'view' },
  { method: 'GET', path: (s) => `/api/alliances/${s.id}/attacks`, action: 'view' },
  { method: 'GET', path: (s) => `/api/alliances/${s.id}/rules`, action: 'view' },
  { method: 'GET', path: (s) => `/api/alliances/${s.id}/calendar`, action: 'view' },
  { method: 'PUT', path: (s) => `/api/alliances/${s.id}/accounts`, body: { account_ids: [] }, action: 'share-accounts' },
  {
    method: 'POST',
    path: (s) => `/api/alliances/${s.id}/calendar`,
    body: { title: 'War', starts_at: new Date(Date.now() + 7_200_000).toISOString() },
    action: 'add-notes',
  },
  { method: 'DELETE', path: (s) => `/api/alliances/${s.id}/calendar/${s.note}`, action: 'moderate-notes' },
  { method: 'GET', path: (s) => `/api/alliances/${s.id}/invitations`, action: 'invite' },
  { method: 'POST', path: (s) => `/api/alliances/${s.id}/invitations`, body: {}, action: 'invite' },
  { method: 'DELETE', path: (s) => `/api/alliances/${s.id}/invitations/${s.invitation}`, action: 'invite' },
  { method: 'DELETE', path: (s) => `/api/alliances/${s.id}/members/${s.extra}`, action: 'remove-members' },
  { method: 'PATCH', path: (s) => `/api/alliances/${s.id}/members/${s.extra}`, body: { role: 'officer' }, action: 'manage-officers' },
  { method: 'PUT', path: (s) => `/api/alliances/${s.id}/rules`, body: RULES, action: 'manage-rules' },
  { method: 'POST', path: (s) => `/api/alliances/${s.id}/leave`, action: 'leave' },
  { method: 'DELETE', path: (s) => `/api/alliances/${s.id}`, action: 'delete' },
];

/** Who may, by hand: O owner, F officer, M member, R read-only. Outsiders never (404), signed out never (401). */
const MAY: Record<AllianceAction, string> = {
  view: 'OFMR',
  'share-accounts': 'OFMR',
  'add-notes': 'OFM',
  'moderate-notes': 'OF',
  invite: 'OF',
  'remove-members': 'OF',
  'manage-officers': 'O',
  'manage-rules': 'OF',
  leave: 'OFMR',
  delete: 'O',
};
const LETTER: Record<AllianceStanding, string> = { owner: 'O', officer: 'F', member: 'M', 'read-only': 'R', outsider: '-' };

test('the shared matrix is the table written here', () => {
  for (const [action, letters] of Object.entries(MAY)) {
    expect(
      ALLIANCE_PERMISSIONS[action as AllianceAction]
        .map((s) => LETTER[s])
        .sort()
        .join(''),
    ).toBe([...letters].sort().join(''));
  }
  // Below Professional a member is read-only, whatever their role; outside the space one is nobody.
  expect(allianceStanding('owner', 'premium')).toBe('read-only');
  expect(allianceStanding('officer', 'professional')).toBe('officer');
  expect(allianceStanding(null, 'professional')).toBe('outsider');
});

describe('every route × every standing', () => {
  const cases = ROUTES.flatMap((route) =>
    STANDINGS.map((standing) => [`${route.method} ${route.path({ id: ':id', invitation: ':inv', note: ':note', extra: ':user' })}`, standing, route] as const),
  );
  test.each(cases)('%s as %s', async (_name, standing, route) => {
    const s = await fresh();
    const res = await call(app, route.method, route.path(s), { token: actors[standing].token, body: route.body });
    if (standing === 'outsider') {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Alliance space not found.');
    } else if (MAY[route.action].includes(LETTER[standing])) {
      expect([200, 201]).toContain(res.status);
    } else {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(
        standing === 'read-only' ? /^You are read-only in this space: members need the Professional plan to / : /^Only the space's /,
      );
    }
  });

  test.each(ROUTES.map((r) => [r.method, r] as const))('%s signed out: 401', async (_m, route) => {
    const s = await fresh();
    expect((await call(app, route.method, route.path(s), { body: route.body })).status).toBe(401);
  });
});

describe('the edges of the matrix', () => {
  test('creating a space needs Professional; listing is for everyone signed in', async () => {
    const res = await call(app, 'POST', '/api/alliances', { token: readOnly.token, body: { name: 'Mine', server: 'INT1', game_alliance_name: 'Wolves' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toStartWith('Alliance spaces come with the Professional plan');
    const list = await call(app, 'GET', '/api/alliances', { token: readOnly.token });
    expect(list.status).toBe(200);
    expect(list.body.can_create).toBe(false);
    expect((await call(app, 'GET', '/api/alliances')).status).toBe(401);
  });

  test('an officer removes members but not officers; nobody removes the owner', async () => {
    const s = await fresh();
    await call(app, 'PATCH', `/api/alliances/${s.id}/members/${extra.userId}`, { token: owner.token, body: { role: 'officer' } });
    const res = await call(app, 'DELETE', `/api/alliances/${s.id}/members/${extra.userId}`, { token: officer.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only the space's owner can appoint or remove officers or hand the space over.");
    expect((await call(app, 'DELETE', `/api/alliances/${s.id}/members/${owner.userId}`, { token: officer.token })).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/alliances/${s.id}/members/${extra.userId}`, { token: owner.token })).status).toBe(200);
  });

  test("a member removes their own note but not another's; the note of someone else is 403, an unknown one 404", async () => {
    const s = await fresh();
    const mine = await call(app, 'POST', `/api/alliances/${s.id}/calendar`, {
      token: member.token,
      body: { title: 'Khan camps', starts_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(mine.status).toBe(201);
    expect((await call(app, 'DELETE', `/api/alliances/${s.id}/calendar/${mine.body.id}`, { token: member.token })).status).toBe(200);
    expect((await call(app, 'DELETE', `/api/alliances/${s.id}/calendar/${s.note}`, { token: member.token })).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/alliances/${s.id}/calendar/0123456789abcdef01234567`, { token: member.token })).status).toBe(404);
  });

  test('a plan that lapses makes an owner read-only at once; a space id that is not one is 404', async () => {
    const lapsing = await player();
    const id = await space(lapsing);
    expect((await call(app, 'GET', `/api/alliances/${id}/invitations`, { token: lapsing.token })).status).toBe(200);
    const { UserModel } = await import('../users/user.model');
    await UserModel.updateOne({ _id: lapsing.userId }, { plan: 'premium' });
    const view = await call(app, 'GET', `/api/alliances/${id}`, { token: lapsing.token });
    expect(view.body).toMatchObject({ role: 'owner', standing: 'read-only', can: ['view', 'share-accounts', 'leave'] });
    expect((await call(app, 'GET', `/api/alliances/${id}/invitations`, { token: lapsing.token })).status).toBe(403);
    expect((await call(app, 'GET', '/api/alliances/not-an-id', { token: lapsing.token })).status).toBe(404);
  });
});
