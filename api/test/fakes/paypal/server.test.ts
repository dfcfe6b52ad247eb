/** The PayPal fake over real HTTP: each answer must have PayPal's status code and body shape. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startFakePayPal, type FakePayPal, type PayPalSale, type PayPalSubscription } from './server';

let paypal: FakePayPal;
beforeAll(async () => {
  paypal = await startFakePayPal();
});
afterAll(() => paypal.stop());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

function requestToken(fake: FakePayPal, auth = basic(fake.clientId, fake.clientSecret), body = 'grant_type=client_credentials') {
  return fetch(`${fake.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
}

async function accessToken(fake = paypal): Promise<string> {
  return ((await (await requestToken(fake)).json()) as { access_token: string }).access_token;
}

type Answer = { status: number; body: any; headers: Headers };

async function api(
  method: string,
  path: string,
  { body, token, headers = {}, fake = paypal }: { body?: unknown; token?: string | null; headers?: Record<string, string>; fake?: FakePayPal } = {},
): Promise<Answer> {
  const bearer = token === undefined ? await accessToken(fake) : token;
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(bearer !== null && { authorization: `Bearer ${bearer}` }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

const CONTEXT = {
  brand_name: 'Castellan',
  user_action: 'SUBSCRIBE_NOW',
  shipping_preference: 'NO_SHIPPING',
  return_url: 'https://castellan.example/account?tab=billing',
  cancel_url: 'https://castellan.example/pricing',
};

/** A new APPROVAL_PENDING subscription in PayPal's full representation. */
async function createSubscription(extra: Record<string, unknown> = {}): Promise<PayPalSubscription> {
  const res = await api('POST', '/v1/billing/subscriptions', {
    body: { plan_id: paypal.plans.advanced, custom_id: 'user-42', application_context: CONTEXT, ...extra },
    headers: { prefer: 'return=representation' },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function activeSubscription(): Promise<PayPalSubscription> {
  const created = await createSubscription();
  paypal.approve(created.id);
  return (await api('GET', `/v1/billing/subscriptions/${created.id}`)).body;
}

const linkOf = (resource: { links?: { rel: string; href: string; method?: string }[] }, rel: string) =>
  resource.links?.find((link) => link.rel === rel);

/**
 * Bun 1.4.5's toMatchObject writes its asymmetric matchers (expect.any, stringMatching…) into the object
 * it checks, so objects still needed after the assertion are checked through a copy.
 */
const snapshot = <T>(value: T): T => structuredClone(value);

const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;

describe('POST /v1/oauth2/token', () => {
  test('good credentials get a Bearer token in PayPal shape, and the same token again until it expires', async () => {
    const before = paypal.tokenRequests();
    const res = await requestToken(paypal);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      scope: expect.stringContaining('https://uri.paypal.com/services/subscriptions'),
      access_token: expect.stringMatching(/^A21AA\S{40,}$/),
      token_type: 'Bearer',
      app_id: expect.stringMatching(/^APP-/),
      expires_in: 32400,
      nonce: expect.any(String),
    });
    const again = await (await requestToken(paypal)).json();
    expect(again.access_token).toBe(body.access_token);
    expect(paypal.tokenRequests()).toBe(before + 2);
  });

  test('wrong or missing credentials are 401 invalid_client', async () => {
    for (const auth of [basic(paypal.clientId, 'wrong'), basic('someone-else', paypal.clientSecret), '', 'Basic !!!not-base64']) {
      const res = await requestToken(paypal, auth);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
  });

  test('a missing or other grant type is 400 unsupported_grant_type', async () => {
    const missing = await requestToken(paypal, undefined, '');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const other = await requestToken(paypal, undefined, 'grant_type=password');
    expect(other.status).toBe(400);
    expect((await other.json()).error).toBe('unsupported_grant_type');
  });

  test('a token stops working after its TTL, and the next one is new', async () => {
    const shortLived = await startFakePayPal({ tokenTtlSeconds: 0.3 });
    try {
      const first = await accessToken(shortLived);
      const created = await api('POST', '/v1/billing/subscriptions', { body: { plan_id: shortLived.plans.plus }, token: first, fake: shortLived });
      expect(created.status).toBe(201);
      await Bun.sleep(400);
      const expired = await api('GET', `/v1/billing/subscriptions/${created.body.id}`, { token: first, fake: shortLived });
      expect(expired.status).toBe(401);
      expect(expired.body.name).toBe('AUTHENTICATION_FAILURE');
      const second = await accessToken(shortLived);
      expect(second).not.toBe(first);
      expect((await api('GET', `/v1/billing/subscriptions/${created.body.id}`, { token: second, fake: shortLived })).status).toBe(200);
    } finally {
      await shortLived.stop();
    }
  });
});

describe('authentication of the REST endpoints', () => {
  test('no token, a made-up token or Basic auth is 401 AUTHENTICATION_FAILURE', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer A21AAmadeup' }, { authorization: basic(paypal.clientId, paypal.clientSecret) }];
    for (const headers of attempts) {
      const res = await api('GET', '/v1/billing/subscriptions/I-000000000000', { token: null, headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
      });
    }
  });
});

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
      plan_id: paypal.plans.advanced,
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
      api('POST', '/v1/billing/subscriptions', { body: { plan_id: paypal.plans.premium }, headers: { 'PayPal-Request-Id': requestId } });
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
      { field: '/plan_id', value: 'plus', location: 'body', issue: 'INVALID_PARAMETER_SYNTAX', description: 'The value of a field does not conform to the expected format.' },
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
    expect(sent?.body).toMatchObject({ plan_id: paypal.plans.advanced, custom_id: 'recorded', application_context: CONTEXT });
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
    expect(html).toContain('Castellan Advanced (monthly)');
    expect(html).toContain('19.99 USD');
    expect(html).toContain('<button type="submit">Agree &amp; Subscribe</button>');
    expect(html).toMatch(/<label for="email_address">[^<]+<\/label>\s*<input id="email_address"/);
    expect(html).toMatch(/<a href="https:\/\/castellan\.example\/pricing\?ba_token=BA-[A-Z0-9]{17}&amp;token=[A-Z0-9]{17}">Cancel and return to Castellan<\/a>/);
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
