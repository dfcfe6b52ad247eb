import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { call, signUp, testApp, testConfig } from '../../../test/helpers';
import { readsDuring, returnsField } from '../../../test/reads';
import { createSealer } from '../../lib/crypto';
import { GameAccountModel } from './account.model';
import { createAccountService } from './service';

const app = testApp();
const account = (over: Record<string, unknown> = {}) => ({
  email: 'Knight@Game.example',
  server: 'DE1',
  username: 'SirLancelot',
  password: 'game-pass-Ω',
  type: 'tower',
  ...over,
});

describe('GET/POST /api/accounts', () => {
  test('creates an account and lists it without the password', async () => {
    const { token } = await signUp(app);
    const created = await call(app, 'POST', '/api/accounts', { token, body: account() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'SirLancelot', game_email: 'knight@game.example', server: 'DE1', type: 'tower' });
    const list = await call(app, 'GET', '/api/accounts', { token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].id).toBe(created.body.id);
    expect(JSON.stringify(list.body)).not.toContain('game-pass');
    expect(Object.keys(list.body[0]).sort()).toEqual([
      'created_at',
      'game_email',
      'id',
      'locked',
      'name',
      'proxy',
      'proxy_has_login',
      'server',
      'type',
      'yield_minutes',
    ]);
    expect(list.body[0].locked).toBeNull();
    expect(list.body[0]).toMatchObject({ proxy: null, proxy_has_login: false, yield_minutes: 15 });
  });

  test('server defaults to INT1 and tag to none', async () => {
    const { token } = await signUp(app);
    const res = await call(app, 'POST', '/api/accounts', { token, body: { email: 'a@b.io', username: 'Plain', password: 'x' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ server: 'INT1', type: 'none' });
  });

  test('the password is sealed at rest: no plaintext in the document or the database files', async () => {
    const { token } = await signUp(app);
    const secret = `plain-${crypto.randomUUID()}`;
    await call(app, 'POST', '/api/accounts', { token, body: account({ username: 'Sealed', password: secret }) });
    const stored = await GameAccountModel.collection.findOne({ username: 'Sealed', passwordSealed: { $exists: true } });
    expect(stored?.passwordSealed).toStartWith('v1.');
    expect(JSON.stringify(stored)).not.toContain(secret);
    // The embedded database keeps SQLite files in the test data folder: the secret must not be in them.
    const dbDir = process.env.TEST_DB_DIR;
    if (dbDir) {
      const files = readdirSync(dbDir, { recursive: true })
        .map(String)
        .map((f) => join(dbDir, f))
        .filter((f) => statSync(f).isFile());
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(readFileSync(file).includes(secret)).toBe(false);
    }
  });

  test.each([
    [{ email: 'nope' }, 'Please enter the e-mail address of the game account.'],
    [{ server: 'MARS1' }, 'Choose a game server from the list (for example INT1).'],
    [{ type: 'pirate' }, 'Choose a tag: none, tower, camp, storm, beri, coins, khan, afk, woa, equip.'],
    [{ username: '' }, 'Please enter the in-game name (up to 64 characters).'],
    [{ password: undefined }, 'Please enter the game password (up to 128 characters).'],
  ])('refuses %j with 422, says why, names the field and writes nothing', async (over, message) => {
    const { token, user } = await signUp(app);
    const res = await call(app, 'POST', '/api/accounts', { token, body: account(over) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    // The form shows the words under the field the API names (the words are in the asker's language).
    expect(res.body.field).toBe(Object.keys(over)[0]);
    expect(await GameAccountModel.countDocuments({ userId: user.id })).toBe(0);
  });

  test('the same game account twice (any case) is a 409', async () => {
    const { token } = await signUp(app);
    await call(app, 'POST', '/api/accounts', { token, body: account() });
    const again = await call(app, 'POST', '/api/accounts', { token, body: account({ username: 'sirlancelot' }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The game account "sirlancelot" on DE1 is already registered.');
  });

  test('signed out is a 401', async () => {
    expect((await call(app, 'GET', '/api/accounts')).status).toBe(401);
    expect((await call(app, 'POST', '/api/accounts', { body: account() })).status).toBe(401);
  });

  test("one user never sees another's accounts, nor deletes them", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const created = await call(app, 'POST', '/api/accounts', { token: alice.token, body: account() });
    expect((await call(app, 'GET', '/api/accounts', { token: bob.token })).body).toEqual([]);
    expect((await call(app, 'DELETE', `/api/accounts/${created.body.id}`, { token: bob.token })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/accounts/${created.body.id}`, { token: alice.token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/accounts', { token: alice.token })).body).toEqual([]);
  });

  test('the list reads only what it shows: the sealed passwords stay in the database', async () => {
    const { token } = await signUp(app);
    await call(app, 'POST', '/api/accounts', { token, body: account() });
    await call(app, 'POST', '/api/accounts', { token, body: account({ username: 'SirGawain' }) });
    let list: Awaited<ReturnType<typeof call>> | undefined;
    const reads = (await readsDuring(async () => (list = await call(app, 'GET', '/api/accounts', { token })))).filter((r) => r.collection === 'game_accounts');
    expect(list?.body.map((a: { name: string }) => a.name)).toEqual(['SirLancelot', 'SirGawain']);
    expect(reads).toHaveLength(1);
    expect(returnsField(reads[0]!, 'passwordSealed')).toBe(false);
    expect(returnsField(reads[0]!, 'proxySealed')).toBe(false);
    // The query the list sends ({userId}, sorted by createdAt) has an index of its own.
    expect(GameAccountModel.schema.indexes().map(([keys]) => keys)).toContainEqual({ userId: 1, createdAt: 1 });
  });
});

describe('PATCH /api/accounts/:id', () => {
  const PROXY = 'socks5://knight:pr0xy-secret%40x@Proxy.Example:1080';

  async function withAccount(over: Record<string, unknown> = {}) {
    const session = await signUp(app);
    const created = await call(app, 'POST', '/api/accounts', { token: session.token, body: account(over) });
    expect(created.status).toBe(201);
    return { ...session, id: created.body.id as string };
  }

  test('changes the password (sealed, never returned; the login token dropped), server, tag and game e-mail', async () => {
    const { token, id } = await withAccount();
    await GameAccountModel.updateOne({ _id: id }, { loginTokenSealed: 'v1.some-token' });
    const res = await call(app, 'PATCH', `/api/accounts/${id}`, {
      token,
      body: { password: 'new-pass-✓', server: 'INT1', type: 'khan', email: 'New@Game.example' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ server: 'INT1', type: 'khan', game_email: 'new@game.example' });
    expect(JSON.stringify(res.body)).not.toContain('new-pass');
    const stored = (await GameAccountModel.findById(id))!;
    expect(stored.loginTokenSealed).toBeNull();
    expect(createAccountService(createSealer(testConfig().encryptionKey)).loginFor(stored).password).toBe('new-pass-✓');
  });

  test.each([
    [{ password: '' }, 422, 'Please enter the game password (up to 128 characters).'],
    [{ server: 'MOON1' }, 422, 'Choose a game server from the list (for example INT1).'],
    [{ type: 'castle' }, 422, 'Choose a tag'],
  ])('refuses %j and changes nothing', async (body, status, message) => {
    const { token, id } = await withAccount();
    const before = await GameAccountModel.findById(id).lean();
    const res = await call(app, 'PATCH', `/api/accounts/${id}`, { token, body });
    expect(res.status).toBe(status);
    expect(res.body.message).toStartWith(message);
    expect(await GameAccountModel.findById(id).lean()).toEqual(before);
  });

  test('moving to a server where the same name is registered already is a 409', async () => {
    const { token, id } = await withAccount();
    await call(app, 'POST', '/api/accounts', { token, body: account({ server: 'INT1' }) });
    const res = await call(app, 'PATCH', `/api/accounts/${id}`, { token, body: { server: 'INT1' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The game account "SirLancelot" on INT1 is already registered.');
    expect((await GameAccountModel.findById(id))!.server).toBe('DE1');
  });

  test('sets the proxy (sealed at rest, shown without its login) and the yield time; the runtime gets both', async () => {
    const { token, id } = await withAccount();
    const res = await call(app, 'PATCH', `/api/accounts/${id}`, { token, body: { proxy: PROXY, yield_minutes: 45 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'SirLancelot', proxy: 'socks5://proxy.example:1080', proxy_has_login: true, yield_minutes: 45 });
    const list = await call(app, 'GET', '/api/accounts', { token });
    expect(list.body[0]).toMatchObject({ proxy: 'socks5://proxy.example:1080', proxy_has_login: true, yield_minutes: 45 });

    const stored = await GameAccountModel.findById(id);
    expect(stored!.proxySealed).toStartWith('v1.');
    expect(JSON.stringify(stored)).not.toContain('pr0xy-secret');
    // What a starting bot's session gets: the whole URL, login included, and the yield time.
    const login = createAccountService(createSealer(testConfig().encryptionKey)).loginFor(stored!);
    expect(login).toMatchObject({ proxy: 'socks5://knight:pr0xy-secret%40x@proxy.example:1080', yieldMinutes: 45 });
  });

  test('fields left out stay; null or "" removes the proxy', async () => {
    const { token, id } = await withAccount();
    await call(app, 'PATCH', `/api/accounts/${id}`, { token, body: { proxy: 'http://10.1.2.3:3128', yield_minutes: 30 } });
    const yieldOnly = await call(app, 'PATCH', `/api/accounts/${id}`, { token, body: { yield_minutes: 5 } });
    // Server and tag left out stay too (Elysia's t.UnionEnum had filled them in with INT1 and none).
    expect(yieldOnly.body).toMatchObject({ server: 'DE1', type: 'tower', proxy: 'http://10.1.2.3:3128', proxy_has_login: false, yield_minutes: 5 });
    for (const none of [null, '', '   ']) {
      await call(app, 'PATCH', `/api/accounts/${id}`, { token, body: { proxy: PROXY } });
      const cleared = await call(app, 'PATCH', `/api/accounts/${id}`, { token, body: { proxy: none } });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ proxy: null, proxy_has_login: false, yield_minutes: 5 });
      const stored = await GameAccountModel.findById(id).lean();
      expect(stored).toMatchObject({ proxySealed: null, proxyDisplay: null, proxyHasLogin: false });
    }
  });

  test.each([
    [{ proxy: 'proxy.example:1080' }, 'Write the proxy as a URL with its scheme, for example socks5://user:password@host:1080.'],
    [{ proxy: 'socks4://proxy.example:1080' }, 'The proxy must start with http://, https:// or socks5:// ("socks4://" is not supported).'],
    [{ proxy: 'socks5://proxy.example' }, "Add the proxy's port after the host, for example socks5://proxy.example:1080."],
    [{ proxy: 'http://proxy.example:99999' }, "The proxy's port must be a number from 1 to 65535."],
    [{ proxy: 42 }, 'The proxy must be a URL of at most 2,048 characters, or empty for none.'],
    [{ yield_minutes: 0 }, 'Choose how long the bots step aside: a whole number of minutes from 1 to 240.'],
    [{ yield_minutes: 241 }, 'Choose how long the bots step aside: a whole number of minutes from 1 to 240.'],
    [{ yield_minutes: 2.5 }, 'Choose how long the bots step aside: a whole number of minutes from 1 to 240.'],
    [{ yield_minutes: null }, 'Choose how long the bots step aside: a whole number of minutes from 1 to 240.'],
    [{ yield_minutes: 'fifteen' }, 'Choose how long the bots step aside: a whole number of minutes from 1 to 240.'],
  ])('refuses %j with 422, says why and changes nothing', async (body, message) => {
    const { token, id } = await withAccount();
    const res = await call(app, 'PATCH', `/api/accounts/${id}`, { token, body: { ...body } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect((await call(app, 'GET', '/api/accounts', { token })).body[0]).toMatchObject({ proxy: null, yield_minutes: 15 });
  });

  test("someone else's account, an unknown id and a malformed id are all 404; signed out is 401", async () => {
    const alice = await withAccount();
    const bob = await signUp(app);
    const patch = (id: string, token?: string) => call(app, 'PATCH', `/api/accounts/${id}`, { ...(token ? { token } : {}), body: { proxy: PROXY } });
    expect((await patch(alice.id, bob.token)).status).toBe(404);
    expect((await patch('64b7f0c2a1b2c3d4e5f60718', bob.token)).status).toBe(404);
    expect((await patch('not-an-id', bob.token)).status).toBe(404);
    expect((await patch(alice.id)).status).toBe(401);
    expect((await call(app, 'GET', '/api/accounts', { token: alice.token })).body[0].proxy).toBeNull();
  });

  test("the proxy's password is never in any response: create, change, list", async () => {
    const { token } = await signUp(app);
    const responses = [await call(app, 'POST', '/api/accounts', { token, body: account({ proxy: PROXY, yield_minutes: 60 }) })];
    expect(responses[0]!.status).toBe(201);
    expect(responses[0]!.body).toMatchObject({ proxy: 'socks5://proxy.example:1080', proxy_has_login: true, yield_minutes: 60 });
    const id = responses[0]!.body.id;
    responses.push(await call(app, 'PATCH', `/api/accounts/${id}`, { token, body: { proxy: 'http://user:an0ther-secret@proxy.example:8080' } }));
    responses.push(await call(app, 'GET', '/api/accounts', { token }));
    responses.push(await call(app, 'PATCH', `/api/accounts/${id}`, { token, body: { proxy: 'http://user:third-secret@proxy.example' } })); // refused: no port
    for (const res of responses) {
      const text = JSON.stringify(res.body);
      for (const secret of ['pr0xy-secret', 'an0ther-secret', 'third-secret', 'knight:', 'user:']) expect(text).not.toContain(secret);
    }
    expect(responses.map((r) => r.status)).toEqual([201, 200, 200, 422]);
  });

  test('an invalid proxy when adding an account is a 422 and adds nothing', async () => {
    const { token, user } = await signUp(app);
    const res = await call(app, 'POST', '/api/accounts', { token, body: account({ proxy: 'ftp://proxy.example:21' }) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The proxy must start with http://, https:// or socks5:// ("ftp://" is not supported).');
    expect(await GameAccountModel.countDocuments({ userId: user.id })).toBe(0);
  });
});
