/** The PayPal fake's OAuth over real HTTP: tokens in PayPal's shape, and the REST endpoints refusing calls without one. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startFakePayPal } from './server';
import { accessToken, api, basic, closeFake, openFake, paypal, requestToken } from './test-client';

beforeAll(openFake);
afterAll(closeFake);

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
    // 1.5 s, so its first use lands inside it on a loaded machine (0.3 s once did not leave room for that).
    const ttlMs = 1_500;
    const shortLived = await startFakePayPal({ tokenTtlSeconds: ttlMs / 1000 });
    try {
      const first = await accessToken(shortLived);
      const expiresBy = Date.now() + ttlMs; // the fake issued it before this moment
      const created = await api('POST', '/v1/billing/subscriptions', { body: { plan_id: shortLived.plans.plus }, token: first, fake: shortLived });
      expect(created.status).toBe(201);
      await Bun.sleep(Math.max(0, expiresBy - Date.now()) + 50); // past the token's life: the time passing is what is tested
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
