/** Helpers for API tests: an app over the test database, JSON requests, and signed-up users. */
import { loadConfig, type Config } from '../src/config';
import { createApp, type AppOptions } from '../src/app';
import { UserModel } from '../src/modules/users/user.model';
import { linkIn, mailTo } from './mailbox';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ ...process.env, NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret!' }), ...overrides };
}

/** In-process requests all come from one address; tests that are not about throttling lift its limits. */
export const RELAXED_THROTTLE = {
  freeFailures: 1_000,
  failuresPerUser: 1_000,
  failuresPerAddress: 1_000,
  failureWindowMs: 60_000,
  registrationsPerAddress: 1_000,
  registrationWindowMs: 60_000,
};

/** An app with sign-in counters of its own (a fresh namespace in the run's engine) unless one is given. */
export function testApp(options: Partial<AppOptions> = {}) {
  return createApp({ config: testConfig(), throttle: RELAXED_THROTTLE, throttleNamespace: ownCounters(), ...options });
}

export type TestApp = ReturnType<typeof testApp>;
export type JsonResponse = { status: number; body: any; headers: Headers };

export async function call(
  app: TestApp,
  method: string,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse> {
  const init: RequestInit = { method, headers: { ...headers } };
  const h = init.headers as Record<string, string>;
  if (body !== undefined) {
    h['content-type'] = 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  if (token) h.authorization = `Bearer ${token}`;
  const res = await app.handle(new Request(`http://localhost${path}`, init));
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed, headers: res.headers };
}

let counter = 0;
export function uniqueEmail(prefix = 'player'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/**
 * Signs a fresh user up as a player does: the sign-up, then the link of its mail (read from the mail
 * catcher), which creates the account and signs it in. Returns its token and user. `verified: false`
 * leaves an account as sign-ups made them before addresses were verified first (its address not
 * confirmed): for the tests of what such an account may not do yet, and of sending it a link.
 */
/**
 * How long a test's sign-up waits for its mailed link: setup, not a claim about mail's speed (the mail
 * tests make their own). Ten sign-ups at once with the CPU under full pressure missed 10 s (fleet.test.ts);
 * the catcher answers when the mail comes, so a longer budget costs nothing when it comes sooner.
 */
const SIGN_UP_MAIL_MS = 30_000;

export async function signUp(app: TestApp, email = uniqueEmail(), password = 'correct horse', { verified = true } = {}) {
  const res = await call(app, 'POST', '/api/auth/register', { body: { email, password } });
  if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const link = linkIn(await mailTo(email, { subject: /Finish creating/, timeoutMs: SIGN_UP_MAIL_MS }), '/verify-email');
  const opened = await call(app, 'POST', '/api/auth/verify-email', { body: { token: new URLSearchParams(link.hash.slice(1)).get('token') } });
  if (opened.status !== 200 || !opened.body.token) throw new Error(`the sign-up link failed: ${opened.status} ${JSON.stringify(opened.body)}`);
  let user = opened.body.user;
  if (!verified) {
    await UserModel.updateOne({ _id: user.id }, { $set: { emailVerifiedAt: null } });
    user = { ...user, app_metadata: { ...user.app_metadata, emailVerified: false } };
  }
  return { token: opened.body.token as string, user, email, password };
}

/**
 * For an API process a test starts (index.ts): every such process of a shard counts sign-ups from
 * 127.0.0.1 in the same engine bucket ('auth' namespace), so the shard's sign-ups together would pass the
 * hourly limit a person's address has; the limit itself is tested in-process (auth/throttle.test.ts).
 */
export const SPAWNED_API_ENV = { AUTH_REGISTRATIONS_PER_HOUR: '10000' };
/** How long an API process of a test's own may take to answer after its start: over 30 s at load 40. */
export const SPAWNED_API_BOOT_MS = 60_000;

/** `signUp` against an API process of its own at `base` (over HTTP): the sign-up, then its mailed link. */
export async function signUpOver(base: string, email = uniqueEmail(), password = 'correct horse'): Promise<{ token: string; user: { id: string } }> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const asked = await post('/api/auth/register', { email, password });
  if (asked.status !== 202) throw new Error(`sign-up failed: ${asked.status} ${await asked.text()}`);
  const link = linkIn(await mailTo(email, { subject: /Finish creating/, timeoutMs: SIGN_UP_MAIL_MS }), '/verify-email');
  const opened = await post('/api/auth/verify-email', { token: new URLSearchParams(link.hash.slice(1)).get('token') });
  const body = (await opened.json()) as { token?: string; user?: { id: string } };
  if (opened.status !== 200 || !body.token || !body.user) throw new Error(`the sign-up link failed: ${opened.status} ${JSON.stringify(body)}`);
  return { token: body.token, user: body.user };
}

/** Polls until `check` returns a truthy value; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T> | T, timeoutMs = 10_000, everyMs = 50): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await check();
    if (last) return last as NonNullable<T>;
    await Bun.sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
}

/** A sign-in counter namespace of its own, for an app a test builds itself (see testApp). */
export const ownCounters = () => `test${crypto.randomUUID().slice(0, 8)}`;
