import type { Elysia } from 'elysia';
/**
 * Personal API keys: made and shown once, stored hashed, listed by hint, used as a bearer on the routes
 * they may call (and refused everywhere else), bound to scopes, addresses, an expiry and the plan,
 * rate-limited, revoked at once on every instance, and gone with the account.
 */
import { afterAll, describe, expect, spyOn, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { createPlatform } from '../../app';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, waitFor } from '../../../test/helpers';
import { fakeRuntime } from '../../../test/leaving';
import { readSse } from '../../../test/sse';
import { ActivityModel } from '../auth/activity/activity.model';
import { SessionModel } from '../auth/sessions/session.model';
import { UserModel } from '../users/user.model';
import { ApiKeyModel } from './api-key.model';
import { KEY_MESSAGES, KEY_REQUESTS_PER_MINUTE, MAX_KEYS_PER_USER } from './service';

const fake = fakeRuntime();
// Forwarded addresses are believed from anyone here, so a test can say where a request comes from.
const config = testConfig({ trustedProxies: ['*'] });
// Counters of this file's own, shared by its two instances as a fleet's instances share them.
const throttleNamespace = ownCounters();
const platform = createPlatform({ config, throttle: RELAXED_THROTTLE, throttleNamespace, createRuntime: () => fake.runtime });
const app = platform.app;
// A second API instance on the same database and engine, as in a fleet.
const otherPlatform = createPlatform({ config, throttle: RELAXED_THROTTLE, throttleNamespace, createRuntime: () => fakeRuntime().runtime });
const other = otherPlatform.app;
afterAll(async () => {
  await Promise.all([platform.close(), otherPlatform.close()]);
});

const KEYS = '/api/users/me/api-keys';

/** A signed-up user on the Professional plan. */
async function professional() {
  const player = await signUp(app);
  await UserModel.updateOne({ _id: player.user.id }, { $set: { plan: 'professional' } });
  return player;
}

async function makeKey(token: string, body: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', KEYS, { token, body: { name: 'Dashboard', scopes: ['read'], ...body } });
  if (res.status !== 201) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`);
  return { key: res.body.key as string, id: res.body.apiKey.id as string, view: res.body.apiKey };
}

/** A player with a game account and a bot (on the fake runtime). */
async function withBot(token: string) {
  const account = await call(app, 'POST', '/api/accounts', {
    token,
    body: { email: 'g@game.example', server: 'GB1', username: `Gawain${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
  });
  const bot = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'attack-guard', accountId: account.body.id, name: 'Night watch' } });
  if (bot.status !== 201) throw new Error(`bot: ${JSON.stringify(bot.body)}`);
  return bot.body.id as string;
}

