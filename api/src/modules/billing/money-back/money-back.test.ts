/**
 * The 7-day money-back guarantee end to end: refunds against stripe-mock (behind the layer that keeps
 * invoice payments) and the PayPal fake, at their HTTP boundary; refund webhooks replayed and raced.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, signUp } from '../../../../test/helpers';
import { billingPlatform } from '../../../../test/billing';
import { mailTo } from '../../../../test/mailbox';
import { startStripeMock, stripeWithSubscriptions } from '../../../../test/fakes/stripe-mock';
import { checkoutSession, invoice, invoicePayment, refundedCharge, sign, stripeEvent } from '../../../../test/fakes/stripe-events';
import { payPalSettings, startFakePayPal } from '../../../../test/fakes/paypal/server';
import { formatDate } from '@shared/i18n/dates';
import { listAudit } from '../../admin/audit';
import { BillingEventModel, SubscriptionModel } from '../subscription.model';
import { UserModel } from '../../users/user.model';

const mock = await startStripeMock();
const stripeApi = stripeWithSubscriptions(mock.url);
const paypal = await startFakePayPal();
const WEBHOOK_SECRET = 'whsec_test_money_back';
const PRICES = { plus: 'price_plus', premium: 'price_advanced', professional: 'price_premium' };
const platform = billingPlatform({
  stripe: { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiBase: stripeApi.url },
  paypal: payPalSettings(paypal),
});
const app = platform.app;
afterAll(async () => {
  await platform.close();
  stripeApi.stop();
  mock.stop();
  await paypal.stop();
});

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function deliverStripe(event: object) {
  const payload = JSON.stringify(event);
  const res = await app.handle(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': await sign(payload, WEBHOOK_SECRET) },
      body: payload,
    }),
  );
  return { status: res.status, body: (await res.json()) as { outcome: string } };
}

async function deliverPayPal(event: Parameters<typeof paypal.sign>[0]) {
  const body = JSON.stringify(event);
  const res = await app.handle(
    new Request('http://localhost/api/paypal/webhook', { method: 'POST', headers: { ...paypal.sign(event), 'content-type': 'application/json' }, body }),
  );
  return { status: res.status, body: (await res.json()) as { outcome: string } };
}

/** A player who bought Premium (tier premium, $19.99) by card `daysAgo` days ago: Stripe's checkout and first invoice, as Stripe sends them. */
async function cardBuyer(daysAgo = 1) {
  const { token, user } = await signUp(app);
  const tag = crypto.randomUUID().slice(0, 8);
  const ids = { subscription: `sub_mb${tag}`, customer: `cus_mb${tag}`, paymentIntent: `pi_mb${tag}` };
  const paidAt = nowSeconds() - daysAgo * DAY;
  await deliverStripe(
    stripeEvent(
      'checkout.session.completed',
      checkoutSession({ userId: user.id, plan: 'premium', subscription: ids.subscription, customer: ids.customer }),
      paidAt,
    ),
  );
  const paid = invoice({ subscription: ids.subscription, userId: user.id, periodEnd: paidAt + 30 * DAY, paid: true, customer: ids.customer });
  stripeApi.invoicePayments.set(paid.id, [invoicePayment({ invoice: paid.id, paymentIntent: ids.paymentIntent })]);
  expect((await deliverStripe(stripeEvent('invoice.paid', paid, paidAt))).body.outcome).toBe('applied');
  return { token, user, ids, paidAt };
}

/** A player who bought Advanced with PayPal: created through our API, approved, first payment completed. */
async function payPalBuyer() {
  const { token, user } = await signUp(app);
  expect((await call(app, 'POST', '/api/paypal/create', { token, body: { plan: 'premium' } })).status).toBe(200);
  const id = [...paypal.subscriptions.values()].filter((s) => s.custom_id === user.id).at(-1)!.id;
  expect((await deliverPayPal(paypal.approve(id))).status).toBe(200);
  const sale = paypal.event('PAYMENT.SALE.COMPLETED', id, { apply: true });
  expect((await deliverPayPal(sale)).body.outcome).toBe('applied');
  return { token, user, subscriptionId: id, saleId: (sale.resource as { id: string }).id };
}

const refundEvents = (userId: string) => BillingEventModel.countDocuments({ userId, 'change.refund.paymentId': { $exists: true } });
const stripeRefundCalls = (paymentIntent: string) =>
  stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.includes(paymentIntent));

