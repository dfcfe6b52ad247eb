/** Download my data and Delete my account, on a whole platform (a runtime that plays nothing, a Stripe that records). */
import { afterAll, beforeEach, describe, expect, spyOn, test } from 'bun:test';
import { Elysia } from 'elysia';
import mongoose from 'mongoose';
import { createECDH, randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@shared/auth';
import { createPlatform } from '../../app';
import { createSealer } from '../../lib/crypto';
import { keyValueBucket } from '../../lib/engine';
import { httpPlugin } from '../../lib/http';
import { bodyPlugin } from '../../lib/body';
import { SharedCounter } from '../../lib/shared-counter';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, waitFor } from '../../../test/helpers';
import { fakeRuntime, sessionCheckOf } from '../../../test/leaving';
import { ActivityModel } from '../auth/activity/activity.model';
import { recordActivity } from '../auth/activity/record';
import { AuditModel } from '../admin/audit';
import { GameAccountModel } from '../accounts/account.model';
import { createAccountService } from '../accounts/service';
import { THROTTLE_KEEP_MS } from '../auth/throttle';
import { recordBillingEvent } from '../billing/ledger';
import { createPayPalService } from '../billing/paypal/service';
import { createStripeService } from '../billing/stripe/service';
import { BillingEventModel, SubscriptionModel } from '../billing/subscription.model';
import { BotModel } from '../bots/records/bot.model';
import { createSharing } from '../sharing/service';
import { createMailer } from '../../lib/mail/mailer';
import { createBots } from '../bots/control/service';
import { NotificationModel } from '../notifications/notification.model';
import { notify } from '../notifications/service';
import { SessionModel } from '../auth/sessions/session.model';
import { UserModel } from '../users/user.model';
import { supportData } from '../support/player-data';
import { TicketModel } from '../support/ticket.model';
import { createSubscriptionCanceller } from './subscription';
import type { Completeness, Part } from './player-data';
import type { scriptsData } from '../scripts/player-data';
import { EXPORTS_PER_HOUR, leavingRoutes } from './routes';

/** Stripe's subscription update, recorded; `failing` makes it refuse as an outage would. */
const stripeCalls: { path: string; body: string }[] = [];
let stripeFailing = false;
const stripeApi = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    const path = new URL(request.url).pathname;
    const body = await request.text();
    if (stripeFailing)
      return Response.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500, headers: { 'stripe-should-retry': 'false' } });
    stripeCalls.push({ path, body });
    const id = path.split('/').at(-1);
    return Response.json({ id, object: 'subscription', status: 'active', cancel_at_period_end: true, metadata: {} });
  },
});

const base = testConfig();
const config = {
  ...base,
  billing: {
    stripe: {
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_x',
      prices: { plus: 'price_plus', premium: 'price_advanced', professional: 'price_premium' },
      apiBase: `http://127.0.0.1:${stripeApi.port}`,
    },
    paypal: null,
    sweepIntervalMs: 60_000,
    testMode: true,
  },
};
const fake = fakeRuntime();
const platform = createPlatform({ config, throttle: RELAXED_THROTTLE, throttleNamespace: ownCounters(), createRuntime: () => fake.runtime });
const app = platform.app;

