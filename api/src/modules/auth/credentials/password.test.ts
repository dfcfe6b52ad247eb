/** Forgot, reset and change password: links, reuse, expiry, throttles, enumeration, and the sessions they end. */
import { describe, expect, spyOn, test } from 'bun:test';
import { call, signUp, testApp, testConfig, uniqueEmail, waitFor } from '../../../../test/helpers';
import { linkIn, mailTo, mailsTo } from '../../../../test/mailbox';
import { EmailLinkModel } from './link.model';
import { FORGOT_ANSWER } from './routes';

// Requests come in-process, with no peer: each test names its client in X-Forwarded-For.
const app = testApp({ config: testConfig({ trustedProxies: ['*'] }) });
const forgot = (email: string, ip = '203.0.113.7') => call(app, 'POST', '/api/auth/password/forgot', { body: { email }, headers: { 'x-forwarded-for': ip } });
const resetToken = async (email: string) =>
  new URLSearchParams(linkIn(await mailTo(email, { subject: /Reset your/ }), '/reset-password').hash.slice(1)).get('token')!;
/** Asks for a reset link for `email` from `ip`, and reads its token from the mail. */
const resetLinkFor = async (email: string, ip: string) => {
  await forgot(email, ip);
  return resetToken(email);
};
const setPassword = (token: string, password: string) => call(app, 'POST', '/api/auth/password/reset', { body: { token, password } });

describe('forgot password', () => {
  test('known and unknown addresses get the same answer; only a known one gets mail', async () => {
    const known = await signUp(app);
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) {
      for (const email of [unknown, known.email]) {
        const res = await forgot(email, `198.51.100.${i}`);
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ success: true, message: FORGOT_ANSWER });
      }
    }
    expect((await mailTo(known.email, { subject: /Reset your/ })).text).toContain('/reset-password#token=');
    // Each request for the unknown address went just before one for the known address: once the known
    // one's three mails are in, a mail to the unknown address would be too.
    const resets = await waitFor('the three reset mails to the known address', async () => {
      const mails = (await mailsTo(known.email)).filter((m) => /Reset your/.test(m.subject));
      return mails.length >= 3 ? mails : null;
    });
    expect(resets).toHaveLength(3);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  test('a known address is answered before its link is written: the answer takes no longer than the lookup an unknown one gets', async () => {
    // Holding the link's first write shows the order without a clock (a timed assertion flakes on a busy
    // machine): were the answer to wait for the link or the mail, it would not come while the write is held.
    const known = await signUp(app);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const deleteMany = EmailLinkModel.deleteMany.bind(EmailLinkModel);
    const hold = spyOn(EmailLinkModel, 'deleteMany').mockImplementation(((...args: Parameters<typeof deleteMany>) =>
      held.then(() => deleteMany(...args))) as unknown as typeof EmailLinkModel.deleteMany);
    try {
      const res = await forgot(known.email, '198.51.100.40');
      expect(res.status).toBe(202);
      expect(await EmailLinkModel.countDocuments({ email: known.email, purpose: 'reset-password' })).toBe(0);
    } finally {
      release();
      hold.mockRestore();
    }
    expect((await mailTo(known.email, { subject: /Reset your/ })).text).toContain('/reset-password#token=');
  });

  test('three requests per address an hour, counted alike for known and unknown addresses', async () => {
    const known = await signUp(app);
    for (const email of [known.email, uniqueEmail('ghost')]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email, `192.0.2.${i + 10}`)).status).toBe(202);
      const fourth = await forgot(email, '192.0.2.99');
      expect(fourth.status).toBe(429);
      expect(fourth.body.message).toContain('We sent a link to this address a moment ago');
    }
  });

  test('ten requests per client an hour', async () => {
    for (let i = 0; i < 10; i++) expect((await forgot(uniqueEmail('spray'), '192.0.2.200')).status).toBe(202);
    expect((await forgot(uniqueEmail('spray'), '192.0.2.200')).status).toBe(429);
  });
});

