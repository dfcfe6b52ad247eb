import { expect, test } from 'bun:test';
import { loadBillingConfig } from '../../api/src/modules/billing/config';
import { startTestPayments, wantsTestPayments } from './test-payments';

test("npm start takes payments in test mode only outside production and without any provider's keys", () => {
  expect(wantsTestPayments({})).toBe(true);
  expect(wantsTestPayments({ NODE_ENV: 'development', PAYPAL_CLIENT_ID: '' })).toBe(true);
  expect(wantsTestPayments({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBe(false);
  expect(wantsTestPayments({ PAYPAL_CLIENT_ID: 'id' })).toBe(false);
  expect(wantsTestPayments({ NODE_ENV: 'production' })).toBe(false);
  expect(wantsTestPayments({ PAYMENTS_TEST_MODE: 'off' })).toBe(false);
});

test('the stand-ins answer as PayPal and Stripe, and the API reads their settings as both providers in test mode', async () => {
  const payments = await startTestPayments({});
  try {
    const token = await fetch(`${payments!.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${payments!.env.PAYPAL_CLIENT_ID}:${payments!.env.PAYPAL_CLIENT_SECRET}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(token.status).toBe(200);
    const problems: string[] = [];
    const billing = loadBillingConfig(payments!.env, false, problems);
    expect(problems).toEqual([]);
    expect(billing.paypal?.apiBase).toBe(payments!.url);
    expect(billing.stripe?.apiBase).toBe(payments!.stripeUrl);
    expect(billing.stripe?.prices.plus).toBe(payments!.env.STRIPE_PRICE_PLUS!);
    expect(billing.testMode).toBe(true);
    const customer = await fetch(`${payments!.stripeUrl}/v1/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${payments!.env.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com',
    });
    expect(((await customer.json()) as { id: string }).id).toStartWith('cus_');
    // Production never takes them.
    loadBillingConfig(payments!.env, true, problems);
    expect(problems).toContain("PAYPAL_API_BASE points the payments at a stand-in (tests and npm start's test mode); unset it in production.");
    expect(problems).toContain("STRIPE_API_BASE points the payments at a stand-in (tests and npm start's test mode); unset it in production.");
  } finally {
    await payments?.stop();
  }
});
