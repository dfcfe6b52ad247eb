/** The Discord fake over real HTTP: each answer must have Discord's status code and body shape. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Discord, generateCodeVerifier, generateState } from 'arctic';
import { s256Challenge } from './pkce';
import { startFakeDiscord, type FakeDiscord } from './server';

const REDIRECT_URI = 'https://castellan.example/api/auth/login/discord/callback';

let discord: FakeDiscord;
beforeAll(async () => {
  discord = await startFakeDiscord();
});
afterAll(() => discord.stop());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** An authorize URL exactly as our API builds it (Arctic: PKCE S256, scopes identify and email). */
function authorizeUrl(fake = discord, verifier = generateCodeVerifier(), scopes = ['identify', 'email']) {
  const url = new Discord(fake.clientId, fake.clientSecret, REDIRECT_URI).createAuthorizationURL(generateState(), verifier, scopes);
  return { url, verifier };
}

/** A fresh code for a fresh user, and the verifier that goes with it. */
function consentedCode(fake = discord, scopes?: string[]) {
  const user = fake.addUser();
  const { url, verifier } = authorizeUrl(fake, generateCodeVerifier(), scopes);
  const code = new URL(fake.authorize(url, user.id)).searchParams.get('code')!;
  return { user, code, verifier };
}

function exchange(
  fields: Record<string, string>,
  { auth = basic(discord.clientId, discord.clientSecret), contentType = 'application/x-www-form-urlencoded', fake = discord } = {},
) {
  return fetch(`${fake.apiBase}/oauth2/token`, {
    method: 'POST',
    headers: { ...(auth && { authorization: auth }), 'content-type': contentType, accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
}

const codeGrant = (code: string, verifier: string) => ({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier });

function me(token: string | null, fake = discord, path = '/users/@me') {
  return fetch(`${fake.apiBase}${path}`, { headers: token === null ? {} : { authorization: `Bearer ${token}` } });
}

describe('the authorization screen', () => {
  test('Authorize sends the browser to redirect_uri with a 30-character code and the same state', () => {
    const user = discord.addUser();
    const { url } = authorizeUrl();
    const back = new URL(discord.authorize(url, user.id));
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(back.searchParams.get('state')).toBe(url.searchParams.get('state'));
  });

  test("Cancel sends access_denied with Discord's description and the state", () => {
    const { url } = authorizeUrl();
    const back = new URL(discord.authorize(url, 'anyone', { deny: true }));
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The resource owner or authorization server denied the request',
      state: url.searchParams.get('state')!,
    });
  });

  test('a request Discord would not show is refused before any redirect', () => {
    const user = discord.addUser();
    const edit = (change: (q: URLSearchParams) => void) => {
      const { url } = authorizeUrl();
      change(url.searchParams);
      return () => discord.authorize(url, user.id);
    };
    expect(edit((q) => q.set('client_id', '42'))).toThrow('Unknown Application');
    expect(edit((q) => q.set('response_type', 'token'))).toThrow('unsupported_response_type');
    expect(edit((q) => q.set('scope', 'identify everything'))).toThrow('invalid_scope');
    expect(edit((q) => q.set('redirect_uri', 'javascript:alert(1)'))).toThrow('redirect_uri');
  });

  test('with registered redirect URIs, any other is refused', async () => {
    const strict = await startFakeDiscord({ redirectUris: ['https://elsewhere.example/cb'] });
    try {
      const user = strict.addUser();
      expect(() => strict.authorize(authorizeUrl(strict).url, user.id)).toThrow('Invalid OAuth2 redirect_uri');
    } finally {
      await strict.stop();
    }
  });

  test('the same over HTTP for other processes: POST /_fake/users, then POST /_fake/authorize', async () => {
    const created = await fetch(`${discord.url}/_fake/users`, { method: 'POST', body: JSON.stringify({ username: 'httpuser', verified: false }) });
    expect(created.status).toBe(201);
    const user = await created.json();
    expect(user).toMatchObject({ username: 'httpuser', email: 'httpuser@example.com', verified: false, discriminator: '0' });
    const { url } = authorizeUrl();
    const ok = await fetch(`${discord.url}/_fake/authorize`, { method: 'POST', body: JSON.stringify({ url: url.href, user_id: user.id }) });
    expect(new URL((await ok.json()).location).searchParams.get('code')).toMatch(/^[A-Za-z0-9]{30}$/);
    url.searchParams.set('client_id', '42');
    const refused = await fetch(`${discord.url}/_fake/authorize`, { method: 'POST', body: JSON.stringify({ url: url.href, user_id: user.id }) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'invalid_client', error_description: 'Unknown Application' });
  });
});

describe('POST /api/oauth2/token (authorization_code)', () => {
  test("a consented code with its verifier gets Discord's token response", async () => {
    const { code, verifier } = consentedCode();
    const res = await exchange(codeGrant(code, verifier));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9]{30}$/),
      token_type: 'Bearer',
      expires_in: 604800,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9]{30}$/),
      scope: 'identify email',
    });
  });

  test('Arctic, as our API uses it, completes the exchange against the fake', async () => {
    const { code, verifier } = consentedCode();
    const realFetch = globalThis.fetch;
    // Arctic's endpoints are fixed to discord.com: for this one call, send them to the fake.
    globalThis.fetch = Object.assign(
      (input: Request | string | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        return realFetch(new Request(request.url.replace('https://discord.com/api', discord.apiBase), request));
      },
      { preconnect: realFetch.preconnect },
    );
    try {
      const tokens = await new Discord(discord.clientId, discord.clientSecret, REDIRECT_URI).validateAuthorizationCode(code, verifier);
      expect(tokens.accessToken()).toMatch(/^[A-Za-z0-9]{30}$/);
      expect(tokens.scopes()).toEqual(['identify', 'email']);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  test('client credentials in the form work as well as HTTP Basic', async () => {
    const { code, verifier } = consentedCode();
    const res = await exchange({ ...codeGrant(code, verifier), client_id: discord.clientId, client_secret: discord.clientSecret }, { auth: '' });
    expect(res.status).toBe(200);
  });

  test('a replayed code is invalid_grant, and the token it gave is revoked', async () => {
    const { code, verifier } = consentedCode();
    const first = await (await exchange(codeGrant(code, verifier))).json();
    expect((await me(first.access_token)).status).toBe(200);
    const replay = await exchange(codeGrant(code, verifier));
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
    expect((await me(first.access_token)).status).toBe(401);
  });

  test('an unknown or expired code is invalid_grant', async () => {
    const unknown = await exchange(codeGrant('NhhvTDYsFcdgNLnnLijcl7Ku7bEEeee', generateCodeVerifier()));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });

    const quick = await startFakeDiscord({ codeTtlSeconds: 0.1 });
    try {
      const { code, verifier } = consentedCode(quick);
      await Bun.sleep(150); // past the code's 0.1 s: the time passing is what is tested
      const expired = await exchange(codeGrant(code, verifier), { auth: basic(quick.clientId, quick.clientSecret), fake: quick });
      expect(expired.status).toBe(400);
      expect((await expired.json()).error).toBe('invalid_grant');
    } finally {
      await quick.stop();
    }
  });

  test('the verifier must match the S256 challenge, and a wrong one uses the code up', async () => {
    const { code, verifier } = consentedCode();
    const wrong = await exchange(codeGrant(code, generateCodeVerifier()));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "code_verifier" in request.' });
    const missing = consentedCode();
    const { code_verifier: _omitted, ...withoutVerifier } = codeGrant(missing.code, missing.verifier);
    expect((await (await exchange(withoutVerifier)).json()).error_description).toBe('Invalid "code_verifier" in request.');
    // The right verifier comes too late: the code was tried once already.
    expect((await (await exchange(codeGrant(code, verifier))).json()).error_description).toBe('Invalid "code" in request.');
  });

  test('the challenge in the authorize URL is the S256 of the verifier', () => {
    const { url, verifier } = authorizeUrl();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(s256Challenge(verifier));
  });

  test('a different redirect_uri than the authorization used is invalid_grant', async () => {
    const { code, verifier } = consentedCode();
    const res = await exchange({ ...codeGrant(code, verifier), redirect_uri: 'https://castellan.example/elsewhere' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' });
  });

  test('wrong client credentials are 401 invalid_client, whatever the code', async () => {
    for (const auth of [basic(discord.clientId, 'wrong'), basic('42', discord.clientSecret), '', 'Basic !!!']) {
      const { code, verifier } = consentedCode();
      const res = await exchange(codeGrant(code, verifier), { auth });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'invalid_client' });
    }
  });

  test('another grant type, a JSON body or a missing code are refused in OAuth terms', async () => {
    const other = await exchange({ grant_type: 'password', username: 'a', password: 'b' });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ error: 'unsupported_grant_type' });
    const asJson = await exchange(codeGrant('x', 'y'), { contentType: 'application/json' });
    expect(await asJson.json()).toEqual({ error: 'unsupported_grant_type' });
    const noCode = await exchange({ grant_type: 'authorization_code', redirect_uri: REDIRECT_URI });
    expect(await noCode.json()).toEqual({ error: 'invalid_request', error_description: 'Missing "code" in request.' });
  });
});

