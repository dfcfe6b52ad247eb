import { beforeAll, describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { startSimulator } from '../../../../simulator/server';
import { freePort } from '../../../../scripts/lib/ports';
import { call, signUp, testApp, testConfig, uniqueEmail } from '../../../test/helpers';
import { BotModel } from '../bots/records/bot.model';
import { SubscriptionModel } from '../billing/subscription.model';
import { UserModel } from '../users/user.model';
import { NotificationModel } from '../notifications/notification.model';

const adminEmail = uniqueEmail('admin');
const app = testApp({ config: testConfig({ adminEmails: [adminEmail] }) });
let adminToken = '';
let userToken = '';
beforeAll(async () => {
  adminToken = (await signUp(app, adminEmail)).token;
  userToken = (await signUp(app)).token;
});

// Every row has three values: with two, bun would take the test's third parameter for a done callback.
const ROUTES: [string, string, unknown][] = [
  ['GET', '/api/admin/stats', undefined],
  ['GET', '/api/admin/analytics', undefined],
  ['GET', '/api/admin/users', undefined],
  ['GET', '/api/admin/bots', undefined],
  ['GET', '/api/admin/system', undefined],
  ['GET', '/api/admin/announcements', undefined],
  ['POST', '/api/admin/announcements', { title: 'T', body: 'B', category: 'update' }],
  ['DELETE', '/api/admin/announcements/000000000000000000000000', undefined],
  ['GET', '/api/admin/audit', undefined],
];

describe('who may use the admin API', () => {
  test.each(ROUTES)('%s %s: signed out 401, user 403, admin allowed', async (method, path, body) => {
    expect((await call(app, method, path, { body })).status).toBe(401);
    const user = await call(app, method, path, { body, token: userToken });
    expect(user.status).toBe(403);
    expect(user.body.message).toBe('This area is for administrators only.');
    const admin = await call(app, method, path, { body, token: adminToken });
    expect([200, 201, 404]).toContain(admin.status);
    if (method === 'DELETE') expect(admin.status).toBe(404);
    else expect(admin.status).toBeLessThan(300);
  });
});

// A body that breaks every route's rules: the caller is checked first, so a stranger never reads the rules.
const WRITES: [string, string, unknown][] = [
  ['POST', '/api/admin/announcements', { title: 42 }],
  ['POST', '/api/admin/users/000000000000000000000000/plan', { plan: 'emperor' }],
  ['PATCH', '/api/admin/flags/beta-x', { enabled: 'maybe' }],
  ['POST', '/api/admin/status/incidents', { nonsense: true }],
  ['POST', '/api/admin/status/incidents/000000000000000000000000/updates', {}],
  ['POST', '/api/admin/support/tickets/000000000000000000000000/messages', { text: 7 }],
];

describe('admin writes with a bad body', () => {
  test.each(WRITES)('%s %s: signed out 401, user 403, before the body is read; an admin is told the rules', async (method, path, body) => {
    const anonymous = await call(app, method, path, { body });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, expect.not.stringContaining('body')]);
    expect((await call(app, method, path, { body, token: userToken })).status).toBe(403);
    expect((await call(app, method, path, { body, token: adminToken })).status).toBe(422);
  });
});

