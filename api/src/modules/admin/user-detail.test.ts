/** An admin's view of one user and what they may do to them: stop a bot, change the plan (with a reason). */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { startSimulator } from '../../../../simulator/server';
import { call, signUp, testConfig, uniqueEmail } from '../../../test/helpers';
import { action, botPlatform, playerWithBot, waitForConsole, waitForState, type TestPlatform } from '../../../test/bots';
import { SubscriptionModel } from '../billing/subscription.model';
import { UserModel } from '../users/user.model';

const adminEmail = uniqueEmail('admin');
let p: TestPlatform;
let adminToken = '';
let userToken = '';
let player: Awaited<ReturnType<typeof playerWithBot>> & { userId: string };

beforeAll(async () => {
  const sim = await startSimulator({ port: 0, seed: 7, timeScale: 600, raidChancePerHour: 0 });
  p = await botPlatform({ config: testConfig({ adminEmails: [adminEmail], gameUrl: sim.url, gameLoginPage: { url: sim.loginPageUrl, siteKey: null } }) }, sim);
  adminToken = (await signUp(p.app, adminEmail)).token;
  userToken = (await signUp(p.app)).token;
  const made = await playerWithBot(p, 'resource-keeper');
  player = { ...made, userId: made.user.id as string };
});
afterAll(async () => {
  await p.close();
  await p.sim.stop();
});

const NOBODY = '000000000000000000000000';
const paths = () =>
  [
    ['GET', `/api/admin/users/${player.userId}`, undefined],
    ['POST', `/api/admin/users/${player.userId}/bots/${player.botId}/stop`, undefined],
    ['POST', `/api/admin/users/${player.userId}/plan`, { plan: 'plus', reason: 'Tester for the new guard' }],
  ] as [string, string, unknown][];

describe('who may use the user routes', () => {
  test('signed out 401, a player 403 (and nothing changes), unknown ids 404, malformed ids 422', async () => {
    for (const [method, path, body] of paths()) {
      expect([method, path, (await call(p.app, method, path, { body })).status]).toEqual([method, path, 401]);
      const refused = await call(p.app, method, path, { body, token: userToken });
      expect([method, path, refused.status, refused.body.message]).toEqual([method, path, 403, 'This area is for administrators only.']);
    }
    expect((await UserModel.findById(player.userId))!.plan).toBe('starter');
    for (const [method, path, body] of paths()) {
      const unknown = path.replace(player.userId, NOBODY);
      expect([unknown, (await call(p.app, method, unknown, { body, token: adminToken })).status]).toEqual([unknown, 404]);
      const malformed = path.replace(player.userId, 'not-an-id');
      const res = await call(p.app, method, malformed, { body, token: adminToken });
      expect([malformed, res.status, res.body.success]).toEqual([malformed, 422, false]);
    }
    // Another user's bot under this user's address is not found.
    const other = await playerWithBot(p, 'resource-keeper');
    expect((await call(p.app, 'POST', `/api/admin/users/${player.userId}/bots/${other.botId}/stop`, { token: adminToken })).status).toBe(404);
  });
});