// What app.ts wires (see routes.ts), over the platform's supervisor, console hub and engine.
const sealer = createSealer(config.encryptionKey);
const bots = createBots({ sealer, accounts: createAccountService(sealer), supervisor: platform.supervisor });
const stripe = createStripeService(config.billing.stripe, config.siteOrigin, platform.entitlement.apply);
const paypal = createPayPalService(null, config.siteOrigin, platform.entitlement.apply);
const counters = keyValueBucket(platform.engine, 'throttle', THROTTLE_KEEP_MS);
const namespace = ownCounters();
const GOOD_CODE = '246810';
const leaving = new Elysia()
  .use(httpPlugin)
  .use(bodyPlugin({}))
  .use(
    leavingRoutes({
      auth: sessionCheckOf(app),
      bots,
      hub: platform.hub,
      sharing: createSharing({ stopStartedBy: bots.stopStartedBy, mailer: createMailer(config.mail, { sealer }), siteOrigin: config.siteOrigin }),
      cancelSubscription: createSubscriptionCanceller({ stripe, paypal }),
      verifySecondFactor: async (_userId, { code }) => ({ ok: code === GOOD_CODE }),
      exportThrottle: new SharedCounter(counters, `${namespace}.data-export`, EXPORTS_PER_HOUR, 3_600_000),
      proofThrottle: new SharedCounter(counters, `${namespace}.delete-proof`, 5, 15 * 60_000),
      secureCookies: false,
      trustedProxies: [],
    }),
  );
const ask = (method: string, path: string, options: Parameters<typeof call>[3] = {}) => call(leaving as never, method, path, options);

afterAll(async () => {
  await platform.close();
  stripeApi.stop(true);
});
beforeEach(() => {
  stripeFailing = false;
});

const HOOK = 'https://discord.com/api/webhooks/42/WEBHOOK-SECRET-VALUE';
const GAME_PASSWORD = 'GAME-PASSWORD-VALUE';
const PROXY_PASSWORD = 'PROXY-PASSWORD-VALUE';
const TOTP_SECRET = 'TOTP-SECRET-VALUE';
const RECOVERY_HASH = 'RECOVERY-HASH-VALUE';

/**
 * A player with everything there is: an account with a proxy login, a running bot with a secret, console lines, notifications, a Stripe subscription, activity.
 */