describe('making and listing keys', () => {
  test('the key is shown once, stored only as its SHA-256, and listed by its hint', async () => {
    const { token, user } = await professional();
    const res = await call(app, 'POST', KEYS, { token, body: { name: '  Home server ', scopes: ['bots'], expiresInDays: 30 } });
    expect(res.status).toBe(201);
    const key: string = res.body.key;
    expect(key).toMatch(/^cst_[A-Za-z0-9_-]{43}$/);
    expect(res.body.apiKey).toMatchObject({
      name: 'Home server',
      hint: `${key.slice(0, 8)}…${key.slice(-3)}`,
      scopes: ['read', 'bots'],
      allowedIps: [],
      lastUsedAt: null,
    });
    expect(Date.parse(res.body.apiKey.expiresAt) - Date.now()).toBeWithin(29.9 * 86_400_000, 30 * 86_400_000 + 1);

    const stored = await ApiKeyModel.collection.find({ userId: await UserModel.findById(user.id).then((u) => u!._id) }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(key.slice(4));

    const list = await call(app, 'GET', KEYS, { token });
    expect(list.status).toBe(200);
    expect(list.body.apiKeys).toEqual([{ ...res.body.apiKey }]);
    expect(JSON.stringify(list.body)).not.toContain(key.slice(4));
    expect(JSON.stringify(list.body)).not.toContain(stored[0]!.hash);

    const log = await ActivityModel.find({ userId: user.id, kind: 'api-key-created' }).lean();
    expect(log.map((e) => e.detail)).toEqual(['Home server (read, bots)']);
  });

  test('bad input is a 422 that says which field; at most ten keys (409)', async () => {
    const { token } = await professional();
    const bad = [
      [{ name: '', scopes: ['read'] }, 'name'],
      [{ name: 'x'.repeat(61), scopes: ['read'] }, 'name'],
      [{ name: 'k', scopes: [] }, 'scopes'],
      [{ name: 'k', scopes: ['admin'] }, 'scopes'],
      [{ name: 'k', scopes: ['read'], allowedIps: ['300.1.1.1'] }, 'allowedIps: "300.1.1.1"'],
      [{ name: 'k', scopes: ['read'], allowedIps: ['10.0.0.0/33'] }, 'allowedIps'],
      [{ name: 'k', scopes: ['read'], allowedIps: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`) }, 'allowedIps'],
      [{ name: 'k', scopes: ['read'], expiresInDays: 366 }, 'expiresInDays'],
      [{ name: 'k', scopes: ['read'], expiresInDays: 0 }, 'expiresInDays'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call(app, 'POST', KEYS, { token, body });
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 422]);
      expect(res.body.message).toContain(field);
    }
    for (let i = 0; i < MAX_KEYS_PER_USER; i++) await makeKey(token, { name: `k${i}`, expiresInDays: null });
    const eleventh = await call(app, 'POST', KEYS, { token, body: { name: 'one more', scopes: ['read'] } });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toContain('Revoke one');
  });

  test(`twenty creations at once through two instances make exactly ${MAX_KEYS_PER_USER} keys; the rest are 409`, async () => {
    const { token, user } = await professional();
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 ? other : app, 'POST', KEYS, { token, body: { name: `burst ${i}`, scopes: ['read'] } })),
    );
    expect(tries.filter((r) => r.status === 201)).toHaveLength(MAX_KEYS_PER_USER);
    expect(tries.filter((r) => r.status === 409)).toHaveLength(20 - MAX_KEYS_PER_USER);
    expect(await ApiKeyModel.countDocuments({ userId: user.id })).toBe(MAX_KEYS_PER_USER);
  });

  test('signed out: 401; the Starter plan cannot make a key and is told which plan can', async () => {
    expect((await call(app, 'GET', KEYS)).status).toBe(401);
    const { token } = await signUp(app);
    const res = await call(app, 'POST', KEYS, { token, body: { name: 'k', scopes: ['read'] } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('API access comes with the Professional plan. Upgrade on the pricing page to use your key.');
    expect(
      await ApiKeyModel.countDocuments({
        userId: (await UserModel.findOne({ email: (await call(app, 'GET', '/api/auth/me', { token })).body.user.email }))!._id,
      }),
    ).toBe(0);
  });
});

describe('using a key', () => {
  test('a read key reads bots and the profile, and cannot start a bot; no session is made', async () => {
    const { token, user } = await professional();
    const botId = await withBot(token);
    const { key } = await makeKey(token);
    const sessions = await SessionModel.countDocuments({ userId: user.id });
    const signIns = await ActivityModel.countDocuments({ userId: user.id, kind: 'signed-in' }); // the sign-up's

    const bots = await call(app, 'GET', '/api/bots', { token: key });
    expect(bots.status).toBe(200);
    expect(bots.body.map((b: { id: string }) => b.id)).toEqual([botId]);
    expect((await call(app, 'GET', `/api/bots/${botId}`, { token: key })).status).toBe(200);
    expect((await call(app, 'GET', '/api/users/me', { token: key })).body.user.id).toBe(user.id);
    expect((await call(app, 'GET', '/api/users/me/notifications/unread', { token: key })).status).toBe(200);
    expect((await call(app, 'GET', '/api/accounts', { token: key })).status).toBe(200);
    expect((await call(app, 'POST', `/api/bots/${botId}/console-ticket`, { token: key })).status).toBe(200);

    const start = await call(app, 'POST', `/api/bots/${botId}/actions`, { token: key, body: { action: 'start' } });
    expect(start.status).toBe(403);
    expect(start.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: KEY_MESSAGES.readOnly });
    expect(fake.running.has(botId)).toBe(false);

    expect(await SessionModel.countDocuments({ userId: user.id })).toBe(sessions);
    expect(await ActivityModel.countDocuments({ userId: user.id, kind: 'signed-in' })).toBe(signIns);
    await waitFor('last use noted', async () => (await ApiKeyModel.findOne({ userId: user.id }).lean())?.lastUsedAt);
    expect((await ApiKeyModel.findOne({ userId: user.id }).lean())!.lastUsedIp).toBe('local');
  });

  test('a bots key starts and stops a bot, and each use is in the activity log', async () => {
    const { token, user } = await professional();
    const botId = await withBot(token);
    const { key } = await makeKey(token, { name: 'CI runner', scopes: ['read', 'bots'] });
    const start = await call(app, 'POST', `/api/bots/${botId}/actions`, { token: key, body: { action: 'start' } });
    expect(start.status).toBe(200);
    expect(start.body.desiredState).toBe('online');
    await waitFor('bot running', () => fake.running.has(botId));
    const stop = await call(app, 'POST', `/api/bots/${botId}/actions`, { token: key, body: { action: 'stop' } });
    expect(stop.status).toBe(200);
    await waitFor('bot stopped', () => !fake.running.has(botId));

    const log = await call(app, 'GET', '/api/users/me/activity', { token });
    const used = log.body.entries.filter((e: { kind: string }) => e.kind === 'api-key-used');
    expect(used.map((e: { label: string; detail: string }) => [e.label, e.detail])).toEqual([
      ['API key used', `CI runner: POST /api/bots/${botId}/actions`],
      ['API key used', `CI runner: POST /api/bots/${botId}/actions`],
    ]);
    // What the bot did is in the log beside it, from the bots' own route.
    const kinds = log.body.entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('bot-started');
    expect(kinds).toContain('bot-stopped');
    // Reads are not written to the log, only uses of the write scope.
    await call(app, 'GET', '/api/bots', { token: key });
    expect(await ActivityModel.countDocuments({ userId: user.id, kind: 'api-key-used' })).toBe(2);
  });

  test('a revoked key stops at once here, and on another instance that had just used it as soon as the announcement arrives', async () => {
    const { token } = await professional();
    const { key, id } = await makeKey(token);
    // The other instance follows changes from its first check on, once the engine is up; then it keeps
    // the key a few seconds: until a check is answered without reading the key, and the engine holds the
    // subscription (a round trip on its connection comes back after it).
    const reads = spyOn(ApiKeyModel, 'findOne');
    try {
      await waitFor('the other instance keeping the key', async () => {
        const before = reads.mock.calls.length;
        const answered = (await call(other, 'GET', '/api/bots', { token: key })).status === 200;
        return answered && reads.mock.calls.length === before;
      });
    } finally {
      reads.mockRestore();
    }
    await (await otherPlatform.engine.ready()).flush();
    expect((await call(other, 'GET', '/api/bots', { token: key })).status).toBe(200);

    // It does keep keys: one deleted behind its back (no announcement) still works there for now.
    const kept = await makeKey(token, { name: 'kept' });
    expect((await call(other, 'GET', '/api/bots', { token: kept.key })).status).toBe(200);
    await ApiKeyModel.deleteOne({ _id: kept.id });
    expect((await call(other, 'GET', '/api/bots', { token: kept.key })).status).toBe(200);

    const revoked = await call(app, 'DELETE', `${KEYS}/${id}`, { token });
    expect(revoked.status).toBe(200);
    const here = await call(app, 'GET', '/api/bots', { token: key });
    expect(here.status).toBe(401);
    expect(here.body.message).toBe(KEY_MESSAGES.invalid);
    // The answer came after the engine took the announcement; the other instance reads it from its own
    // connection, moments later (a message, not a lock: on a loaded machine it was not yet read at the
    // very next request). Bounded far above that, and never by the 5 s the instance keeps a key.
    const there = await waitFor(
      'the other instance refuses the key',
      async () => {
        const res = await call(other, 'GET', '/api/bots', { token: key });
        return res.status === 401 ? res : null;
      },
      2_000,
      10,
    );
    expect(there.body.message).toBe(KEY_MESSAGES.invalid);
    expect((await call(app, 'GET', KEYS, { token })).body.apiKeys).toEqual([]);
  });

  test("over a real socket: a key bound to this machine reads a bot's console; bound elsewhere, refused with the address", async () => {
    const { token } = await professional();
    const botId = await withBot(token);
    const here = await makeKey(token, { allowedIps: ['127.0.0.1', '::1'] });
    const elsewhere = await makeKey(token, { name: 'elsewhere', allowedIps: ['203.0.113.9'] });
    app.listen({ port: 0, hostname: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${app.server!.port}/api/bots/${botId}/console`;
      const read = await readSse(url, { authorization: `Bearer ${here.key}` }, (events) => events.length > 0);
      expect(read.status).toBe(200);
      expect(read.events[0]).toMatchObject({ event: 'ready', data: botId });
      const refused = await readSse(url, { authorization: `Bearer ${elsewhere.key}` }, () => true);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body!).message).toBe('This API key cannot be used from 127.0.0.1.');
    } finally {
      await app.stop(true);
    }
  });

  test("another user's key cannot be revoked (404), and keeps working", async () => {
    const owner = await professional();
    const stranger = await professional();
    const { key, id } = await makeKey(owner.token);
    const res = await call(app, 'DELETE', `${KEYS}/${id}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect((await call(app, 'DELETE', `${KEYS}/not-an-id`, { token: owner.token })).status).toBe(422);
    expect((await call(app, 'GET', '/api/bots', { token: key })).status).toBe(200);
  });

  test('an unknown or malformed key is a 401; an expired one says so', async () => {
    const { token, user } = await professional();
    for (const bad of ['cst_nothing', `cst_${'A'.repeat(43)}`]) {
      const res = await call(app, 'GET', '/api/bots', { token: bad });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(KEY_MESSAGES.invalid);
    }
    const { key } = await makeKey(token, { expiresInDays: 1 });
    await ApiKeyModel.updateOne({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await call(app, 'GET', '/api/bots', { token: key });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(KEY_MESSAGES.expired);
  });

  test('a key bound to addresses works from them only (IPv4 ranges and IPv6 alike)', async () => {
    const { token, user } = await professional();
    const { key } = await makeKey(token, { allowedIps: ['203.0.113.0/24', '2001:db8::7'] });
    const from = (ip: string) => call(app, 'GET', '/api/bots', { token: key, headers: { 'x-forwarded-for': ip } });
    expect((await from('203.0.113.42')).status).toBe(200);
    expect((await from('2001:db8::7')).status).toBe(200);
    for (const ip of ['198.51.100.1', '2001:db8::8']) {
      const res = await from(ip);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(`This API key cannot be used from ${ip}.`);
    }
    // Without a forwarded address the client is unknown: not on the list.
    expect((await call(app, 'GET', '/api/bots', { token: key })).status).toBe(403);
    await waitFor('last use noted', async () => (await ApiKeyModel.findOne({ userId: user.id }).lean())?.lastUsedIp === '203.0.113.42');
  });

  test('a plan without API access stops the key at its next request, naming the plan that has it', async () => {
    const { token, user } = await professional();
    const { key } = await makeKey(token);
    expect((await call(app, 'GET', '/api/bots', { token: key })).status).toBe(200);
    await UserModel.updateOne({ _id: user.id }, { $set: { plan: 'premium' } });
    const res = await call(app, 'GET', '/api/bots', { token: key });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('API access comes with the Professional plan. Upgrade on the pricing page to use your key.');
  });

  test('a key cannot make or revoke keys, reach sign-in and sessions, export, delete the account, change things or reach admin', async () => {
    const { token } = await professional();
    const botId = await withBot(token);
    const { key, id } = await makeKey(token, { scopes: ['read', 'bots'] });
    const refused: [string, string, unknown?][] = [
      ['POST', KEYS, { name: 'child', scopes: ['read', 'bots'] }],
      ['GET', KEYS],
      ['DELETE', `${KEYS}/${id}`],
      ['GET', '/api/auth/me'],
      ['GET', '/api/auth/sessions'],
      ['POST', '/api/auth/sessions/sign-out-others'],
      ['GET', '/api/users/me/export'],
      ['GET', '/api/users/me/notifications/%2e%2e/export'],
      ['DELETE', '/api/users/me', { password: 'correct horse', confirm: 'DELETE' }],
      ['GET', '/api/users/me/activity'],
      ['PATCH', `/api/bots/${botId}`, { name: 'renamed' }],
      ['DELETE', `/api/bots/${botId}`],
      ['POST', '/api/bots', { templateId: 'attack-guard', accountId: '0'.repeat(24) }],
      ['POST', '/api/stripe/portal'],
      ['GET', '/api/subscriptions/current?subscription_id=I-ABC'],
      ['GET', '/api/admin/users'],
    ];
    for (const [method, path, body] of refused) {
      const res = await call(app, method, path, { token: key, body });
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 403, KEY_MESSAGES.route]);
    }
    expect((await call(app, 'GET', '/api/subscriptions/current', { token: key })).status).toBe(200);
    expect(await ApiKeyModel.countDocuments({ _id: id })).toBe(1);
    expect((await call(app, 'GET', `/api/bots/${botId}`, { token })).body.name).toBe('Night watch');
    // A key is a bearer, never a cookie.
    const asCookie = await call(app, 'GET', '/api/bots', { headers: { cookie: `castellan_session=${key}` } });
    expect(asCookie.status).toBe(401);
  });

  test(`more than ${KEY_REQUESTS_PER_MINUTE} requests a minute: 429 with Retry-After`, async () => {
    const { token } = await professional();
    const { key } = await makeKey(token);
    const other = await makeKey(token, { name: 'other' });
    for (let batch = 0; batch < KEY_REQUESTS_PER_MINUTE / 20; batch++) {
      const statuses = await Promise.all(Array.from({ length: 20 }, () => call(app, 'GET', '/api/users/me', { token: key }).then((r) => r.status)));
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    const over = await call(app, 'GET', '/api/users/me', { token: key });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(KEY_MESSAGES.tooMany);
    expect(Number(over.headers.get('retry-after'))).toBeWithin(1, 61);
    // Per key: the owner's other key and their browser carry on.
    expect((await call(app, 'GET', '/api/users/me', { token: other.key })).status).toBe(200);
    expect((await call(app, 'GET', '/api/users/me', { token })).status).toBe(200);
  });

  test(`150 requests at once with one key, through two instances over real sockets: exactly ${KEY_REQUESTS_PER_MINUTE} pass, the rest are 429, none is a 503`, async () => {
    const { token } = await professional();
    await withBot(token);
    const { key } = await makeKey(token);
    // As plain Elysia apps: the whole app's route types are too deep for TypeScript to instantiate `listen` on.
    const listen = (instance: unknown) => (instance as Elysia).listen({ port: 0, hostname: '127.0.0.1' });
    const servers = [listen(app), listen(other)];
    try {
      const urls = servers.map((s) => `http://127.0.0.1:${s.server!.port}/api/bots`);
      const statuses = await Promise.all(
        Array.from({ length: 150 }, (_, i) => fetch(urls[i % 2]!, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status)),
      );
      const counts = statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});
      expect(counts).toEqual({ 200: KEY_REQUESTS_PER_MINUTE, 429: 150 - KEY_REQUESTS_PER_MINUTE });
    } finally {
      await Promise.all(servers.map((s) => s.stop(true)));
    }
  });

  test('deleting the account deletes its keys, and they stop', async () => {
    const { token, user } = await professional();
    const { key } = await makeKey(token);
    expect((await call(app, 'GET', '/api/bots', { token: key })).status).toBe(200);
    const gone = await call(app, 'DELETE', '/api/users/me', { token, body: { password: 'correct horse', confirm: 'DELETE' } });
    expect(gone.status).toBe(200);
    expect(await ApiKeyModel.countDocuments({ userId: user.id })).toBe(0);
    expect((await call(app, 'GET', '/api/bots', { token: key })).status).toBe(401);
  });
});

describe('the API document', () => {
  test('has the apiKey scheme, listed on the routes keys may call and not on the others', async () => {
    const doc = (await call(app, 'GET', '/swagger/json')).body;
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      description: 'A personal API key (cst_…), Professional plan, settings → API keys',
    });
    const names = (op: { security?: Record<string, unknown>[] }) => (op.security ?? []).flatMap((s) => Object.keys(s));
    expect(names(doc.paths['/api/bots'].get)).toEqual(['bearer', 'cookie', 'apiKey']);
    expect(names(doc.paths['/api/bots/{id}/actions'].post)).toContain('apiKey');
    expect(doc.paths['/api/bots'].get.responses['429']).toBeDefined();
    expect(names(doc.paths['/api/bots/{id}/console'].get)).toContain('apiKey');
    for (const [path, method] of [
      ['/api/bots', 'post'],
      ['/api/users/me/api-keys', 'post'],
      ['/api/auth/me', 'get'],
      ['/api/users/me/export', 'get'],
    ] as const) {
      expect([path, method, names(doc.paths[path][method])]).toEqual([path, method, ['bearer', 'cookie']]);
    }
  });
});
