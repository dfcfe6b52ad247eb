/**
 * A space at work: creating one (Professional, valid input, limits), the shared view of incoming attacks
 * (members' shared accounts only, open ones only, told by the runtime as a bot tells it), the rules laid
 * over the members' Alliance Help bots, calendar notes, and what leaving and deleting an account do.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { DEFAULT_ALLIANCE_RULES, SPACES_OWNED_MAX } from '@shared/alliances';
import { call, waitFor } from '../../../test/helpers';
import { alliancePlatform } from '../../../test/alliances';
import { MemberModel, SpaceModel } from './space.model';
import { leaveAllSpacesOf, membershipsForExport } from './members';

const { platform, app, fake, specs, player, space, bot } = alliancePlatform();
afterAll(() => platform.close());

describe('creating a space', () => {
  test('a Professional player creates one, owns it and shares the accounts they choose; bad input is refused with what to fix', async () => {
    const owner = await player('professional', ['INT1', 'DE1']);
    const res = await call(app, 'POST', '/api/alliances', {
      token: owner.token,
      body: { name: '  Iron Wolves HQ ', server: 'INT1', game_alliance_name: 'Iron Wolves', game_alliance_id: 4711, account_ids: [owner.accounts[0]!.id] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Iron Wolves HQ',
      server: 'INT1',
      game_alliance: { name: 'Iron Wolves', id: 4711 },
      role: 'owner',
      standing: 'owner',
      members: 1,
      your_accounts: [owner.accounts[0]!.id],
    });
    expect(res.body.can).toContain('delete');

    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '', server: 'INT1', game_alliance_name: 'W' }, 422, 'Please name the space (1 to 60 characters).'],
      [{ name: '   ', server: 'INT1', game_alliance_name: 'W' }, 422, 'Please name the space (1 to 60 characters).'],
      [{ name: 'S', server: 'MARS', game_alliance_name: 'W' }, 422, 'Choose the game server the alliance plays on (for example INT1).'],
      [{ name: 'S', server: 'INT1', game_alliance_name: '' }, 422, "Please give the alliance's name in the game (1 to 60 characters)."],
      [{ name: 'S', server: 'INT1', game_alliance_name: 'W', game_alliance_id: -3 }, 422, 'The alliance id is the number the game shows, or leave it empty.'],
      [
        { name: 'S', server: 'INT1', game_alliance_name: 'W', account_ids: [owner.accounts[1]!.id] },
        422,
        `${owner.accounts[1]!.username} plays on DE1; this alliance plays on INT1. Choose accounts on INT1.`,
      ],
    ];
    for (const [body, status, message] of cases) {
      const bad = await call(app, 'POST', '/api/alliances', { token: owner.token, body });
      expect([bad.status, bad.body.message]).toEqual([status, message]);
    }
    expect(await SpaceModel.countDocuments({ ownerId: owner.userId })).toBe(1);
  });

  test(`at most ${SPACES_OWNED_MAX} spaces per owner`, async () => {
    const owner = await player();
    for (let i = 0; i < SPACES_OWNED_MAX; i++)
      expect((await call(app, 'POST', '/api/alliances', { token: owner.token, body: { name: `S${i}`, server: 'INT1', game_alliance_name: 'W' } })).status).toBe(
        201,
      );
    const over = await call(app, 'POST', '/api/alliances', { token: owner.token, body: { name: 'One more', server: 'INT1', game_alliance_name: 'W' } });
    expect(over.status).toBe(409);
    expect((await call(app, 'GET', '/api/alliances', { token: owner.token })).body.spaces).toHaveLength(SPACES_OWNED_MAX);
  });
});

let movement = 9000;
/** The runtime telling of an attack a bot of `botId` saw, as attack-guard.ts tells it. */
const attack = (botId: string, castle: string, landsInMs: number, attacker = 'Khan Tarik', troops = 300) =>
  fake.tell({
    type: 'notify',
    botId,
    kind: 'attack',
    message: `Guard: Incoming attack on ${castle}.`,
    attack: { id: String(++movement), castle, detectedAt: Date.now(), arrivesAt: Date.now() + landsInMs, attacker, troops },
  });

