/**
 * Discord sign-in end to end inside the API: the routes in-process, Discord played by the fake over real
 * HTTP (DISCORD_API_BASE), the browser's part (cookie jar, consent, following redirects) done by hand.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { decodeJwt } from 'jose';
import { call, signUp, testApp, testConfig, uniqueEmail } from '../../../../test/helpers';
import { startFakeDiscord, type FakeDiscord } from '../../../../test/fakes/discord/server';
import { s256Challenge } from '../../../../test/fakes/discord/pkce';
import { setLogLevel } from '../../../lib/logger';
import { UserModel } from '../../users/user.model';

const SITE = 'http://localhost:4321';
const CALLBACK_PAGE = `${SITE}/auth/discord/callback`;

let discord: FakeDiscord;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  discord = await startFakeDiscord();
  const config = testConfig({
    siteOrigin: SITE,
    discord: {
      clientId: discord.clientId,
      clientSecret: discord.clientSecret,
      redirectUri: `${SITE}/api/auth/login/discord/callback`,
      apiBase: discord.apiBase,
    },
  });
  app = testApp({ config });
});
afterAll(() => discord.stop());

/** GET /api/auth/login/discord as the login page calls it; returns the URL and the cookie the browser keeps. */
async function startSignIn() {
  const res = await app.handle(new Request('http://localhost/api/auth/login/discord'));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { success: true; url: string };
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('castellan_discord_oauth='))!;
  return { url: new URL(body.url), setCookie, cookie: setCookie.split(';')[0]! };
}

/** The browser following Discord's redirect back to our callback (through the site, same origin). */
async function followToCallback(location: string, cookie: string | null) {
  const url = new URL(location);
  const res = await app.handle(new Request(`http://localhost${url.pathname}${url.search}`, { headers: cookie ? { cookie } : {} }));
  const to = res.headers.get('location') ?? '';
  return {
    status: res.status,
    location: to,
    cacheControl: res.headers.get('cache-control'),
    fragment: new URLSearchParams(new URL(to).hash.slice(1)),
    setCookies: res.headers.getSetCookie(),
  };
}

/** The whole popup journey for `userId`: start, consent (or cancel), back to our callback. */
async function signInAs(userId: string, { deny = false } = {}) {
  const { url, cookie } = await startSignIn();
  return followToCallback(discord.authorize(url, userId, { deny }), cookie);
}

const tokenRequests = () => discord.requests.filter((r) => r.path.endsWith('/oauth2/token')).length;

describe('GET /api/auth/login/discord', () => {
  test("answers Discord's authorization URL with state, PKCE S256 and the identify and email scopes", async () => {
    const { url } = await startSignIn();
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: discord.clientId,
      redirect_uri: `${SITE}/api/auth/login/discord/callback`,
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      scope: 'identify email',
    });
  });

  test('binds state and verifier to the browser: an HttpOnly, Lax, 10-minute cookie scoped to the callback', async () => {
    const { url, setCookie, cookie } = await startSignIn();
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/api/auth/login/discord/callback');
    expect(setCookie).toContain('Max-Age=600');
    const [state, verifier] = cookie.split('=')[1]!.split('.');
    expect(state).toBe(url.searchParams.get('state')!);
    expect(s256Challenge(verifier!)).toBe(url.searchParams.get('code_challenge')!);
  });

  test('each start is a new state', async () => {
    const [a, b] = await Promise.all([startSignIn(), startSignIn()]);
    expect(a.url.searchParams.get('state')).not.toBe(b.url.searchParams.get('state'));
  });
});

