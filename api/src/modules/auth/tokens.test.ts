import { describe, expect, test } from 'bun:test';
import { SignJWT } from 'jose';
import { createTokenService } from './tokens';
import { waitFor } from '../../../test/helpers';

const jwt = { secret: 'unit-test-secret-unit-test-secret!!', issuer: 'castellan-api', audience: 'castellan-site', ttlSeconds: 60 };
const tokens = createTokenService(jwt);
const user = {
  id: '6b00d6d97661320a4af82870',
  email: 'p@example.com',
  user_metadata: { plan: 'plus', username: 'Knight', avatar: null, isAdmin: false },
  app_metadata: { isAdmin: false },
};
const key = new TextEncoder().encode(jwt.secret);
const SID = '6b00d6d97661320a4af82871';

describe('session tokens', () => {
  test('round-trip: the claims the site reads', async () => {
    const claims = await tokens.verify(await tokens.issue(user, SID));
    expect(claims).toMatchObject({ sub: user.id, email: user.email, user_metadata: user.user_metadata, sid: SID });
  });

  test('a token without a session id (issued before sessions existed) is refused', async () => {
    const old = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(jwt.issuer)
      .setAudience(jwt.audience)
      .setExpirationTime('1m')
      .sign(key);
    await expect(tokens.verify(old)).rejects.toThrow('Your session is not valid');
  });

  test('a second-step challenge names its user and method, and is no session token', async () => {
    const challenge = await tokens.issueSecondStep(user.id, 'discord');
    expect(await tokens.verifySecondStep(challenge)).toEqual({ userId: user.id, method: 'discord' });
    await expect(tokens.verify(challenge)).rejects.toThrow('Your session is not valid');
    await expect(tokens.verifySecondStep(await tokens.issue(user, SID))).rejects.toThrow('This sign-in is not valid');
  });

  test('an expired token is refused with its own message', async () => {
    const expired = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(jwt.issuer)
      .setAudience(jwt.audience)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    await expect(tokens.verify(expired)).rejects.toThrow('Your session has expired. Please sign in again.');
  });

  test.each([
    ['another issuer', { iss: 'someone-else', aud: jwt.audience }],
    ['another audience', { iss: jwt.issuer, aud: 'someone-else' }],
  ])('a token for %s is refused', async (_, { iss, aud }) => {
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(iss)
      .setAudience(aud)
      .setExpirationTime('1m')
      .sign(key);
    await expect(tokens.verify(foreign)).rejects.toThrow('Your session is not valid');
  });

  test('a token verified once is still refused when it expires, and a changed signature is never taken for it', async () => {
    // Two seconds, not one: `exp` is in whole seconds, so a one-second token issued late in a second could
    // expire before its first verify; this one lives one to two seconds.
    const short = createTokenService({ secret: 'x'.repeat(40), issuer: 'castellan-api', audience: 'castellan-site', ttlSeconds: 2 });
    const token = await short.issue(user, SID);
    expect((await short.verify(token)).sub).toBe(user.id);
    const [head, body, signature] = token.split('.');
    const tampered = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(short.verify(tampered)).rejects.toThrow('Your session is not valid');
    // Its expiry passing is what is tested: wait for the time it names, not a guess at it.
    const { exp } = short.known(token)!;
    await waitFor('the token to expire', () => Date.now() >= exp * 1000, 4_000, 20);
    await expect(short.verify(token)).rejects.toThrow('Your session has expired. Please sign in again.');
  });

  test('a verified token is known without a promise by its exact string (another payload under its signature is not it), and only until it expires', async () => {
    // Two seconds, not one: `exp` is in whole seconds, so a one-second token issued late in a second could
    // expire before this loaded machine verified it (seen in a loaded run); this one lives one to two seconds.
    const short = createTokenService({ secret: 'y'.repeat(40), issuer: 'castellan-api', audience: 'castellan-site', ttlSeconds: 2 });
    const token = await short.issue(user, SID);
    expect(short.known(token)).toBeUndefined();
    await short.verify(token);
    expect(short.known(token)?.sid).toBe(SID);
    // Another payload under the verified token's signature is not the string verified.
    const [head, , signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: '6b00d6d97661320a4af8ffff', sid: SID, exp: 9_999_999_999, iss: 'castellan-api', aud: 'castellan-site' })).toString('base64url')}.${signature}`;
    expect(short.known(forged)).toBeUndefined();
    await expect(short.verify(forged)).rejects.toThrow('Your session is not valid');
    const { exp } = short.known(token)!;
    // Forgotten the moment it expires, never before.
    await waitFor('the token to expire', () => (short.known(token) === undefined ? true : null), 4_000, 20);
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
  });

  test('a token without an expiry is refused', async () => {
    const forever = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(jwt.issuer)
      .setAudience(jwt.audience)
      .setIssuedAt()
      .sign(key);
    await expect(tokens.verify(forever)).rejects.toThrow('Your session is not valid');
    const foreverTicket = await new SignJWT({ bot: 'b1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(jwt.issuer)
      .setAudience(`${jwt.audience}:console`)
      .sign(key);
    await expect(tokens.verifyConsoleTicket(foreverTicket)).rejects.toThrow('This console link is not valid');
  });

  test('a token signed with another secret is refused', async () => {
    const other = createTokenService({ ...jwt, secret: 'another-secret-another-secret-another' });
    await expect(tokens.verify(await other.issue(user, SID))).rejects.toThrow('Your session is not valid');
  });

  test('an unsigned token (alg none) is refused', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: user.id, iss: jwt.issuer, aud: jwt.audience, exp: 9e9 })).toString('base64url');
    await expect(tokens.verify(`${header}.${body}.`)).rejects.toThrow('Your session is not valid');
  });
});