describe('GET /api/admin/stats', () => {
  test('counts users, online bots, paid subscriptions, and the monthly revenue of renewing ones', async () => {
    // Known data added to whatever is there: the figures must move by exactly its amounts.
    const before = (await call(app, 'GET', '/api/admin/stats', { token: adminToken })).body;
    const ids = await Promise.all(['a', 'b', 'c', 'd'].map(async (x) => (await UserModel.create({ email: `${x}.${Date.now()}@stats.example` }))._id));
    const [a, b, c, d] = ids as [mongoose.Types.ObjectId, mongoose.Types.ObjectId, mongoose.Types.ObjectId, mongoose.Types.ObjectId];
    const soon = new Date(Date.now() + 86_400_000);
    await SubscriptionModel.create([
      { userId: a, plan: 'premium', status: 'active', currentPeriodEnd: soon },
      { userId: b, plan: 'professional', status: 'past_due', currentPeriodEnd: soon },
      { userId: c, plan: 'plus', status: 'cancelled', currentPeriodEnd: soon }, // paid, but will not renew
      { userId: d, plan: 'professional', status: 'expired', currentPeriodEnd: new Date(0) },
    ]);
    const bot = (userId: mongoose.Types.ObjectId, state: 'online' | 'offline' | 'error') =>
      BotModel.create({ userId, accountId: new mongoose.Types.ObjectId(), templateId: 'resource-keeper', name: 'x', settings: {}, state });
    await Promise.all([bot(a, 'online'), bot(a, 'online'), bot(b, 'offline'), bot(c, 'error')]);

    const after = (await call(app, 'GET', '/api/admin/stats', { token: adminToken })).body;
    expect({
      totalUsers: after.totalUsers - before.totalUsers,
      activeBots: after.activeBots - before.activeBots,
      activeSubscriptions: after.activeSubscriptions - before.activeSubscriptions,
      monthlyRecurringRevenue: Math.round((after.monthlyRecurringRevenue - before.monthlyRecurringRevenue) * 100) / 100,
      currency: after.currency,
    }).toEqual({
      totalUsers: 4,
      activeBots: 2,
      activeSubscriptions: 3, // active, past_due, and cancelled-but-paid
      monthlyRecurringRevenue: 69.98, // 19.99 (premium) + 49.99 (professional); the cancelled plus does not renew
      currency: 'usd',
    });
  });
});

describe('GET /api/admin/users', () => {
  test('newest first, searchable by e-mail, paginated, with subscription and bots', async () => {
    const tag = `needle${Date.now()}`;
    for (let i = 0; i < 3; i++) await signUp(app, `${tag}.${i}@example.com`);
    const found = await call(app, 'GET', `/api/admin/users?search=${tag.toUpperCase()}&limit=2`, { token: adminToken });
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(3);
    expect(found.body.users).toHaveLength(2);
    expect(found.body.users[0].email).toBe(`${tag}.2@example.com`);
    expect(found.body.users[0]).toMatchObject({
      metadata: { username: null, avatar: null },
      subscription: { plan: 'starter', status: 'none', payment_provider: null },
      bots: [],
    });
    expect(found.body.users[0].last_sign_in_at).toBeString();
    const second = await call(app, 'GET', `/api/admin/users?search=${tag}&limit=2&page=2`, { token: adminToken });
    expect(second.body.users.map((u: { email: string }) => u.email)).toEqual([`${tag}.0@example.com`]);
    expect((await call(app, 'GET', '/api/admin/users?search=(.*', { token: adminToken })).status).toBe(200);
    expect((await call(app, 'GET', '/api/admin/users?limit=1000', { token: adminToken })).status).toBe(422);
  });
});

describe('announcements and the audit log', () => {
  test('publish (validated), appear publicly, remove; each action is audited', async () => {
    const bad = await call(app, 'POST', '/api/admin/announcements', { token: adminToken, body: { title: ' ', body: 'x', category: 'update' } });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Please give the announcement a title (up to 120 characters).');
    const wrong = await call(app, 'POST', '/api/admin/announcements', { token: adminToken, body: { title: 'Hi', body: 'x', category: 'party' } });
    expect(wrong.body.message).toBe('Category must be announcement, maintenance or update.');

    const title = `Maintenance ${Date.now()}`;
    const created = await call(app, 'POST', '/api/admin/announcements', {
      token: adminToken,
      body: { title, body: 'Tonight 02:00–03:00 UTC', category: 'maintenance' },
    });
    expect(created.status).toBe(201);
    const pub = await call(app, 'GET', '/api/users/announcements');
    expect(pub.body[0]).toMatchObject({ title, category: 'maintenance' });

    expect((await call(app, 'DELETE', `/api/admin/announcements/${created.body.id}`, { token: adminToken })).body.message).toBe('Announcement removed');
    expect((await call(app, 'GET', '/api/users/announcements')).body.some((a: { title: string }) => a.title === title)).toBe(false);
    expect((await call(app, 'DELETE', `/api/admin/announcements/${created.body.id}`, { token: adminToken })).status).toBe(404);

    const log = await call(app, 'GET', '/api/admin/audit?limit=5', { token: adminToken });
    expect(log.body.slice(0, 2).map((e: { action: string; actor: string; details: string }) => [e.action, e.actor, e.details])).toEqual([
      ['announcement.remove', adminEmail, title],
      ['announcement.publish', adminEmail, title],
    ]);
    expect(await NotificationModel.countDocuments({ message: title })).toBe(0);
  });
});

