/** CORS over a real socket: the site's origin only, its headers only where a browser reads them. */
import { afterAll, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { corsPlugin } from './cors';
import { httpPlugin } from './http';

const SITE = 'http://localhost:4321';
const server = new Elysia()
  .use(httpPlugin)
  .use(
    corsPlugin({
      origins: new Set([SITE]),
      allowedHeaders: ['content-type', 'authorization'],
      exposeHeaders: ['x-request-id', 'retry-after'],
      maxAgeSeconds: 600,
    }),
  )
  .get('/api/thing', () => ({ ok: true }))
  .listen({ hostname: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${server.server!.port}`;
afterAll(() => server.stop(true));

const corsHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS', () => {
  test('a request without Origin (the site forwards /api) carries no CORS headers, only that the answer varies by Origin', async () => {
    const res = await fetch(`${base}/api/thing`);
    expect(res.status).toBe(200);
    expect(corsHeaders(res)).toEqual([]);
    expect(res.headers.get('vary')).toBe('Origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test("the site's origin is let in with credentials and sees the headers it may read", async () => {
    const res = await fetch(`${base}/api/thing`, { headers: { origin: SITE } });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-expose-headers')).toBe('x-request-id, retry-after');
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });

  test('another origin, or a name found on every object, is not let in', async () => {
    for (const origin of ['https://evil.example', 'constructor', '__proto__']) {
      const res = await fetch(`${base}/api/thing`, { headers: { origin } });
      expect(corsHeaders(res), origin).toEqual([]);
    }
  });

  test("a preflight from the site's origin names the methods, headers and how long to keep them; another origin's gets none", async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/thing`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'content-type' },
      });
    const ours = await preflight(SITE);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ours.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(ours.headers.get('access-control-allow-headers')).toBe('content-type, authorization');
    expect(ours.headers.get('access-control-max-age')).toBe('600');
    expect(ours.headers.get('x-frame-options')).toBe('DENY');
    const theirs = await preflight('https://evil.example');
    expect(theirs.status).toBe(204);
    expect(corsHeaders(theirs)).toEqual([]);
  });
});
