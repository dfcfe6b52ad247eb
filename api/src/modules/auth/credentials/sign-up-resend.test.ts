/**
 * "Send the e-mail again" after signing up (POST /api/auth/register/resend): a new link that replaces the
 * old one, the same answer for every address, and a clear refusal once the address has had its mails.
 */
import { describe, expect, test } from 'bun:test';
import { call, signUp, testApp, uniqueEmail } from '../../../../test/helpers';
import { linkIn, mailsTo, mailTo } from '../../../../test/mailbox';

const app = testApp();

const tokenOf = (mail: { text: string }) => new URLSearchParams(linkIn(mail as never, '/verify-email').hash.slice(1)).get('token')!;
const resend = (email: string) => call(app, 'POST', '/api/auth/register/resend', { body: { email } });
const signUpMails = async (email: string) => (await mailsTo(email)).filter((m) => /Finish creating/.test(m.subject));

describe('POST /api/auth/register/resend', () => {
  test('mails a new link, which creates the account; the first link stops working', async () => {
    const email = uniqueEmail('again');
    expect((await call(app, 'POST', '/api/auth/register', { body: { email, password: 'castle password' } })).status).toBe(202);
    const first = tokenOf(await mailTo(email, { subject: /Finish creating/ }));

    const again = await resend(email.toUpperCase());
    expect(again.status).toBe(202);
    expect(again.body.message).toBe(`If ${email} is waiting for its sign-up link, we sent a new one: only the newest link works.`);
    const mails = await mailsTo(email, { after: 1, waitMs: 10_000 });
    const second = tokenOf(mails[0]!);
    expect(second).not.toBe(first);

    expect((await call(app, 'POST', '/api/auth/verify-email', { body: { token: first } })).status).toBe(410);
    const opened = await call(app, 'POST', '/api/auth/verify-email', { body: { token: second } });
    expect([opened.status, opened.body.email]).toEqual([200, email]);
  });

  test('answers an address with no sign-up, or with an account, alike; a bad address is a 422', async () => {
    const nobody = uniqueEmail('nobody');
    const { email: taken } = await signUp(app);
    const [a, b] = await Promise.all([resend(nobody), resend(taken)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.message.replace(nobody, 'X')).toBe(b.body.message.replace(taken, 'X'));
    expect(await signUpMails(nobody)).toHaveLength(0);
    const bad = await resend('not an address');
    expect([bad.status, bad.body.message]).toEqual([422, 'Please enter a valid e-mail address.']);
  });

  test('after the address’s sign-up and two more mails in the hour, says when to ask again', async () => {
    const email = uniqueEmail('often');
    expect((await call(app, 'POST', '/api/auth/register', { body: { email, password: 'castle password' } })).status).toBe(202);
    expect((await resend(email)).status).toBe(202);
    expect((await resend(email)).status).toBe(202);
    const refused = await resend(email);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^We sent this mail several times in the last hour\. Look in your spam folder, or ask again in \d+ minutes\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
