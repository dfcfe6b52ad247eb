/**
 * Signing up, verification first, through HTTP and the real mail catcher: the same answer for every
 * address, the owner's mail instead of a "taken", the link that creates the account and signs it in.
 */
import { describe, expect, spyOn, test } from 'bun:test';
import { call, signUp, testApp, uniqueEmail, waitFor } from '../../../../test/helpers';
import { linkIn, mailTo, mailsTo } from '../../../../test/mailbox';
import { UserModel } from '../../users/user.model';
import * as passwords from '../password';
import { PendingSignUpModel } from './sign-up.model';

const app = testApp();

/** The raw answer, byte for byte, with the headers that could tell two answers apart. */
async function register(email: string, password: string) {
  const res = await app.handle(
    new Request('http://localhost/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  return { status: res.status, text: await res.text(), cookie: res.headers.get('set-cookie'), type: res.headers.get('content-type') };
}

/** The token of the newest sign-up mail to `email`. */
const signUpToken = async (email: string) =>
  new URLSearchParams(linkIn(await mailTo(email, { subject: /Finish creating/ }), '/verify-email').hash.slice(1)).get('token')!;
const open = (token: string) => call(app, 'POST', '/api/auth/verify-email', { body: { token } });
const login = (email: string, password: string) => call(app, 'POST', '/api/auth/login', { body: { email, password } });

describe('POST /api/auth/register', () => {
  test('an address with an account gets the answer a new one gets, byte for byte; its owner is mailed instead, in their language', async () => {
    const email = uniqueEmail('twice');
    const fresh = await register(email, 'first password');
    await open(await signUpToken(email));
    await UserModel.updateOne({ email }, { $set: { language: 'fr' } });

    const taken = await register(email, 'another password');
    expect(taken).toEqual(fresh);
    expect(fresh.status).toBe(202);
    expect(fresh.cookie).toBeNull();

    const note = await mailTo(email, { subject: /^Quelqu’un a essayé de créer un compte Castellan avec votre adresse$/ });
    expect(linkIn(note, '/auth/login').pathname).toBe('/auth/login');
    expect(await mailsTo(email).then((mails) => mails.filter((m) => /Finish creating/.test(m.subject)))).toHaveLength(1);
    // Nothing changed for the owner: the old password still signs in, the stranger's does not.
    expect((await login(email, 'first password')).status).toBe(200);
    expect((await login(email, 'another password')).status).toBe(401);
    expect(await PendingSignUpModel.countDocuments({ email })).toBe(0);
  });

  // Both paths hash the password, so the answers take about as long: at production's cost argon2id is 55 ms of
  // CPU, most of either answer, and an answer that skipped it for a known address took 0.18 of the other's
  // time. Counted, not timed: the suite's hashes are cheap (api/test/preload.ts), so wall times here compare
  // database calls on a loaded machine (a ratio of 0.30 between two equal paths was seen in a full run).
  test('known and unknown addresses both hash the password, so they answer in about the same time', async () => {
    const known = await signUp(app);
    const hashes = spyOn(passwords, 'hashPassword');
    try {
      for (const email of [known.email, uniqueEmail('new')]) {
        const before = hashes.mock.calls.length;
        expect((await register(email, 'password number 2')).status).toBe(202);
        expect(hashes.mock.calls.length - before).toBe(1);
      }
    } finally {
      hashes.mockRestore();
    }
  });

  test('three sign-ups per address an hour, counted alike for addresses with and without an account', async () => {
    const known = await signUp(app);
    // The known address's own sign-up was its first.
    for (const [email, more] of [
      [known.email, 2],
      [uniqueEmail('spam'), 3],
    ] as const) {
      for (let i = 0; i < more; i++) expect((await register(email, 'some password')).status).toBe(202);
      const fourth = await call(app, 'POST', '/api/auth/register', { body: { email, password: 'some password' } });
      expect(fourth.status).toBe(429);
      expect(fourth.body.message).toBe('We sent a link to this address a moment ago. Check your inbox and spam folder, or try again later.');
    }
  });
});

describe('the sign-up link', () => {
  test('creates the account, verified, and signs the new player in', async () => {
    const email = uniqueEmail('link');
    await register(email, 'castle password');
    const mail = await mailTo(email, { subject: /Finish creating/ });
    expect(mail.text).toContain('24 hours');
    const opened = await open(await signUpToken(email));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      success: true,
      email,
      message: 'Account created successfully',
      user: { email, app_metadata: { emailVerified: true, providers: ['email'] } },
    });
    expect(opened.headers.get('set-cookie')).toContain(`castellan_session=${opened.body.token}`);
    const me = await call(app, 'GET', '/api/auth/me', { token: opened.body.token });
    expect(me.body.user.id).toBe(opened.body.user.id);
    expect(await PendingSignUpModel.countDocuments({ email })).toBe(0);
    // Used: it creates nothing twice.
    expect((await open(await signUpToken(email))).status).toBe(410);
  });

  test('leads on to where the sign-up asked (a plan chosen on the pricing page), wherever it is opened; never off the site', async () => {
    const asked = uniqueEmail('plan');
    const sent = await call(app, 'POST', '/api/auth/register', { body: { email: asked, password: 'castle password', next: '/de/dashboard?plan=premium' } });
    expect(sent.status).toBe(202);
    // Opened with nothing of the browser that signed up: the API kept where to go.
    const opened = await open(await signUpToken(asked));
    expect(opened.body.next).toBe('/de/dashboard?plan=premium');

    const offSite = uniqueEmail('offsite');
    await call(app, 'POST', '/api/auth/register', { body: { email: offSite, password: 'castle password', next: '//evil.example/steal' } });
    expect((await open(await signUpToken(offSite))).body.next).toBe('/dashboard');

    const none = uniqueEmail('none');
    await register(none, 'castle password');
    expect((await open(await signUpToken(none))).body.next).toBeUndefined();
  });

  test('signing up again before the link is opened replaces the password and the link', async () => {
    const email = uniqueEmail('again');
    await register(email, 'first password');
    const first = await signUpToken(email);
    await register(email, 'second password');
    const second = await waitFor('the second link', async () => {
      const latest = await signUpToken(email);
      return latest !== first ? latest : null;
    });
    const stale = await open(first);
    expect(stale.status).toBe(410);
    expect(stale.body.message).toStartWith('This link is not valid.');
    expect((await open(second)).status).toBe(200);
    expect((await login(email, 'first password')).status).toBe(401);
    expect((await login(email, 'second password')).status).toBe(200);
  });

  test('ten clicks at once create one account', async () => {
    const email = uniqueEmail('clicks');
    await register(email, 'castle password');
    const token = await signUpToken(email);
    const clicks = await Promise.all(Array.from({ length: 10 }, () => open(token)));
    expect(clicks.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(410)]);
    expect(await UserModel.countDocuments({ email })).toBe(1);
  });

  test('an expired link says how to get a new one, and creates nothing', async () => {
    const email = uniqueEmail('late');
    await register(email, 'castle password');
    const token = await signUpToken(email);
    await PendingSignUpModel.updateOne({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await open(token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This link has expired. Create your account again on the sign-in page to get a new one.');
    expect(await UserModel.countDocuments({ email })).toBe(0);
  });
});