describe('the shared view of incoming attacks', () => {
  test('lists the open attacks on the accounts members share, soonest first, and nothing else', async () => {
    const [owner, member, outsider] = [await player(), await player(), await player()];
    const id = await space(owner, [[member, 'member']]);
    const [ownerGuard, memberGuard, outsiderGuard] = [await bot(owner, 'attack-guard'), await bot(member, 'attack-guard'), await bot(outsider, 'attack-guard')];
    // The two that must not show are told first: once the two after them show, they would have too.
    await attack(outsiderGuard, 'Far Tower', 600_000);
    await attack(memberGuard, 'Old Wall', -1_000); // landed: no longer open
    await attack(memberGuard, 'Castle Grey', 3_600_000, 'Khan Tarik', 300);
    await attack(ownerGuard, 'Owner Keep', 600_000, 'Baron Vex', 1200);

    const view = await waitFor('both attacks stored', async () => {
      const res = await call(app, 'GET', `/api/alliances/${id}/attacks`, { token: member.token });
      return res.body.attacks?.length >= 2 ? res : null;
    });
    const res = await call(app, 'GET', `/api/alliances/${id}/attacks`, { token: member.token });
    expect(res.body.shared_accounts).toBe(2);
    expect(res.body.attacks.map((a: { castle: string }) => a.castle)).toEqual(['Owner Keep', 'Castle Grey']);
    expect(res.body.attacks[1]).toMatchObject({
      member: member.name,
      member_id: member.userId,
      account: `${member.accounts[0]!.username} – INT1`,
      castle: 'Castle Grey',
      attacker: 'Khan Tarik',
      troops: 300,
    });
    expect(Date.parse(res.body.attacks[1].arrives_at) - Date.now()).toBeGreaterThan(3_500_000);
    expect(view.status).toBe(200);

    // An account the member stops sharing leaves the view with its attacks.
    expect((await call(app, 'PUT', `/api/alliances/${id}/accounts`, { token: member.token, body: { account_ids: [] } })).status).toBe(200);
    const after = await call(app, 'GET', `/api/alliances/${id}/attacks`, { token: owner.token });
    expect(after.body.attacks.map((a: { castle: string }) => a.castle)).toEqual(['Owner Keep']);
  });
});

describe("the rules, laid over the members' Alliance Help bots", () => {
  const RULES = { help: { enabled: true, minWaitSeconds: 20, maxWaitSeconds: 40 }, support: { enabled: true, minAttackers: 800, troops: 250, hours: 4 } };
  const latest = (botId: string) => specs.filter((s) => s.botId === botId).at(-1)!;

  test("a running bot takes them at once, supports only the space's members, and gets its own settings back when it leaves", async () => {
    const [owner, member, readOnly] = [await player(), await player(), await player('plus')];
    const id = await space(owner, [
      [member, 'member'],
      [readOnly, 'member'],
    ]);
    const helper = await bot(member, 'alliance-help', { supportTroops: 50 });
    const lesser = await bot(readOnly, 'alliance-help');
    await waitFor('started', () => latest(helper) && latest(lesser));
    expect(latest(helper).settings).toMatchObject({ minWaitSeconds: 60, supportTroops: 50 });

    const saved = await call(app, 'PUT', `/api/alliances/${id}/rules`, { token: owner.token, body: RULES });
    expect(saved.status).toBe(200);
    expect(saved.body.rules).toEqual(RULES);
    await waitFor('the rules reached the bot', () => latest(helper).settings.supportMinAttackers === 800);
    const names = latest(helper).settings.supportPlayers as string;
    expect(latest(helper).settings).toMatchObject({ minWaitSeconds: 20, maxWaitSeconds: 40, supportTroops: 250, supportHours: 4 });
    expect(names.split('\n').sort()).toEqual([owner.accounts[0]!.username, readOnly.accounts[0]!.username].sort());
    // A read-only member's bot keeps its own settings.
    expect(latest(lesser).settings.supportMinAttackers).toBeUndefined();
    const coverage = (await call(app, 'GET', `/api/alliances/${id}/rules`, { token: readOnly.token })).body.coverage;
    expect(coverage.find((c: { account_id: string }) => c.account_id === member.accounts[0]!.id)).toMatchObject({
      bot: { name: 'alliance-help bot' },
      follows_rules: true,
    });
    expect(coverage.find((c: { account_id: string }) => c.account_id === readOnly.accounts[0]!.id)).toMatchObject({ follows_rules: false });
    expect(coverage.find((c: { account_id: string }) => c.account_id === owner.accounts[0]!.id)).toMatchObject({ bot: null, follows_rules: false });

    const bad = await call(app, 'PUT', `/api/alliances/${id}/rules`, {
      token: owner.token,
      body: { ...RULES, help: { enabled: true, minWaitSeconds: 90, maxWaitSeconds: 30 } },
    });
    expect([bad.status, bad.body.message]).toEqual([422, 'The shortest wait before answering must not be longer than the longest.']);

    expect((await call(app, 'POST', `/api/alliances/${id}/leave`, { token: member.token })).body).toEqual({ left: true, space: 'kept', new_owner: null });
    await call(app, 'POST', `/api/bots/${helper}/actions`, { token: member.token, body: { action: 'stop' } });
    await waitFor('stopped', async () => (await call(app, 'GET', `/api/bots/${helper}`, { token: member.token })).body.state === 'offline');
    await call(app, 'POST', `/api/bots/${helper}/actions`, { token: member.token, body: { action: 'start' } });
    await waitFor(
      'started again with its own settings',
      () => latest(helper).settings.supportMinAttackers === undefined && latest(helper).settings.supportTroops === 50,
    );
  });
});

