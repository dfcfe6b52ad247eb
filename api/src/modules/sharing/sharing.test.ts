/**
 * Sharing a game account's bots (issue 39): a one-time code with chosen permissions, accepted once; the
 * player it is shared with acts under the owner's plan, named in the owner's activity log and the bot's
 * console; ending it stops what they started and closes their consoles at once, even racing a start.
 */
import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { call } from '../../../test/helpers';
import { alliancePlatform } from '../../../test/alliances';
import { readSse } from '../../../test/sse';
import { BotModel } from '../bots/records/bot.model';
import { ShareModel } from './share.model';
import { SHARES_PER_ACCOUNT_MAX, type SharePermission } from '@shared/sharing';

const { platform, app, player } = alliancePlatform();
const server = app.listen({ hostname: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${server.server!.port}`;
afterAll(async () => {
  await server.stop(true);
  await platform.close();
});

type Player = Awaited<ReturnType<typeof player>>;
// Each test has an owner of its own (a game account is shared with five players at most): a Plus player with one bot.
let owner: Player;
let botId: string;
beforeEach(async () => {
  owner = await player('plus');
  const bot = await call(app, 'POST', '/api/bots', {
    token: owner.token,
    body: { templateId: 'resource-keeper', accountId: owner.accounts[0]!.id, name: 'Farmer 2' },
  });
  expect(bot.status).toBe(201);
  botId = bot.body.id;
});

const share = async (permissions: SharePermission[], who: Player = owner) => {
  const made = await call(app, 'POST', '/api/shares', { token: who.token, body: { accountId: who.accounts[0]!.id, permissions } });
  expect(made.status).toBe(201);
  return made.body as { code: string; share: { id: string; permissions: string[]; with: string | null } };
};
/** A new player with a share of the owner's account, accepted. */
const sharedWith = async (permissions: SharePermission[]) => {
  const made = await share(permissions);
  const friend = await player('starter');
  const accepted = await call(app, 'POST', '/api/shares/accept', { token: friend.token, body: { code: made.code } });
  expect(accepted.status).toBe(200);
  return { friend, shareId: made.share.id };
};
const act = (who: Player, action: 'start' | 'stop') => call(app, 'POST', `/api/bots/${botId}/actions`, { token: who.token, body: { action } });
const activity = async () =>
  (await call(app, 'GET', '/api/users/me/activity', { token: owner.token })).body.entries as { kind: string; detail: string | null }[];

describe('a share', () => {
  test('is a one-time code for the permissions chosen (seeing the console always among them); never the game password', async () => {
    const made = await share(['control']);
    expect(made.code).toMatch(/^[\w-]{22}$/);
    expect(made.share).toMatchObject({ with: null, permissions: ['console', 'control'] });
    expect(JSON.stringify(await ShareModel.findById(made.share.id).lean())).not.toContain(made.code);
    const friend = await player('starter');
    const look = await call(app, 'POST', '/api/shares/look', { token: friend.token, body: { code: made.code } });
    expect(look.body).toEqual({
      share_id: made.share.id,
      owner: owner.name,
      account: { id: owner.accounts[0]!.id, name: owner.accounts[0]!.username, server: 'INT1' },
      permissions: ['console', 'control'],
    });
    expect(JSON.stringify(look.body)).not.toContain('castle-pw');
    expect((await call(app, 'POST', '/api/shares/accept', { token: friend.token, body: { code: made.code } })).status).toBe(200);
    const again = await call(app, 'POST', '/api/shares/accept', { token: (await player('starter')).token, body: { code: made.code } });
    expect([again.status, again.body.message]).toEqual([409, 'This share code was already used. Ask the owner for a new one.']);
    expect((await call(app, 'GET', '/api/shares/with-me', { token: friend.token })).body).toEqual([look.body]);
    expect((await call(app, 'GET', '/api/bots/shared', { token: friend.token })).body.map((b: { id: string }) => b.id)).toEqual([botId]);
    expect((await call(app, 'GET', '/api/shares', { token: owner.token })).body.find((s: { id: string }) => s.id === made.share.id).with).toBe(friend.name);
  });

  test('needs Plus to make; an unknown code, one’s own account and a second share are refused with what to do', async () => {
    const starter = await player('starter');
    const refused = await call(app, 'POST', '/api/shares', { token: starter.token, body: { accountId: starter.accounts[0]!.id, permissions: [] } });
    expect([refused.status, refused.body.message]).toEqual([403, 'Sharing your bots comes with the Plus plan and up; your plan is Starter.']);
    const notMine = await call(app, 'POST', '/api/shares', {
      token: (await player('plus')).token,
      body: { accountId: owner.accounts[0]!.id, permissions: [] },
    });
    expect(notMine.status).toBe(404);
    const unknown = await call(app, 'POST', '/api/shares/accept', { token: starter.token, body: { code: 'x'.repeat(22) } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'This share code is not known. Check that you pasted all of it, or ask for a new one.']);
    const own = await call(app, 'POST', '/api/shares/accept', { token: owner.token, body: { code: (await share([])).code } });
    expect([own.status, own.body.message]).toEqual([409, 'This is your own game account: its bots are yours already.']);
    const { friend } = await sharedWith([]);
    const second = await call(app, 'POST', '/api/shares/accept', { token: friend.token, body: { code: (await share([])).code } });
    expect([second.status, second.body.message]).toEqual([409, 'This game account is shared with you already.']);
  });

  test('ten simultaneous accepts of one code let exactly one player in', async () => {
    const made = await share(['control']);
    const players = await Promise.all(Array.from({ length: 10 }, () => player('starter')));
    const answers = await Promise.all(players.map((p) => call(app, 'POST', '/api/shares/accept', { token: p.token, body: { code: made.code } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await ShareModel.countDocuments({ _id: made.share.id, granteeId: { $ne: null } })).toBe(1);
  });

  test(`twenty made at once stop at ${SHARES_PER_ACCOUNT_MAX} for the account; the rest are told why`, async () => {
    const body = { accountId: owner.accounts[0]!.id, permissions: ['control'] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(app, 'POST', '/api/shares', { token: owner.token, body })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(SHARES_PER_ACCOUNT_MAX);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array<string>(20 - SHARES_PER_ACCOUNT_MAX).fill(
        `This game account is shared with ${SHARES_PER_ACCOUNT_MAX} players already (codes waiting included), the most it may be. End a share first.`,
      ),
    );
    expect(await ShareModel.countDocuments({ accountId: owner.accounts[0]!.id })).toBe(SHARES_PER_ACCOUNT_MAX);
  });

  test('two codes of one account accepted at once by one player make one share', async () => {
    const [first, second] = [await share(['control']), await share(['settings'])];
    const friend = await player('starter');
    const answers = await Promise.all(
      [first, second].map((made) => call(app, 'POST', '/api/shares/accept', { token: friend.token, body: { code: made.code } })),
    );
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe('This game account is shared with you already.');
    expect(await ShareModel.countDocuments({ accountId: owner.accounts[0]!.id, granteeId: friend.userId })).toBe(1);
  });
});

describe('acting on a shared bot', () => {
  test('a start is the owner’s plan’s, and in the owner’s log and the bot’s console with who did it', async () => {
    const { friend } = await sharedWith(['control']);
    expect((await act(friend, 'start')).status).toBe(200);
    expect(await BotModel.findById(botId).lean()).toMatchObject({ desiredState: 'online', startedBy: expect.anything() });
    expect(await activity()).toContainEqual(expect.objectContaining({ kind: 'bot-started', detail: `Farmer 2, by ${friend.name}` }));
    const { events } = await readSse(
      `${base}/api/bots/${botId}/console`,
      { cookie: `castellan_session=${owner.token}` },
      (e) => e.some((x) => x.data.includes(`Start requested by ${friend.name}.`)),
      5000,
    );
    expect(events.some((x) => x.data.includes(`Start requested by ${friend.name}.`))).toBe(true);
    expect((await act(friend, 'stop')).status).toBe(200);
    expect(await activity()).toContainEqual(expect.objectContaining({ kind: 'bot-stopped', detail: `Farmer 2, by ${friend.name}` }));
  });

  test('what the share does not allow is refused naming it; a player with no share does not learn the bot exists', async () => {
    const { friend } = await sharedWith([]);
    const changed = await call(app, 'PATCH', `/api/bots/${botId}`, { token: friend.token, body: { name: 'Mine now' } });
    expect([changed.status, changed.body.message]).toEqual([
      403,
      `${owner.name} shares these bots with you without this: changing their settings and schedules. Ask them to allow it.`,
    ]);
    expect((await act(friend, 'start')).status).toBe(403);
    const stranger = await player('professional');
    expect((await act(stranger, 'start')).status).toBe(404);
    expect((await call(app, 'GET', `/api/bots/${botId}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('ending a share', () => {
  test('stops the bots its player started, and closes their open console at once', async () => {
    const { friend, shareId } = await sharedWith(['control']);
    expect((await act(friend, 'start')).status).toBe(200);
    // Revoked once the reader is in (its `ready` came), so the end comes from the revoke.
    let revoked: Promise<{ status: number }> | null = null;
    const { events } = await readSse(
      `${base}/api/bots/${botId}/console`,
      { cookie: `castellan_session=${friend.token}` },
      (e) => {
        if (!revoked && e.some((x) => x.event === 'ready')) revoked = call(app, 'DELETE', `/api/shares/${shareId}`, { token: owner.token });
        return e.some((x) => x.event === 'end');
      },
      8000,
    );
    expect((await revoked!).status).toBe(200);
    expect(events.at(-1)).toMatchObject({ event: 'end', data: 'access ended' });
    expect((await BotModel.findById(botId).lean())!.desiredState).toBe('offline');
    expect((await call(app, 'GET', `/api/bots/${botId}`, { token: friend.token })).status).toBe(404);
    expect((await call(app, 'GET', '/api/shares/with-me', { token: friend.token })).body).toEqual([]);
    expect((await call(app, 'GET', '/api/bots/shared', { token: friend.token })).body).toEqual([]);
    expect(await activity()).toContainEqual(expect.objectContaining({ kind: 'share-ended', detail: `${owner.accounts[0]!.username}, with ${friend.name}` }));
  });

  test('when its player deletes their account: the bots they started stop, and the owner’s log says the share ended', async () => {
    const { friend } = await sharedWith(['control']);
    expect((await act(friend, 'start')).status).toBe(200);
    expect((await BotModel.findById(botId).lean())!.desiredState).toBe('online');
    const deleted = await call(app, 'DELETE', '/api/users/me', { token: friend.token, body: { password: friend.password, confirm: 'DELETE' } });
    expect(deleted.status).toBe(200);
    expect((await BotModel.findById(botId).lean())!.desiredState).toBe('offline');
    expect(await ShareModel.countDocuments({ granteeId: friend.userId })).toBe(0);
    expect(await activity()).toContainEqual(expect.objectContaining({ kind: 'share-ended', detail: `${owner.accounts[0]!.username}, with ${friend.name}` }));
    // The owner's own start is theirs: it runs on.
    expect((await act(owner, 'start')).status).toBe(200);
  });

  test('racing a start, never leaves the revoked player’s start applied', async () => {
    for (let round = 0; round < 5; round++) {
      await act(owner, 'stop');
      const { friend, shareId } = await sharedWith(['control']);
      const [started] = await Promise.all([act(friend, 'start'), call(app, 'DELETE', `/api/shares/${shareId}`, { token: owner.token })]);
      const bot = (await BotModel.findById(botId).lean())!;
      // Whichever came first, the bot does not run on the revoked player's start.
      expect({ round, desired: bot.desiredState }).toEqual({ round, desired: 'offline' });
      expect([200, 403, 404]).toContain(started.status);
    }
  });
});
