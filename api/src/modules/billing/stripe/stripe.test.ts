/** Stripe end to end: checkout against stripe-mock, webhooks signed as Stripe signs them. */
import { afterAll, describe, expect, test } from 'bun:test';
import { call, signUp, uniqueEmail } from '../../../../test/helpers';
import { billingPlatform, notEndedOnStarter } from '../../../../test/billing';
import { startStripeMock, stripeWithSubscriptions } from '../../../../test/fakes/stripe-mock';
import { checkoutSession, invoice, sign, stripeEvent, subscriptionObject } from '../../../../test/fakes/stripe-events';
import { UserModel } from '../../users/user.model';
import { BillingEventModel, SubscriptionModel } from '../subscription.model';

const mock = await startStripeMock();
const stripeApi = stripeWithSubscriptions(mock.url);
const WEBHOOK_SECRET = 'whsec_test_castellan';
const PRICES = { plus: 'price_plus', premium: 'price_advanced', professional: 'price_premium' };
const platform = billingPlatform({ stripe: { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiBase: stripeApi.url } });
const unconfigured = billingPlatform();
const app = platform.app;
afterAll(async () => {
  await platform.close();
  await unconfigured.close();
  stripeApi.stop();
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
    const first = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'professional' } });
    expect(first.status).toBe(200);
    expect(first.body.url).toStartWith('https://checkout.stripe.com/');
    const customer = (await SubscriptionModel.findOne({ userId: user.id }))?.stripeCustomerId;
    expect(customer).toStartWith('cus_');
    expect((await call(app, 'POST', '/api/stripe/create-session', { token, body: {} })).status).toBe(200);
    expect((await SubscriptionModel.findOne({ userId: user.id }))?.stripeCustomerId).toBe(customer!);
  });

  test('the old id of Premium (`advanced`, before issue 37) is still taken', async () => {
    const { token } = await signUp(app);
    expect((await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'advanced' } })).status).toBe(200);
  });

  test('an unknown plan is a 422; signed out is a 401', async () => {
    const { token } = await signUp(app);
    const res = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'gold' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('plan must be one of: plus, premium, professional.');
    expect((await call(app, 'POST', '/api/stripe/create-session', { body: {} })).status).toBe(401);
  });

  test('without Stripe keys the answer says so (503) and nothing else breaks', async () => {
    const { token } = await signUp(unconfigured.app);
    const res = await call(unconfigured.app, 'POST', '/api/stripe/create-session', { token, body: {} });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Card payments are not available right now: Stripe is not configured.');
    expect((await call(unconfigured.app, 'GET', '/api/subscriptions/current', { token })).status).toBe(200);
    // The panel offers only what is configured, before any click.
    expect((await call(unconfigured.app, 'GET', '/api/subscriptions/providers', { token })).body).toEqual({ stripe: false, paypal: false, test_mode: false });
    const configured = await signUp(app);
    expect((await call(app, 'GET', '/api/subscriptions/providers', { token: configured.token })).body).toEqual({
      stripe: true,
      paypal: false,
      test_mode: true,
    });
    expect((await call(app, 'GET', '/api/subscriptions/providers', {})).status).toBe(401);
  });
});

describe('one live subscription per player', () => {
  test('while a subscription renews, a second checkout is refused, by card or PayPal, naming the plan', async () => {
    const { token, user } = await signUp(app);
    const sub = `sub_live_${user.id}`;
    await deliver(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: sub, userId: user.id, plan: 'premium', priceId: PRICES.premium, status: 'active', periodEnd: now() + 30 * DAY }),
        now(),
      ),
    );
    for (const path of ['/api/stripe/create-session', '/api/paypal/create']) {
      const res = await call(app, 'POST', path, { token, body: { plan: 'professional' } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('You already have the Premium plan. To change it, manage your subscription instead of starting a second one.');
    }
  });

  test('ten checkouts asked at once open one after another, each closing the page opened before it', async () => {
    const { token, user } = await signUp(app);
    stripeApi.requests.length = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'plus' } })));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(200));
    const steps: string[] = stripeApi.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/checkout/sessions'))
      .map((r) => (r.path.endsWith('/expire') ? 'close' : 'open'));
    expect(steps).toEqual(['open', ...Array.from({ length: 9 }, () => ['close', 'open']).flat()]);
    expect((await SubscriptionModel.findOne({ userId: user.id }))?.openCheckoutId).toStartWith('cs_');
  });
});

