/**
 * Sign-in throttling through HTTP, as the attack of issue 35 tried it: a stranger's wrong passwords slow
 * the stranger down, never the owner; an account under attack mails its owner once, with a reset link.
 * (How the wait grows is throttle.test.ts's, on a clock of its own.)
 */
import { describe, expect, test } from 'bun:test';
import { call, ownCounters, signUp, testConfig, uniqueEmail, waitFor } from '../../../test/helpers';
import { linkIn, mailTo, mailsTo } from '../../../test/mailbox';
import { createApp } from '../../app';
import { UserModel } from '../users/user.model';
import { ActivityModel } from './activity/activity.model';
import { DEFAULT_THROTTLE } from './throttle';

/** Requests come in-process, with no peer: each names its client in X-Forwarded-For. */
const appWith = (limits: Partial<typeof DEFAULT_THROTTLE> = {}) =>
  createApp({
    config: testConfig({ trustedProxies: ['*'] }),
    throttleNamespace: ownCounters(),
    throttle: { ...DEFAULT_THROTTLE, registrationsPerAddress: 1_000, ...limits },
  });
type App = ReturnType<typeof appWith>;

const login = (app: App, email: string, password: string, ip: string, device?: string) =>
  call(app, 'POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip, ...(device ? { cookie: `castellan_device=${device}` } : {}) },
  });

/** The device cookie a sign-in answer set. */
function deviceCookieOf(res: { headers: Headers }): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('castellan_device='));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  return cookie.split(';')[0]!.slice('castellan_device='.length);
}

describe('sign-in throttling', () => {
  test('twenty wrong passwords at once from one address: the owner still signs in from another address, and from that one with the device cookie', async () => {
    const app = appWith();
    const { email, password } = await signUp(app);
    const earlier = await login(app, email, password, '198.51.100.1');
    expect(earlier.status).toBe(200);
    const device = deviceCookieOf(earlier);
    const cookie = earlier.headers.getSetCookie().find((c) => c.startsWith('castellan_device='))!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');

    const attack = await Promise.all(Array.from({ length: 20 }, () => login(app, email, 'wrong guess', '203.0.113.66')));
    expect(attack.filter((r) => r.status === 401)).toHaveLength(3);
    expect(attack.filter((r) => r.status === 429)).toHaveLength(17);

    // The attacker's address waits, even with the right password…
    const held = await login(app, email, password, '203.0.113.66');
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait 5 seconds and try again.' });
    expect(Number(held.headers.get('retry-after'))).toBe(5);
    // …the owner does not: from another address, and from the same one with the browser's device cookie.
    expect((await login(app, email, password, '198.51.100.2')).status).toBe(200);
    expect((await login(app, email, password, '203.0.113.66', device)).status).toBe(200);
  });

  test('ten right passwords at once from one client all sign in (a double click, restored tabs)', async () => {
    const app = appWith();
    const { email, password } = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(app, email, password, '198.51.100.9')));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
  });

  test('a device cookie counts only for the account it was given for, and a forged one not at all', async () => {
    const app = appWith();
    const owner = await signUp(app);
    const other = await signUp(app);
    const device = deviceCookieOf(await login(app, other.email, other.password, '198.51.100.3'));
    for (let i = 0; i < 3; i++) await login(app, owner.email, 'wrong guess', '203.0.113.67');
    expect((await login(app, owner.email, owner.password, '203.0.113.67', device)).status).toBe(429);
    const [nonce] = device.split('.');
    expect((await login(app, owner.email, owner.password, '203.0.113.67', `${nonce}.${'A'.repeat(43)}`)).status).toBe(429);
  });

  test("past the account's ceiling its owner gets one mail in their language, with a reset link that makes that browser trusted", async () => {
    const app = appWith({ failuresPerUser: 4 });
    const { email, password, user } = await signUp(app);
    await UserModel.updateOne({ _id: user.id }, { $set: { language: 'de' } });
    for (let i = 0; i < 4; i++) expect((await login(app, email, 'wrong guess', `203.0.113.${100 + i}`)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(app, email, password, `203.0.114.${i}`)).status).toBe(429);

    const mail = await mailTo(email, { subject: /anzumelden/ });
    expect(mail.subject).toBe('Jemand versucht, sich bei deinem Castellan-Konto anzumelden');
    const link = linkIn(mail, '/reset-password');
    // The warning's last step, after its mail: its entry in the activity log.
    await waitFor('the attack in the activity log', async () => (await ActivityModel.countDocuments({ userId: user.id, kind: 'sign-in-attack' })) >= 1);
    // A second warning would start from a later request, and nothing marks one not sent: a time wait.
    await Bun.sleep(300);
    expect((await mailsTo(email)).filter((m) => m.subject === mail.subject)).toHaveLength(1);
    expect(await ActivityModel.countDocuments({ userId: user.id, kind: 'sign-in-attack' })).toBe(1);

    const reset = await call(app, 'POST', '/api/auth/password/reset', {
      body: { token: new URLSearchParams(link.hash.slice(1)).get('token'), password: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
    const device = deviceCookieOf(reset);
    expect((await login(app, email, 'a brand new password', '203.0.114.9')).status).toBe(429);
    expect((await login(app, email, 'a brand new password', '203.0.114.9', device)).status).toBe(200);
  });

  test('an unknown address is throttled as a known one, and mails nobody', async () => {
    const app = appWith({ failuresPerUser: 2 });
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 2; i++) expect((await login(app, ghost, 'wrong guess', `203.0.115.${i}`)).status).toBe(401);
    expect((await login(app, ghost, 'wrong guess', '203.0.115.9')).status).toBe(429);
    // A warning finds no one and ends there, after the answer: nothing marks it, so a time wait.
    await Bun.sleep(300);
    expect(await mailsTo(ghost)).toHaveLength(0);
  });
});
