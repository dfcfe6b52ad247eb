import { describe, expect, test } from 'bun:test';
import { call, signUp, testApp } from '../../../../test/helpers';
import { UserModel } from '../../users/user.model';
import { BotModel } from './bot.model';

const app = testApp();

async function playerWithAccount() {
  const player = await signUp(app);
  const account = await call(app, 'POST', '/api/accounts', {
    token: player.token,
    body: { email: 'g@game.example', server: 'GB1', username: `Arthur${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
  });
  return { ...player, accountId: account.body.id as string };
}

describe('POST /api/bots', () => {
  test('creates a bot from a template with validated settings; the guard takes no webhook of its own any more', async () => {
    const { token, accountId, user } = await playerWithAccount();
    const hook = 'https://discord.com/api/webhooks/1234/secret-token_XYZ';
    const refused = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'attack-guard', accountId, secrets: { discordWebhookUrl: hook } } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Incoming Attack Guard takes no secret named "discordWebhookUrl".');
    const res = await call(app, 'POST', '/api/bots', {
      token,
      body: { templateId: 'attack-guard', accountId: `  ${accountId} `, settings: { checkEverySeconds: 30 } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      templateId: 'attack-guard',
      templateLabel: 'Incoming Attack Guard',
      state: 'offline',
      desiredState: 'offline',
      server: 'GB1',
      settings: { checkEverySeconds: 30, minAttackers: 1 },
      secretKeys: [],
    });
    expect(res.body.name).toStartWith('Incoming Attack Guard · Arthur');
    const stored = await BotModel.collection.findOne({ userId: new (await import('mongoose')).Types.ObjectId(user.id) });
    expect(stored?.secretsSealed).toBeNull();
  });

  test.each([
    [{ templateId: 'nope' }, 422, 'There is no bot template "nope".'],
    [{ settings: { maxLevel: 'ten' } }, 422, '"Highest baron level" must be a number.'],
    [{ settings: { warp: 9 } }, 422, 'Unknown setting for Robber Baron Farmer: warp.'],
    [{ secrets: { token: 'x' } }, 422, 'Robber Baron Farmer takes no secret named "token".'],
    [{ accountId: '' }, 422, 'Choose a game account.'],
    [{ accountId: '000000000000000000000000' }, 404, 'Game account not found.'],
  ])('refuses %j', async (over, status, message) => {
    const { token, accountId, user } = await playerWithAccount();
    const res = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'baron-farmer', accountId, ...over } });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await BotModel.countDocuments({ userId: user.id })).toBe(0);
  });

  test("another user's game account cannot be used", async () => {
    const alice = await playerWithAccount();
    const bob = await playerWithAccount();
    const res = await call(app, 'POST', '/api/bots', { token: bob.token, body: { templateId: 'baron-farmer', accountId: alice.accountId } });
    expect(res.status).toBe(404);
  });

  test('plan slots are enforced on the server: starter 1, plus 3', async () => {
    const { token, accountId, user } = await playerWithAccount();
    const body = { templateId: 'resource-keeper', accountId };
    expect((await call(app, 'POST', '/api/bots', { token, body })).status).toBe(201);
    const over = await call(app, 'POST', '/api/bots', { token, body });
    expect(over.status).toBe(403);
    expect(over.body.message).toBe('Your Starter plan has 1 bot slot, all in use. Delete a bot or upgrade your plan to add another.');

    await UserModel.updateOne({ _id: user.id }, { plan: 'plus' });
    expect((await call(app, 'POST', '/api/bots', { token, body })).status).toBe(201);
    expect((await call(app, 'POST', '/api/bots', { token, body })).status).toBe(201);
    expect((await call(app, 'POST', '/api/bots', { token, body })).status).toBe(403);
    expect(await BotModel.countDocuments({ userId: user.id })).toBe(3);
  });

  test('a template beyond the plan is refused with the plan it needs; from that plan up it is created', async () => {
    const { token, accountId, user } = await playerWithAccount();
    const refused = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'castle-defence', accountId } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The Castle Defense template is included from the Plus plan up; your plan is Starter. Upgrade your plan to use it.');
    expect(await BotModel.countDocuments({ userId: user.id })).toBe(0);
    await UserModel.updateOne({ _id: user.id }, { plan: 'plus' });
    expect((await call(app, 'POST', '/api/bots', { token, body: { templateId: 'castle-defence', accountId } })).status).toBe(201);
  });

  test('twelve simultaneous creations cannot overshoot the slots', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, accountId, user } = await playerWithAccount();
      const body = { templateId: 'resource-keeper', accountId };
      const results = await Promise.all(Array.from({ length: 12 }, () => call(app, 'POST', '/api/bots', { token, body })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 403)).toHaveLength(11);
      expect(await BotModel.countDocuments({ userId: user.id })).toBe(1);
    }
  });

  test('deleting a bot frees its slot', async () => {
    const { token, accountId } = await playerWithAccount();
    const body = { templateId: 'resource-keeper', accountId };
    const first = await call(app, 'POST', '/api/bots', { token, body });
    expect((await call(app, 'POST', '/api/bots', { token, body })).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/bots/${first.body.id}`, { token })).status).toBe(200);
    expect((await call(app, 'POST', '/api/bots', { token, body })).status).toBe(201);
  });

  test('signed out is a 401', async () => {
    expect((await call(app, 'GET', '/api/bots')).status).toBe(401);
    expect((await call(app, 'POST', '/api/bots', { body: { templateId: 'baron-farmer', accountId: 'x' } })).status).toBe(401);
  });
});

