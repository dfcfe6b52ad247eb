/** The second sign-in step through the real app: a code or a recovery code, each once; throttled; expiring. */
import { describe, expect, test } from 'bun:test';
import { SignJWT } from 'jose';
import { call, signUp, testApp, testConfig } from '../../../test/helpers';
import { totpCode, totpStep } from './two-factor/totp';

const config = testConfig();
const app = testApp({ config });

/** A user with two-factor sign-in on: its secret and recovery codes. The enabling code's step is used up. */
async function withTwoFactor() {
  const { email, token } = await signUp(app);
  const { secret } = (await call(app, 'POST', '/api/auth/2fa/setup', { token })).body;
  const enabled = await call(app, 'POST', '/api/auth/2fa/enable', { token, body: { code: totpCode(secret, totpStep()) } });
  expect(enabled.status).toBe(200);
  return { email, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

const firstStep = async (email: string) => {
  const res = await call(app, 'POST', '/api/auth/login', { body: { email, password: 'correct horse' } });
  expect(res.status).toBe(200);
  return res;
};

describe('two-factor sign-in', () => {
  test('the password step gives no session, only a challenge; a code of the next step completes it, once', async () => {
    const { email, secret } = await withTwoFactor();
    const first = await firstStep(email);
    expect(first.body.token).toBeUndefined();
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(first.body.secondStep.expiresIn).toBe(300);
    const challenge = first.body.secondStep.challenge;
    expect((await call(app, 'GET', '/api/auth/me', { token: challenge })).status).toBe(401);

    // The enabling code's step is spent: the next step's code (accepted as drift) signs in.
    const code = totpCode(secret, totpStep() + 1);
    const done = await call(app, 'POST', '/api/auth/second-step', { body: { challenge, code } });
    expect(done.status).toBe(200);
    expect(done.body.user.app_metadata.twoFactor).toBe(true);
    expect((await call(app, 'GET', '/api/auth/me', { token: done.body.token })).status).toBe(200);

    const replay = await call(app, 'POST', '/api/auth/second-step', { body: { challenge: (await firstStep(email)).body.secondStep.challenge, code } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('That code is not right. Check your authenticator app and try again.');
  });

  test('a recovery code signs in once', async () => {
    const { email, recoveryCodes } = await withTwoFactor();
    const challenge = (await firstStep(email)).body.secondStep.challenge;
    const used = recoveryCodes[3]!.toUpperCase();
    expect((await call(app, 'POST', '/api/auth/second-step', { body: { challenge, recoveryCode: used } })).status).toBe(200);
    const again = await call(app, 'POST', '/api/auth/second-step', { body: { challenge, recoveryCode: used } });
    expect(again.status).toBe(401);
  });

  test('no code is a 422; five wrong codes pause the step, even for the right one', async () => {
    const { email, secret } = await withTwoFactor();
    const challenge = (await firstStep(email)).body.secondStep.challenge;
    expect((await call(app, 'POST', '/api/auth/second-step', { body: { challenge } })).status).toBe(422);
    for (let i = 0; i < 5; i++) expect((await call(app, 'POST', '/api/auth/second-step', { body: { challenge, code: '000000' } })).status).toBe(401);
    const paused = await call(app, 'POST', '/api/auth/second-step', { body: { challenge, code: totpCode(secret, totpStep() + 1) } });
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  test('a lapsed or forged challenge is refused', async () => {
    const { email, recoveryCodes } = await withTwoFactor();
    const key = new TextEncoder().encode(config.jwt.secret);
    const claims = (await firstStep(email)).body.secondStep.challenge.split('.')[1];
    const sub = JSON.parse(Buffer.from(claims, 'base64url').toString()).sub;
    const lapsed = await new SignJWT({ method: 'password' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(config.jwt.issuer)
      .setAudience(`${config.jwt.audience}:second-step`)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(key);
    const res = await call(app, 'POST', '/api/auth/second-step', { body: { challenge: lapsed, recoveryCode: recoveryCodes[0] } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This sign-in took too long. Please sign in again.');
    expect(res.body.code).toBe('SIGN_IN_AGAIN');
    const forged = await new SignJWT({ method: 'password' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(config.jwt.issuer)
      .setAudience(`${config.jwt.audience}:second-step`)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await call(app, 'POST', '/api/auth/second-step', { body: { challenge: forged, recoveryCode: recoveryCodes[0] } })).status).toBe(401);
  });
});
