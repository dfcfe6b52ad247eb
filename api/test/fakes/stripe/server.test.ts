/**
 * The Stripe stand-in `npm start` takes card payments with, against the real API over HTTP: a plan bought
 * on its Checkout page is active once its webhooks arrive, the portal cancels it to the period's end, and
 * the money-back guarantee refunds the payment and ends the plan.
 */
import { afterAll, expect, test } from 'bun:test';
import { call, signUp } from '../../helpers';
import { standInPlatform } from '../../billing';

// Stripe's webhooks reach the API over HTTP, as they do under npm start.
const standIn = await standInPlatform();
const { stripe, app } = standIn;
afterAll(() => standIn.close());

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await Bun.sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

test('bought on the Checkout page, cancelled in the portal, refunded by the money-back guarantee', async () => {
  const { token } = await signUp(app);
  const current = () => call(app, 'GET', '/api/subscriptions/current', { token }).then((r) => r.body);

  const session = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'plus' } });
  expect(session.status).toBe(200);
  expect(session.body.url).toStartWith(`${stripe.url}/checkout/cs_test_`);
  const page = await (await fetch(session.body.url)).text();
  expect(page).toContain('Test mode: no real money moves.');
  expect(page).toContain('Subscribe to Castellan Plus');
  const paid = await fetch(session.body.url, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toEndWith('/dashboard?tab=settings&checkout=success');
  const active = await until('the plan active', current, (s) => s.plan === 'plus' && s.status === 'active');
  expect(active.payment_provider).toBe('stripe');

  const portal = await call(app, 'POST', '/api/stripe/portal', { token });
  expect(portal.body.url).toStartWith(`${stripe.url}/portal/cus_`);
  expect(await (await fetch(portal.body.url)).text()).toContain('Cancel plan');
  const cancelled = await fetch(portal.body.url, { method: 'POST', redirect: 'manual' });
  expect(cancelled.headers.get('location')).toEndWith('/dashboard?tab=settings&billing=portal');
  await until('the plan cancelled to its end', current, (s) => s.status === 'cancelled' && s.plan === 'plus');
  // Our record may know the cancel before the payment's webhook came (it asks Stripe after each event): every webhook in first.
  await stripe.delivered();

  const refund = await call(app, 'POST', '/api/subscriptions/money-back', { token });
  expect(refund.status).toBe(200);
  await until('the plan ended by the refund', current, (s) => s.plan === 'starter');
});
