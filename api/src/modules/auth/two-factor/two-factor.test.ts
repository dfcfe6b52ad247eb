/**
 * Two-factor settings routes and the second-step check, on the test database and engine. Users sign up
 * through the real app (testApp); our routes sit on an app of their own, as app.ts mounts them, behind
 * the auth macro with a session check that only reads the token's user (the session rules are auth's to
 * test), and with a clock the tests move (a fresh 30 s step on demand, instead of waiting for one).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { createSealer } from '../../../lib/crypto';
import { bodyPlugin } from '../../../lib/body';
import { createEngine, keyValueBucket } from '../../../lib/engine';
import { createEngineLock } from '../../../lib/engine-lock';
import { UnauthorizedError } from '../../../lib/errors';
import { httpPlugin } from '../../../lib/http';
import { SharedCounter } from '../../../lib/shared-counter';
import { call as callApp, ownCounters, signUp as signUpIn, testApp, testConfig, type TestApp } from '../../../../test/helpers';
import { ActivityModel } from '../activity/activity.model';
import type { AuthService } from '../service';
import { THROTTLE_KEEP_MS } from '../throttle';
import { createTokenService } from '../tokens';
import { UserModel } from '../../users/user.model';
import { hashRecoveryCode } from './recovery';
import { twoFactorRoutes } from './routes';
import { createTwoFactorService, TWO_FACTOR_ATTEMPTS, WRONG_CODE } from './service';
import { totpCode, totpStep, TOTP_STEP_SECONDS } from './totp';

const config = testConfig();
const engine = createEngine(config.natsUrl, 'two-factor-test');
const platform = testApp({ engine });
const tokens = createTokenService(config.jwt);
async function signedInByToken(token: string) {
  const claims = await tokens.verify(token);
  const user = await UserModel.findById(claims.sub);
  if (!user) throw new UnauthorizedError();
  return { user, credential: `session:${claims.sid}` };
}
const sessionCheck = {
  signedInByToken,
  userForToken: async (token: string) => (await signedInByToken(token)).user,
  present: () => ({}),
} as unknown as AuthService;

let clock = Date.now();
/** Moves the clock to the next time step, so a new app code exists. */
const nextStep = () => (clock += TOTP_STEP_SECONDS * 1000);
const attemptsName = `${ownCounters()}.two-factor`;
/** The service as one API instance builds it: its own lock queue and counter, over the shared engine. */
const instance = () =>
  createTwoFactorService({
    sealer: createSealer(config.encryptionKey),
    attempts: new SharedCounter(keyValueBucket(engine, 'throttle', THROTTLE_KEEP_MS), attemptsName, TWO_FACTOR_ATTEMPTS.limit, TWO_FACTOR_ATTEMPTS.windowMs),
    perUser: createEngineLock(keyValueBucket(engine, 'locks', 30_000)),
    now: () => clock,
  });
const twoFactor = instance();
/** A second API instance's service (FerretDB's conditional updates alone would let both pass: the engine lock decides). */
const otherInstance = instance();
const app = new Elysia()
  .use(httpPlugin)
  .use(bodyPlugin())
  .use(twoFactorRoutes({ auth: sessionCheck, twoFactor, trustedProxies: [] })) as unknown as TestApp;

afterAll(() => engine.close());

const call = (method: string, path: string, options?: Parameters<typeof callApp>[3]) => callApp(app, method, path, options);
const signUp = () => signUpIn(platform);
const codeNow = (secret: string) => totpCode(secret, totpStep(clock));
/** Six digits that are none of the codes the drift window accepts now. */
function wrongCode(secret: string): string {
  const accepted = [-1, 0, 1].map((d) => totpCode(secret, totpStep(clock) + d));
  let n = Number(accepted[1]);
  do n = (n + 1) % 1_000_000;
  while (accepted.includes(String(n).padStart(6, '0')));
  return String(n).padStart(6, '0');
}

