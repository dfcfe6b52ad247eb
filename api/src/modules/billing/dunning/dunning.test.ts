/**
 * A failing renewal, through both providers' stand-ins: the plan is kept through a grace counted from the
 * first failure, the player is told once per failing run (bell and mail, with where to fix it), a card
 * updated in Stripe's portal pays and ends it, and a grace that runs out returns the plan to Starter with
 * a mail that says why.
 */
import { formatDate } from '@shared/i18n/dates';
import { afterAll, expect, test } from 'bun:test';
import { call, signUp, waitFor } from '../../../../test/helpers';
import { billingPlatform } from '../../../../test/billing';
import { mailsTo, mailTo } from '../../../../test/mailbox';
import { startFakeStripe, stripeSettings } from '../../../../test/fakes/stripe/server';
import { payPalSettings, startFakePayPal } from '../../../../test/fakes/paypal/server';
import { NotificationModel } from '../../notifications/notification.model';
import { PAST_DUE_GRACE_MS } from '../entitlement';

const stripe = await startFakeStripe();
const paypal = await startFakePayPal();
const platform = billingPlatform({
  stripe: stripeSettings(stripe),
  paypal: payPalSettings(paypal),
});
const app = platform.app;
const api = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => app.handle(request) });
stripe.deliverTo(`http://127.0.0.1:${api.port}/api/stripe/webhook`);
paypal.deliverTo(`http://127.0.0.1:${api.port}/api/paypal/webhook`);
afterAll(async () => {
  await stripe.stop();
  await paypal.stop();
  await api.stop(true);
  await platform.close();
});

const failureMails = async (email: string) => (await mailsTo(email)).filter((m) => /failed/.test(m.subject));

test('a declined card renewal: Premium kept for the grace, told once, fixed in the portal; failing again and left, Starter with a mail', async () => {
  const { token, user } = await signUp(app);
  const current = async () => (await call(app, 'GET', '/api/subscriptions/current', { token })).body;
  const session = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'premium' } });
  await fetch(session.body.url, { method: 'POST', redirect: 'manual' });
  const active = await waitFor('Premium active', async () => ((await current()).status === 'active' ? current() : null));
  // Known from the first moment, not "—" until Stripe's next event.
  expect(active.next_billing_time).not.toBeNull();

  const failedAt = Date.now();
  stripe.renew(active.transaction_id, true);
  const failing = await waitFor('past due', async () => ((await current()).status === 'past_due' ? current() : null));
  expect(failing.plan).toBe('premium');
  const graceEnd = Date.parse(failing.grace_ends_at);
  expect(graceEnd - failedAt).toBeGreaterThan(PAST_DUE_GRACE_MS - 60_000);
  expect(graceEnd - failedAt).toBeLessThan(PAST_DUE_GRACE_MS + 60_000);

  const mail = await mailTo(user.email, { subject: /failed/ });
  expect(mail.subject).toBe('Your payment for Castellan Premium failed');
  expect(mail.text).toContain('Stripe could not take your payment for Castellan Premium. Your plan stays until');
  expect(mail.text).toContain('/dashboard?tab=settings');
  const bell = await waitFor('the bell', () => NotificationModel.findOne({ userId: user.id, kind: 'plan', message: /failed/ }).lean());
  expect(bell.link).toBe('/dashboard?tab=settings');
  // The day the plan lasts to, as the reader's language writes a day: never an ISO date.
  expect(bell.message).toContain(formatDate('en', graceEnd, 'date', { timeZone: 'UTC' }));
  expect(bell.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  // Stripe told it twice (the invoice and the subscription): one mail, one bell item.
  await platform.entitlement.apply(user.id);
  expect(await failureMails(user.email)).toHaveLength(1);
  expect(await NotificationModel.countDocuments({ userId: user.id, message: /failed/ })).toBe(1);

  // A new card in the portal pays the open invoice.
  const portal = (await call(app, 'POST', '/api/stripe/portal', { token })).body.url;
  expect(await (await fetch(portal)).text()).toContain('Update payment method');
  await fetch(portal, { method: 'POST', body: new URLSearchParams({ action: 'card' }), redirect: 'manual' });
  await waitFor('active again', async () => (await current()).status === 'active');
  // Paid: the failure's bell notice is over, and does not wait unread.
  await waitFor('the failure read', async () => (await NotificationModel.findOne({ _id: bell._id }).lean())?.read === true);
  expect((await current()).grace_ends_at).toBeNull();
  await waitFor('the renewal’s receipt', async () => (await mailsTo(user.email)).filter((m) => /receipt/.test(m.subject)).length === 2);

  // Failing again is a new run: told again. Left to its end, the plan is Starter.
  stripe.renew(active.transaction_id, true);
  const again = await waitFor('past due again', async () => ((await current()).status === 'past_due' ? current() : null));
  // A loaded machine (the full suite's eight shards) took longer than the helper's 10 s here once.
  await waitFor('the second notice', async () => (await failureMails(user.email)).length === 2, 30_000);
  await platform.entitlement.sweep(Date.parse(again.grace_ends_at) + 1000);
  expect(await current()).toMatchObject({ plan: 'starter', status: 'expired' });
  const ended = await mailTo(user.email, { subject: /Your plan is now Starter/ });
  expect(ended.text).toContain('We could not take the payment for Castellan Premium, so your plan returned to Starter on');
}, 60_000);

test('a PayPal payment that fails: the plan kept, the player told once with what to check', async () => {
  const { token, user } = await signUp(app);
  await call(app, 'POST', '/api/paypal/create', { token, body: { plan: 'plus' } });
  const id = [...paypal.subscriptions.values()].filter((s) => s.custom_id === user.id).at(-1)!.id;
  paypal.approve(id);
  await call(app, 'GET', `/api/subscriptions/current?subscription_id=${id}`, { token });
  const signed = paypal.event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', id, { createTime: new Date(Date.now() + 1000).toISOString() });
  await app.handle(
    new Request('http://localhost/api/paypal/webhook', {
      method: 'POST',
      headers: { ...paypal.sign(signed), 'content-type': 'application/json' },
      body: JSON.stringify(signed),
    }),
  );
  const failing = (await call(app, 'GET', '/api/subscriptions/current', { token })).body;
  expect(failing).toMatchObject({ plan: 'plus', status: 'past_due' });
  const mail = await mailTo(user.email, { subject: /failed/ });
  expect(mail.subject).toBe('Your payment for Castellan Plus failed');
  expect(mail.text).toContain('Check the card or balance of your PayPal account: PayPal tries again with it.');
  await platform.entitlement.sweep(Date.parse(failing.grace_ends_at) + 1000);
  expect((await call(app, 'GET', '/api/subscriptions/current', { token })).body).toMatchObject({ plan: 'starter' });
  await mailTo(user.email, { subject: /Your plan is now Starter/ });
});
