/** The PayPal fake's webhooks and approval page over real HTTP: events built, signed and verified as PayPal does, and the buyer's page. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { PayPalSale, PayPalSubscription } from './server';
import { activeSubscription, api, closeFake, createSubscription, linkOf, openFake, paypal, snapshot } from './test-client';

beforeAll(openFake);
afterAll(closeFake);

describe('event()', () => {
  test('without apply describes the change but leaves the stored subscription alone; with apply it stores it', async () => {
    const sub = await activeSubscription();
    const preview = paypal.event('BILLING.SUBSCRIPTION.CANCELLED', sub.id);
    expect(preview).toMatchObject({ summary: 'Subscription cancelled', resource: { status: 'CANCELLED' } });
    expect(paypal.subscriptions.get(sub.id)?.status).toBe('ACTIVE');
    paypal.event('BILLING.SUBSCRIPTION.EXPIRED', sub.id, { apply: true, createTime: '2030-01-31T10:00:00.000Z' });
    expect(paypal.subscriptions.get(sub.id)).toMatchObject({ status: 'EXPIRED', status_update_time: '2030-01-31T10:00:00Z' });
  });

  test('PAYMENT.SALE.COMPLETED carries a v1 sale tied to the subscription and moves billing on a month', async () => {
    const sub = await activeSubscription();
    const event = paypal.event('PAYMENT.SALE.COMPLETED', sub.id, { apply: true, createTime: '2030-01-31T10:00:00.000Z' });
    expect(event).toMatchObject({ resource_type: 'sale', create_time: '2030-01-31T10:00:00.000Z', summary: 'Payment completed for $ 19.99 USD' });
    const sale = event.resource as PayPalSale;
    expect(sale).toMatchObject({
      state: 'completed',
      amount: { total: '19.99', currency: 'USD' },
      billing_agreement_id: sub.id,
      custom: 'user-42',
    });
    const billing = paypal.subscriptions.get(sub.id)?.billing_info;
    expect(billing?.last_payment?.time).toBe('2030-01-31T10:00:00Z');
    expect(billing?.next_billing_time).toBe('2030-02-28T10:00:00Z');
    expect(billing?.cycle_executions[0]?.cycles_completed).toBe(2);
  });

  test('BILLING.SUBSCRIPTION.PAYMENT.FAILED counts the failure and the outstanding balance', async () => {
    const sub = await activeSubscription();
    const event = paypal.event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', sub.id, { apply: true });
    const billing = (event.resource as PayPalSubscription).billing_info;
    expect(billing).toMatchObject({
      failed_payments_count: 1,
      outstanding_balance: { value: '19.99' },
      last_failed_payment: { amount: { value: '19.99' }, reason_code: 'PAYMENT_DENIED' },
    });
    expect(paypal.subscriptions.get(sub.id)?.status).toBe('ACTIVE');
  });

  test('events can be fetched back from their self link; unknown subscriptions and types throw', async () => {
    const sub = await activeSubscription();
    const event = paypal.event('BILLING.SUBSCRIPTION.SUSPENDED', sub.id);
    const fetched = await api('GET', `/v1/notifications/webhooks-events/${event.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(event);
    expect(() => paypal.event('BILLING.SUBSCRIPTION.CANCELLED', 'I-NOSUCHTHING0')).toThrow();
    expect(() => paypal.event('BILLING.SUBSCRIPTION.RENEWED' as never, sub.id)).toThrow();
  });
});

describe('POST /v1/notifications/verify-webhook-signature', () => {
  async function verify(headers: Record<string, string>, event: unknown, webhookId = paypal.webhookId) {
    return api('POST', '/v1/notifications/verify-webhook-signature', {
      body: {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: webhookId,
        webhook_event: event,
      },
    });
  }

  test('SUCCESS for the signed event as delivered, FAILURE for anything else', async () => {
    const sub = await activeSubscription();
    const event = paypal.event('BILLING.SUBSCRIPTION.CANCELLED', sub.id);
    const headers = paypal.sign(event);
    expect(snapshot(headers)).toMatchObject({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1\/notifications\/certs\/CERT-/),
      'paypal-transmission-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'paypal-transmission-time': expect.stringMatching(/Z$/),
    });
    // What our webhook handler holds: the delivery body, parsed.
    const delivered = JSON.parse(JSON.stringify(event));
    const ok = await verify(headers, delivered);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ verification_status: 'SUCCESS' });

    const tampered = { ...delivered, resource: { ...delivered.resource, status: 'ACTIVE' } };
    expect((await verify(headers, tampered)).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify(headers, delivered, 'OTHERWEBHOOK000000000000')).body).toEqual({ verification_status: 'FAILURE' });
    const madeUp = { ...headers, 'paypal-transmission-sig': Buffer.from('x'.repeat(32)).toString('base64') };
    expect((await verify(madeUp, delivered)).body).toEqual({ verification_status: 'FAILURE' });
    const otherEvent = paypal.event('BILLING.SUBSCRIPTION.CANCELLED', sub.id);
    expect((await verify(headers, otherEvent)).body).toEqual({ verification_status: 'FAILURE' });
  });

  test('missing fields are 400; it needs a bearer token like the rest of the API', async () => {
    const res = await api('POST', '/v1/notifications/verify-webhook-signature', { body: { webhook_id: paypal.webhookId } });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('VALIDATION_ERROR');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain('transmission_sig');
    const anonymous = await api('POST', '/v1/notifications/verify-webhook-signature', { body: {}, token: null });
    expect(anonymous.status).toBe(401);
  });
});

describe('the approval page', () => {
  test("shows the plan with a real button and a cancel link back to the merchant's cancel_url", async () => {
    const sub = await createSubscription();
    const page = await fetch(linkOf(sub, 'approve')!.href);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Castellan Premium (monthly)');
    expect(html).toContain('19.99 USD');
    expect(html).toContain('<button type="submit">Agree &amp; Subscribe</button>');
    expect(html).toMatch(/<label for="email_address">[^<]+<\/label>\s*<input id="email_address"/);
    expect(html).toMatch(
      /<a href="https:\/\/castellan\.example\/pricing\?ba_token=BA-[A-Z0-9]{17}&amp;token=[A-Z0-9]{17}">Cancel and return to Castellan<\/a>/,
    );
  });

  test('"Agree & Subscribe" approves and redirects 302 to return_url with subscription_id, ba_token and token', async () => {
    const sub = await createSubscription();
    const baToken = new URL(linkOf(sub, 'approve')!.href).searchParams.get('ba_token')!;
    const res = await fetch(`${paypal.url}/webapps/billing/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ba_token: baToken, email_address: 'buyer@example.com' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://castellan.example/account');
    expect(location.searchParams.get('tab')).toBe('billing');
    expect(location.searchParams.get('subscription_id')).toBe(sub.id);
    expect(location.searchParams.get('ba_token')).toBe(baToken);
    expect(location.searchParams.get('token')).toMatch(/^[A-Z0-9]{17}$/);
    expect(paypal.subscriptions.get(sub.id)).toMatchObject({ status: 'ACTIVE', subscriber: { email_address: 'buyer@example.com' } });

    const twice = await fetch(`${paypal.url}/webapps/billing/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ba_token: baToken }),
      redirect: 'manual',
    });
    expect(twice.status).toBe(409);
  });

  test('an unknown ba_token is a 404 page', async () => {
    const res = await fetch(`${paypal.url}/webapps/billing/subscriptions?ba_token=BA-NOSUCHTOKEN00000`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("isn't available");
  });
});

test('any other path is a 404 in PayPal error shape', async () => {
  const res = await api('GET', '/v2/checkout/orders/123');
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', debug_id: expect.any(String) });
});