describe("the rules' bounds (RULE_BOUNDS, the Alliance Help template's own)", () => {
  test('a value past a bound is refused with the field and the bounds, and nothing is saved; the bounds themselves are taken', async () => {
    const owner = await player();
    const id = await space(owner, []);
    const RULES = { help: { enabled: true, minWaitSeconds: 20, maxWaitSeconds: 40 }, support: { enabled: true, minAttackers: 800, troops: 250, hours: 4 } };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ help: { ...RULES.help, minWaitSeconds: 4 } }, 'help.minWaitSeconds', 'Waits are 5 to 3,600 seconds.'],
      [{ help: { ...RULES.help, maxWaitSeconds: 3601 } }, 'help.maxWaitSeconds', 'Waits are 5 to 3,600 seconds.'],
      [{ support: { ...RULES.support, minAttackers: -1 } }, 'support.minAttackers', 'The smallest attack is 0 to 1,000,000 soldiers.'],
      [{ support: { ...RULES.support, troops: 0 } }, 'support.troops', 'Support is 1 to 100,000 soldiers.'],
      [{ support: { ...RULES.support, troops: 100_001 } }, 'support.troops', 'Support is 1 to 100,000 soldiers.'],
      [{ support: { ...RULES.support, hours: 13 } }, 'support.hours', 'Support stays 0 to 12 game hours.'],
    ];
    for (const [change, field, message] of cases) {
      const bad = await call(app, 'PUT', `/api/alliances/${id}/rules`, { token: owner.token, body: { ...RULES, ...change } });
      expect([bad.status, bad.body.code, bad.body.field, bad.body.message]).toEqual([422, 'VALIDATION_FAILED', field, message]);
    }
    expect((await call(app, 'GET', `/api/alliances/${id}/rules`, { token: owner.token })).body.rules).toEqual(DEFAULT_ALLIANCE_RULES);
    const edges = {
      help: { enabled: true, minWaitSeconds: 5, maxWaitSeconds: 3600 },
      support: { enabled: true, minAttackers: 1_000_000, troops: 100_000, hours: 0 },
    };
    const saved = await call(app, 'PUT', `/api/alliances/${id}/rules`, { token: owner.token, body: edges });
    expect([saved.status, saved.body.rules]).toEqual([200, edges]);
  });
});