describe('POST /api/stripe/webhook', () => {
  test('a forged signature is refused and changes nothing', async () => {
    const { user } = await signUp(app);
    const event = stripeEvent('checkout.session.completed', checkoutSession({ userId: user.id, plan: 'professional', subscription: 'sub_forged' }), now());
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
      stripeEvent('checkout.session.completed', checkoutSession({ userId: user.id, plan: 'premium', subscription: sub }), t0),
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: sub, userId: user.id, plan: 'premium', priceId: PRICES.premium, status: 'incomplete', periodEnd }),
        t0,
      ),
      stripeEvent('invoice.paid', invoice({ subscription: sub, userId: user.id, periodEnd, paid: true }), t0 + 1),
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: sub, userId: user.id, plan: 'premium', priceId: PRICES.premium, status: 'active', periodEnd }),
        t0 + 2,
      ),
    ];
    // What Stripe says when asked after each event (reconcile.ts): the state the events end in.
    stripeApi.subscriptions.set(sub, subscriptionObject({ id: sub, userId: user.id, plan: 'premium', priceId: PRICES.premium, status: 'active', periodEnd }));
    const deliveries = [...events, ...events, ...events].sort(() => Math.random() - 0.5);
    for (const event of deliveries) expect((await deliver(event)).status).toBe(200);

    // Each event once; and where an early one left us behind what Stripe bills, at most one correction from it.
    const told = { userId: user.id, eventType: { $ne: 'castellan.reconciled' } };
    expect(await BillingEventModel.countDocuments(told)).toBe(events.length);
    expect(await BillingEventModel.countDocuments({ ...told, applied: true })).toBe(events.length);
    expect(await BillingEventModel.countDocuments({ userId: user.id, eventType: 'castellan.reconciled' })).toBeLessThanOrEqual(1);
    expect(await current(token)).toEqual({
      plan: 'premium',
      status: 'active',
      payment_provider: 'stripe',
      next_billing_time: new Date(periodEnd * 1000).toISOString(),
      transaction_id: sub,
      grace_ends_at: null,
      granted: false,
    });
    const me = await call(app, 'GET', '/api/auth/me', { token });
    expect(me.body.user.user_metadata.plan).toBe('premium');
  });

  test('a failed payment makes it past_due (plan kept while Stripe retries); paying again makes it active', async () => {
    const { token, user } = await signUp(app);
    const sub = `sub_f_${user.id}`;
    const t0 = now() - 60;
    const periodEnd = now() + 30 * DAY;
    await deliver(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }),
        t0,
      ),
    );
    await deliver(stripeEvent('invoice.payment_failed', invoice({ subscription: sub, userId: user.id, periodEnd, paid: false }), t0 + 10));
    expect(await current(token)).toMatchObject({ plan: 'plus', status: 'past_due' });
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }),
        t0 + 20,
      ),
    );
    expect(await current(token)).toMatchObject({ plan: 'plus', status: 'active' });
  });

  test('a cancellation keeps the plan to the end of the paid period, then the sweep falls back to starter', async () => {
    const { token, user } = await signUp(app);
    const sub = `sub_c_${user.id}`;
    const t0 = now() - 60;
    // Far enough ahead that a slow machine cannot reach it before the check below (2 s did once, under
    // CI load); the sweep is then run at a time past it.
    const periodEnd = now() + 120;
    await deliver(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: sub, userId: user.id, plan: 'professional', priceId: PRICES.professional, status: 'active', periodEnd }),
        t0,
      ),
    );
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: sub,
          userId: user.id,
          plan: 'professional',
          priceId: PRICES.professional,
          status: 'active',
          periodEnd,
          cancelAtPeriodEnd: true,
        }),
        t0 + 5,
      ),
    );
    expect(await current(token)).toMatchObject({ plan: 'professional', status: 'cancelled' });

    // The period ends; Stripe has ended the subscription (its own deleted event has not reached us).
    stripeApi.subscriptions.set(
      sub,
      subscriptionObject({
        id: sub,
        userId: user.id,
        plan: 'professional',
        priceId: PRICES.professional,
        status: 'canceled',
        periodEnd,
        cancelAtPeriodEnd: true,
      }),
    );
    await platform.entitlement.sweep((periodEnd + 60) * 1000);
    expect(await current(token)).toMatchObject({ plan: 'starter', status: 'expired' });
  });

  test('a period that passed without a renewal webhook is reconciled with Stripe: renewed keeps the plan, ended ends it', async () => {
    const renewed = await signUp(app);
    const ended = await signUp(app);
    const t0 = now() - 60;
    const periodEnd = now() + 10;
    for (const { user } of [renewed, ended]) {
      // What Stripe says when asked after the event (reconcile.ts), until the period passes.
      stripeApi.subscriptions.set(
        `sub_r_${user.id}`,
        subscriptionObject({ id: `sub_r_${user.id}`, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }),
      );
      await deliver(
        stripeEvent(
          'customer.subscription.created',
          subscriptionObject({ id: `sub_r_${user.id}`, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }),
          t0,
        ),
      );
    }
    const later = (periodEnd + 3600) * 1000;
    stripeApi.subscriptions.set(
      `sub_r_${renewed.user.id}`,
      subscriptionObject({
        id: `sub_r_${renewed.user.id}`,
        userId: renewed.user.id,
        plan: 'plus',
        priceId: PRICES.plus,
        status: 'active',
        periodEnd: periodEnd + 30 * DAY,
      }),
    );
    stripeApi.subscriptions.set(
      `sub_r_${ended.user.id}`,
      subscriptionObject({ id: `sub_r_${ended.user.id}`, userId: ended.user.id, plan: 'plus', priceId: PRICES.plus, status: 'canceled', periodEnd }),
    );
    const asked = stripeApi.retrievals();
    await platform.entitlement.sweep(later);
    expect(stripeApi.retrievals() - asked).toBeGreaterThanOrEqual(2);
    const kept = await current(renewed.token);
    expect(kept).toMatchObject({ plan: 'plus', status: 'active' });
    expect(Date.parse(kept.next_billing_time)).toBe((periodEnd + 30 * DAY) * 1000);
    expect(await current(ended.token)).toMatchObject({ plan: 'starter', status: 'expired' });
    // What Stripe said is in the history like any event.
    expect(await BillingEventModel.countDocuments({ userId: renewed.user.id, eventType: 'castellan.reconciled' })).toBe(1);
  });

  test('an update and a deletion delivered at the same moment end deleted, in 50 shuffled pairs', async () => {
    // Players straight in the database: 50 sign-ups at once (argon2, a session, a mail each) is not what this measures.
    const users = (await UserModel.insertMany(Array.from({ length: 50 }, () => ({ email: uniqueEmail('pairs'), emailVerifiedAt: new Date() })))).map((doc) => ({
      user: { id: String(doc._id) },
    }));
    const t0 = now() - 60;
    const periodEnd = now() + 30 * DAY;
    const object = (id: string, userId: string, status: string) =>
      subscriptionObject({ id, userId, plan: 'professional', priceId: PRICES.professional, status, periodEnd });
    for (const { user } of users) await deliver(stripeEvent('customer.subscription.created', object(`sub_p_${user.id}`, user.id, 'active'), t0));
    for (let batch = 0; batch < users.length; batch += 10) {
      await Promise.all(
        users.slice(batch, batch + 10).map(async ({ user }) => {
          const pair = [
            stripeEvent('customer.subscription.updated', object(`sub_p_${user.id}`, user.id, 'active'), t0 + 5),
            stripeEvent('customer.subscription.deleted', object(`sub_p_${user.id}`, user.id, 'canceled'), t0 + 5),
          ].sort(() => Math.random() - 0.5);
          const answers = await Promise.all(pair.map((event) => deliver(event)));
          expect(answers.map((a) => a.status)).toEqual([200, 200]);
        }),
      );
    }
    expect(await notEndedOnStarter(users.map(({ user }) => user.id))).toEqual([]);
  }, 60_000);

  test('50 webhooks at once, one per player: every one is a 200 and applied (no "cannot reach its database" under a burst)', async () => {
    const users = (await UserModel.insertMany(Array.from({ length: 50 }, () => ({ email: uniqueEmail('burst'), emailVerifiedAt: new Date() })))).map((doc) =>
      String(doc._id),
    );
    const periodEnd = now() + 30 * DAY;
    const events = users.map((id) =>
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: `sub_burst_${id}`, userId: id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }),
        now(),
      ),
    );
    const answers = await Promise.all(events.map((event) => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 200));
    expect(await UserModel.countDocuments({ _id: { $in: users }, plan: 'plus' })).toBe(50);
  }, 60_000);

  test('an event recorded by a process that died before applying it is applied by the retry, not dropped as a duplicate', async () => {
    const { token, user } = await signUp(app);
    const event = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({ id: `sub_crash_${user.id}`, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd: now() + DAY }),
      now(),
    );
    // What the dying process left: the event in the history, the subscription untouched.
    await BillingEventModel.create({
      eventKey: `stripe:${event.id}`,
      provider: 'stripe',
      eventType: event.type,
      userId: user.id,
      providerSubscriptionId: `sub_crash_${user.id}`,
      occurredAt: new Date(event.created * 1000),
      typeRank: 2,
      change: { plan: 'plus', status: 'active', periodEnd: new Date((now() + DAY) * 1000) },
    });
    expect(await current(token)).toMatchObject({ plan: 'starter' });
    const retry = await deliver(event);
    expect(await retry.json()).toMatchObject({ received: true, outcome: 'duplicate' });
    expect(await current(token)).toMatchObject({ plan: 'plus', status: 'active' });
    expect((await BillingEventModel.findOne({ eventKey: `stripe:${event.id}` }))?.applied).toBe(true);
  });

  test('the sweep applies an event left unapplied when no retry comes', async () => {
    const { token, user } = await signUp(app);
    await BillingEventModel.create({
      eventKey: `stripe:evt_orphaned_${user.id}`,
      provider: 'stripe',
      eventType: 'customer.subscription.updated',
      userId: user.id,
      providerSubscriptionId: `sub_o_${user.id}`,
      occurredAt: new Date(),
      typeRank: 5,
      change: { plan: 'premium', status: 'active', periodEnd: new Date(Date.now() + 86_400_000) },
    });
    await platform.entitlement.sweep(Date.now() + 120_000);
    expect(await current(token)).toMatchObject({ plan: 'premium', status: 'active' });
  });

  test('a deleted subscription ends the plan at once; a late, older update cannot bring it back', async () => {
    const { token, user } = await signUp(app);
    const sub = `sub_d_${user.id}`;
    const t0 = now() - 60;
    const periodEnd = now() + 30 * DAY;
    const created = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }),
      t0,
    );
    const updated = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'active', periodEnd }),
      t0 + 5,
    );
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject({ id: sub, userId: user.id, plan: 'plus', priceId: PRICES.plus, status: 'canceled', periodEnd }),
      t0 + 10,
    );
    await deliver(created);
    await deliver(deleted);
    await deliver(updated);
    expect(await current(token)).toMatchObject({ plan: 'starter', status: 'expired' });
  });
});