/** A user with two-factor on: their token, secret, recovery codes and id. */
async function enabledUser() {
  const { token, user, password } = await signUp();
  const setup = await call('POST', '/api/auth/2fa/setup', { token });
  expect(setup.status).toBe(200);
  const enable = await call('POST', '/api/auth/2fa/enable', { token, body: { code: codeNow(setup.body.secret) } });
  expect(enable.status).toBe(200);
  return { token, password, id: user.id as string, secret: setup.body.secret as string, recoveryCodes: enable.body.recoveryCodes as string[] };
}

describe('setting up two-factor sign-in', () => {
  test('setup → enable with the right code: recovery codes shown once, stored hashed, secret sealed', async () => {
    const { token, user, email } = await signUp();
    expect((await call('GET', '/api/auth/2fa', { token })).body).toEqual({ success: true, enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await call('POST', '/api/auth/2fa/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toBe(
      `otpauth://totp/Castellan:${encodeURIComponent(email)}?secret=${setup.body.secret}&issuer=Castellan&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.body.qrCode).toStartWith('data:image/svg+xml;base64,');
    // Set up is not on: sign-in would not ask yet.
    expect((await call('GET', '/api/auth/2fa', { token })).body.enabled).toBe(false);
    let stored = await UserModel.findById(user.id).lean();
    expect(stored!.twoFactor!.pendingSecret).toStartWith('v1.');
    expect(JSON.stringify(stored)).not.toContain(setup.body.secret);

    const enable = await call('POST', '/api/auth/2fa/enable', { token, body: { code: codeNow(setup.body.secret) } });
    expect(enable.status).toBe(200);
    expect(enable.body.recoveryCodes).toHaveLength(10);
    expect(enable.body.message).toContain('will not be shown again');

    stored = await UserModel.findById(user.id).lean();
    const tf = stored!.twoFactor!;
    expect(tf.pendingSecret).toBeNull();
    expect(tf.secret).toStartWith('v1.');
    expect(tf.lastStep).toBe(totpStep(clock));
    expect(tf.recoveryCodes).toEqual(enable.body.recoveryCodes.map(hashRecoveryCode));
    const raw = JSON.stringify(stored);
    expect(raw).not.toContain(setup.body.secret);
    for (const code of enable.body.recoveryCodes) expect(raw).not.toContain(code);

    const status = (await call('GET', '/api/auth/2fa', { token })).body;
    expect(status).toMatchObject({ success: true, enabled: true, recoveryCodesLeft: 10 });
    expect(new Date(status.enabledAt).getTime()).toBeCloseTo(clock, -3);
    expect(await ActivityModel.countDocuments({ userId: user.id, kind: 'two-factor-enabled' })).toBe(1);

    // Shown once: nothing answers the codes again, and a second setup is refused while on.
    expect(JSON.stringify((await call('GET', '/api/auth/2fa', { token })).body)).not.toContain(enable.body.recoveryCodes[0]);
    const again = await call('POST', '/api/auth/2fa/setup', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already on');
    expect((await call('POST', '/api/auth/2fa/enable', { token, body: { code: codeNow(setup.body.secret) } })).status).toBe(409);
  });

  test('a wrong first code is a 422 that says what to do, and nothing is turned on', async () => {
    const { token, user } = await signUp();
    const setup = await call('POST', '/api/auth/2fa/setup', { token });
    const res = await call('POST', '/api/auth/2fa/enable', { token, body: { code: wrongCode(setup.body.secret) } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: WRONG_CODE });
    expect((await UserModel.findById(user.id).lean())!.twoFactor!.enabledAt).toBeNull();
    // A code for the old secret stops working when setup starts again.
    const restarted = await call('POST', '/api/auth/2fa/setup', { token });
    expect(restarted.body.secret).not.toBe(setup.body.secret);
    expect((await call('POST', '/api/auth/2fa/enable', { token, body: { code: codeNow(setup.body.secret) } })).status).toBe(422);
    expect((await call('POST', '/api/auth/2fa/enable', { token, body: { code: codeNow(restarted.body.secret) } })).status).toBe(200);
  });

  test('enable without a setup is a 409; bad bodies are 422; signed out is 401', async () => {
    const { token } = await signUp();
    expect((await call('POST', '/api/auth/2fa/enable', { token, body: { code: '123456' } })).status).toBe(409);
    expect((await call('POST', '/api/auth/2fa/enable', { token, body: {} })).status).toBe(422);
    expect((await call('POST', '/api/auth/2fa/enable', { token, body: { code: '1'.repeat(17) } })).status).toBe(422);
    expect((await call('POST', '/api/auth/2fa/disable', { token, body: { password: 'x'.repeat(1000) } })).status).toBe(422);
    for (const [method, path] of [
      ['GET', '/api/auth/2fa'],
      ['POST', '/api/auth/2fa/setup'],
      ['POST', '/api/auth/2fa/enable'],
      ['POST', '/api/auth/2fa/disable'],
      ['POST', '/api/auth/2fa/recovery-codes'],
    ] as const) {
      const res = await call(method, path, method === 'POST' ? { body: { code: '123456' } } : {});
      expect([path, res.status]).toEqual([path, 401]);
    }
  });

  test("another user's two-factor state is untouched, and their codes do not work here", async () => {
    const other = await signUp();
    const me = await enabledUser();
    const otherSetup = await call('POST', '/api/auth/2fa/setup', { token: other.token });
    expect((await UserModel.findById(me.id).lean())!.twoFactor!.enabledAt).not.toBeNull();
    // My code does not enable their setup; their state stays pending, mine stays on.
    nextStep();
    expect((await call('POST', '/api/auth/2fa/enable', { token: other.token, body: { code: codeNow(me.secret) } })).status).toBe(422);
    expect((await call('GET', '/api/auth/2fa', { token: other.token })).body.enabled).toBe(false);
    expect((await twoFactor.verifySecondFactor(other.user.id, { code: codeNow(me.secret) }, 'ip')).ok).toBe(false);
    expect((await twoFactor.verifySecondFactor(other.user.id, { recoveryCode: me.recoveryCodes[0] }, 'ip')).ok).toBe(false);
    expect((await twoFactor.verifySecondFactor(me.id, { code: codeNow(otherSetup.body.secret) }, 'ip')).ok).toBe(false);
    expect((await call('GET', '/api/auth/2fa', { token: me.token })).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });
});

describe('the second sign-in step (verifySecondFactor)', () => {
  test('an app code works once: the enabling code and a used code are refused, a newer one passes', async () => {
    const me = await enabledUser();
    // The code that turned it on cannot sign in (same step).
    expect(await twoFactor.verifySecondFactor(me.id, { code: codeNow(me.secret) }, 'ip')).toEqual({ ok: false });
    nextStep();
    const code = codeNow(me.secret);
    expect(await twoFactor.verifySecondFactor(me.id, { code }, 'ip')).toEqual({ ok: true, recoveryCodesLeft: 10 });
    expect(await twoFactor.verifySecondFactor(me.id, { code }, 'ip')).toEqual({ ok: false });
    // An older step than the one used is refused too, even within the drift window.
    expect(await twoFactor.verifySecondFactor(me.id, { code: totpCode(me.secret, totpStep(clock) - 1) }, 'ip')).toEqual({ ok: false });
    // A phone 30 s ahead is accepted.
    expect(await twoFactor.verifySecondFactor(me.id, { code: totpCode(me.secret, totpStep(clock) + 1) }, 'ip')).toMatchObject({ ok: true });
  });

  /**
   * Ten requests with one proof through both instances: each ends 'ok', 'refused' (not ok), or 'paused' (the
   * wrong-code limit: a used code counts as wrong, and five wrong ones pause the user).
   */
  async function tenAtOnce(userId: string, proof: { code?: string; recoveryCode?: string }): Promise<string[]> {
    const settled = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => (i % 2 ? otherInstance : twoFactor).verifySecondFactor(userId, proof, 'ip')));
    return settled.map((r) => {
      if (r.status === 'fulfilled') return r.value.ok ? 'ok' : 'refused';
      expect(r.reason).toMatchObject({ status: 429 });
      return 'paused';
    });
  }

  test('one code brought by ten requests at once, through two instances, passes exactly once', async () => {
    const me = await enabledUser();
    nextStep();
    const code = codeNow(me.secret);
    const results = await tenAtOnce(me.id, { code });
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
  });

  test('one recovery code brought by ten requests at once passes exactly once, and one code is gone', async () => {
    const me = await enabledUser();
    const code = me.recoveryCodes[3]!;
    const results = await tenAtOnce(me.id, { recoveryCode: code });
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect((await UserModel.findById(me.id).lean())!.twoFactor!.recoveryCodes).toHaveLength(9);
  });

  test('a recovery code works once, in any typed form, is logged, and counts down', async () => {
    const me = await enabledUser();
    const [first, second] = me.recoveryCodes;
    expect(await twoFactor.verifySecondFactor(me.id, { recoveryCode: first!.toUpperCase().replace('-', ' ') }, '203.0.113.9')).toEqual({
      ok: true,
      recoveryCodesLeft: 9,
    });
    expect(await twoFactor.verifySecondFactor(me.id, { recoveryCode: first! }, 'ip')).toEqual({ ok: false });
    expect((await UserModel.findById(me.id).lean())!.twoFactor!.recoveryCodes).not.toContain(hashRecoveryCode(first!));
    const entry = await ActivityModel.findOne({ userId: me.id, kind: 'recovery-code-used' }).lean();
    expect(entry).toMatchObject({ ip: '203.0.113.9', detail: '9 left' });
    // Typed into the code box, it is still a recovery code; two at once: one passes.
    const both = await Promise.all([
      twoFactor.verifySecondFactor(me.id, { code: second! }, 'ip'),
      otherInstance.verifySecondFactor(me.id, { code: second! }, 'ip'),
    ]);
    expect(both.filter((r) => r.ok)).toEqual([{ ok: true, recoveryCodesLeft: 8 }]);
    expect((await call('GET', '/api/auth/2fa', { token: me.token })).body.recoveryCodesLeft).toBe(8);
  });

  test('no two-factor, an unknown user, or no proof: not ok', async () => {
    const { user } = await signUp();
    expect(await twoFactor.verifySecondFactor(user.id, { code: '123456' }, 'ip')).toEqual({ ok: false });
    expect(await twoFactor.verifySecondFactor('0123456789abcdef01234567', { code: '123456' }, 'ip')).toEqual({ ok: false });
    expect(await twoFactor.verifySecondFactor('not-an-id', { code: '123456' }, 'ip')).toEqual({ ok: false });
    const me = await enabledUser();
    expect(await twoFactor.verifySecondFactor(me.id, {}, 'ip')).toEqual({ ok: false });
  });
});

describe('turning it off and renewing recovery codes', () => {
  test('disable needs the right password or a code; each proof works', async () => {
    const byPassword = await enabledUser();
    expect((await call('POST', '/api/auth/2fa/disable', { token: byPassword.token, body: {} })).status).toBe(422);
    const wrong = await call('POST', '/api/auth/2fa/disable', { token: byPassword.token, body: { password: 'not my password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('That password is not right.');
    expect((await call('GET', '/api/auth/2fa', { token: byPassword.token })).body.enabled).toBe(true);
    const off = await call('POST', '/api/auth/2fa/disable', { token: byPassword.token, body: { password: byPassword.password } });
    expect(off.body).toMatchObject({ success: true, message: 'Two-factor sign-in is off.' });
    expect((await UserModel.findById(byPassword.id).lean())!.twoFactor).toBeNull();
    expect(await ActivityModel.countDocuments({ userId: byPassword.id, kind: 'two-factor-disabled' })).toBe(1);
    expect((await call('POST', '/api/auth/2fa/disable', { token: byPassword.token, body: { password: byPassword.password } })).status).toBe(409);

    const byCode = await enabledUser();
    // The code that enabled it was used: it cannot turn it off.
    expect((await call('POST', '/api/auth/2fa/disable', { token: byCode.token, body: { code: codeNow(byCode.secret) } })).status).toBe(422);
    nextStep();
    expect((await call('POST', '/api/auth/2fa/disable', { token: byCode.token, body: { code: codeNow(byCode.secret) } })).status).toBe(200);

    const byRecovery = await enabledUser();
    expect((await call('POST', '/api/auth/2fa/disable', { token: byRecovery.token, body: { code: 'aaaaa-aaaaa' } })).status).toBe(422);
    expect((await call('POST', '/api/auth/2fa/disable', { token: byRecovery.token, body: { code: byRecovery.recoveryCodes[3] } })).status).toBe(200);
    expect((await call('GET', '/api/auth/2fa', { token: byRecovery.token })).body.enabled).toBe(false);
  });

  test('a user without a password (Discord only) must use a code', async () => {
    const me = await enabledUser();
    await UserModel.updateOne({ _id: me.id }, { $set: { passwordHash: null } });
    const res = await call('POST', '/api/auth/2fa/disable', { token: me.token, body: { password: me.password } });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('no password');
    nextStep();
    expect((await call('POST', '/api/auth/2fa/disable', { token: me.token, body: { code: codeNow(me.secret) } })).status).toBe(200);
  });

  test('renewing recovery codes needs a current app code; the old codes stop working', async () => {
    const me = await enabledUser();
    expect((await call('POST', '/api/auth/2fa/recovery-codes', { token: me.token, body: { code: me.recoveryCodes[0] } })).status).toBe(422);
    nextStep();
    const renewed = await call('POST', '/api/auth/2fa/recovery-codes', { token: me.token, body: { code: codeNow(me.secret) } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(me.recoveryCodes[0]);
    expect(await twoFactor.verifySecondFactor(me.id, { recoveryCode: me.recoveryCodes[1]! }, 'ip')).toEqual({ ok: false });
    expect(await twoFactor.verifySecondFactor(me.id, { recoveryCode: renewed.body.recoveryCodes[0] }, 'ip')).toEqual({ ok: true, recoveryCodesLeft: 9 });
    expect(await ActivityModel.countDocuments({ userId: me.id, kind: 'recovery-codes-renewed' })).toBe(1);
    // The code used to renew cannot be used again.
    expect((await call('POST', '/api/auth/2fa/recovery-codes', { token: me.token, body: { code: codeNow(me.secret) } })).status).toBe(422);
    const off = await signUp();
    expect((await call('POST', '/api/auth/2fa/recovery-codes', { token: off.token, body: { code: '123456' } })).status).toBe(409);
  });
});

describe('throttle', () => {
  test('after 5 wrong codes (on any instance) the user gets a 429, even with the right code, and others do not', async () => {
    const me = await enabledUser();
    const other = await enabledUser();
    nextStep();
    for (let i = 0; i < 3; i++)
      expect((await call('POST', '/api/auth/2fa/recovery-codes', { token: me.token, body: { code: wrongCode(me.secret) } })).status).toBe(422);
    expect(await otherInstance.verifySecondFactor(me.id, { code: wrongCode(me.secret) }, 'ip')).toEqual({ ok: false });
    expect((await call('POST', '/api/auth/2fa/disable', { token: me.token, body: { password: 'wrong password' } })).status).toBe(422);
    const blocked = await call('POST', '/api/auth/2fa/recovery-codes', { token: me.token, body: { code: codeNow(me.secret) } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(blocked.body.message).toMatch(/^Too many wrong codes\. Please wait 10 minutes and try again\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
    // The sign-in step shares the counter, on every instance: blocked too, and the code stays unused.
    const refused = await otherInstance.verifySecondFactor(me.id, { code: codeNow(me.secret) }, 'ip').catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect((await UserModel.findById(me.id).lean())!.twoFactor!.lastStep).toBeLessThan(totpStep(clock));
    // Another user is not affected.
    expect((await twoFactor.verifySecondFactor(other.id, { code: codeNow(other.secret) }, 'ip')).ok).toBe(true);
  });

  test('right codes are given back: four wrong, then right ones, never block', async () => {
    const me = await enabledUser();
    for (let i = 0; i < 4; i++) expect((await twoFactor.verifySecondFactor(me.id, { code: wrongCode(me.secret) }, 'ip')).ok).toBe(false);
    for (let i = 0; i < 3; i++) {
      nextStep();
      expect((await twoFactor.verifySecondFactor(me.id, { code: codeNow(me.secret) }, 'ip')).ok).toBe(true);
    }
  });
});