describe('the 7-day money-back guarantee', () => {
  test('by card: the payment is refunded at Stripe, the subscription ends at once, the plan is Starter, and the player and the admins see it', async () => {
    const { token, user, ids, paidAt } = await cardBuyer(2);
    expect((await UserModel.findById(user.id))?.plan).toBe('premium');

    const offer = await call(app, 'GET', '/api/subscriptions/money-back', { token });
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({ state: 'eligible', amount: 1999, currency: 'usd', formatted_amount: '$19.99', reason: null, refunded_at: null });
    expect(offer.body.until).toBe(new Date((paidAt + 7 * DAY) * 1000).toISOString());

    const done = await call(app, 'POST', '/api/subscriptions/money-back', { token });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      amount: 1999,
      currency: 'usd',
      message: 'Refunded $19.99 to your card. Your subscription has ended and your plan is Starter again.',
    });

    // At Stripe: the invoice's payment was looked up, refunded once under the payment's idempotency key, and the subscription cancelled now.
    expect(stripeApi.requests.some((r) => r.method === 'GET' && r.path.startsWith('/v1/invoice_payments?'))).toBe(true);
    const refunds = stripeRefundCalls(ids.paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`castellan-money-back-${ids.paymentIntent}`);
    expect(stripeApi.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${ids.subscription}`)).toBe(true);

    expect((await UserModel.findById(user.id))?.plan).toBe('starter');
    expect((await SubscriptionModel.findOne({ userId: user.id }))?.status).toBe('expired');
    expect(await refundEvents(user.id)).toBe(1);

    const activity = (await call(app, 'GET', '/api/users/me/activity', { token })).body.entries as { kind: string; detail: string }[];
    expect(activity.find((e) => e.kind === 'refund-issued')?.detail).toBe('$19.99 to your card');
    const [entry] = await listAudit(5, user.id);
    expect(entry).toMatchObject({ action: 'subscription.refunded', details: '$19.99 refunded under the 7-day money-back guarantee; Premium ended' });
    const mail = await mailTo(user.email, { subject: /refund/ });
    expect(mail.subject).toBe('Your Castellan refund of $19.99');
    expect(mail.text).toContain('We refunded $19.99 to your card under the 7-day money-back guarantee.');
  });

  test('a German player is answered, notified and mailed in German, the money written their way everywhere', async () => {
    const { token, user } = await cardBuyer(1);
    expect((await call(app, 'PUT', '/api/users/me/language', { token, body: { language: 'de' } })).status).toBe(200);
    const files = (area: string) =>
      JSON.parse(readFileSync(join(import.meta.dir, '..', '..', '..', '..', '..', 'shared', 'i18n', 'de', `${area}.json`), 'utf8'));
    const { 'notifications/lines': lines, 'notifications/words': words } = files('notifications');
    const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_: string, name: string) => values[name]!);
    const money = new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(19.99);
    expect(money).toBe('19,99\u00a0$');
    const notice = fill(lines.refunded, { money, where: words.refundCard });
    expect(notice).toStartWith('19,99\u00a0$ wurden auf deine Karte erstattet.');

    const done = await call(app, 'POST', '/api/subscriptions/money-back', { token, headers: { cookie: 'castellan-lang=de' } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(notice);
    const bell = await call(app, 'GET', '/api/users/me/notifications', { token });
    expect(bell.body.map((n: { message: string }) => n.message)).toContain(notice);

    const mail = await mailTo(user.email, { subject: /19,99/ });
    const m = files('mail')['mail/money-back'];
    expect(mail.subject).toBe(fill(m.subject, { money }));
    expect(mail.text).toContain(fill(m.intro, { money, where: words.refundCard }));
    expect(mail.text).toContain(m.ended);
    expect(mail.html).toContain('<html lang="de">');
  });

  test("Stripe's refund webhook, replayed and raced, leaves one refund in the ledger; a second request is refused with its reason", async () => {
    const { token, user, ids } = await cardBuyer(1);
    expect((await call(app, 'POST', '/api/subscriptions/money-back', { token })).status).toBe(200);

    const refunded = stripeEvent('charge.refunded', refundedCharge({ paymentIntent: ids.paymentIntent, customer: ids.customer }), nowSeconds());
    const again = stripeEvent('charge.refunded', refundedCharge({ paymentIntent: ids.paymentIntent, customer: ids.customer }), nowSeconds());
    const outcomes = await Promise.all([deliverStripe(refunded), deliverStripe(refunded), deliverStripe(again)]);
    expect(outcomes.map((o) => o.body.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await refundEvents(user.id)).toBe(1);

    const status = (await call(app, 'GET', '/api/subscriptions/money-back', { token })).body;
    expect(status.state).toBe('refunded');
    // A day as the reader's language writes it, never an ISO date (the API's English reads it on UTC's clock).
    const today = formatDate('en', Date.now(), 'date', { timeZone: 'UTC' });
    const second = await call(app, 'POST', '/api/subscriptions/money-back', { token });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(`Your payment of $19.99 was already refunded on ${today}: the money-back guarantee gives a payment back once.`);
    expect(stripeRefundCalls(ids.paymentIntent)).toHaveLength(1);
  });

  test('ten requests at once: one refund at Stripe, the others are told why', async () => {
    const { token, user, ids } = await cardBuyer(3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(app, 'POST', '/api/subscriptions/money-back', { token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toMatch(
        /^(Your refund is already being processed\. Please wait a moment\.|Your payment of \$19\.99 was already refunded on )/,
      );
    expect(stripeRefundCalls(ids.paymentIntent)).toHaveLength(1);
    expect(await refundEvents(user.id)).toBe(1);
  });

  test('a refund made in Stripe first (its webhook before any request) counts as the guarantee used', async () => {
    const { token, ids } = await cardBuyer(1);
    const outcome = await deliverStripe(
      stripeEvent('charge.refunded', refundedCharge({ paymentIntent: ids.paymentIntent, customer: ids.customer }), nowSeconds()),
    );
    expect(outcome.body.outcome).toBe('applied');
    const res = await call(app, 'POST', '/api/subscriptions/money-back', { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toStartWith('Your payment of $19.99 was already refunded on ');
  });

  test('after 7 days, or with nothing paid, the answer says why and nothing reaches Stripe', async () => {
    const late = await cardBuyer(8);
    const status = (await call(app, 'GET', '/api/subscriptions/money-back', { token: late.token })).body;
    expect(status.state).toBe('expired');
    const paidDay = formatDate('en', late.paidAt * 1000, 'date', { timeZone: 'UTC' });
    const endDay = formatDate('en', (late.paidAt + 7 * DAY) * 1000, 'date', { timeZone: 'UTC' });
    const refused = await call(app, 'POST', '/api/subscriptions/money-back', { token: late.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`The money-back guarantee covers the 7 days after your first payment (${paidDay}); it ended on ${endDay}.`);
    expect(stripeRefundCalls(late.ids.paymentIntent)).toHaveLength(0);
    expect((await UserModel.findById(late.user.id))?.plan).toBe('premium');

    const { token } = await signUp(app);
    expect((await call(app, 'GET', '/api/subscriptions/money-back', { token })).body).toMatchObject({ state: 'none', amount: null, until: null });
    const nothing = await call(app, 'POST', '/api/subscriptions/money-back', { token });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('You have not paid for a plan yet, so there is nothing to refund.');
    expect((await call(app, 'POST', '/api/subscriptions/money-back', {})).status).toBe(401);
  });

  test("with PayPal: the sale is refunded (v2 capture refund), the subscription cancelled at PayPal, and PayPal's refund webhook counts once", async () => {
    const { token, user, subscriptionId, saleId } = await payPalBuyer();
    expect((await UserModel.findById(user.id))?.plan).toBe('premium');

    const done = await call(app, 'POST', '/api/subscriptions/money-back', { token });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Refunded $19.99 to your PayPal account. Your subscription has ended and your plan is Starter again.');
    const sent = paypal.requests.filter((r) => r.method === 'POST' && r.path === `/v2/payments/captures/${saleId}/refund`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['paypal-request-id']).toBe(`castellan-money-back-${saleId}`);
    expect(paypal.refunds.get(saleId)?.status).toBe('COMPLETED');
    expect(paypal.subscriptions.get(subscriptionId)?.status).toBe('CANCELLED');
    expect((await UserModel.findById(user.id))?.plan).toBe('starter');

    const webhook = paypal.refundEvent(saleId);
    expect((await Promise.all([deliverPayPal(webhook), deliverPayPal(webhook)])).map((o) => o.body.outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await refundEvents(user.id)).toBe(1);
    // PayPal's cancellation webhook, late, changes nothing: the plan stays Starter.
    await deliverPayPal(paypal.event('BILLING.SUBSCRIPTION.CANCELLED', subscriptionId));
    expect((await UserModel.findById(user.id))?.plan).toBe('starter');
  });

  test('a refund PayPal refuses changes nothing and can be asked for again', async () => {
    const { token, user, saleId } = await payPalBuyer();
    const sale = paypal.sales.get(saleId)!;
    paypal.sales.delete(saleId);
    const refused = await call(app, 'POST', '/api/subscriptions/money-back', { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('PayPal has no record of the payment to refund, so nothing changed. Please write to support.');
    expect((await UserModel.findById(user.id))?.plan).toBe('premium');
    expect((await call(app, 'GET', '/api/subscriptions/money-back', { token })).body.state).toBe('eligible');

    paypal.sales.set(saleId, sale);
    expect((await call(app, 'POST', '/api/subscriptions/money-back', { token })).status).toBe(200);
    expect((await UserModel.findById(user.id))?.plan).toBe('starter');
  });
});