describe('reading, acting on and deleting bots', () => {
  test("someone else's bot is a 404 everywhere", async () => {
    const alice = await playerWithAccount();
    const bob = await playerWithAccount();
    const bot = await call(app, 'POST', '/api/bots', { token: alice.token, body: { templateId: 'resource-keeper', accountId: alice.accountId } });
    const id = bot.body.id;
    expect((await call(app, 'GET', '/api/bots', { token: bob.token })).body).toEqual([]);
    expect((await call(app, 'GET', `/api/bots/${id}`, { token: bob.token })).status).toBe(404);
    expect((await call(app, 'POST', `/api/bots/${id}/actions`, { token: bob.token, body: { action: 'start' } })).status).toBe(404);
    expect((await call(app, 'POST', `/api/bots/${id}/console-ticket`, { token: bob.token })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/bots/${id}`, { token: bob.token })).status).toBe(404);
    expect((await call(app, 'GET', `/api/bots/not-an-id`, { token: bob.token })).status).toBe(404);
  });

  test('PATCH renames a bot and changes its settings; a guard stored with its old webhook keeps it unused and unnamed, and loses it at its next change of secrets', async () => {
    const { token, accountId } = await playerWithAccount();
    const bot = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'attack-guard', accountId, settings: { checkEverySeconds: 30 } } });
    const id = bot.body.id;
    // As a guard created when it took a Discord webhook of its own is stored.
    const { createSealer } = await import('../../../lib/crypto');
    const { testConfig } = await import('../../../../test/helpers');
    const sealer = createSealer(testConfig().encryptionKey);
    const oldSeal = sealer.seal(JSON.stringify({ discordWebhookUrl: 'https://discord.com/api/webhooks/1234/first-secret' }));
    await BotModel.updateOne({ _id: id }, { $set: { secretsSealed: oldSeal, secretKeys: ['discordWebhookUrl'] } });

    const renamed = await call(app, 'PATCH', `/api/bots/${id}`, { token, body: { name: '  Home guard  ', settings: { minAttackers: 5 } } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Home guard', settings: { checkEverySeconds: 30, minAttackers: 5 }, secretKeys: [] });
    expect(JSON.stringify(renamed.body)).not.toContain('first-secret');
    expect((await BotModel.findById(id))!.secretsSealed).toBe(oldSeal);

    // It cannot be set again; any change of secrets drops it.
    expect(
      (await call(app, 'PATCH', `/api/bots/${id}`, { token, body: { secrets: { discordWebhookUrl: 'https://discord.com/api/webhooks/99/second-secret' } } }))
        .status,
    ).toBe(422);
    const removed = await call(app, 'PATCH', `/api/bots/${id}`, { token, body: { secrets: { discordWebhookUrl: null } } });
    expect(removed.status).toBe(200);
    expect(removed.body.secretKeys).toEqual([]);
    expect(await BotModel.findById(id).lean()).toMatchObject({ secretsSealed: null, secretKeys: [] });
  });

  test.each([
    [{ name: '   ' }, 'The bot name must be 1 to 80 characters.'],
    [{ settings: { minAttackers: 'many' } }, '"Ignore attacks smaller than (soldiers)" must be a number.'],
    [{ settings: { warp: 9 } }, 'Unknown setting for Incoming Attack Guard: warp.'],
    [{ secrets: { token: 'x' } }, 'Incoming Attack Guard takes no secret named "token".'],
  ])('PATCH refuses %j with 422 and changes nothing', async (body, message) => {
    const { token, accountId } = await playerWithAccount();
    const bot = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'attack-guard', accountId } });
    const before = await BotModel.findById(bot.body.id).lean();
    const res = await call(app, 'PATCH', `/api/bots/${bot.body.id}`, { token, body });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(await BotModel.findById(bot.body.id).lean()).toEqual(before);
  });

  test("PATCH on someone else's bot is a 404", async () => {
    const alice = await playerWithAccount();
    const bob = await playerWithAccount();
    const bot = await call(app, 'POST', '/api/bots', { token: alice.token, body: { templateId: 'resource-keeper', accountId: alice.accountId } });
    const res = await call(app, 'PATCH', `/api/bots/${bot.body.id}`, { token: bob.token, body: { name: 'Mine now' } });
    expect(res.status).toBe(404);
    expect((await BotModel.findById(bot.body.id))!.name).not.toBe('Mine now');
  });

  test('actions other than start and stop are refused with 400', async () => {
    const { token, accountId } = await playerWithAccount();
    const bot = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId } });
    const res = await call(app, 'POST', `/api/bots/${bot.body.id}/actions`, { token, body: { action: 'explode' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown action "explode". Use start or stop.');
  });

  test('the list shows each bot with its account; an account in use cannot be removed; deleting frees it', async () => {
    const { token, accountId } = await playerWithAccount();
    const bot = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'storm-sea-forts', accountId } });
    const list = await call(app, 'GET', '/api/bots', { token });
    expect(list.body).toEqual([expect.objectContaining({ id: bot.body.id, templateLabel: 'Storm Forts', accountId, state: 'offline' })]);
    expect((await call(app, 'DELETE', `/api/accounts/${accountId}`, { token })).status).toBe(409);
    expect((await call(app, 'DELETE', `/api/bots/${bot.body.id}`, { token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/bots', { token })).body).toEqual([]);
    expect((await call(app, 'DELETE', `/api/accounts/${accountId}`, { token })).status).toBe(200);
  });
});

describe('GET /api/bots reads only what it shows', () => {
  test('the list never opens a sealed secret: the names are stored beside it', async () => {
    const { token, accountId } = await playerWithAccount();
    const created = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'attack-guard', accountId } });
    // An old guard's seal nobody can open: listing still works, because it does not try.
    await BotModel.updateOne({ _id: created.body.id }, { $set: { secretsSealed: 'v1.not-a-seal', secretKeys: ['discordWebhookUrl'] } });
    const list = await call(app, 'GET', '/api/bots', { token });
    expect(list.status).toBe(200);
    // The guard no longer takes the webhook it once had: not named.
    expect(list.body.map((b: { secretKeys: string[] }) => b.secretKeys)).toEqual([[]]);
  });

  test('a bot stored before the names were kept has them stored by its first read', async () => {
    const { token, accountId } = await playerWithAccount();
    const created = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'attack-guard', accountId } });
    const { createSealer } = await import('../../../lib/crypto');
    const { testConfig } = await import('../../../../test/helpers');
    const secretsSealed = createSealer(testConfig().encryptionKey).seal(
      JSON.stringify({ discordWebhookUrl: 'https://discord.com/api/webhooks/98/old-secret' }),
    );
    await BotModel.updateOne({ _id: created.body.id }, { $set: { secretsSealed }, $unset: { secretKeys: 1 } });
    const list = await call(app, 'GET', '/api/bots', { token });
    expect(list.body[0].secretKeys).toEqual([]);
    expect((await BotModel.findById(created.body.id).lean())?.secretKeys).toEqual(['discordWebhookUrl']);
  });

  test("another player's list is empty of my bots", async () => {
    const alice = await playerWithAccount();
    await call(app, 'POST', '/api/bots', { token: alice.token, body: { templateId: 'baron-farmer', accountId: alice.accountId } });
    const bob = await signUp(app);
    expect((await call(app, 'GET', '/api/bots', { token: bob.token })).body).toEqual([]);
  });
});

describe('a bot acted on while it is deleted', () => {
  test('a stop or start racing a delete is a 404, never a 500', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { token, accountId } = await playerWithAccount();
      const created = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'baron-farmer', accountId } });
      const id = created.body.id as string;
      const action = i % 2 ? 'stop' : 'start';
      const [acted, deleted] = await Promise.all([
        call(app, 'POST', `/api/bots/${id}/actions`, { token, body: { action } }),
        call(app, 'DELETE', `/api/bots/${id}`, { token }),
      ]);
      statuses.push(acted.status, deleted.status);
      if (acted.status === 404) expect(acted.body.code).toBe('NOT_FOUND');
      if (deleted.status === 404) expect(deleted.body.code).toBe('NOT_FOUND');
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });
});

describe('names, copies and acting on many bots', () => {
  test('two bots never share a name: a made-up name is numbered, a typed one that is taken is refused by name', async () => {
    const { token, accountId, user } = await playerWithAccount();
    await UserModel.updateOne({ _id: user.id }, { plan: 'plus' });
    const body = { templateId: 'resource-keeper', accountId };
    const first = (await call(app, 'POST', '/api/bots', { token, body })).body;
    const second = (await call(app, 'POST', '/api/bots', { token, body })).body;
    expect(second.name).toBe(`${first.name} 2`);
    const typed = await call(app, 'POST', '/api/bots', { token, body: { ...body, name: first.name.toUpperCase() } });
    expect(typed.status).toBe(409);
    expect(typed.body.message).toBe(`You already have a bot named "${first.name.toUpperCase()}": choose another name.`);
    const rename = await call(app, 'PATCH', `/api/bots/${second.id}`, { token, body: { name: first.name } });
    expect(rename.status).toBe(409);
    // Its own name again, or a free one, is fine.
    expect((await call(app, 'PATCH', `/api/bots/${second.id}`, { token, body: { name: second.name } })).status).toBe(200);
    expect((await call(app, 'PATCH', `/api/bots/${second.id}`, { token, body: { name: 'Tax collector' } })).body.name).toBe('Tax collector');
  });

  test('duplicate: a stopped copy with the same template, account, settings and sealed secrets, within the slots; never of another player', async () => {
    const { token, accountId, user } = await playerWithAccount();
    await UserModel.updateOne({ _id: user.id }, { plan: 'plus' });
    const bot = (
      await call(app, 'POST', '/api/bots', { token, body: { templateId: 'attack-guard', accountId, name: 'Guard', settings: { checkEverySeconds: 45 } } })
    ).body;
    // Copied sealed, never opened (here an old guard's webhook).
    await BotModel.updateOne({ _id: bot.id }, { $set: { secretsSealed: 'v1.sealed-copy-me', secretKeys: ['discordWebhookUrl'] } });
    const copy = await call(app, 'POST', `/api/bots/${bot.id}/duplicate`, { token });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Guard (copy)', templateId: 'attack-guard', accountId, desiredState: 'offline', secretKeys: [] });
    expect(copy.body.settings.checkEverySeconds).toBe(45);
    const stored = await BotModel.findById(copy.body.id).lean();
    expect(stored?.secretsSealed).toBe((await BotModel.findById(bot.id).lean())?.secretsSealed);
    expect((await call(app, 'POST', `/api/bots/${bot.id}/duplicate`, { token })).body.name).toBe('Guard (copy) 2');
    const over = await call(app, 'POST', `/api/bots/${bot.id}/duplicate`, { token });
    expect(over.status).toBe(403);
    expect(over.body.message).toBe('Your Plus plan has 3 bot slots, all in use. Delete a bot or upgrade your plan to add another.');
    const stranger = await playerWithAccount();
    expect((await call(app, 'POST', `/api/bots/${bot.id}/duplicate`, { token: stranger.token })).status).toBe(404);
  });

  test('ten copies asked at once fill the free slots exactly, each with its own name', async () => {
    const { token, accountId, user } = await playerWithAccount();
    await UserModel.updateOne({ _id: user.id }, { plan: 'premium' });
    const bot = (await call(app, 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId, name: 'Keeper' } })).body;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(app, 'POST', `/api/bots/${bot.id}/duplicate`, { token })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(5);
    const names = (await BotModel.find({ userId: user.id }).lean()).map((b) => b.name);
    expect(names).toHaveLength(6);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(6);
  });

  test('start or stop all, or one game account: each bot as its own request would be, with what each did', async () => {
    const alice = await playerWithAccount();
    await UserModel.updateOne({ _id: alice.user.id }, { plan: 'plus' });
    const other = await call(app, 'POST', '/api/accounts', {
      token: alice.token,
      body: { email: 'h@game.example', server: 'DE1', username: `Merlin${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
    });
    const make = async (accountId: string, name: string) =>
      (await call(app, 'POST', '/api/bots', { token: alice.token, body: { templateId: 'resource-keeper', accountId, name } })).body.id as string;
    const a1 = await make(alice.accountId, 'A one');
    const a2 = await make(alice.accountId, 'A two');
    const b1 = await make(other.body.id, 'B one');

    const one = await call(app, 'POST', '/api/bots/actions', { token: alice.token, body: { action: 'start', accountId: alice.accountId } });
    expect(one.status).toBe(200);
    expect(one.body.results.map((r: { name: string; outcome: string }) => [r.name, r.outcome])).toEqual([
      ['A one', 'done'],
      ['A two', 'done'],
    ]);
    const desired = async (id: string) => (await BotModel.findById(id).lean())?.desiredState;
    expect([await desired(a1), await desired(a2), await desired(b1)]).toEqual(['online', 'online', 'offline']);

    const all = await call(app, 'POST', '/api/bots/actions', { token: alice.token, body: { action: 'stop' } });
    expect(all.body.results.map((r: { name: string; outcome: string }) => [r.name, r.outcome])).toEqual([
      ['A one', 'done'],
      ['A two', 'done'],
      ['B one', 'unchanged'],
    ]);
    expect(await desired(a1)).toBe('offline');

    const bob = await playerWithAccount();
    expect((await call(app, 'POST', '/api/bots/actions', { token: bob.token, body: { action: 'start', accountId: alice.accountId } })).status).toBe(404);
    expect(await desired(a1)).toBe('offline');
    expect((await call(app, 'POST', '/api/bots/actions', { token: alice.token, body: { action: 'launch' } })).status).toBe(400);
  });
});
