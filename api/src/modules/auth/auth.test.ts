import { describe, expect, test } from 'bun:test';
import { decodeJwt } from 'jose';
import { call, signUp, testApp, testConfig, uniqueEmail, ownCounters } from '../../../test/helpers';
import { createApp } from '../../app';
import { UserModel } from '../users/user.model';

const app = testApp();

describe('POST /api/auth/register', () => {
  test('answers 202 with where the link went; no session and no account until the link is opened', async () => {
    const email = uniqueEmail();
    const res = await call(app, 'POST', '/api/auth/register', { body: { email: `  ${email.toUpperCase()} `.trim(), password: 'long enough' } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, message: `Check your inbox: we sent a link to ${email}. Open it to finish creating your account.` });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await UserModel.countDocuments({ email })).toBe(0);
  });

  test('stores an argon2id hash, never the password', async () => {
    const { email } = await signUp(app, uniqueEmail(), 'plain text pw');
    const stored = await UserModel.collection.findOne({ email });
    expect(stored?.passwordHash).toStartWith('$argon2id$');
    expect(JSON.stringify(stored)).not.toContain('plain text pw');
  });

  test.each([
    [{ email: 'not-an-email', password: 'long enough' }, 'Please enter a valid e-mail address.'],
    [{ email: uniqueEmail(), password: 'short' }, 'Password must be between 8 and 128 characters.'],
    [{ email: uniqueEmail(), password: 'x'.repeat(129) }, 'Password must be between 8 and 128 characters.'],
    [{ password: 'long enough' }, 'Please enter a valid e-mail address.'],
  ])('refuses bad input %j with 422 and a readable message', async (body, message) => {
    const res = await call(app, 'POST', '/api/auth/register', { body });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    expect(res.body.requestId).toBeString();
  });

  test.each(['password', 'Password1', 'qwertyuiop', '12345678', 'iloveyou'])('refuses the common password %j with 422 and creates nobody', async (password) => {
    const email = uniqueEmail('common');
    const res = await call(app, 'POST', '/api/auth/register', { body: { email, password } });
    expect(res.status).toBe(422);
    // The field is named beside the message, for the form to show it under the field (not in the words).
    expect(res.body.message).toBe('This password is one of the most common ones, which attackers try first. Please choose another.');
    expect(res.body.field).toBe('password');
    expect(await UserModel.countDocuments({ email })).toBe(0);
  });

  test('a malformed JSON body is a 400 and writes nothing', async () => {
    const before = await UserModel.countDocuments();
    const res = await call(app, 'POST', '/api/auth/register', { body: '{"email": "a@b.c",' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
    expect(await UserModel.countDocuments()).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  test('signs in with the right password, any e-mail case', async () => {
    const { email, password, user } = await signUp(app);
    const res = await call(app, 'POST', '/api/auth/login', { body: { email: email.toUpperCase(), password } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Welcome back!', user: { id: user.id, email } });
    expect(res.headers.get('set-cookie')).toContain('castellan_session=');
    const stored = await UserModel.findById(user.id);
    expect(stored?.lastSignInAt).toBeInstanceOf(Date);
  });

  test('a wrong password and an unknown e-mail get the same 401', async () => {
    const { email } = await signUp(app);
    const wrong = await call(app, 'POST', '/api/auth/login', { body: { email, password: 'wrong password' } });
    const unknown = await call(app, 'POST', '/api/auth/login', { body: { email: uniqueEmail('ghost'), password: 'whatever1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid e-mail or password.');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  test('an empty password is a 422', async () => {
    const res = await call(app, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: '' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please enter your password.');
  });

  test('registrations from one address are throttled', async () => {
    const throttled = createApp({
      throttleNamespace: ownCounters(),
      config: testConfig(),
      throttle: { failuresPerUser: 100, failuresPerAddress: 100, failureWindowMs: 60_000, registrationsPerAddress: 2, registrationWindowMs: 60_000 },
    });
    await signUp(throttled);
    await signUp(throttled);
    const third = await call(throttled, 'POST', '/api/auth/register', { body: { email: uniqueEmail(), password: 'long enough' } });
    expect(third.status).toBe(429);
  });
});

describe('GET /api/auth/me', () => {
  test('returns the user for a bearer token', async () => {
    const { token, user } = await signUp(app);
    const res = await call(app, 'GET', '/api/auth/me', { token });
    expect(res.status).toBe(200);
    // signUp verified the address after registering.
    expect(res.body).toEqual({ success: true, user: { ...user, app_metadata: { ...user.app_metadata, emailVerified: true } } });
  });

  test('returns the user for the session cookie', async () => {
    const { token, user } = await signUp(app);
    const res = await call(app, 'GET', '/api/auth/me', { headers: { cookie: `castellan_session=${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });

  test('signed out is a 401 in the error shape', async () => {
    const res = await call(app, 'GET', '/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
  });

  test('a tampered token is a 401', async () => {
    const { token } = await signUp(app);
    const [h, p, s] = token.split('.');
    const forged = JSON.parse(Buffer.from(p!, 'base64url').toString());
    forged.user_metadata.isAdmin = true;
    const res = await call(app, 'GET', '/api/auth/me', {
      token: `${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${s}`,
    });
    expect(res.status).toBe(401);
  });

  test("a deleted user's token stops working", async () => {
    const { token, user } = await signUp(app);
    await UserModel.deleteOne({ _id: user.id });
    expect((await call(app, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });
});

describe('admins and token claims', () => {
  test('users listed in ADMIN_EMAILS (verified) are admins in both metadata and in the token', async () => {
    const email = uniqueEmail('admin');
    const adminApp = testApp({ config: testConfig({ adminEmails: [email] }) });
    await signUp(adminApp, email); // verified once registered (credentials/verification.test.ts: not before)
    const { token, user } = (await call(adminApp, 'POST', '/api/auth/login', { body: { email, password: 'correct horse' } })).body;
    expect(user.user_metadata.isAdmin).toBe(true);
    expect(user.app_metadata.isAdmin).toBe(true);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: user.id,
      email,
      iss: 'castellan-api',
      aud: 'castellan-site',
      user_metadata: { plan: 'starter', isAdmin: true },
    });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
  });
});

describe('POST /api/auth/logout', () => {
  test('clears the session cookie', async () => {
    const res = await call(app, 'POST', '/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Signed out' });
    expect(res.headers.get('set-cookie')).toMatch(/castellan_session=; Max-Age=0; Path=\/api/);
  });
});
