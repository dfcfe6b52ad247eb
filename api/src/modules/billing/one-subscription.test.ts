/**
 * One live subscription by every road, in both orders, against the Stripe stand-in and the PayPal fake:
 * a PayPal approval closes the card Checkout page opened before it; a card Checkout waits while a PayPal
 * approval page is open; and if the providers start a second one anyway (an old approval link used after
 * a card payment), the newer is cancelled at its provider and refunded at once, the plan paid for first
 * goes on, and the player is told by the bell and a mail.
 */
import { afterAll, expect, test } from 'bun:test';
import { call, signUp, waitFor } from '../../../test/helpers';
import { standInPlatform } from '../../../test/billing';
import { mailTo } from '../../../test/mailbox';
import { payPalSettings, startFakePayPal } from '../../../test/fakes/paypal/server';
import { NotificationModel } from '../notifications/notification.model';
import { UserModel } from '../users/user.model';
import { BillingEventModel, SubscriptionModel } from './subscription.model';

const paypal = await startFakePayPal();
const standIn = await standInPlatform({ paypal: payPalSettings(paypal) });
const { stripe, platform, app } = standIn;
afterAll(async () => {
  await standIn.close();
  await paypal.stop();
});

async function deliverPayPal(event: Parameters<typeof paypal.sign>[0]) {
  const body = JSON.stringify(event);
  const res = await app.handle(
    new Request('http://localhost/api/paypal/webhook', { method: 'POST', headers: { ...paypal.sign(event), 'content-type': 'application/json' }, body }),
  );
  expect(res.status).toBe(200);
}

/** The player's newest PayPal subscription at the fake, approved there and paid, with PayPal's webhooks delivered. */
async function approveAndPay(userId: string) {
  const id = [...paypal.subscriptions.values()].filter((s) => s.custom_id === userId).at(-1)!.id;
  await deliverPayPal(paypal.approve(id));
  await deliverPayPal(paypal.event('PAYMENT.SALE.COMPLETED', id, { apply: true }));
  return id;
}

const current = async (token: string) => (await call(app, 'GET', '/api/subscriptions/current', { token })).body;

test('a card page opened first, then a PayPal approval: the card page can no longer be paid; the PayPal subscription is the one', async () => {
  const player = await signUp(app);
  const page = await call(app, 'POST', '/api/stripe/create-session', { token: player.token, body: { plan: 'plus' } });
  expect(page.status).toBe(200);
  expect((await call(app, 'POST', '/api/paypal/create', { token: player.token, body: { plan: 'premium' } })).status).toBe(200);
  await approveAndPay(player.user.id);
  // The old card page, paid after: Stripe says it has expired, and nothing is charged.
  const paid = await fetch(page.body.url, { method: 'POST', redirect: 'manual' });
  expect([paid.status, await paid.text()]).toEqual([404, 'This checkout page has expired.']);
  await stripe.delivered();
  expect(await current(player.token)).toMatchObject({ plan: 'premium', status: 'active', payment_provider: 'paypal' });
});

test('a PayPal approval page opened first: a card checkout waits for it, and once PayPal is approved, is refused', async () => {
  const player = await signUp(app);
  expect((await call(app, 'POST', '/api/paypal/create', { token: player.token, body: { plan: 'plus' } })).status).toBe(200);
  const waiting = await call(app, 'POST', '/api/stripe/create-session', { token: player.token, body: { plan: 'plus' } });
  expect([waiting.status, waiting.body.message]).toEqual([
    409,
    'A PayPal subscription you started waits for your approval on PayPal’s page. Approve it there, or pay by card in 30 minutes.',
  ]);
  await approveAndPay(player.user.id);
  const refused = await call(app, 'POST', '/api/stripe/create-session', { token: player.token, body: { plan: 'plus' } });
  expect([refused.status, refused.body.message]).toEqual([409, expect.stringContaining('You already have the Plus plan')]);
});

test('an old PayPal approval link used after paying by card: the PayPal subscription is cancelled and refunded at once; the card plan goes on, and the player is told', async () => {
  const player = await signUp(app);
  const userId = player.user.id as string;
  expect((await call(app, 'POST', '/api/paypal/create', { token: player.token, body: { plan: 'professional' } })).status).toBe(200);
  // Half an hour later the card may go ahead (the approval page no longer holds it back).
  await SubscriptionModel.updateOne({ userId }, { $set: { openPayPalAt: new Date(Date.now() - 31 * 60_000) } });
  const page = await call(app, 'POST', '/api/stripe/create-session', { token: player.token, body: { plan: 'premium' } });
  expect(page.status).toBe(200);
  await fetch(page.body.url, { method: 'POST', redirect: 'manual' });
  await waitFor('Premium by card', async () => (await current(player.token)).status === 'active');
  await stripe.delivered();

  // Then the old PayPal page is approved: PayPal starts a second subscription and takes its first payment.
  const second = await approveAndPay(userId);
  await waitFor('the second cancelled at PayPal', () => paypal.subscriptions.get(second)?.status === 'CANCELLED');
  const sale = [...paypal.sales.values()].find((s) => s.billing_agreement_id === second)!;
  await waitFor('its payment refunded at PayPal', () =>
    [...paypal.refunds.values()].some((r) => r.links.some((l) => l.rel === 'up' && l.href.endsWith(sale.id))),
  );
  expect(await BillingEventModel.countDocuments({ userId, eventKey: `paypal:refund:${sale.id}` })).toBe(1);
  // The card's Premium goes on, unmoved.
  expect(await current(player.token)).toMatchObject({ plan: 'premium', status: 'active', payment_provider: 'stripe' });
  expect((await UserModel.findById(userId).lean())!.plan).toBe('premium');
  // Told once, on the bell and by mail.
  const bell = await NotificationModel.find({ userId, message: /second subscription/ }).lean();
  expect(bell.map((n) => n.message)).toEqual([
    'A second subscription started beside your Premium plan: we cancelled it and refunded $49.99 to your PayPal account. Your Premium plan continues.',
  ]);
  const mail = await mailTo(player.email, { subject: /second Castellan subscription/ });
  expect(mail.text).toContain('refunded $49.99 to your PayPal account');
  // Settled again (a later event, the sweep): nothing is refunded or told twice.
  await platform.entitlement.sweep();
  expect(await BillingEventModel.countDocuments({ userId, 'change.refund.paymentId': { $exists: true } })).toBe(1);
  expect(await NotificationModel.countDocuments({ userId, message: /second subscription/ })).toBe(1);
}, 60_000);
