/** E-mail verification and change, through the real mail catcher: links, reuse, expiry, gating, admins. */
import { describe, expect, test } from 'bun:test';
import { call, signUp, testApp, testConfig, uniqueEmail } from '../../../../test/helpers';
import { linkIn, mailTo, mailsTo } from '../../../../test/mailbox';
import { UserModel } from '../../users/user.model';
import { EmailLinkModel } from './link.model';

const app = testApp();

/** The token of the newest mail to `email` whose subject matches. */
async function mailedToken(email: string, subject: RegExp): Promise<string> {
  const link = linkIn(await mailTo(email, { subject }), '/verify-email');
  return new URLSearchParams(link.hash.slice(1)).get('token')!;
}

const gameAccount = { email: 'knight@game.example', username: 'Verified', password: 'game password' };

/**
 * An account whose address is not confirmed (signed up before sign-ups were verified first), sent its
 * link with "Send again" (the first of three an hour).
 */
async function unverified(prefix: string, app_ = app) {
  const account = await signUp(app_, uniqueEmail(prefix), 'correct horse', { verified: false });
  expect((await call(app_, 'POST', '/api/auth/verify-email/resend', { token: account.token })).status).toBe(200);
  return account;
}

describe('e-mail verification', () => {
  test('an unconfirmed address is mailed a single-use link that verifies it; its token is stored only hashed', async () => {
    const { token, email } = await unverified('verify');
    const mail = await mailTo(email, { subject: /Confirm your e-mail/ });
    expect(mail.text.indexOf('/verify-email#token=')).toBeLessThan(mail.text.indexOf('24 hours'));
    const linkToken = await mailedToken(email, /Confirm your e-mail/);
    expect(await EmailLinkModel.countDocuments({ tokenHash: linkToken })).toBe(0);

    expect((await call(app, 'GET', '/api/auth/me', { token })).body.user.app_metadata.emailVerified).toBe(false);
    const opened = await call(app, 'POST', '/api/auth/verify-email', { body: { token: linkToken } });
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe('Your e-mail address is verified. Thank you!');
    expect((await call(app, 'GET', '/api/auth/me', { token })).body.user.app_metadata.emailVerified).toBe(true);

    const again = await call(app, 'POST', '/api/auth/verify-email', { body: { token: linkToken } });
    expect(again.status).toBe(410);
    expect(again.body.message).toStartWith('This link has already been used.');
  });

  test('one verification link opened by ten requests at once verifies exactly once', async () => {
    const { email } = await unverified('clicks');
    const linkToken = await mailedToken(email, /Confirm your e-mail/);
    const clicks = await Promise.all(Array.from({ length: 10 }, () => call(app, 'POST', '/api/auth/verify-email', { body: { token: linkToken } })));
    expect(clicks.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(410)]);
    expect((await UserModel.findOne({ email }))!.emailVerifiedAt).not.toBeNull();
  });

  test('an expired link and a made-up one are refused with what to do', async () => {
    const { email } = await unverified('expired');
    const linkToken = await mailedToken(email, /Confirm your e-mail/);
    await EmailLinkModel.updateMany({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await call(app, 'POST', '/api/auth/verify-email', { body: { token: linkToken } });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This link has expired. Ask for a new one from the app.');
    const madeUp = await call(app, 'POST', '/api/auth/verify-email', { body: { token: 'x'.repeat(43) } });
    expect(madeUp.status).toBe(410);
    expect(madeUp.body.message).toStartWith('This link is not valid.');
    expect((await UserModel.findOne({ email }))!.emailVerifiedAt).toBeNull();
  });

  test('adding a game account and subscribing wait for a verified address', async () => {
    const { token, email } = await unverified('gate');
    const refused = await call(app, 'POST', '/api/accounts', { token, body: gameAccount });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(refused.body.message).toContain(email);
    expect((await call(app, 'POST', '/api/paypal/create', { token, body: { plan: 'plus' } })).status).toBe(403);

    await call(app, 'POST', '/api/auth/verify-email', { body: { token: await mailedToken(email, /Confirm your e-mail/) } });
    expect((await call(app, 'POST', '/api/accounts', { token, body: gameAccount })).status).toBe(201);
  });

  test('send again: a new link replaces the old one, three an hour, and none once verified', async () => {
    const { token, email } = await unverified('resend');
    const first = await mailedToken(email, /Confirm your e-mail/);
    const resent = await call(app, 'POST', '/api/auth/verify-email/resend', { token });
    expect(resent.status).toBe(200);
    const second = await (async () => {
      for (let i = 0; i < 100; i++) {
        const latest = await mailedToken(email, /Confirm your e-mail/);
        if (latest !== first) return latest;
        await Bun.sleep(50);
      }
      throw new Error('no second mail');
    })();
    expect((await call(app, 'POST', '/api/auth/verify-email', { body: { token: first } })).status).toBe(410);
    await call(app, 'POST', '/api/auth/verify-email/resend', { token });
    const fourth = await call(app, 'POST', '/api/auth/verify-email/resend', { token });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBeTruthy();
    expect((await call(app, 'POST', '/api/auth/verify-email', { body: { token: second } })).status).toBe(410); // replaced by the later ones
  });

  test('a verified address is not sent another link', async () => {
    const { token } = await signUp(app);
    const res = await call(app, 'POST', '/api/auth/verify-email/resend', { token });
    expect(res.status).toBe(409);
  });
});

describe('changing the e-mail address', () => {
  test('the new address takes over only once its link is opened, and the old one is told', async () => {
    const { token, email, user } = await signUp(app);
    const next = uniqueEmail('moved');
    const wrong = await call(app, 'POST', '/api/auth/email', { token, body: { email: next, password: 'not it' } });
    expect(wrong.status).toBe(403);
    const asked = await call(app, 'POST', '/api/auth/email', { token, body: { email: next, password: 'correct horse' } });
    expect(asked.status).toBe(200);
    expect((await UserModel.findById(user.id))!.email).toBe(email);

    const opened = await call(app, 'POST', '/api/auth/verify-email', { body: { token: await mailedToken(next, /new e-mail address/) } });
    expect(opened.body.message).toBe(`Your account now uses ${next}.`);
    const stored = (await UserModel.findById(user.id))!;
    expect(stored.email).toBe(next);
    expect(stored.emailVerifiedAt).not.toBeNull();
    const notice = await mailTo(email, { subject: /was changed/ });
    expect(notice.text).toContain(next);
    // Signing in now takes the new address.
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: next, password: 'correct horse' } })).status).toBe(200);
  });

  test('an address another account uses answers as a free one would; its owner is told, and nothing moves', async () => {
    const taken = await signUp(app);
    const { token, user, email } = await signUp(app);
    const free = uniqueEmail('free');
    const toTaken = await call(app, 'POST', '/api/auth/email', { token, body: { email: taken.email, password: 'correct horse' } });
    const toFree = await call(app, 'POST', '/api/auth/email', { token, body: { email: free, password: 'correct horse' } });
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.body.message).toBe(`We sent a link to ${taken.email}. Your address changes when you open it.`);
    expect(toFree.body.message).toBe(`We sent a link to ${free}. Your address changes when you open it.`);
    const told = await mailTo(taken.email, { subject: /move a Castellan account to your address/ });
    expect(told.text).toContain('nothing was moved');
    expect(await mailsTo(taken.email).then((mails) => mails.filter((m) => /new e-mail address/.test(m.subject)))).toHaveLength(0);
    expect((await UserModel.findById(user.id))!.email).toBe(email);
  });

  test('three a player an hour, and three an address: the fourth is a 429 that says why, and sends nothing', async () => {
    const { token } = await signUp(app);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await call(app, 'POST', '/api/auth/email', { token, body: { email: uniqueEmail('many'), password: 'correct horse' } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.body.message).toBe('You asked to change your address several times this hour. Check your inbox and spam folder, or try again later.');

    // One stranger's address asked about by four players: three mails reach it, then a 429.
    const stranger = await signUp(app);
    const players = await Promise.all(Array.from({ length: 4 }, () => signUp(app)));
    const asked = [];
    for (const player of players)
      asked.push(await call(app, 'POST', '/api/auth/email', { token: player.token, body: { email: stranger.email, password: 'correct horse' } }));
    expect(asked.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    // The stranger's own sign-up mail, then the three (the fourth was refused before any mail was queued).
    const mails = await mailsTo(stranger.email, { after: 3, waitMs: 10_000 });
    expect(mails.filter((m) => /move a Castellan account/.test(m.subject))).toHaveLength(3);
  });
});

describe('admins are proven, not claimed', () => {
  test('a listed address is an admin only once verified, and only with two-factor sign-in where required', async () => {
    const email = uniqueEmail('admin');
    const adminApp = testApp({ config: testConfig({ adminEmails: [email] }) });
    const { token } = await signUp(adminApp, email, 'correct horse', { verified: false });
    await call(adminApp, 'POST', '/api/auth/verify-email/resend', { token });
    expect((await call(adminApp, 'GET', '/api/auth/me', { token })).body.user.app_metadata.isAdmin).toBe(false);
    expect((await call(adminApp, 'GET', '/api/admin/stats', { token })).status).toBe(403);
    await call(adminApp, 'POST', '/api/auth/verify-email', { body: { token: await mailedToken(email, /Confirm your e-mail/) } });
    expect((await call(adminApp, 'GET', '/api/auth/me', { token })).body.user.user_metadata.isAdmin).toBe(true);

    const strictApp = testApp({ config: testConfig({ adminEmails: [email], adminRequire2fa: true }) });
    const strict = await call(strictApp, 'POST', '/api/auth/login', { body: { email, password: 'correct horse' } });
    expect(strict.body.user.app_metadata.isAdmin).toBe(false);
  });
});
