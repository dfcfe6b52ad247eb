/** Stripe end to end: checkout against stripe-mock, webhooks signed as Stripe signs them. */
import { afterAll, describe, expect, test } from 'bun:test';
import { createPlatform } from '../../../app';
import { call, RELAXED_THROTTLE, signUp, testConfig } from '../../../../test/helpers';
import { startStripeMock } from '../../../../test/fakes/stripe-mock';
import { checkoutSession, invoice, sign, stripeEvent, subscriptionObject } from '../../../../test/fakes/stripe-events';
import { UserModel } from '../../users/user.model';
import { BillingEventModel, SubscriptionModel } from '../subscription.model';

const mock = await startStripeMock();
const WEBHOOK_SECRET = 'whsec_test_castellan';
const PRICES = { plus: 'price_plus', advanced: 'price_advanced', premium: 'price_premium' };
const base = testConfig();
const platform = createPlatform({
  config: { ...base, billing: { stripe: { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiBase: mock.url }, paypal: null, sweepIntervalMs: 60_000 } },
  throttle: RELAXED_THROTTLE,
});
const unconfigured = createPlatform({ config: { ...base, billing: { stripe: null, paypal: null, sweepIntervalMs: 60_000 } }, throttle: RELAXED_THROTTLE });
const app = platform.app;
afterAll(async () => {
  await platform.close();
  await unconfigured.close();
  mock.stop();
});

async function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return app.handle(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': await sign(payload, secret) },
      body: payload,
    }),
  );
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

async function current(token: string) {
  return (await call(app, 'GET', '/api/subscriptions/current', { token })).body;
}

describe('POST /api/stripe/create-session', () => {
  test("returns Stripe Checkout's URL, creating one customer per user", async () => {
    const { token, user } = await signUp(app);
    const first = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'premium' } });
    expect(first.status).toBe(200);
    expect(first.body.url).toStartWith('https://checkout.stripe.com/');
    const customer = (await SubscriptionModel.findOne({ userId: user.id }))?.stripeCustomerId;
    expect(customer).toStartWith('cus_');
    expect((await call(app, 'POST', '/api/stripe/create-session', { token, body: {} })).status).toBe(200);
    expect((await SubscriptionModel.findOne({ userId: user.id }))?.stripeCustomerId).toBe(customer!);
  });

  test('an unknown plan is a 422; signed out is a 401', async () => {
    const { token } = await signUp(app);
    const res = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'gold' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('plan must be one of: plus, advanced, premium.');
    expect((await call(app, 'POST', '/api/stripe/create-session', { body: {} })).status).toBe(401);
  });

  test('without Stripe keys the answer says so (503) and nothing else breaks', async () => {
    const { token } = await signUp(unconfigured.app);
    const res = await call(unconfigured.app, 'POST', '/api/stripe/create-session', { token, body: {} });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Card payments are not available right now: Stripe is not configured.');
    expect((await call(unconfigured.app, 'GET', '/api/subscriptions/current', { token })).status).toBe(200);
  });
});

