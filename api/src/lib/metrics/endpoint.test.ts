/**
 * GET /metrics on a listening API: refused (401, the one error shape) without the token when one is set,
 * the exposition with it, holding the HTTP series (the native /api/auth/me too), the database's and the
 * engine's operations and the process's own figures; production without a token answers 404 and says why.
 */
import { afterAll, expect, spyOn, test } from 'bun:test';
import { createPlatform } from '../../app';
import { ownCounters, RELAXED_THROTTLE, testConfig, waitFor } from '../../../test/helpers';
import { log } from '../logger';

const TOKEN = `scrape-${crypto.randomUUID()}`;
const platform = createPlatform({
  config: testConfig({ metrics: { enabled: true, token: TOKEN } }),
  throttle: RELAXED_THROTTLE,
  throttleNamespace: ownCounters(),
});
const server = platform.app.listen({ hostname: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${server.server!.port}`;
afterAll(async () => {
  await server.stop(true);
  await platform.close();
});

const scrape = (authorization?: string) => fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });

test('without the token, or with another, a scrape is refused in the one error shape', async () => {
  for (const authorization of [undefined, 'Bearer not-the-token', TOKEN]) {
    const res = await scrape(authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: expect.any(String), requestId: expect.any(String) });
  }
});

test('with the token: every family, the HTTP series by route template', async () => {
  // A failed sign-in reads the database and counts in the engine; /me (Bun's own route) answers 401.
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'not a password' }),
  });
  expect(login.status).toBe(401);
  expect((await fetch(`${base}/api/auth/me`)).status).toBe(401);
  expect((await fetch(`${base}/api/bots/0123456789abcdef01234567`)).status).toBe(401);

  // The HTTP series land a turn after each answer: scraped until the last of them is there.
  const text = await waitFor('the requests in the exposition', async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toStartWith('text/plain');
    const body = await res.text();
    return body.includes('route="/api/bots/:id",status="401"') ? body : null;
  });
  expect(text).toContain('castellan_http_requests_total{method="POST",route="/api/auth/login",status="401"}');
  expect(text).toContain('castellan_http_requests_total{method="GET",route="/api/auth/me",status="401"}');
  expect(text).toMatch(/castellan_http_request_duration_seconds_bucket\{le="0\.001",method="GET",route="\/api\/bots\/:id",status="401"\}/);
  expect(text).not.toContain('0123456789abcdef01234567');
  expect(text).toMatch(/castellan_db_operation_duration_seconds_count\{command="find",outcome="ok"\} [1-9]/);
  expect(text).toMatch(/castellan_engine_operation_duration_seconds_count\{op="kv_\w+",outcome="\w+"\} [1-9]/);
  expect(text).toContain('castellan_process_cpu_user_seconds_total');
  expect(text).toContain('castellan_process_resident_memory_bytes');
});

test('production without METRICS_TOKEN: 404, as for no such path, and the start-up log says why', async () => {
  const warn = spyOn(log, 'warn');
  try {
    const closed = createPlatform({ config: testConfig({ env: 'production', metrics: { enabled: true, token: null } }), throttleNamespace: ownCounters() });
    try {
      expect(warn.mock.calls.map(([line]) => line).filter((line) => line.includes('METRICS_TOKEN'))).toHaveLength(1);
      const res = await closed.app.handle(new Request('http://localhost/metrics'));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await closed.close();
    }
  } finally {
    warn.mockRestore();
  }
});
