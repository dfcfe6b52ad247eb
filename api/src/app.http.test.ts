/** The app over a real socket: CORS, forwarded addresses, security headers, health and the API docs. */
import { afterAll, describe, expect, test } from 'bun:test';
import { request } from 'node:http';
import { createApp } from './app';
import { testConfig, uniqueEmail, ownCounters } from '../test/helpers';

const config = testConfig({ siteOrigin: 'http://localhost:4321' });
const server = createApp({
  throttleNamespace: ownCounters(),
  config,
  throttle: { failuresPerUser: 100, failuresPerAddress: 2, failureWindowMs: 60_000, registrationsPerAddress: 100, registrationWindowMs: 60_000 },
}).listen({ hostname: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${server.server!.port}`;
afterAll(() => server.stop(true));

describe('over HTTP', () => {
  test('health reports the database and the engine; no fleet here', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, status: 'ok', database: { state: 'up' }, engine: { state: 'up' }, runners: null });
    expect(body.database.latencyMs).toBeNumber();
  });

  test('security headers on every answer', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("CORS lets the site's origin in with credentials and no other", async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const ours = await preflight('http://localhost:4321');
    expect(ours.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(ours.headers.get('access-control-allow-credentials')).toBe('true');
    const theirs = await preflight('https://evil.example');
    expect(theirs.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  test('failed logins are counted per forwarded client address from the trusted proxy', async () => {
    const attempt = (ip: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: uniqueEmail(), password: 'wrong password' }),
      });
    expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('203.0.113.7')).status).toBe(429);
    // Another client behind the same proxy is not locked out.
    expect((await attempt('203.0.113.8')).status).toBe(401);
  });

  test('an unknown route is a 404 in the error shape, never a stack trace', async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(JSON.stringify(body)).not.toContain('at ');
  });

  test('TRACE is 405, in the error shape, echoing nothing', async () => {
    for (const method of ['TRACE']) {
      const answer = await new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
        const req = request(`${base}/api/health`, { method, headers: { cookie: 'castellan_session=secret-cookie' } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(405);
      expect(answer.allow).toContain('GET');
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED', message: `${method} is not allowed here.` });
      expect(answer.body).not.toContain('secret-cookie');
    }
  });
});

describe('API documentation', () => {
  test('the OpenAPI 3.1 document describes every route with its schemas', async () => {
    const doc = await (await fetch(`${base}/swagger/json`)).json();
    expect(doc.openapi).toStartWith('3.1');
    const operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/register', 'POST /api/auth/login', 'GET /api/auth/me', 'POST /api/auth/logout', 'GET /api/health']),
    );
    for (const { path, method, op } of operations) {
      // A browser redirect's success is its 302 (the Discord callback); an accepted request's its 202 (forgot password).
      expect(
        op.responses?.['200'] ?? op.responses?.['201'] ?? op.responses?.['202'] ?? op.responses?.['302'],
        `${method} ${path} documents its success`,
      ).toBeDefined();
      const takesNoBody = [
        '/api/auth/logout',
        '/api/auth/2fa/setup',
        '/api/auth/verify-email/resend',
        '/api/auth/sessions/sign-out-others',
        '/api/bots/{id}/console-ticket',
        '/api/stripe/portal',
        '/api/subscriptions/money-back',
        '/api/subscriptions/cancel',
        '/api/subscriptions/resume',
        '/api/bots/{id}/duplicate',
        '/api/users/me/notification-settings/discord/test',
        '/api/push/subscriptions/{id}/test',
        '/api/users/me/attacks/{id}/acknowledge',
        '/api/admin/users/{id}/bots/{botId}/stop',
        '/api/support/tickets/{id}/close',
        '/api/admin/support/tickets/{id}/assign',
        '/api/admin/support/tickets/{id}/close',
        '/api/alliances/{id}/leave',
        '/api/accounts/{id}/resume',
        '/api/accounts/{id}/map-ticket',
        '/api/bots/{id}/play-now',
        '/api/webhooks/{id}/test',
        '/api/webhooks/deliveries/{id}/resend',
      ];
      if (method === 'post' && !takesNoBody.includes(path)) {
        expect(op.requestBody, `${method} ${path} documents its body`).toBeDefined();
      }
    }
    // Signed-in routes say so, so Swagger UI sends the token; public ones do not. Routes an API key may
    // call list it too; the others (creating a game account) do not.
    expect(doc.paths['/api/bots'].get.security).toEqual([{ bearer: [] }, { cookie: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/accounts'].post.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(doc.paths['/api/templates'].get.security).toBeUndefined();
    const register = doc.paths['/api/auth/register'].post;
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['202', '422', '429']));
    expect(register.responses['409']).toBeUndefined();
  });

  test('Swagger UI works offline: its assets come from the API itself', async () => {
    const res = await fetch(`${base}/swagger`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      expect(asset).toStartWith('/swagger/assets/');
      const file = await fetch(`${base}${asset}`);
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
