/** PayPal end to end against a local fake of PayPal's REST API (real request and response shapes). */
import { afterAll, describe, expect, test } from 'bun:test';
import { call, signUp, testConfig } from '../../../../test/helpers';
import { billingPlatform, notEndedOnStarter } from '../../../../test/billing';
import { payPalSettings, startFakePayPal } from '../../../../test/fakes/paypal/server';
import { BillingEventModel } from '../subscription.model';

const paypal = await startFakePayPal();
const base = testConfig();
const platform = billingPlatform({ paypal: payPalSettings(paypal) });
const unconfigured = billingPlatform();
const app = platform.app;
afterAll(async () => {
  await platform.close();
  await unconfigured.close();
  await paypal.stop();
});

/** Starts a subscription through our API; returns the id PayPal gave it (the newest for this user). */
async function subscribe(token: string, plan = 'premium') {
  const res = await call(app, 'POST', '/api/paypal/create', { token, body: { plan } });
  expect(res.status).toBe(200);
  const userId = (await call(app, 'GET', '/api/auth/me', { token })).body.user.id;
  return [...paypal.subscriptions.values()].filter((s) => s.custom_id === userId).at(-1)!.id;
}

async function deliver(event: Parameters<typeof paypal.sign>[0], tamper = false) {
  const body = JSON.stringify(event);
  return app.handle(
    new Request('http://localhost/api/paypal/webhook', {
      method: 'POST',
      headers: { ...paypal.sign(event), 'content-type': 'application/json' },
      body: tamper ? body.replace('"ACTIVE"', '"EXPIRED"') : body,
    }),
  );
}