describe('reset password', () => {
  test('the link sets a new password once, ends every session and tells the owner', async () => {
    const { email, token } = await signUp(app);
    const other = await call(app, 'POST', '/api/auth/login', { body: { email, password: 'correct horse' } });
    const linkToken = await resetLinkFor(email, '198.51.100.50');
    const reset = await setPassword(linkToken, 'a new long password');
    expect(reset.status).toBe(200);
    for (const t of [token, other.body.token]) expect((await call(app, 'GET', '/api/auth/me', { token: t })).status).toBe(401);
    expect((await call(app, 'POST', '/api/auth/login', { body: { email, password: 'correct horse' } })).status).toBe(401);
    expect((await call(app, 'POST', '/api/auth/login', { body: { email, password: 'a new long password' } })).status).toBe(200);
    expect((await mailTo(email, { subject: /password was changed/ })).text).toContain('reset');

    const reuse = await setPassword(linkToken, 'yet another password');
    expect(reuse.status).toBe(410);
    expect(reuse.body.message).toBe('This link has already been used. Ask for a new one from the sign-in page.');
  });

  test('a common new password is refused, and the link still works for a good one', async () => {
    const { email } = await signUp(app);
    const linkToken = await resetLinkFor(email, '198.51.100.53');
    const common = await setPassword(linkToken, 'password123');
    expect(common.status).toBe(422);
    expect(common.body.message).toContain('one of the most common ones');
    expect((await setPassword(linkToken, 'a new long password')).status).toBe(200);
  });

  test('one reset link used by ten requests at once sets exactly one password', async () => {
    const { email } = await signUp(app);
    const linkToken = await resetLinkFor(email, '198.51.100.52');
    const tries = await Promise.all(Array.from({ length: 10 }, (_, i) => setPassword(linkToken, `new password number ${i}`)));
    expect(tries.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(410)]);
    const winner = tries.findIndex((r) => r.status === 200);
    for (const loser of tries.filter((r) => r.status === 410)) expect(loser.body.message).toStartWith('This link has already been used.');
    expect((await call(app, 'POST', '/api/auth/login', { body: { email, password: `new password number ${winner}` } })).status).toBe(200);
    await mailTo(email, { subject: /password was changed/ });
    expect(await mailsTo(email).then((mails) => mails.filter((m) => /password was changed/.test(m.subject)))).toHaveLength(1);
  });

  test('an expired link, a short password and a verification link are refused; nothing changes', async () => {
    const { email } = await signUp(app);
    const linkToken = await resetLinkFor(email, '198.51.100.51');
    const short = await setPassword(linkToken, 'short');
    expect(short.status).toBe(422);
    await EmailLinkModel.updateMany({ email, purpose: 'reset-password' }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    const expired = await setPassword(linkToken, 'a new long password');
    expect(expired.status).toBe(410);
    expect(expired.body.message).toStartWith('This link has expired.');
    expect((await call(app, 'POST', '/api/auth/login', { body: { email, password: 'correct horse' } })).status).toBe(200);

    // A verification link is not a reset link.
    const fresh = await signUp(app, uniqueEmail('kinds'), 'correct horse', { verified: false });
    await call(app, 'POST', '/api/auth/verify-email/resend', { token: fresh.token });
    const verifyToken = new URLSearchParams(linkIn(await mailTo(fresh.email, { subject: /Confirm/ }), '/verify-email').hash.slice(1)).get('token')!;
    expect((await setPassword(verifyToken, 'a new long password')).status).toBe(410);
  });
});

describe('change password', () => {
  test('a common new password is refused, and the old one still signs in', async () => {
    const { email, token } = await signUp(app);
    const res = await call(app, 'POST', '/api/auth/password', { token, body: { currentPassword: 'correct horse', newPassword: 'football1' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This password is one of the most common ones, which attackers try first. Please choose another.');
    expect(res.body.field).toBe('newPassword');
    expect((await call(app, 'POST', '/api/auth/login', { body: { email, password: 'correct horse' } })).status).toBe(200);
  });

  test('needs the current password, keeps this session and ends the others', async () => {
    const { email, token } = await signUp(app);
    const other = await call(app, 'POST', '/api/auth/login', { body: { email, password: 'correct horse' } });
    const wrong = await call(app, 'POST', '/api/auth/password', { token, body: { currentPassword: 'not it', newPassword: 'a brand new password' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Your current password is not right.');
    const changed = await call(app, 'POST', '/api/auth/password', { token, body: { currentPassword: 'correct horse', newPassword: 'a brand new password' } });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed. 1 other session was signed out.');
    expect((await call(app, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/auth/me', { token: other.body.token })).status).toBe(401);
    expect((await call(app, 'POST', '/api/auth/login', { body: { email, password: 'a brand new password' } })).status).toBe(200);
  });

  test('five wrong current passwords in 15 minutes, then a pause', async () => {
    const { token } = await signUp(app);
    for (let i = 0; i < 5; i++)
      expect(
        (await call(app, 'POST', '/api/auth/password', { token, body: { currentPassword: `wrong ${i}`, newPassword: 'a brand new password' } })).status,
      ).toBe(403);
    const paused = await call(app, 'POST', '/api/auth/password', { token, body: { currentPassword: 'correct horse', newPassword: 'a brand new password' } });
    expect(paused.status).toBe(429);
  });
});
