import { afterAll, beforeAll, expect, test } from 'bun:test';
import { discordApiRewrite, redirectDiscordApi } from './api-redirect';

test('only https://discord.com/api/… is rewritten, path and query kept', () => {
  const base = 'http://127.0.0.1:9/api';
  expect(discordApiRewrite('https://discord.com/api/oauth2/token', base)).toBe('http://127.0.0.1:9/api/oauth2/token');
  expect(discordApiRewrite('https://discord.com/api/v10/users/@me?x=1', `${base}/`)).toBe('http://127.0.0.1:9/api/v10/users/@me?x=1');
  for (const other of [
    'https://discord.com/oauth2/authorize',
    'https://discord.com/apix',
    'https://discord.com.evil.example/api/x',
    'http://discord.com/api/x',
  ]) {
    expect(discordApiRewrite(other, base)).toBeNull();
  }
});

let server: ReturnType<typeof Bun.serve>;
beforeAll(() => {
  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: async (req) => Response.json({ method: req.method, path: new URL(req.url).pathname, type: req.headers.get('content-type'), body: await req.text() }),
  });
});
afterAll(() => server.stop(true));

test('installed, a Request to discord.com reaches the base with its method, headers and body', async () => {
  redirectDiscordApi(`http://127.0.0.1:${server.port}/api`);
  const res = await fetch(
    new Request('https://discord.com/api/oauth2/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }),
  );
  expect(await res.json()).toEqual({ method: 'POST', path: '/api/oauth2/token', type: 'application/x-www-form-urlencoded', body: 'a=1' });
  const other = await fetch(`http://127.0.0.1:${server.port}/elsewhere`);
  expect((await other.json()).path).toBe('/elsewhere');
});