describe('PayPal subscriptions', () => {
  test('create: a subscription for the tier, bound to the user, with return and cancel URLs to the dashboard’s subscription panel; the token is cached', async () => {
    const { token, user } = await signUp(app);
    const before = paypal.tokenRequests();
    const res = await call(app, 'POST', '/api/paypal/create', { token, body: { plan: 'professional' } });
    expect(res.status).toBe(200);
    expect(res.body.approvalUrl).toStartWith(`${paypal.url}/webapps/billing/subscriptions?ba_token=`);
    const sent = paypal.requests.filter((r) => r.method === 'POST' && r.path === '/v1/billing/subscriptions').at(-1)!;
    expect(sent.body).toMatchObject({ plan_id: paypal.plans.professional, custom_id: user.id });
    const context = (sent.body as { application_context: { return_url: string; cancel_url: string } }).application_context;
    // Back on the tab the player left from (issue 64: they came back to Bot Management).
    expect(context.return_url).toBe(`${base.siteOrigin}/dashboard?tab=settings`);
    expect(context.cancel_url).toBe(`${base.siteOrigin}/dashboard?tab=settings&checkout=cancelled`);
    await call(app, 'POST', '/api/paypal/create', { token, body: {} });
    expect(paypal.tokenRequests() - before).toBeLessThanOrEqual(1);
  });

  test('returning with ?subscription_id activates the plan once PayPal says it is active and the caller owns it', async () => {
    const { token } = await signUp(app);
    const id = await subscribe(token, 'premium');

    const early = await call(app, 'GET', `/api/subscriptions/current?subscription_id=${id}`, { token });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The PayPal subscription is not active (status APPROVAL_PENDING).');

    paypal.approve(id);
    const res = await call(app, 'GET', `/api/subscriptions/current?subscription_id=${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: 'premium', status: 'active', payment_provider: 'paypal', transaction_id: id });
    const days = (Date.parse(res.body.next_billing_time) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect((await call(app, 'GET', '/api/auth/me', { token })).body.user.user_metadata.plan).toBe('premium');

    const stranger = await signUp(app);
    const theirs = await call(app, 'GET', `/api/subscriptions/current?subscription_id=${id}`, { token: stranger.token });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('This PayPal subscription belongs to another account.');
    expect((await call(app, 'GET', '/api/subscriptions/current', { token: stranger.token })).body.plan).toBe('starter');
    expect((await call(app, 'GET', '/api/subscriptions/current?subscription_id=I-NOSUCHTHING', { token })).status).toBe(404);
  });

  test('cancel: PayPal cancels, the plan stays until the paid period ends, then the sweep falls back to starter', async () => {
    const { token, user } = await signUp(app);
    const id = await subscribe(token, 'plus');
    paypal.approve(id);
    await call(app, 'GET', `/api/subscriptions/current?subscription_id=${id}`, { token });

    const res = await call(app, 'POST', '/api/paypal/cancel', { token, body: { subscriptionId: id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Subscription cancelled');
    expect(paypal.subscriptions.get(id)?.status).toBe('CANCELLED');
    expect((await call(app, 'GET', '/api/subscriptions/current', { token })).body).toMatchObject({ plan: 'plus', status: 'cancelled' });

    const again = await call(app, 'POST', '/api/paypal/cancel', { token, body: { subscriptionId: id } });
    expect(again.status).toBe(409);
    // Nothing to resume at PayPal, and no second subscription before this one ends.
    const second = await call(app, 'POST', '/api/paypal/create', { token, body: { plan: 'premium' } });
    expect([second.status, second.body.message]).toEqual([409, expect.stringContaining('subscribe again once it has ended')]);

    // Forty days on, the sweep finds the paid period over, asks PayPal (still CANCELLED) and ends the plan.
    const asked = () => paypal.requests.filter((r) => r.method === 'GET' && r.path === `/v1/billing/subscriptions/${id}`).length;
    const before = asked();
    await platform.entitlement.sweep(Date.now() + 40 * 86_400_000);
    expect(asked()).toBeGreaterThan(before);
    // PayPal said what we knew: nothing new in the history but the period's end.
    expect(await BillingEventModel.countDocuments({ userId: user.id, eventType: 'castellan.reconciled' })).toBe(0);
    expect(await BillingEventModel.countDocuments({ userId: user.id, eventType: 'castellan.period_ended' })).toBe(1);
    expect((await call(app, 'GET', '/api/subscriptions/current', { token })).body).toMatchObject({ plan: 'starter', status: 'expired' });
  });

  test("someone else's subscription cannot be cancelled", async () => {
    const owner = await signUp(app);
    const id = await subscribe(owner.token);
    paypal.approve(id);
    await call(app, 'GET', `/api/subscriptions/current?subscription_id=${id}`, { token: owner.token });
    const stranger = await signUp(app);
    expect((await call(app, 'POST', '/api/paypal/cancel', { token: stranger.token, body: { subscriptionId: id } })).status).toBe(404);
    expect(paypal.subscriptions.get(id)?.status).toBe('ACTIVE');
  });

  test('without PayPal keys the answer says so (503)', async () => {
    const { token } = await signUp(unconfigured.app);
    const res = await call(unconfigured.app, 'POST', '/api/paypal/create', { token, body: {} });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('PayPal payments are not available right now: PayPal is not configured.');
  });
});

describe('POST /api/paypal/webhook', () => {
  test('verified with PayPal; a tampered delivery is refused and changes nothing', async () => {
    const { token } = await signUp(app);
    const id = await subscribe(token);
    const activated = paypal.approve(id);
    const res = await deliver(activated, true);
    expect(res.status).toBe(400);
    expect(await BillingEventModel.countDocuments({ eventKey: `paypal:${activated.id}` })).toBe(0);
    expect((await call(app, 'GET', '/api/subscriptions/current', { token })).body.plan).toBe('starter');
  });

  test('a delivery without its paypal-* headers, or with malformed ones, is a 400 at once: PayPal is not called', async () => {
    const { token } = await signUp(app);
    const id = await subscribe(token);
    const activated = paypal.approve(id);
    const body = JSON.stringify(activated);
    const signed = paypal.sign(activated) as Record<string, string>;
    const verifications = () => paypal.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').length;
    const before = verifications();
    const send = (headers: Record<string, string>, payload = body) => call(app, 'POST', '/api/paypal/webhook', { headers, body: payload });

    const bare = await send({});
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('This is not a PayPal webhook delivery: the paypal-auth-algo header is missing.');
    const without = (name: string) => Object.fromEntries(Object.entries(signed).filter(([k]) => k !== name));
    // The five headers PayPal's verification needs.
    const malformed: Record<string, string> = {
      'paypal-auth-algo': 'SHA256 with RSA; drop',
      'paypal-cert-url': 'https://attacker.example/cert.pem',
      'paypal-transmission-id': 'x'.repeat(200),
      'paypal-transmission-sig': 'not base64!',
      'paypal-transmission-time': 'yesterday',
    };
    for (const name of Object.keys(malformed)) {
      const res = await send(without(name));
      expect([res.status, res.body.message]).toEqual([400, `This is not a PayPal webhook delivery: the ${name} header is missing.`]);
    }
    for (const [name, value] of Object.entries(malformed)) {
      const res = await send({ ...signed, [name]: value });
      expect([res.status, res.body.message]).toEqual([400, `This is not a PayPal webhook delivery: the ${name} header is malformed.`]);
    }
    // 100,000 levels of nesting, correctly signed-looking: refused before anything recurses over it.
    const deep = await send(signed, '['.repeat(100_000) + ']'.repeat(100_000));
    expect(deep.status).toBe(400);
    expect(verifications()).toBe(before);
    // The genuine delivery still goes through.
    expect((await send(signed)).status).toBe(200);
    expect(verifications()).toBe(before + 1);
  });

  test('every event replayed three times in shuffled order changes the state exactly once', async () => {
    const { token, user } = await signUp(app);
    const id = await subscribe(token, 'professional');
    const t = Date.now();
    const activated = paypal.approve(id);
    const paid = paypal.event('PAYMENT.SALE.COMPLETED', id, { createTime: new Date(t + 1000).toISOString() });
    const cancelled = paypal.event('BILLING.SUBSCRIPTION.CANCELLED', id, { apply: true, createTime: new Date(t + 2000).toISOString() });
    const events = [activated, paid, cancelled];
    const deliveries = [...events, ...events, ...events].sort(() => Math.random() - 0.5);
    for (const event of deliveries) expect((await deliver(event)).status).toBe(200);

    expect(await BillingEventModel.countDocuments({ userId: user.id, provider: 'paypal', eventKey: /^paypal:WH-/ })).toBe(3);
    // Cancelled, but paid for: the plan stays until the end of the period.
    expect((await call(app, 'GET', '/api/subscriptions/current', { token })).body).toMatchObject({
      plan: 'professional',
      status: 'cancelled',
      payment_provider: 'paypal',
    });
  });

  test('an activation and an expiry delivered at the same moment end expired, in 50 shuffled pairs', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => signUp(app)));
    const ids = new Map<string, string>();
    for (const { token, user } of users) ids.set(user.id, await subscribe(token, 'plus'));
    for (let batch = 0; batch < users.length; batch += 10) {
      await Promise.all(
        users.slice(batch, batch + 10).map(async ({ user }) => {
          const id = ids.get(user.id)!;
          const t = Date.now();
          const activated = paypal.approve(id);
          const expired = paypal.event('BILLING.SUBSCRIPTION.EXPIRED', id, { apply: true, createTime: new Date(t + 1000).toISOString() });
          const answers = await Promise.all([activated, expired].sort(() => Math.random() - 0.5).map((event) => deliver(event)));
          expect(answers.map((a) => a.status)).toEqual([200, 200]);
        }),
      );
    }
    expect(await notEndedOnStarter(users.map(({ user }) => user.id))).toEqual([]);
  }, 60_000);

  test('a failed payment makes it past_due; an expiry ends the plan', async () => {
    const { token } = await signUp(app);
    const id = await subscribe(token, 'plus');
    const t = Date.now();
    await deliver(paypal.approve(id));
    await deliver(paypal.event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', id, { createTime: new Date(t + 1000).toISOString() }));
    expect((await call(app, 'GET', '/api/subscriptions/current', { token })).body).toMatchObject({ plan: 'plus', status: 'past_due' });
    await deliver(paypal.event('BILLING.SUBSCRIPTION.EXPIRED', id, { apply: true, createTime: new Date(t + 2000).toISOString() }));
    expect((await call(app, 'GET', '/api/subscriptions/current', { token })).body).toMatchObject({ plan: 'starter', status: 'expired' });
  });
});