describe('GET /api/users/@me', () => {
  async function tokenFor(scopes: string[]) {
    const { user, code, verifier } = consentedCode(discord, scopes);
    const body = await (await exchange(codeGrant(code, verifier))).json();
    return { user, token: body.access_token as string };
  }

  test("with identify and email: Discord's user object, e-mail and verified included", async () => {
    const { user, token } = await tokenFor(['identify', 'email']);
    const res = await me(token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      id: user.id,
      username: user.username,
      discriminator: '0',
      global_name: null,
      avatar: expect.stringMatching(/^[0-9a-f]{32}$/),
      mfa_enabled: false,
      banner: null,
      accent_color: null,
      locale: 'en-US',
      flags: 0,
      premium_type: 0,
      public_flags: 0,
      avatar_decoration_data: null,
      email: user.email,
      verified: true,
    });
    expect(body.id).toMatch(/^\d{17,20}$/);
  });

  test('the versioned path answers the same', async () => {
    const { user, token } = await tokenFor(['identify', 'email']);
    expect((await (await me(token, discord, '/v10/users/@me')).json()).id).toBe(user.id);
  });

  test('without the email scope, email and verified are left out entirely', async () => {
    const { token } = await tokenFor(['identify']);
    const body = await (await me(token)).json();
    expect(body).not.toContainKey('email');
    expect(body).not.toContainKey('verified');
  });

  test("no token, a made-up token or a token without identify is 401 in Discord's shape", async () => {
    const { token: emailOnly } = await tokenFor(['email']);
    for (const token of [null, 'madeupmadeupmadeupmadeupmadeup', emailOnly]) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    }
  });

  test('an expired access token is 401', async () => {
    const quick = await startFakeDiscord({ accessTokenTtlSeconds: 0.1 });
    try {
      const { code, verifier } = consentedCode(quick);
      const body = await (await exchange(codeGrant(code, verifier), { auth: basic(quick.clientId, quick.clientSecret), fake: quick })).json();
      expect(body.expires_in).toBe(1);
      await Bun.sleep(150); // past the token's 0.1 s: the time passing is what is tested
      expect((await me(body.access_token, quick)).status).toBe(401);
    } finally {
      await quick.stop();
    }
  });
});

test("anything else is 404 in Discord's shape, and every request is recorded", async () => {
  const res = await fetch(`${discord.apiBase}/guilds/1`);
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ message: '404: Not Found', code: 0 });
  expect(discord.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/guilds/1' });
});
