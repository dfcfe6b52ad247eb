/**
 * A PayPal subscription moved to another plan: a revision the player approves on PayPal's page (the
 * stand-in's), never a second subscription; the plan follows once approved, and PayPal bills the new price
 * from the next payment.
 */
import { afterAll, expect, test } from 'bun:test';
import { call, signUp, testConfig } from '../../../../test/helpers';
import { billingPlatform } from '../../../../test/billing';
import { payPalSettings, startFakePayPal } from '../../../../test/fakes/paypal/server';
import type { PlanChangeQuote } from '@shared/plan-change';

const paypal = await startFakePayPal();
const platform = billingPlatform({ paypal: payPalSettings(paypal) });
const app = platform.app;
afterAll(async () => {
  await platform.close();
  await paypal.stop();
});

test('Premium to Professional on PayPal: quoted with no charge today, approved on PayPal’s page, the same subscription on the new plan; back down the same way', async () => {
  const { token, user } = await signUp(app);
  await call(app, 'POST', '/api/paypal/create', { token, body: { plan: 'premium' } });
  const id = [...paypal.subscriptions.values()].filter((s) => s.custom_id === user.id).at(-1)!.id;
  paypal.approve(id);
  expect((await call(app, 'GET', `/api/subscriptions/current?subscription_id=${id}`, { token })).body).toMatchObject({ plan: 'premium', status: 'active' });

  const quote = (await call(app, 'GET', '/api/subscriptions/change?plan=professional', { token })).body as PlanChangeQuote;
  expect(quote).toMatchObject({ provider: 'paypal', direction: 'upgrade', takesEffect: 'approval', dueNow: 0, credit: 0, nextAmount: 4999 });
  expect(quote.nextBillingTime).not.toBeNull();

  const asked = await call(app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'professional' } });
  expect(asked.status).toBe(200);
  expect(asked.body.message).toBe('Approve the change to Professional on PayPal’s page.');
  expect(asked.body.approvalUrl).toStartWith(`${paypal.url}/webapps/billing/subscriptions/update?ba_token=`);
  const sent = paypal.requests.filter((r) => r.path === `/v1/billing/subscriptions/${id}/revise`).at(-1)!;
  expect(sent.body).toMatchObject({
    plan_id: paypal.plans.professional,
    application_context: { return_url: `${testConfig().siteOrigin}/dashboard?tab=settings&subscription_id=${id}&revised=1` },
  });
  // Not approved yet: nothing changed.
  expect((await call(app, 'GET', '/api/subscriptions/current', { token })).body.plan).toBe('premium');

  const page = await (await fetch(asked.body.approvalUrl)).text();
  expect(page).toContain('Change your plan to Castellan Professional (monthly)');
  const approved = await fetch(`${paypal.url}/webapps/billing/subscriptions/update`, {
    method: 'POST',
    body: new URLSearchParams({ ba_token: new URL(asked.body.approvalUrl).searchParams.get('ba_token')! }),
    redirect: 'manual',
  });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  expect(back.searchParams.get('subscription_id')).toBe(id);
  const after = await call(app, 'GET', `/api/subscriptions/current?subscription_id=${id}`, { token });
  expect(after.body).toMatchObject({ plan: 'professional', status: 'active', transaction_id: id });
  expect([...paypal.subscriptions.values()].filter((s) => s.custom_id === user.id)).toHaveLength(1);

  // And back down: the same revision, the same subscription.
  const down = await call(app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'premium' } });
  const token2 = new URL(down.body.approvalUrl).searchParams.get('ba_token')!;
  await fetch(`${paypal.url}/webapps/billing/subscriptions/update`, { method: 'POST', body: new URLSearchParams({ ba_token: token2 }), redirect: 'manual' });
  expect((await call(app, 'GET', `/api/subscriptions/current?subscription_id=${id}`, { token })).body).toMatchObject({
    plan: 'premium',
    status: 'active',
    transaction_id: id,
  });
});