describe('calendar notes', () => {
  test('kept as instants, listed soonest first with who wrote them; bad times are refused', async () => {
    const [owner, member] = [await player(), await player()];
    const id = await space(owner, [[member, 'member']]);
    const friday = new Date(Date.now() + 3 * 86_400_000);
    friday.setUTCHours(18, 0, 0, 0);
    const add = (body: Record<string, unknown>) => call(app, 'POST', `/api/alliances/${id}/calendar`, { token: member.token, body });
    expect(
      (
        await add({
          title: 'We run Berimond',
          starts_at: friday.toISOString(),
          ends_at: new Date(friday.getTime() + 7_200_000).toISOString(),
          text: 'Bring rams',
        })
      ).status,
    ).toBe(201);
    expect((await add({ title: 'Khan camps', starts_at: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(201);
    const list = await call(app, 'GET', `/api/alliances/${id}/calendar`, { token: owner.token });
    expect(list.body.notes.map((n: { title: string }) => n.title)).toEqual(['Khan camps', 'We run Berimond']);
    expect(list.body.notes[1]).toMatchObject({ starts_at: friday.toISOString(), text: 'Bring rams', author: member.name, yours: false, can_remove: true });

    const bad: [Record<string, unknown>, string][] = [
      [{ title: 'x', starts_at: 'friday' }, 'Please give the start as a date and time.'],
      [{ title: 'x', starts_at: friday.toISOString(), ends_at: new Date(friday.getTime() - 1).toISOString() }, 'The end must come after the start.'],
      [{ title: 'x', starts_at: new Date(Date.now() - 3 * 86_400_000).toISOString() }, 'The start is in the past: notes are for what is coming.'],
      [{ title: '', starts_at: friday.toISOString() }, 'Please give the note a title of 1 to 80 characters.'],
    ];
    for (const [body, message] of bad) {
      const res = await add(body);
      expect([res.status, res.body.message]).toEqual([422, message]);
    }
  });
});

describe('leaving', () => {
  test("an owner's space passes to the first officer, else the first member; with no one left it is deleted", async () => {
    const [owner, early, officer, late] = [await player(), await player(), await player(), await player()];
    const id = await space(owner, [
      [early, 'member'],
      [officer, 'officer'],
      [late, 'member'],
    ]);
    expect((await call(app, 'POST', `/api/alliances/${id}/leave`, { token: owner.token })).body).toEqual({
      left: true,
      space: 'handed-over',
      new_owner: officer.userId,
    });
    expect((await call(app, 'GET', `/api/alliances/${id}`, { token: officer.token })).body.role).toBe('owner');
    expect((await call(app, 'POST', `/api/alliances/${id}/leave`, { token: officer.token })).body.new_owner).toBe(early.userId);
    await call(app, 'POST', `/api/alliances/${id}/leave`, { token: late.token });
    expect((await call(app, 'POST', `/api/alliances/${id}/leave`, { token: early.token })).body.space).toBe('deleted');
    expect(await SpaceModel.exists({ _id: id })).toBeNull();
  });

  test('handing over needs a Professional heir; the old owner stays an officer', async () => {
    const [owner, plus, pro] = [await player(), await player('plus'), await player()];
    const id = await space(owner, [
      [plus, 'member'],
      [pro, 'member'],
    ]);
    const refused = await call(app, 'PATCH', `/api/alliances/${id}/members/${plus.userId}`, { token: owner.token, body: { role: 'owner' } });
    expect([refused.status, refused.body.message]).toEqual([409, "A space's owner needs the Professional plan: this member is read-only now."]);
    const handed = await call(app, 'PATCH', `/api/alliances/${id}/members/${pro.userId}`, { token: owner.token, body: { role: 'owner' } });
    expect(handed.status).toBe(200);
    const roles = Object.fromEntries(handed.body.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role]));
    expect(roles).toEqual({ [owner.userId]: 'officer', [plus.userId]: 'member', [pro.userId]: 'owner' });
  });

  test("a deleted account leaves its spaces (an owned one passes on), and the export lists memberships with the player's notes", async () => {
    const [owner, officer] = [await player(), await player()];
    const id = await space(owner, [[officer, 'officer']]);
    await call(app, 'POST', `/api/alliances/${id}/calendar`, {
      token: owner.token,
      body: { title: 'Storm isles', starts_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const exported = await membershipsForExport(owner.userId);
    expect(exported).toEqual([
      {
        spaceId: id,
        name: 'Iron Wolves HQ',
        server: 'INT1',
        gameAlliance: 'Iron Wolves',
        role: 'owner',
        sharedAccountIds: [owner.accounts[0]!.id],
        joinedAt: expect.any(String),
        notes: [{ title: 'Storm isles', startsAt: expect.any(String), endsAt: null, text: '' }],
      },
    ]);
    await leaveAllSpacesOf(owner.userId);
    expect(await MemberModel.exists({ userId: owner.userId })).toBeNull();
    expect((await call(app, 'GET', `/api/alliances/${id}`, { token: officer.token })).body.role).toBe('owner');
    expect((await call(app, 'GET', `/api/alliances/${id}/calendar`, { token: officer.token })).body.notes).toEqual([]);
  });
});
