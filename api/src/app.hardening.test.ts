/**
 * What a tester's fuzzing and hand-made bad inputs found (issue 9), each over a real socket as the
 * attacker sent it: body sizes, body shapes, CORS lookups, production headers on errors, prototype keys.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { createApp } from './app';
import { RELAXED_THROTTLE, signUp, testConfig, uniqueEmail, ownCounters } from '../test/helpers';
import { linkIn, mailTo } from '../test/mailbox';

const config = testConfig({ siteOrigin: 'http://localhost:4321' });
const server = createApp({ throttleNamespace: ownCounters(), config, throttle: RELAXED_THROTTLE }).listen({ hostname: '127.0.0.1', port: 0 });
const production = createApp({ throttleNamespace: ownCounters(), config: { ...config, env: 'production' }, throttle: RELAXED_THROTTLE }).listen({
  hostname: '127.0.0.1',
  port: 0,
});
const base = `http://127.0.0.1:${server.server!.port}`;
afterAll(() => {
  server.stop(true);
  production.stop(true);
});

const post = (path: string, body: string | ReadableStream, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('request bodies', () => {
  test.each([
    ['1 MB', 1024 * 1024],
    ['20 MB', 20 * 1024 * 1024],
  ])('sign-up with %s of padding in an unknown field is a 413 in the error shape, and creates nobody', async (_, size) => {
    const email = uniqueEmail('padded');
    const res = await post('/api/auth/register', JSON.stringify({ email, password: 'long enough', padding: 'x'.repeat(size) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large (at most 64 KB).' });
    const login = await post('/api/auth/login', JSON.stringify({ email, password: 'long enough' }));
    expect(login.status).toBe(401);
  });

  test('a body sent in chunks without a length is cut off at the limit too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const { token } = await signUp(createApp({ throttleNamespace: ownCounters(), config, throttle: RELAXED_THROTTLE }));
    const res = await fetch(`${base}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  test('POST /api/accounts with a large unknown field is a 413', async () => {
    const { token } = await signUp(createApp({ throttleNamespace: ownCounters(), config, throttle: RELAXED_THROTTLE }));
    const res = await post('/api/accounts', JSON.stringify({ name: 'Knight', server: 'INT1', password: 'secret', padding: 'x'.repeat(200_000) }), {
      authorization: `Bearer ${token}`,
    });
    expect(res.status).toBe(413);
  });

  test('unknown fields of a small body are stripped, never stored or acted on', async () => {
    const email = uniqueEmail('stripped');
    const res = await post('/api/auth/register', JSON.stringify({ email, password: 'long enough', isAdmin: true, plan: 'premium' }));
    expect(res.status).toBe(202);
    const link = linkIn(await mailTo(email, { subject: /Finish creating/ }), '/verify-email');
    const opened = await post('/api/auth/verify-email', JSON.stringify({ token: new URLSearchParams(link.hash.slice(1)).get('token') }));
    const { user } = await opened.json();
    expect(user.user_metadata).toMatchObject({ isAdmin: false, plan: 'starter' });
  });

  test('a body that is not JSON is a 400; JSON that is not an object is a 422; another media type is a 415', async () => {
    expect((await post('/api/auth/login', '{"email":')).status).toBe(400);
    for (const body of ['[1,2]', '"text"', '5', 'true']) {
      const res = await post('/api/auth/login', body);
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe('The request body must be a JSON object.');
    }
    const form = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(form.status).toBe(415);
  });

  test('JSON nested deeper than 32 levels is a 400 with a message, not a stack overflow', async () => {
    const deep = `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)},"password":"long enough"}`;
    const res = await post('/api/auth/login', deep);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The request body is nested too deeply (at most 32 levels).');
  });
});

describe('prototype keys', () => {
  test.each([
    ['in bot settings', (accountId: string) => `{"templateId":"baron-farmer","accountId":"${accountId}","settings":{"__proto__":{"maxLevel":99}}}`],
    ['in bot secrets', (accountId: string) => `{"templateId":"baron-farmer","accountId":"${accountId}","secrets":{"__proto__":{"token":"x"}}}`],
    ['at the top of the body', (accountId: string) => `{"__proto__":{"isAdmin":true},"templateId":"baron-farmer","accountId":"${accountId}"}`],
    ['"constructor" at the top of the body', (accountId: string) => `{"constructor":{"isAdmin":true},"templateId":"baron-farmer","accountId":"${accountId}"}`],
    ['"prototype" in bot settings', (accountId: string) => `{"templateId":"baron-farmer","accountId":"${accountId}","settings":{"prototype":{"maxLevel":99}}}`],
  ])('a prototype key %s is refused with a 422 and creates nothing', async (where, body) => {
    const app = createApp({ throttleNamespace: ownCounters(), config, throttle: RELAXED_THROTTLE });
    const { token } = await signUp(app);
    const auth = { authorization: `Bearer ${token}` };
    const account = await post(
      '/api/accounts',
      JSON.stringify({ email: 'g@game.example', server: 'GB1', username: `Proto${crypto.randomUUID().slice(0, 6)}`, password: 'pw' }),
      auth,
    );
    const { id } = (await account.json()) as { id: string };
    const res = await post('/api/bots', body(id), auth);
    expect(res.status).toBe(422);
    const key = /"(constructor|prototype)"/.exec(where)?.[1] ?? '__proto__';
    expect((await res.json()).message).toBe(`The request body may not contain a "${key}" key.`);
    const list = (await (await fetch(`${base}/api/bots`, { headers: auth })).json()) as unknown[];
    expect(list).toEqual([]);
  });
});

describe('names shown to other players', () => {
  test('text direction controls anywhere, and names of invisible characters only, are 422s that name the field; nothing is stored', async () => {
    const app = createApp({ throttleNamespace: ownCounters(), config, throttle: RELAXED_THROTTLE });
    const { token } = await signUp(app);
    const auth = { authorization: `Bearer ${token}` };
    const account = (username: string) => JSON.stringify({ email: 'g@game.example', server: 'GB1', username, password: 'pw' });
    const refusals: [string, string, string][] = [
      [
        '/api/accounts',
        account('Knight\u202Egnp.exe'),
        'username: remove the text direction controls (U+202A–U+202E, U+2066–U+2069); they make text read otherwise than it is written.',
      ],
      [
        '/api/accounts',
        account('Knight\u2066x\u2069'),
        'username: remove the text direction controls (U+202A–U+202E, U+2066–U+2069); they make text read otherwise than it is written.',
      ],
      ['/api/accounts', account('\u200B\u200B'), 'username: a name needs at least one visible character.'],
      ['/api/accounts', account(' \u2060\u3164 '), 'username: a name needs at least one visible character.'],
      ['/api/support/tickets', JSON.stringify({ subject: '\u200B', message: 'My bot stopped.' }), 'subject: a name needs at least one visible character.'],
      [
        '/api/alliances',
        JSON.stringify({ name: '\u200D\u200B', server: 'GB1', game_alliance_name: 'Wolves' }),
        'name: a name needs at least one visible character.',
      ],
    ];
    for (const [path, body, message] of refusals) {
      const res = await post(path, body, auth);
      expect([path, res.status, (await res.json()).message]).toEqual([path, 422, message]);
    }
    expect(await (await fetch(`${base}/api/accounts`, { headers: auth })).json()).toEqual([]);
    // Right-to-left writing keeps its marks, and a game password is taken as typed.
    const arabic = await post('/api/accounts', JSON.stringify({ email: 'a@game.example', server: 'GB1', username: 'فارس\u200F', password: 'pw\u202E' }), auth);
    expect(arabic.status).toBe(201);
  });
});

describe('the NUL character', () => {
  test('in a text or a key of the body is a 422 that names it, and nothing is stored (PostgreSQL cannot hold it)', async () => {
    const app = createApp({ throttleNamespace: ownCounters(), config, throttle: RELAXED_THROTTLE });
    const { token } = await signUp(app);
    const auth = { authorization: `Bearer ${token}` };
    for (const body of [
      JSON.stringify({ email: 'g@game.example', server: 'GB1', username: 'Nul\u0000Knight', password: 'pw' }),
      '{"email":"g@game.example","server":"GB1","username":"NulKnight","password":"pw","x\\u0000":1}',
    ]) {
      const res = await post('/api/accounts', body, auth);
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe('The request body may not contain the NUL character (U+0000).');
    }
    const list = (await (await fetch(`${base}/api/accounts`, { headers: auth })).json()) as unknown[];
    expect(list).toEqual([]);
  });

  test('in the address (a search, an id) is a 400 that names it', async () => {
    const { token } = await signUp(createApp({ throttleNamespace: ownCounters(), config, throttle: RELAXED_THROTTLE }));
    for (const path of ['/api/admin/users?search=a%00b', '/api/subscriptions/current?subscription_id=I-%00', '/api/bots/%00']) {
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('The address may not contain the NUL character (%00).');
    }
  });
});

describe('checkout refuses what is not a plan choice', () => {
  test.each(['/api/stripe/create-session', '/api/paypal/create'])(
    '%s: truncated JSON, an array, a string or a number is refused before any provider is asked',
    async (path) => {
      const { token } = await signUp(createApp({ throttleNamespace: ownCounters(), config, throttle: RELAXED_THROTTLE }));
      const auth = { authorization: `Bearer ${token}` };
      expect((await post(path, '{"plan":', auth)).status).toBe(400);
      for (const body of ['["premium"]', '"premium"', '42']) expect((await post(path, body, auth)).status).toBe(422);
      expect((await post(path, JSON.stringify({ plan: 'gold' }), auth)).status).toBe(422);
      // A well-formed choice reaches the provider (not configured here: the 503 says so).
      expect((await post(path, JSON.stringify({ plan: 'plus' }), auth)).status).toBe(503);
    },
  );
});

describe('a required body that is missing', () => {
  test('is refused with 422 on every route the document says needs one (webhooks and Discord’s interactions, which read raw text, aside)', async () => {
    const { token } = await signUp(createApp({ throttleNamespace: ownCounters(), config, throttle: RELAXED_THROTTLE }));
    const auth = { authorization: `Bearer ${token}` };
    // Real ids of the caller's own, so a route reaches its body check rather than "not found".
    const account = (await (
      await post(
        '/api/accounts',
        JSON.stringify({ email: 'nobody@game.example', server: 'GB1', username: `Bodyless${crypto.randomUUID().slice(0, 6)}`, password: 'pw' }),
        auth,
      )
    ).json()) as { id: string };
    const bot = (await (await post('/api/bots', JSON.stringify({ accountId: account.id, templateId: 'baron-farmer', name: 'Bodyless' }), auth)).json()) as {
      id: string;
    };
    const ids: Record<string, string> = { '/api/accounts/{id}': account.id, '/api/bots/{id}': bot.id };
    const document = (await (await fetch(`${base}/swagger/json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { required?: boolean } }>>;
    };
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (path.endsWith('/webhook') || path === '/api/discord/interactions') continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody?.required) continue;
        const prefix = Object.keys(ids).find((p) => path.startsWith(p));
        const url = prefix ? path.replace('{id}', ids[prefix]!) : path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
        for (const headers of [auth, { ...auth, 'content-type': 'application/json' }]) {
          const res = await fetch(`${base}${url}`, { method: method.toUpperCase(), headers });
          expect([res.status, (await res.json()).message], `${method} ${path}`).toEqual([
            422,
            'This request needs a JSON body (Content-Type: application/json).',
          ]);
        }
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked).toContain('post /api/stripe/create-session');
    expect(checked).toContain('patch /api/bots/{id}');
    expect(checked.length).toBeGreaterThan(20);
  });
});

describe('headers', () => {
  test('CORS allows exactly the site origin: `constructor` and friends are not origins', async () => {
    for (const origin of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'https://evil.example']) {
      const res = await fetch(`${base}/api/auth/login`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(res.headers.get('access-control-allow-origin'), origin).not.toBe(origin);
    }
    const ours = await fetch(`${base}/api/health`, { headers: { origin: 'http://localhost:4321' } });
    expect(ours.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
  });

  test('production sends HSTS on errors too', async () => {
    const prod = `http://127.0.0.1:${production.server!.port}`;
    for (const res of [await fetch(`${prod}/api/health`), await fetch(`${prod}/api/nothing-here`), await fetch(`${prod}/api/auth/me`)]) {
      expect(res.headers.get('strict-transport-security'), String(res.status)).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
