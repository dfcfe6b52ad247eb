/**
 * Joining a space: a one-time code (shown once, mailed in a link's fragment when an address is given),
 * looked at, accepted with the accounts shared, or declined; expired, used, withdrawn and someone else's
 * invitations are refused with what to do, and of ten simultaneous accepts of one code exactly one joins.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, uniqueEmail } from '../../../test/helpers';
import { alliancePlatform } from '../../../test/alliances';
import { linkIn, mailTo } from '../../../test/mailbox';
import { InvitationModel } from './invitation.model';
import { MemberModel } from './space.model';
import { UserModel } from '../users/user.model';

const { platform, app, player, space } = alliancePlatform();
afterAll(() => platform.close());

type Player = Awaited<ReturnType<typeof player>>;
let owner: Player;
let spaceId: string;
beforeAll(async () => {
  owner = await player();
  spaceId = await space(owner);
});

const invite = async (body: Record<string, unknown> = {}) => {
  const res = await call(app, 'POST', `/api/alliances/${spaceId}/invitations`, { token: owner.token, body });
  expect(res.status).toBe(201);
  return res.body as { id: string; code: string; email: string | null; expires_at: string };
};
const post = (who: Player, what: 'look' | 'accept' | 'decline', body: Record<string, unknown>) =>
  call(app, 'POST', `/api/alliances/invitations/${what}`, { token: who.token, body });

describe('names', () => {
  test('a member with no Castellan name reads as their in-game name on the space\'s server, and so does an inviter (issue 38: everyone was "A player")', async () => {
    const unnamedOwner = await player('professional', ['INT1', 'DE1']);
    await UserModel.updateOne({ _id: unnamedOwner.userId }, { $unset: { username: 1 } });
    const ownSpace = await space(unnamedOwner);
    const made = await call(app, 'POST', `/api/alliances/${ownSpace}/invitations`, { token: unnamedOwner.token, body: {} });
    const joiner = await player('professional', ['INT1']);
    await UserModel.updateOne({ _id: joiner.userId }, { $unset: { username: 1 } });
    const look = await post(joiner, 'look', { code: made.body.code });
    expect(look.body.invited_by).toBe(unnamedOwner.accounts[0]!.username);
    // Joined without sharing an account: still their in-game name on INT1, not "A player".
    expect((await post(joiner, 'accept', { code: made.body.code, account_ids: [] })).status).toBe(200);
    const members = (await call(app, 'GET', `/api/alliances/${ownSpace}/members`, { token: joiner.token })).body.members as { user_id: string; name: string }[];
    expect(members.map((m) => m.name).sort()).toEqual([unnamedOwner.accounts[0]!.username, joiner.accounts[0]!.username].sort());
  });
});

describe('a code passed on by hand', () => {
  test("looked at, then accepted with an account on the space's server: the player is a member sharing it", async () => {
    const invitation = await invite();
    expect(invitation.code).toMatch(/^[\w-]{22}$/);
    expect(Date.parse(invitation.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Only its hash is kept: the list of open invitations never shows a code.
    const list = await call(app, 'GET', `/api/alliances/${spaceId}/invitations`, { token: owner.token });
    expect(list.body.invitations.find((i: { id: string }) => i.id === invitation.id)).toEqual({
      id: invitation.id,
      email: null,
      expires_at: invitation.expires_at,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(await InvitationModel.findById(invitation.id).lean())).not.toContain(invitation.code);

    const joiner = await player('professional', ['INT1', 'DE1']);
    const look = await post(joiner, 'look', { code: `  ${invitation.code} ` });
    expect(look.status).toBe(200);
    expect(look.body).toMatchObject({
      space: { id: spaceId, name: 'Iron Wolves HQ', server: 'INT1', game_alliance: 'Iron Wolves' },
      invited_by: owner.name,
      for_email: false,
      already_member: false,
    });

    const wrongServer = await post(joiner, 'accept', { code: invitation.code, account_ids: [joiner.accounts[1]!.id] });
    expect(wrongServer.status).toBe(422);
    expect(wrongServer.body.message).toBe(`${joiner.accounts[1]!.username} plays on DE1; this alliance plays on INT1. Choose accounts on INT1.`);
    const notTheirs = await post(joiner, 'accept', { code: invitation.code, account_ids: [owner.accounts[0]!.id] });
    expect(notTheirs.status).toBe(422);

    const accepted = await post(joiner, 'accept', { code: invitation.code, account_ids: [joiner.accounts[0]!.id] });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ space_id: spaceId });
    const members = await call(app, 'GET', `/api/alliances/${spaceId}/members`, { token: joiner.token });
    expect(members.body.members.find((m: { user_id: string }) => m.user_id === joiner.userId)).toMatchObject({
      name: joiner.name,
      role: 'member',
      read_only: false,
      accounts: [{ id: joiner.accounts[0]!.id, label: `${joiner.accounts[0]!.username} – INT1` }],
    });

    // Used: a second use, by anyone, is refused.
    const again = await post(await player(), 'accept', { code: invitation.code });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invitation was already used. Ask an officer of the space for a new one.');
  });

  test('a player below Professional joins read-only', async () => {
    const { code } = await invite();
    const plus = await player('plus');
    expect((await post(plus, 'accept', { code })).status).toBe(200);
    const view = await call(app, 'GET', `/api/alliances/${spaceId}`, { token: plus.token });
    expect(view.body).toMatchObject({ role: 'member', standing: 'read-only', can: ['view', 'share-accounts', 'leave'] });
  });

  test('expired, withdrawn, declined and unknown codes are refused with what to do', async () => {
    const expired = await invite();
    await InvitationModel.updateOne({ _id: expired.id }, { expiresAt: new Date(Date.now() - 1000) });
    const p = await player();
    const late = await post(p, 'accept', { code: expired.code });
    expect(late.status).toBe(409);
    expect(late.body.message).toStartWith('This invitation expired on ');
    // The day as the asker's language writes it ("Nov 29, 2026"), not ISO.
    expect(late.body.message).toMatch(/^This invitation expired on [A-Z][a-z]{2} \d{1,2}, \d{4}\. /);
    // Expired ones are no longer listed as open.
    expect(
      (await call(app, 'GET', `/api/alliances/${spaceId}/invitations`, { token: owner.token })).body.invitations.map((i: { id: string }) => i.id),
    ).not.toContain(expired.id);

    const withdrawn = await invite();
    expect((await call(app, 'DELETE', `/api/alliances/${spaceId}/invitations/${withdrawn.id}`, { token: owner.token })).status).toBe(200);
    expect((await post(p, 'look', { code: withdrawn.code })).body.message).toBe('This invitation was withdrawn. Ask an officer of the space for a new one.');

    const declined = await invite();
    expect((await post(p, 'decline', { code: declined.code })).body).toEqual({ declined: true });
    expect((await post(p, 'accept', { code: declined.code })).status).toBe(409);
    expect(await MemberModel.exists({ userId: p.userId })).toBeNull();

    const unknown = await post(p, 'look', { code: 'A'.repeat(22) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Invitation not found.');
    const garbage = await post(p, 'look', { code: 'not a code!' });
    expect(garbage.status).toBe(422);
    expect(garbage.body.message).toBe('That is not an invitation code: paste the code as you received it.');
    expect((await call(app, 'POST', '/api/alliances/invitations/accept', { body: { code: declined.code } })).status).toBe(401);
  });

  test('a member accepting again is told so; ten simultaneous accepts of one code let exactly one player in', async () => {
    const { code } = await invite();
    const players = await Promise.all(Array.from({ length: 10 }, () => player()));
    const results = await Promise.all(players.map((p) => post(p, 'accept', { code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await MemberModel.countDocuments({ spaceId, userId: { $in: players.map((p) => p.userId) } })).toBe(1);

    const second = await invite();
    expect((await post(owner, 'accept', { code: second.code })).body.message).toBe('You are already a member of this space.');
  });
});

describe('an invitation for one address', () => {
  test('is mailed as a link whose code is in the fragment, and only that address may use it', async () => {
    const invitee = await player();
    const sent = await invite({ email: invitee.email.toUpperCase() });
    expect(sent.email).toBe(invitee.email);
    const mail = await mailTo(invitee.email, { subject: /invites you to the alliance space Iron Wolves HQ/ });
    const link = linkIn(mail, '/alliance');
    expect(link.search).toBe('');
    expect(link.hash).toBe(`#invite=${sent.code}`);
    expect(mail.text).toContain('on another plan you join read-only');
    // Its last day as English writes a date, not ISO (issue 64: 'until 2026-12-06').
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(sent.expires_at));
    expect(mail.text).toContain(`The invitation works once and until ${until}.`);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const someoneElse = await player();
    const wrong = await post(someoneElse, 'accept', { code: sent.code });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('This invitation was sent to another e-mail address: sign in with that address (and confirm it) to use it.');
    expect((await post(invitee, 'look', { code: sent.code })).body.for_email).toBe(true);
    expect((await post(invitee, 'accept', { code: sent.code })).status).toBe(200);
  });

  test('a malformed address is refused before anything is made', async () => {
    const res = await call(app, 'POST', `/api/alliances/${spaceId}/invitations`, { token: owner.token, body: { email: 'not-an-address' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('That is not an e-mail address: leave it empty to make a code you pass on yourself.');
  });

  test('an address the mail server refuses is a 422 with what to do, and leaves no invitation behind', async () => {
    // Well formed, but the mail catcher (like real relays) refuses a domain this long: the address schemathesis found.
    const email = `0@${'0'.repeat(63)}.${'a'.repeat(63)}.${'a'.repeat(63)}.${'a'.repeat(60)}`;
    const before = await InvitationModel.countDocuments({});
    const res = await call(app, 'POST', `/api/alliances/${spaceId}/invitations`, { token: owner.token, body: { email } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`The mail server refused ${email}: check the address, or invite without one and pass the code on yourself.`);
    expect(await InvitationModel.countDocuments({})).toBe(before);
  });

  test('is mailed in the invited account’s language; to an address without an account, in the inviter’s', async () => {
    const mail = (locale: string) =>
      JSON.parse(readFileSync(join(import.meta.dir, '..', '..', '..', '..', 'shared', 'i18n', locale, 'mail.json'), 'utf8'))['mail/alliance'] as Record<
        string,
        string
      >;
    const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
    const speaking = async (who: Player, language: string) =>
      expect((await call(app, 'PUT', '/api/users/me/language', { token: who.token, body: { language } })).status).toBe(200);
    const officer = await player();
    await speaking(officer, 'de');
    const theirs = await space(officer);
    const inviteTo = async (email: string) =>
      expect((await call(app, 'POST', `/api/alliances/${theirs}/invitations`, { token: officer.token, body: { email } })).status).toBe(201);

    const stranger = uniqueEmail('no-account');
    await inviteTo(stranger);
    const de = mail('de');
    const german = await mailTo(stranger, { subject: /Iron Wolves HQ/ });
    expect(german.subject).toBe(fill(de.subject!, { inviter: officer.name, space: 'Iron Wolves HQ' }));
    expect(german.subject).toBe(`${officer.name} lädt dich in den Allianzbereich Iron Wolves HQ ein`);
    expect(german.text).toContain(fill(de.intro!, { inviter: officer.name, space: 'Iron Wolves HQ', alliance: 'Iron Wolves', server: 'INT1' }));
    expect(german.text).toContain(de.plan!);

    const pole = await player();
    await speaking(pole, 'pl');
    await inviteTo(pole.email);
    const polish = await mailTo(pole.email, { subject: /Iron Wolves HQ/ });
    expect(polish.subject).toBe(fill(mail('pl').subject!, { inviter: officer.name, space: 'Iron Wolves HQ' }));
    expect(polish.html).toContain('<html lang="pl">');

    // An account that chose English reads English, though the officer writes German.
    const english = await player();
    await speaking(english, 'en');
    await inviteTo(english.email);
    expect((await mailTo(english.email, { subject: /Iron Wolves HQ/ })).subject).toBe(`${officer.name} invites you to the alliance space Iron Wolves HQ`);
  });
});