describe('GET /api/admin/system', () => {
  test('reports the database, the runtime, the game server (reachable or not, and where its address came from), the client build and the providers', async () => {
    const game = await startSimulator({ port: 0 });
    const closedPort = await freePort();
    const closedDocument = `http://127.0.0.1:${closedPort}/config/network/1.xml`;
    const cases = [
      // The game's network document read: the default server's address is the one it lists.
      [
        {
          gameUrl: null,
          gameNetworkUrl: game.networkUrl,
          gameLoginPage: { url: game.loginPageUrl, siteKey: null },
          gameClient: { build: '1100000', clientUrl: game.clientUrl },
        },
        {
          server: 'INT1',
          zone: 'EmpireEx',
          url: game.url,
          urlFrom: 'network document',
          reachable: true,
          network: { hosts: 'network document', documentUrl: game.networkUrl, read: true, servers: 38, error: null },
        },
        // The build read from the game client's own files (the local game server's copy of them).
        { build: '1167009', from: 'client files', documentUrl: `${game.clientUrl}index.html`, readAt: expect.any(String), error: null },
      ],
      // An operator's GAME_WS_URL: probed as given, no document.
      [
        { gameUrl: `ws://127.0.0.1:${closedPort}/`, gameNetworkUrl: null, gameClient: { build: '1167009', clientUrl: null } },
        {
          url: `ws://127.0.0.1:${closedPort}/`,
          urlFrom: 'GAME_WS_URL',
          reachable: false,
          network: { hosts: 'GAME_WS_URL', documentUrl: null, read: false, readAt: null },
        },
        { build: '1167009', from: 'setting', documentUrl: null, readAt: null, error: null },
      ],
      // The document cannot be read: the built-in zone, the document's own host, and the reason shown.
      [
        { gameUrl: null, gameNetworkUrl: closedDocument, gameClient: { build: '1168000', clientUrl: `http://127.0.0.1:${closedPort}/default/` } },
        {
          zone: 'EmpireEx',
          url: `ws://127.0.0.1:${closedPort}/`,
          urlFrom: 'document host',
          reachable: false,
          network: { documentUrl: closedDocument, read: false, servers: 0 },
        },
        // The client's files cannot be read either: the setting, and why.
        { build: '1168000', from: 'setting', documentUrl: `http://127.0.0.1:${closedPort}/default/index.html`, readAt: null, error: expect.any(String) },
      ],
    ] as const;
    try {
      for (const [settings, gameServer, gameClient] of cases) {
        const email = uniqueEmail('sysadmin');
        const sysApp = testApp({ config: testConfig({ adminEmails: [email], ...settings }) });
        const { token } = await signUp(sysApp, email);
        const res = await call(sysApp, 'GET', '/api/admin/system', { token });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          database: { state: 'up' },
          runtime: { state: 'idle' },
          gameServer,
          gameClient,
          engine: { state: 'up', url: process.env.NATS_URL, streams: expect.any(Number), storedBytes: expect.any(Number) },
          billing: { stripe: false, paypal: false },
        });
        if (settings.gameNetworkUrl === closedDocument) expect(res.body.gameServer.network.error).toBeTruthy();
        else expect(res.body.gameServer.network.error).toBeNull();
      }
    } finally {
      await game.stop();
    }
  });

  test('an engine that cannot be reached is DOWN (or still connecting), within about a second, and the rest still answers', async () => {
    const email = uniqueEmail('sysadmin');
    const { createEngine } = await import('../../lib/engine');
    const engine = createEngine(`nats://127.0.0.1:${await freePort()}`, 'test');
    const sysApp = testApp({ config: testConfig({ adminEmails: [email] }), engine });
    // Signed up where the engine is up (signing up needs it); the same token works on the other app.
    const { token } = await signUp(testApp({ config: testConfig({ adminEmails: [email] }) }), email);
    const started = Date.now();
    const res = await call(sysApp, 'GET', '/api/admin/system', { token });
    expect(res.status).toBe(200);
    // Answered, not hung on the engine (about a second on a quiet machine; bounded far above for a loaded one).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(['down', 'connecting']).toContain(res.body.engine.state);
    expect(res.body.engine).toMatchObject({ streams: null, storedBytes: null, server: null });
    expect(res.body.database.state).toBe('up');
    await engine.close();
  });
});