describe('GET /api/admin/users/:id', () => {
  test('profile, sign-in methods, admin flag, subscription and bots', async () => {
    const res = await call(p.app, 'GET', `/api/admin/users/${player.userId}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: player.userId,
      email: player.email,
      sign_in_methods: ['password'],
      is_admin: false,
      subscription: { plan: 'starter', status: 'none', payment_provider: null, next_billing_time: null },
      grant: null,
      bots: [{ id: player.botId, templateLabel: 'Resource Collector & Feasts', state: 'offline', account: `${player.username} – INT1` }],
      audit: [],
    });
    const me = await call(p.app, 'GET', `/api/admin/users/${(await UserModel.findOne({ email: adminEmail }))!.id}`, { token: adminToken });
    expect(me.body.is_admin).toBe(true);
  });

  test('live search finds a user by part of the username, any case', async () => {
    await UserModel.updateOne({ _id: player.userId }, { username: `Sir${player.username}` });
    const res = await call(p.app, 'GET', `/api/admin/users?search=${`sir${player.username}`.toUpperCase()}`, { token: adminToken });
    expect(res.body.users.map((u: { id: string }) => u.id)).toEqual([player.userId]);
    const none = await call(p.app, 'GET', `/api/admin/users?search=nobody-${Date.now()}`, { token: adminToken });
    expect(none.body).toMatchObject({ total: 0, users: [] });
  });
});

describe('POST /api/admin/users/:id/bots/:botId/stop', () => {
  test('stops a running bot of any user; its console says an administrator did; audited against the user', async () => {
    expect((await action(p, player.token, player.botId, 'start')).status).toBe(200);
    await waitForState(player.botId, 'online');
    const res = await call(p.app, 'POST', `/api/admin/users/${player.userId}/bots/${player.botId}/stop`, { token: adminToken });
    expect(res.body).toEqual({ success: true, message: 'Bot stopped' });
    await waitForConsole(p, player.botId, 'Stopped by an administrator.');
    await waitForState(player.botId, 'offline');
    const audit = await call(p.app, 'GET', `/api/admin/audit?user=${player.userId}`, { token: adminToken });
    expect(audit.body[0]).toMatchObject({ action: 'bot.stop', actor: adminEmail, target: player.botId, user_id: player.userId });
    // Past the bot waits' own 45 s (a first login starts the runtime's Chromium), so they fail with their message.
  }, 90_000);

  test('an admin reads the bot and gets a console ticket for it; another player does not', async () => {
    expect((await call(p.app, 'GET', `/api/bots/${player.botId}`, { token: adminToken })).body.id).toBe(player.botId);
    expect((await call(p.app, 'POST', `/api/bots/${player.botId}/console-ticket`, { token: adminToken })).status).toBe(200);
    expect((await call(p.app, 'GET', `/api/bots/${player.botId}`, { token: userToken })).status).toBe(404);
    expect((await call(p.app, 'POST', `/api/bots/${player.botId}/console-ticket`, { token: userToken })).status).toBe(404);
    // Reading is all: starting someone else's bot stays the owner's.
    expect((await action(p, adminToken, player.botId, 'start')).status).toBe(404);
  });
});

describe('POST /api/admin/users/:id/plan', () => {
  const change = (userId: string, body: unknown) => call(p.app, 'POST', `/api/admin/users/${userId}/plan`, { token: adminToken, body });

  test('a reason is required (3 to 500 characters, spaces do not count) and the plan must be one of the four', async () => {
    for (const body of [{ plan: 'plus' }, { plan: 'plus', reason: 'ok' }, { plan: 'plus', reason: '   a   ' }, { plan: 'plus', reason: 'x'.repeat(501) }]) {
      const res = await change(player.userId, body);
      expect([JSON.stringify(body).slice(0, 40), res.status, res.body.message]).toEqual([
        JSON.stringify(body).slice(0, 40),
        422,
        'Please give a reason (3 to 500 characters).',
      ]);
    }
    const wrong = await change(player.userId, { plan: 'gold', reason: 'Because' });
    expect([wrong.status, wrong.body.message]).toEqual([422, 'Plan must be starter, plus, premium or professional.']);
    expect((await UserModel.findById(player.userId))!.plan).toBe('starter');
  });

  test('a grant raises the plan through the entitlement rule, with the reason in the audit log; Starter removes it', async () => {
    const granted = await change(player.userId, { plan: 'premium', reason: '  Compensation for the outage  ' });
    expect(granted.status).toBe(200);
    expect(granted.body.subscription.plan).toBe('premium');
    expect(granted.body.grant).toMatchObject({ plan: 'premium', reason: 'Compensation for the outage' });
    expect(granted.body.audit[0]).toMatchObject({ action: 'plan.change', actor: adminEmail, reason: 'Compensation for the outage', user_id: player.userId });
    expect(granted.body.audit[0].details).toContain('Starter → Premium');
    // The player's own session sees it at once (their slots follow).
    expect((await call(p.app, 'GET', '/api/auth/me', { token: player.token })).body.user.user_metadata.plan).toBe('premium');

    const removed = await change(player.userId, { plan: 'starter', reason: 'Outage compensation ended' });
    expect(removed.body).toMatchObject({ grant: null, subscription: { plan: 'starter' } });
    expect(removed.body.audit.slice(0, 2).map((e: { reason: string }) => e.reason)).toEqual(['Outage compensation ended', 'Compensation for the outage']);
  });

  test('a paid plan is never lowered by a grant (409), and a higher grant leaves the paid subscription as it is', async () => {
    const payer = await signUp(p.app);
    const payerId = payer.user.id as string;
    const periodEnd = new Date(Date.now() + 20 * 86_400_000);
    await SubscriptionModel.create({
      userId: new mongoose.Types.ObjectId(payerId),
      plan: 'premium',
      status: 'active',
      provider: 'stripe',
      providerSubscriptionId: 'sub_paid',
      currentPeriodEnd: periodEnd,
    });
    await p.entitlement.apply(payerId);
    expect((await UserModel.findById(payerId))!.plan).toBe('premium');

    const lower = await change(payerId, { plan: 'plus', reason: 'Trying to lower' });
    expect(lower.status).toBe(409);
    expect(lower.body.message).toBe(
      'This user pays for Premium through Stripe; a grant cannot lower a paid plan. Cancel the subscription at the provider first, then change the plan.',
    );
    expect((await change(payerId, { plan: 'starter', reason: 'Trying to lower' })).status).toBe(409);

    const higher = await change(payerId, { plan: 'professional', reason: 'Partner account' });
    expect(higher.body.subscription).toMatchObject({
      plan: 'professional',
      status: 'active',
      payment_provider: 'stripe',
      paid_plan: 'premium',
      transaction_id: 'sub_paid',
    });
    const sub = await SubscriptionModel.findOne({ userId: payerId }).lean();
    expect(sub).toMatchObject({ plan: 'premium', status: 'active', providerSubscriptionId: 'sub_paid' });
    // A later billing settlement does not take the grant away.
    await p.entitlement.apply(payerId);
    expect((await UserModel.findById(payerId))!.plan).toBe('professional');
  });

  test('the old id of Premium (`advanced`, before issue 37) is still taken, as Premium', async () => {
    const someone = await signUp(p.app);
    const granted = await change(someone.user.id, { plan: 'advanced', reason: 'An old admin script' });
    expect([granted.status, granted.body.grant?.plan, granted.body.subscription.plan]).toEqual([200, 'premium', 'premium']);
  });
});