async function fullPlayer() {
  const player = await signUp(app);
  const username = `Gawain${crypto.randomUUID().slice(0, 6)}`;
  const account = await call(app, 'POST', '/api/accounts', {
    token: player.token,
    body: { email: `${username}@game.example`, server: 'GB1', username, password: GAME_PASSWORD, proxy: `socks5://knight:${PROXY_PASSWORD}@127.0.0.1:1080` },
  });
  expect(account.status).toBe(201);
  const bot = await call(app, 'POST', '/api/bots', {
    token: player.token,
    body: { templateId: 'attack-guard', accountId: account.body.id, name: 'Gate keeper' },
  });
  expect(bot.status).toBe(201);
  // A guard from when it took a Discord webhook of its own keeps it sealed (unused).
  await BotModel.updateOne(
    { _id: bot.body.id },
    { $set: { secretsSealed: sealer.seal(JSON.stringify({ discordWebhookUrl: HOOK })), secretKeys: ['discordWebhookUrl'] } },
  );
  // Push on for a device, and an attack on its way.
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const device = {
    endpoint: `http://127.0.0.1:9/push/${crypto.randomUUID()}`,
    keys: { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  expect((await call(app, 'POST', '/api/push/subscriptions', { token: player.token, body: device })).status).toBe(201);
  expect((await call(app, 'POST', `/api/bots/${bot.body.id}/actions`, { token: player.token, body: { action: 'start' } })).status).toBe(200);
  await waitFor('bot running', () => fake.running.has(bot.body.id));
  platform.hub.append(bot.body.id, 'Watching the gate.');
  await platform.hub.flush();
  await notify(player.user.id, 'result', 'Your bot found 300 gold.');
  await fake.tell({
    type: 'notify',
    botId: bot.body.id,
    kind: 'attack',
    message: 'Gate keeper: incoming attack.',
    attack: { id: '77', castle: 'Gate', detectedAt: Date.now(), arrivesAt: Date.now() + 3_600_000 },
  });
  await waitFor('the attack alert', () =>
    mongoose.connection.collection('attack_alerts').countDocuments({ userId: new mongoose.Types.ObjectId(player.user.id) }),
  );
  const subscriptionId = `sub_${crypto.randomUUID().slice(0, 10)}`;
  await recordBillingEvent(
    {
      provider: 'stripe',
      eventId: `evt_${crypto.randomUUID()}`,
      type: 'checkout.session.completed',
      occurredAt: new Date(),
      typeRank: 1,
      userId: player.user.id,
      providerSubscriptionId: subscriptionId,
      stripeCustomerId: 'cus_knight',
      plan: 'premium',
      status: 'active',
      periodEnd: new Date(Date.now() + 20 * 86_400_000),
    },
    platform.entitlement.apply,
  );
  // The plan change is logged to the activity after the change itself (not awaited by it).
  await waitFor('the plan change in the activity log', () => ActivityModel.exists({ userId: player.user.id, kind: 'plan-changed' }));
  await UserModel.updateOne(
    { _id: player.user.id },
    { $set: { twoFactor: { secret: TOTP_SECRET, pendingSecret: null, enabledAt: new Date(), lastStep: 0, recoveryCodes: [RECOVERY_HASH] } } },
  );
  return { ...player, accountId: account.body.id as string, botId: bot.body.id as string, subscriptionId };
}

/** How much the user has, collection by collection. */
async function holdings(userId: string) {
  const oid = new mongoose.Types.ObjectId(userId);
  return {
    user: await UserModel.countDocuments({ _id: oid }),
    accounts: await GameAccountModel.countDocuments({ userId: oid }),
    bots: await BotModel.countDocuments({ userId: oid }),
    notifications: await NotificationModel.countDocuments({ userId: oid }),
    activity: await ActivityModel.countDocuments({ userId: oid }),
    sessions: await SessionModel.countDocuments({ userId: oid }),
    pushDevices: await mongoose.connection.collection('push_subscriptions').countDocuments({ userId: oid }),
    attackAlerts: await mongoose.connection.collection('attack_alerts').countDocuments({ userId: oid }),
  };
}

describe('GET /api/users/me/export', () => {
  test('a JSON attachment with everything kept about the player, and none of the secrets', async () => {
    const player = await fullPlayer();
    const res = await leaving.handle(new Request('http://localhost/api/users/me/export', { headers: { authorization: `Bearer ${player.token}` } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="castellan-data-${new Date().toISOString().slice(0, 10)}.json"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text);

    expect(data.profile).toMatchObject({ id: player.user.id, email: player.email, plan: 'premium', signInMethods: ['email'], twoFactor: true });
    expect(Date.parse(data.profile.emailVerifiedAt)).toBeGreaterThan(0);
    expect(data.gameAccounts).toEqual([
      expect.objectContaining({ id: player.accountId, server: 'GB1', proxy: 'socks5://127.0.0.1:1080', proxyHasLogin: true }),
    ]);
    // As the bot list shows it: the old guard's unused webhook unnamed (and its value, below, nowhere).
    expect(data.bots).toEqual([
      expect.objectContaining({ id: player.botId, name: 'Gate keeper', templateId: 'attack-guard', secretKeys: [], accountId: player.accountId }),
    ]);
    expect(data.bots[0].settings).toMatchObject({ minAttackers: 1 });
    expect(data.consoleHistory[0]).toMatchObject({ botId: player.botId, botName: 'Gate keeper' });
    expect(data.consoleHistory[0].lines.map((l: { text: string }) => l.text)).toContain('Watching the gate.');
    expect(data.notifications.map((n: { message: string }) => n.message)).toContain('Your bot found 300 gold.');
    expect(data.notificationSettings).toEqual({
      bell: ['attack', 'error', 'stalled', 'session', 'limit', 'slots', 'plan', 'support', 'alert'],
      discordWebhookSet: false,
      discordKinds: ['attack', 'error', 'session'],
      emailKinds: [],
      quietHours: null,
    });
    expect(data.subscription).toMatchObject({
      plan: 'premium',
      status: 'active',
      provider: 'stripe',
      providerSubscriptionId: player.subscriptionId,
      stripeCustomerId: 'cus_knight',
    });
    expect(data.billingHistory).toEqual([
      expect.objectContaining({ provider: 'stripe', eventType: 'checkout.session.completed', plan: 'premium', status: 'active' }),
    ]);
    expect(data.activity.map((a: { kind: string }) => a.kind)).toEqual(expect.arrayContaining(['bot-started', 'plan-changed']));

    const stored = (await UserModel.findById(player.user.id).lean())!;
    for (const secret of [
      GAME_PASSWORD,
      PROXY_PASSWORD,
      HOOK,
      'WEBHOOK-SECRET',
      TOTP_SECRET,
      RECOVERY_HASH,
      stored.passwordHash!,
      '$argon2',
      'correct horse',
      'v1.',
    ]) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
    const sealedValues = await GameAccountModel.findById(player.accountId).lean();
    expect(text).not.toContain(sealedValues!.passwordSealed);
    expect(text).not.toContain(sealedValues!.proxySealed!);

    // The download itself is in the log.
    expect(await ActivityModel.countDocuments({ userId: player.user.id, kind: 'data-exported' })).toBe(1);
  });

  test("the file's fields in the schema's order; a registry that misses, adds, doubles or mistypes one does not compile", async () => {
    const player = await signUp(app);
    const res = await ask('GET', '/api/users/me/export', { token: player.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'exportedAt',
      'profile',
      'gameAccounts',
      'bots',
      'consoleHistory',
      'schedules',
      'trades',
      'notifications',
      'notificationSettings',
      'subscription',
      'billingHistory',
      'activity',
      'supportTickets',
      'dashboardLayouts',
      'betaOptIns',
      'scripts',
      'allianceSpaces',
      'sharesGiven',
      'sharesReceived',
      'webhooks',
    ]);

    // What player-data.ts's `complete` refuses, checked by `npm run check` (each line below must fail to compile).
    type Other<Fields> = { name: string; export: (userId: string) => Promise<Fields>; forget: (userId: string) => Promise<void> };
    // @ts-expect-error no part fills `scripts`
    const missing: Completeness<Exclude<Part, typeof scriptsData>> = true;
    // @ts-expect-error `nickname` is no field of the export
    const stray: Completeness<Part | Other<{ nickname: string }>> = true;
    // @ts-expect-error two parts fill `scripts`
    const twice: Completeness<Part | Other<{ scripts: [] }>> = true;
    // @ts-expect-error `scripts` is no list
    const misfit: Completeness<Exclude<Part, typeof scriptsData> | Other<{ scripts: string }>> = true;
    void [missing, stray, twice, misfit];
  });

  test(`at most ${EXPORTS_PER_HOUR} downloads an hour per player, then a 429 that says when`, async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await ask('GET', '/api/users/me/export', { token: a.token })).status).toBe(200);
    const refused = await ask('GET', '/api/users/me/export', { token: a.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Data downloads are limited to 5 an hour\. Try again in (60|59) minutes\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another player's downloads are their own.
    expect((await ask('GET', '/api/users/me/export', { token: b.token })).status).toBe(200);
    expect((await ask('GET', '/api/users/me/export')).status).toBe(401);
  });
});

describe('DELETE /api/users/me', () => {
  test('a wrong password is a 403 and deletes nothing; the confirmation word is required', async () => {
    const player = await fullPlayer();
    const before = await holdings(player.user.id);
    const wrong = await ask('DELETE', '/api/users/me', { token: player.token, body: { password: 'not my password', confirm: 'DELETE' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('That password is not right.');
    const badCode = await ask('DELETE', '/api/users/me', { token: player.token, body: { code: '000000', confirm: 'DELETE' } });
    expect(badCode.status).toBe(403);
    expect(badCode.body.message).toBe('That code is not right.');
    for (const body of [{ password: player.password }, { password: player.password, confirm: 'delete' }]) {
      const res = await ask('DELETE', '/api/users/me', { token: player.token, body });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Type DELETE to confirm that the account and everything in it is to be deleted.');
    }
    const noProof = await ask('DELETE', '/api/users/me', { token: player.token, body: { confirm: 'DELETE' } });
    expect(noProof.status).toBe(422);
    expect(noProof.body.message).toBe('Enter your password or a two-factor code to delete your account.');
    expect(await holdings(player.user.id)).toEqual(before);
    expect(fake.running.has(player.botId)).toBe(true);
    expect(stripeCalls.filter((c) => c.path.endsWith(player.subscriptionId))).toEqual([]);
  });

  test('wrong passwords are throttled like sign-in: the sixth in 15 minutes is a 429, even when right', async () => {
    const player = await signUp(app);
    for (let i = 0; i < 5; i++)
      expect((await ask('DELETE', '/api/users/me', { token: player.token, body: { password: `guess ${i}`, confirm: 'DELETE' } })).status).toBe(403);
    const blocked = await ask('DELETE', '/api/users/me', { token: player.token, body: { password: player.password, confirm: 'DELETE' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many wrong passwords\. Try again in 1[45] minutes\.$/);
    expect((await holdings(player.user.id)).user).toBe(1);
  });

  test('deletes everything, cancels the subscription at period end, keeps the ledger anonymised; the token stops working', async () => {
    const player = await fullPlayer();
    const other = await fullPlayer();
    const otherBefore = await holdings(other.user.id);
    // An admin's audit entry about the player names their e-mail.
    await AuditModel.create({
      actorId: new mongoose.Types.ObjectId(),
      actorEmail: 'admin@example.com',
      action: 'plan.change',
      target: player.user.id,
      details: `${player.email}: Starter → Plus`,
      subjectUserId: player.user.id,
    });

    const res = await leaving.handle(
      new Request('http://localhost/api/users/me', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ password: player.password, confirm: 'DELETE' }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/api; HttpOnly; SameSite=Strict`));

    expect(await holdings(player.user.id)).toEqual({
      user: 0,
      accounts: 0,
      bots: 0,
      notifications: 0,
      activity: 0,
      sessions: 0,
      pushDevices: 0,
      attackAlerts: 0,
    });
    expect(fake.stopped).toContain(player.botId);
    expect(fake.running.has(player.botId)).toBe(false);
    expect((await platform.hub.history(player.botId)).map((l) => l.text)).not.toContain('Watching the gate.');

    // Stripe was asked to end it at the period's end; the records stay for bookkeeping.
    const cancel = stripeCalls.filter((c) => c.path === `/v1/subscriptions/${player.subscriptionId}`);
    expect(cancel.map((c) => c.body)).toEqual(['cancel_at_period_end=true']);
    const sub = await SubscriptionModel.findOne({ userId: player.user.id }).lean();
    expect(sub).toMatchObject({ status: 'cancelled', plan: 'premium', providerSubscriptionId: player.subscriptionId, stripeCustomerId: 'cus_knight' });
    expect(await BillingEventModel.countDocuments({ userId: player.user.id })).toBe(2);
    const audits = await AuditModel.find({ subjectUserId: player.user.id }).lean();
    expect(JSON.stringify(audits)).not.toContain(player.email);
    expect(audits.find((a) => a.action === 'plan.change')?.details).toBe(`deleted user ${player.user.id}: Starter → Plus`);
    expect(audits.find((a) => a.action === 'account.delete')).toMatchObject({ actorEmail: `deleted user ${player.user.id}`, target: player.user.id });

    // Signed out everywhere: the platform refuses the token.
    expect((await call(app, 'GET', '/api/auth/me', { token: player.token })).status).toBe(401);
    expect((await call(app, 'GET', '/api/bots', { token: player.token })).status).toBe(401);
    // The other player keeps everything, their bot still playing.
    expect(await holdings(other.user.id)).toEqual(otherBefore);
    expect(fake.running.has(other.botId)).toBe(true);
    expect((await call(app, 'GET', '/api/bots', { token: other.token })).body).toHaveLength(1);
  });

  test('a subscription the provider cannot cancel: 503, and nothing is deleted', async () => {
    const player = await fullPlayer();
    const before = await holdings(player.user.id);
    stripeFailing = true;
    const res = await ask('DELETE', '/api/users/me', { token: player.token, body: { password: player.password, confirm: 'DELETE' } });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Stripe could not cancel your subscription right now, so nothing was deleted. Please try again in a few minutes.');
    expect(await holdings(player.user.id)).toEqual(before);
    expect(fake.running.has(player.botId)).toBe(true);
    expect((await SubscriptionModel.findOne({ userId: player.user.id }).lean())?.status).toBe('active');
  });

  test('a two-factor code proves it instead of the password; a Discord-only player without two-factor confirms with the word alone', async () => {
    const withCode = await fullPlayer();
    expect((await ask('DELETE', '/api/users/me', { token: withCode.token, body: { code: GOOD_CODE, confirm: 'DELETE' } })).status).toBe(200);
    expect((await holdings(withCode.user.id)).user).toBe(0);

    const discord = await signUp(app);
    await UserModel.updateOne({ _id: discord.user.id }, { $set: { passwordHash: null, discordId: '80351110224678912' } });
    expect((await ask('DELETE', '/api/users/me', { token: discord.token, body: { confirm: 'DELETE' } })).status).toBe(200);
    expect((await holdings(discord.user.id)).user).toBe(0);
  });

  test('a deletion that stopped midway leaves a player who can sign in, and deleting again finishes it', async () => {
    const player = await fullPlayer();
    expect((await call(app, 'POST', '/api/support/tickets', { token: player.token, body: { subject: 'My bot', message: 'It stopped.' } })).status).toBe(201);
    // A part past the bots and the game accounts dies once (the process killed there).
    const crash = spyOn(supportData, 'forget').mockImplementationOnce(async () => {
      throw new Error('the process died here');
    });
    try {
      const first = await ask('DELETE', '/api/users/me', { token: player.token, body: { password: player.password, confirm: 'DELETE' } });
      // Said, not hidden: the person is told to try again (and the log names the part).
      expect(first.status).toBe(500);
      expect(first.body.message).toBe('Something went wrong on our side. Please try again.');
      // The parts before it are gone; it and the ones after it are whole; the user and their sessions are still there.
      expect(await holdings(player.user.id)).toMatchObject({ user: 1, bots: 0, accounts: 0, notifications: 0, pushDevices: 0, attackAlerts: 0 });
      expect(await TicketModel.countDocuments({ userId: player.user.id })).toBe(1);
      expect(await AuditModel.countDocuments({ subjectUserId: player.user.id, action: 'account.delete' })).toBe(0);
      expect((await call(app, 'GET', '/api/auth/me', { token: player.token })).status).toBe(200);
      await recordActivity({ userId: player.user.id, kind: 'signed-in', detail: 'written between the two tries' });

      const again = await ask('DELETE', '/api/users/me', { token: player.token, body: { password: player.password, confirm: 'DELETE' } });
      expect(again.status).toBe(200);
      expect(await holdings(player.user.id)).toEqual({
        user: 0,
        accounts: 0,
        bots: 0,
        notifications: 0,
        activity: 0,
        sessions: 0,
        pushDevices: 0,
        attackAlerts: 0,
      });
      expect(await TicketModel.countDocuments({ userId: player.user.id })).toBe(0);
      // Stripe was asked once (the retry saw the subscription cancelled), and one audit entry tells of it.
      expect(stripeCalls.filter((c) => c.path.endsWith(player.subscriptionId))).toHaveLength(1);
      expect(await AuditModel.countDocuments({ subjectUserId: player.user.id, action: 'account.delete' })).toBe(1);
    } finally {
      crash.mockRestore();
    }
  });
});
