/** The PayPal fake's subscriptions over real HTTP (create, read, approve, cancel): PayPal's status codes and body shapes. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { PayPalSubscription } from './server';
import { accessToken, activeSubscription, api, closeFake, CONTEXT, createSubscription, daysFromNow, linkOf, openFake, paypal, snapshot } from './test-client';

beforeAll(openFake);
afterAll(closeFake);

describe('POST /v1/billing/subscriptions', () => {
  test('answers 201 APPROVAL_PENDING, by default in the minimal representation with an approve link', async () => {
    const res = await api('POST', '/v1/billing/subscriptions', { body: { plan_id: paypal.plans.plus, application_context: CONTEXT } });
    expect(res.status).toBe(201);
    expect(res.headers.get('paypal-debug-id')).toMatch(/^[0-9a-f]{13}$/);
    expect(Object.keys(res.body).sort()).toEqual(['create_time', 'id', 'links', 'status']);
    expect(res.body.id).toMatch(/^I-[A-Z0-9]{12}$/);
    expect(res.body.status).toBe('APPROVAL_PENDING');
    expect(res.body.links).toEqual([
      { href: expect.stringMatching(new RegExp(`^${paypal.url}/webapps/billing/subscriptions\\?ba_token=BA-[A-Z0-9]{17}$`)), rel: 'approve', method: 'GET' },
      { href: `${paypal.url}/v1/billing/subscriptions/${res.body.id}`, rel: 'edit', method: 'PATCH' },
      { href: `${paypal.url}/v1/billing/subscriptions/${res.body.id}`, rel: 'self', method: 'GET' },
    ]);
  });

  test('with Prefer: return=representation, answers the whole subscription', async () => {
    const sub = await createSubscription();
    expect(sub).toMatchObject({
      status: 'APPROVAL_PENDING',
      plan_id: paypal.plans.premium,
      custom_id: 'user-42',
      quantity: '1',
      plan_overridden: false,
      shipping_amount: { currency_code: 'USD', value: '0.0' },
    });
    for (const time of [sub.status_update_time, sub.start_time, sub.create_time]) expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(sub.billing_info).toBeUndefined();
    expect(linkOf(sub, 'approve')?.method).toBe('GET');
  });

  test('the same PayPal-Request-Id gives back the same subscription', async () => {
    const send = (requestId: string) =>
      api('POST', '/v1/billing/subscriptions', { body: { plan_id: paypal.plans.professional }, headers: { 'PayPal-Request-Id': requestId } });
    const key = crypto.randomUUID();
    const first = await send(key);
    const retry = await send(key);
    const other = await send(crypto.randomUUID());
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(other.body.id).not.toBe(first.body.id);
  });

  test('a missing plan_id is 400 INVALID_REQUEST / MISSING_REQUIRED_PARAMETER', async () => {
    const res = await api('POST', '/v1/billing/subscriptions', { body: { application_context: CONTEXT } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: expect.stringMatching(/^[0-9a-f]{13}$/),
      details: [{ field: '/plan_id', location: 'body', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.' }],
      links: [{ href: 'https://developer.paypal.com/docs/api/v1/billing/subscriptions#INVALID_REQUEST', rel: 'information_link', method: 'GET' }],
    });
  });

  test('a malformed plan_id is 400 INVALID_PARAMETER_SYNTAX; a well-formed unknown one is 404 INVALID_RESOURCE_ID', async () => {
    const malformed = await api('POST', '/v1/billing/subscriptions', { body: { plan_id: 'plus' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details).toEqual([
      {
        field: '/plan_id',
        value: 'plus',
        location: 'body',
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: 'The value of a field does not conform to the expected format.',
      },
    ]);
    const unknown = await api('POST', '/v1/billing/subscriptions', { body: { plan_id: 'P-0000000000000000NOTAPLAN' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
  });

  test('bad JSON, a bad return_url, an unknown user_action and a quantity are refused', async () => {
    const badJson = await api('POST', '/v1/billing/subscriptions', { body: '{"plan_id":' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.details[0].issue).toBe('MALFORMED_REQUEST_JSON');
    const badUrl = await api('POST', '/v1/billing/subscriptions', {
      body: { plan_id: paypal.plans.plus, application_context: { ...CONTEXT, return_url: '/relative' } },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.details[0]).toMatchObject({ field: '/application_context/return_url', issue: 'INVALID_PARAMETER_SYNTAX' });
    const badAction = await api('POST', '/v1/billing/subscriptions', {
      body: { plan_id: paypal.plans.plus, application_context: { ...CONTEXT, user_action: 'PAY_NOW' } },
    });
    expect(badAction.status).toBe(400);
    expect(badAction.body.details[0]).toMatchObject({ field: '/application_context/user_action', issue: 'INVALID_PARAMETER_VALUE' });
    const quantity = await api('POST', '/v1/billing/subscriptions', { body: { plan_id: paypal.plans.plus, quantity: '2' } });
    expect(quantity.status).toBe(422);
    expect(quantity.body).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_CANNOT_HAVE_QUANTITY' }] });
  });

  test('every request is recorded as sent', async () => {
    const sub = await createSubscription({ custom_id: 'recorded' });
    const sent = paypal.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/billing/subscriptions');
    expect(sent?.body).toMatchObject({ plan_id: paypal.plans.premium, custom_id: 'recorded', application_context: CONTEXT });
    expect(sent?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(sent?.headers.prefer).toBe('return=representation');
    expect(paypal.subscriptions.get(sub.id)?.custom_id).toBe('recorded');
    const tokenCall = paypal.requests.findLast((r) => r.path === '/v1/oauth2/token');
    expect(tokenCall?.body).toEqual({ grant_type: 'client_credentials' });
  });
});

describe('GET /v1/billing/subscriptions/{id}', () => {
  test('answers the stored subscription with its links', async () => {
    const created = await createSubscription();
    const res = await api('GET', `/v1/billing/subscriptions/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
  });

  test('an unknown id is 404 RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID', async () => {
    const res = await api('GET', '/v1/billing/subscriptions/I-NOSUCHTHING0');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      debug_id: expect.any(String),
      details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' }],
      links: [{ href: 'https://developer.paypal.com/docs/api/v1/billing/subscriptions#RESOURCE_NOT_FOUND', rel: 'information_link', method: 'GET' }],
    });
  });
});

describe('approve()', () => {
  test('makes the subscription ACTIVE with a subscriber and a month of billing, and returns BILLING.SUBSCRIPTION.ACTIVATED', async () => {
    const created = await createSubscription();
    const event = paypal.approve(created.id);
    expect(snapshot(event)).toMatchObject({
      id: expect.stringMatching(/^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/),
      event_version: '1.0',
      resource_type: 'subscription',
      resource_version: '2.0',
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      summary: 'Subscription activated',
      resource: { id: created.id, status: 'ACTIVE', custom_id: 'user-42' },
    });
    expect(linkOf(event, 'self')?.href).toBe(`${paypal.url}/v1/notifications/webhooks-events/${event.id}`);

    const sub: PayPalSubscription = (await api('GET', `/v1/billing/subscriptions/${created.id}`)).body;
    expect(sub.status).toBe('ACTIVE');
    expect(sub.subscriber).toMatchObject({ email_address: expect.stringContaining('@'), payer_id: expect.stringMatching(/^[A-Z0-9]{13}$/) });
    expect(sub.billing_info).toMatchObject({
      outstanding_balance: { currency_code: 'USD', value: '0.0' },
      last_payment: { amount: { currency_code: 'USD', value: '19.99' } },
      failed_payments_count: 0,
    });
    const ahead = daysFromNow(sub.billing_info!.next_billing_time!);
    expect(ahead).toBeGreaterThan(27);
    expect(ahead).toBeLessThanOrEqual(31);
    expect(sub.links?.map((l) => l.rel)).toEqual(['cancel', 'edit', 'self', 'suspend', 'capture']);
    expect(() => paypal.approve(created.id)).toThrow(/ACTIVE/);
  });
});

describe('POST /v1/billing/subscriptions/{id}/cancel', () => {
  test('an ACTIVE subscription is cancelled with 204 and no body; cancelling again is 422 SUBSCRIPTION_STATUS_INVALID', async () => {
    const sub = await activeSubscription();
    const cancelled = await fetch(`${paypal.url}/v1/billing/subscriptions/${sub.id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Not satisfied with the service' }),
    });
    expect(cancelled.status).toBe(204);
    expect(await cancelled.text()).toBe('');

    const after: PayPalSubscription = (await api('GET', `/v1/billing/subscriptions/${sub.id}`)).body;
    expect(after).toMatchObject({ status: 'CANCELLED', status_change_note: 'Not satisfied with the service' });
    expect(after.billing_info?.next_billing_time).toBeUndefined();
    expect(after.links?.map((l) => l.rel)).toEqual(['self']);

    const again = await api('POST', `/v1/billing/subscriptions/${sub.id}/cancel`, { body: { reason: 'again' } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: expect.any(String),
      details: [
        {
          issue: 'SUBSCRIPTION_STATUS_INVALID',
          description: 'Invalid subscription status for cancel action; subscription status should be active or suspended.',
        },
      ],
      links: [{ href: 'https://developer.paypal.com/docs/api/v1/billing/subscriptions#UNPROCESSABLE_ENTITY', rel: 'information_link', method: 'GET' }],
    });
  });

  test('SUSPENDED can be cancelled; APPROVAL_PENDING cannot; unknown is 404; no reason is 400', async () => {
    const suspended = await activeSubscription();
    paypal.event('BILLING.SUBSCRIPTION.SUSPENDED', suspended.id, { apply: true });
    expect((await api('POST', `/v1/billing/subscriptions/${suspended.id}/cancel`, { body: { reason: 'r' } })).status).toBe(204);

    const pending = await createSubscription();
    const refused = await api('POST', `/v1/billing/subscriptions/${pending.id}/cancel`, { body: { reason: 'r' } });
    expect(refused.status).toBe(422);
    expect(refused.body.details[0].issue).toBe('SUBSCRIPTION_STATUS_INVALID');

    const unknown = await api('POST', '/v1/billing/subscriptions/I-NOSUCHTHING0/cancel', { body: { reason: 'r' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.name).toBe('RESOURCE_NOT_FOUND');

    const active = await activeSubscription();
    const noReason = await api('POST', `/v1/billing/subscriptions/${active.id}/cancel`, { body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0]).toMatchObject({ field: '/reason', issue: 'MISSING_REQUIRED_PARAMETER' });
  });
});