describe('POST /api/stripe/webhook', () => {
  test('a forged signature is refused and changes nothing', async () => {
    const { user } = await signUp(app);
    const event = stripeEvent('checkout.session.completed', checkoutSession({ userId: user.id, plan: 'premium', subscription: 'sub_forged' }), now());
    const res = await deliver(event, 'whsec_someone_else');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The Stripe signature does not match this payload.');
    expect(await BillingEventModel.countDocuments({ eventKey: `stripe:${event.id}` })).toBe(0);
    expect((await UserModel.findById(user.id))?.plan).toBe('starter');
  });

  test('unknown event types get 2xx so Stripe stops retrying', async () => {
    const res = await deliver(stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }, now()));
    expect(res.status).toBe(200);
    expect((await res.json()).outcome).toBe('ignored');
  });

  test('every event replayed three times in shuffled order changes the state exactly once', async () => {
    const { token, user } = await signUp(app);
    const sub = `sub_${user.id}`;
    const t0 = now() - 60;
    const periodEnd = now() + 30 * DAY;
    const events = [
      stripeEvent('checkout.session.completed', checkoutSession({ userId: user.id, plan: 'advanced', subscription: sub }), t0),
      stripeEvent('customer.subscription.created', subscriptionObject({ id: sub, userId: user.id, plan: 'advanced', priceId: PRICES.advanced, status: 'incomplete', periodEnd }), t0),
      stripeEvent('invoice.paid', invoice({ subscription: sub, userId: user.id, periodEnd, paid: true }), t0 + 1),
      stripeEvent('customer.subscription.updated', subscriptionObject({ id: sub, userId: user.id, plan: 'advanced', priceId: PRICES.advanced, status: 'active', periodEnd }), t0 + 2),
    ];
    const deliveries = [...events, ...events, ...events].sort(() => Math.random() - 0.5);
    for (const event of deliveries) expect((await deliver(event)).status).toBe(200);

    expect(await BillingEventModel.countDocuments({ userId: user.id })).toBe(events.length);
    expect(await BillingEventModel.countDocuments({ userId: user.id, applied: true })).toBe(events.length);
    expect(await current(token)).toEqual({
      plan: 'advanced',
      status: 'active',
      payment_provider: 'stripe',
      next_billing_time: new Date(periodEnd * 1000).toISOString(),
      transaction_id: sub,
    });
    const me = await call(app, 'GET', '/api/auth/me', { token });
    expect(me.body.user.user_metadata.plan).toBe('advanced');
  });

  test('a failed payment makes it past_due (plan kept while Stripe retries); paying again makes it active', async () => {
    const { token, user } = await signUp(app);
    const sub = `sub_f_${user.id}`;
    const t0 = now() - 60;
    const periodEnd = now() + 30 * DAY;
    await deliver(stripeEvent('customer.subscription.created', subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }), t0));
    await deliver(stripeEvent('invoice.payment_failed', invoice({ subscription: sub, userId: user.id, periodEnd, paid: false }), t0 + 10));
    expect(await current(token)).toMatchObject({ plan: 'plus', status: 'past_due' });
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }), t0 + 20));
    expect(await current(token)).toMatchObject({ plan: 'plus', status: 'active' });
  });

  test('a cancellation keeps the plan to the end of the paid period, then the sweep falls back to starter', async () => {
    const { token, user } = await signUp(app);
    const sub = `sub_c_${user.id}`;
    const t0 = now() - 60;
    const periodEnd = now() + 2;
    await deliver(stripeEvent('customer.subscription.created', subscriptionObject({ id: sub, userId: user.id, plan: 'premium', priceId: PRICES.premium, status: 'active', periodEnd }), t0));
    await deliver(
      stripeEvent('customer.subscription.updated', subscriptionObject({ id: sub, userId: user.id, plan: 'premium', priceId: PRICES.premium, status: 'active', periodEnd, cancelAtPeriodEnd: true }), t0 + 5),
    );
    expect(await current(token)).toMatchObject({ plan: 'premium', status: 'cancelled' });

    await Bun.sleep(2100);
    await platform.entitlement.sweep();
    expect(await current(token)).toMatchObject({ plan: 'starter', status: 'expired' });
  });

  test('a deleted subscription ends the plan at once; a late, older update cannot bring it back', async () => {
    const { token, user } = await signUp(app);
    const sub = `sub_d_${user.id}`;
    const t0 = now() - 60;
    const periodEnd = now() + 30 * DAY;
    const created = stripeEvent('customer.subscription.created', subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }), t0);
    const updated = stripeEvent('customer.subscription.updated', subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }), t0 + 5);
    const deleted = stripeEvent('customer.subscription.deleted', subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'canceled', periodEnd }), t0 + 10);
    await deliver(created);
    await deliver(deleted);
    await deliver(updated);
    expect(await current(token)).toMatchObject({ plan: 'starter', status: 'expired' });
  });
});
