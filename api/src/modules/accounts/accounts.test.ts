import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { call, signUp, testApp } from '../../../test/helpers';
import { readsDuring, returnsField } from '../../../test/reads';
import { GameAccountModel } from './account.model';

const app = testApp();
const account = (over: Record<string, unknown> = {}) => ({ email: 'Knight@Game.example', server: 'DE1', username: 'SirLancelot', password: 'game-pass-Ω', type: 'tower', ...over });

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
    expect(Object.keys(list.body[0]).sort()).toEqual(['created_at', 'game_email', 'id', 'name', 'server', 'type']);
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
      const files = readdirSync(dbDir, { recursive: true }).map(String).map((f) => join(dbDir, f)).filter((f) => statSync(f).isFile());
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
  ])('refuses %j with 422, says why and writes nothing', async (over, message) => {
    const { token, user } = await signUp(app);
    const res = await call(app, 'POST', '/api/accounts', { token, body: account(over) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
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
    // The query the list sends ({userId}, sorted by createdAt) has an index of its own.
    expect(GameAccountModel.schema.indexes().map(([keys]) => keys)).toContainEqual({ userId: 1, createdAt: 1 });
  });
});
