/**
 * What the PayPal fake's tests share: one fake per test file (opened and closed by its hooks) and a
 * client that speaks to it as our integration does.
 */
import { expect } from 'bun:test';
import { startFakePayPal, type FakePayPal, type PayPalSubscription } from './server';

/** The test file's fake, between `openFake` (beforeAll) and `closeFake` (afterAll). */
export let paypal: FakePayPal;
export async function openFake(): Promise<void> {
  paypal = await startFakePayPal();
}
export const closeFake = () => paypal.stop();

export const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export function requestToken(fake: FakePayPal, auth = basic(fake.clientId, fake.clientSecret), body = 'grant_type=client_credentials') {
  return fetch(`${fake.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
}

export async function accessToken(fake = paypal): Promise<string> {
  return ((await (await requestToken(fake)).json()) as { access_token: string }).access_token;
}

export type Answer = { status: number; body: any; headers: Headers };

export async function api(
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

export const CONTEXT = {
  brand_name: 'Castellan',
  user_action: 'SUBSCRIBE_NOW',
  shipping_preference: 'NO_SHIPPING',
  return_url: 'https://castellan.example/account?tab=billing',
  cancel_url: 'https://castellan.example/pricing',
};

/** A new APPROVAL_PENDING subscription in PayPal's full representation. */
export async function createSubscription(extra: Record<string, unknown> = {}): Promise<PayPalSubscription> {
  const res = await api('POST', '/v1/billing/subscriptions', {
    body: { plan_id: paypal.plans.premium, custom_id: 'user-42', application_context: CONTEXT, ...extra },
    headers: { prefer: 'return=representation' },
  });
  expect(res.status).toBe(201);
  return res.body;
}

export async function activeSubscription(): Promise<PayPalSubscription> {
  const created = await createSubscription();
  paypal.approve(created.id);
  return (await api('GET', `/v1/billing/subscriptions/${created.id}`)).body;
}

export const linkOf = (resource: { links?: { rel: string; href: string; method?: string }[] }, rel: string) => resource.links?.find((link) => link.rel === rel);

/**
 * Bun 1.4.5's toMatchObject writes its asymmetric matchers (expect.any, stringMatching…) into the object
 * it checks, so objects still needed after the assertion are checked through a copy.
 */
export const snapshot = <T>(value: T): T => structuredClone(value);

export const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