describe('GET /api/auth/login/discord/callback', () => {
  test('a new Discord user gets a new account without a password, is signed in and sent back with our token', async () => {
    const player = discord.addUser({ username: 'newcomer', email: uniqueEmail('Discord') });
    const back = await signInAs(player.id);
    expect(back.status).toBe(302);
    expect(back.location).toStartWith(`${CALLBACK_PAGE}#access_token=`);
    expect(back.cacheControl).toBe('no-store');
    const token = back.fragment.get('access_token')!;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      email: player.email!.toLowerCase(),
      user_metadata: { plan: 'starter', username: 'newcomer', avatar: `https://cdn.discordapp.com/avatars/${player.id}/${player.avatar}.png`, isAdmin: false },
    });
    // Signed in like POST /api/auth/login: the session cookie, and the one-time cookie spent.
    expect(back.setCookies.find((c) => c.startsWith('castellan_session='))).toContain(`castellan_session=${token}`);
    expect(back.setCookies.find((c) => c.startsWith('castellan_discord_oauth='))).toMatch(
      /^castellan_discord_oauth=; Max-Age=0; Path=\/api\/auth\/login\/discord\/callback/,
    );

    const stored = await UserModel.findById(claims.sub);
    expect(stored).toMatchObject({ discordId: player.id, passwordHash: null, email: player.email!.toLowerCase() });
    expect(stored!.lastSignInAt).toBeInstanceOf(Date);
    const me = await call(app, 'GET', '/api/auth/me', { token });
    expect(me.body.user.app_metadata).toEqual({ isAdmin: false, providers: ['discord'], emailVerified: true, twoFactor: false });
  });

  test('the same Discord user signs in to the same account next time', async () => {
    const player = discord.addUser();
    const first = decodeJwt((await signInAs(player.id)).fragment.get('access_token')!);
    const second = decodeJwt((await signInAs(player.id)).fragment.get('access_token')!);
    expect(second.sub).toBe(first.sub!);
    expect(await UserModel.countDocuments({ discordId: player.id })).toBe(1);
  });

  test('a verified Discord e-mail links the existing account and keeps its avatar', async () => {
    const { email, user } = await signUp(app);
    await UserModel.updateOne({ _id: user.id }, { $set: { avatar: 'https://img.example/mine.png' } });
    const player = discord.addUser({ email: email.toUpperCase(), verified: true });
    const back = await signInAs(player.id);
    expect(decodeJwt(back.fragment.get('access_token')!).sub).toBe(user.id);
    const stored = await UserModel.findById(user.id);
    expect(stored).toMatchObject({ discordId: player.id, avatar: 'https://img.example/mine.png', username: player.username });
    expect(stored!.passwordHash).toStartWith('$argon2id$');
    expect(await UserModel.countDocuments({ email })).toBe(1);
    const me = await call(app, 'GET', '/api/auth/me', { token: back.fragment.get('access_token')! });
    expect(me.body.user.app_metadata.providers).toEqual(['email', 'discord']);
  });

  test('an unverified Discord e-mail never reaches an existing account, nor creates one', async () => {
    const { email, user } = await signUp(app);
    const impostor = discord.addUser({ email, verified: false });
    const back = await signInAs(impostor.id);
    expect(back.location).toBe(`${CALLBACK_PAGE}#error=email_unverified`);
    expect(back.setCookies.some((c) => c.startsWith('castellan_session='))).toBe(false);
    expect((await UserModel.findById(user.id))!.discordId).toBeNull();

    const stranger = discord.addUser({ email: uniqueEmail(), verified: false });
    expect((await signInAs(stranger.id)).location).toBe(`${CALLBACK_PAGE}#error=email_unverified`);
    expect(await UserModel.countDocuments({ email: stranger.email })).toBe(0);
  });

  test('a Discord account without an e-mail cannot sign up', async () => {
    const phoneOnly = discord.addUser({ email: null, verified: false });
    expect((await signInAs(phoneOnly.id)).location).toBe(`${CALLBACK_PAGE}#error=email_missing`);
  });

  test('an account already linked to another Discord account is not taken over by a second one', async () => {
    const email = uniqueEmail();
    const first = discord.addUser({ email });
    await signInAs(first.id);
    const second = discord.addUser({ email });
    expect((await signInAs(second.id)).location).toBe(`${CALLBACK_PAGE}#error=account_conflict`);
    expect((await UserModel.findOne({ email }))!.discordId).toBe(first.id);
  });

  test('cancelled consent comes back as #error=access_denied and never asks Discord for a token', async () => {
    const before = tokenRequests();
    const back = await signInAs('anyone', { deny: true });
    expect(back.status).toBe(302);
    expect(back.location).toBe(`${CALLBACK_PAGE}#error=access_denied`);
    expect(tokenRequests()).toBe(before);
  });

  test('a state that does not match the cookie, or no cookie, is invalid_state: no exchange, no user', async () => {
    const player = discord.addUser();
    const before = tokenRequests();
    const { url } = await startSignIn();
    const location = discord.authorize(url, player.id);
    const other = await startSignIn(); // another authorization's cookie: a different state
    expect((await followToCallback(location, other.cookie)).location).toBe(`${CALLBACK_PAGE}#error=invalid_state`);
    expect((await followToCallback(location, null)).location).toBe(`${CALLBACK_PAGE}#error=invalid_state`);
    const tampered = new URL(location);
    tampered.searchParams.set('state', 'x'.repeat(43));
    expect((await followToCallback(tampered.href, (await startSignIn()).cookie)).location).toBe(`${CALLBACK_PAGE}#error=invalid_state`);
    expect(tokenRequests()).toBe(before);
    expect(await UserModel.countDocuments({ discordId: player.id })).toBe(0);
  });

  test('a replayed callback fails at Discord (invalid_grant) and signs no one in', async () => {
    const player = discord.addUser();
    const { url, cookie } = await startSignIn();
    const location = discord.authorize(url, player.id);
    expect((await followToCallback(location, cookie)).fragment.has('access_token')).toBe(true);
    // The same URL and the same cookie again (a copied callback URL, a double submit).
    const replay = await followToCallback(location, cookie);
    expect(replay.location).toBe(`${CALLBACK_PAGE}#error=exchange_failed`);
    expect(replay.setCookies.some((c) => c.startsWith('castellan_session='))).toBe(false);
  });

  test('a callback without a code is missing_code; a strange provider error is not echoed', async () => {
    const { url, cookie } = await startSignIn();
    const state = url.searchParams.get('state')!;
    expect((await followToCallback(`${SITE}/api/auth/login/discord/callback?state=${state}`, cookie)).location).toBe(`${CALLBACK_PAGE}#error=missing_code`);
    const odd = await followToCallback(`${SITE}/api/auth/login/discord/callback?error=%3Cscript%3E`, null);
    expect(odd.location).toBe(`${CALLBACK_PAGE}#error=provider_error`);
  });

  test('two callbacks at once for one new Discord user make one account', async () => {
    const player = discord.addUser();
    const results = await Promise.all([signInAs(player.id), signInAs(player.id)]);
    const subs = results.map((r) => decodeJwt(r.fragment.get('access_token')!).sub);
    expect(subs[0]).toBe(subs[1]!);
    expect(await UserModel.countDocuments({ discordId: player.id })).toBe(1);
  });

  test("never logs a code, Discord's token or our token", async () => {
    const lines: string[] = [];
    const original = { log: console.log, error: console.error };
    console.log = console.error = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    setLogLevel('debug');
    try {
      const player = discord.addUser();
      const { url, cookie } = await startSignIn();
      const location = discord.authorize(url, player.id);
      const ok = await followToCallback(location, cookie);
      await followToCallback(location, cookie); // the replay logs a refusal
      const secrets = [new URL(location).searchParams.get('code')!, ok.fragment.get('access_token')!, cookie.split('=')[1]!];
      const issuedByDiscord = discord.requests.filter((r) => r.path.endsWith('/users/@me')).map((r) => r.headers.authorization!.slice(7));
      expect(lines.length).toBeGreaterThan(0);
      for (const secret of [...secrets, ...issuedByDiscord]) expect(lines.join('\n')).not.toContain(secret);
    } finally {
      Object.assign(console, original);
      setLogLevel('error');
    }
  });
});

describe('without Discord configuration', () => {
  const unconfigured = testApp({ config: testConfig({ siteOrigin: SITE, discord: null }) });

  test('the start is a 503 saying so, in the one error shape', async () => {
    const res = await call(unconfigured, 'GET', '/api/auth/login/discord');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Discord authentication currently unavailable: Discord sign-in is not configured.',
    });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  test('a callback still lands on the site, with temporarily_unavailable', async () => {
    const res = await unconfigured.handle(new Request('http://localhost/api/auth/login/discord/callback?code=abc&state=def'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${CALLBACK_PAGE}#error=temporarily_unavailable`);
  });
});
