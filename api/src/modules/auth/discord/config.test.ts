import { describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../config';
import { loadDiscordConfig } from './config';

const SITE = 'https://castellan.example';
const both = { DISCORD_CLIENT_ID: '1100000000000000001', DISCORD_CLIENT_SECRET: 'secret' };

function load(env: Record<string, string>, production = false) {
  const problems: string[] = [];
  return { config: loadDiscordConfig(env, production, SITE, problems), problems };
}

describe('Discord configuration', () => {
  test("with both credentials: on, calling back through the site's origin by default", () => {
    expect(load(both)).toEqual({
      config: { ...{ clientId: both.DISCORD_CLIENT_ID, clientSecret: 'secret' }, redirectUri: `${SITE}/api/auth/login/discord/callback`, apiBase: null },
      problems: [],
    });
    expect(load({ ...both, DISCORD_REDIRECT_URI: 'https://auth.example/cb' }).config?.redirectUri).toBe('https://auth.example/cb');
  });

  test('with neither: off, in any environment', () => {
    expect(load({})).toEqual({ config: null, problems: [] });
    expect(load({}, true)).toEqual({ config: null, problems: [] });
  });

  test('half a configuration is off in development and refused in production, naming what is missing', () => {
    expect(load({ DISCORD_CLIENT_ID: '1' })).toEqual({ config: null, problems: [] });
    expect(load({ DISCORD_CLIENT_ID: '1' }, true).problems).toEqual(['Discord sign-in is half configured; also set DISCORD_CLIENT_SECRET (or neither).']);
    expect(load({ DISCORD_CLIENT_SECRET: 's' }, true).problems[0]).toContain('also set DISCORD_CLIENT_ID');
  });

  test('DISCORD_API_BASE (a fake for tests) is taken outside production and refused in it', () => {
    expect(load({ ...both, DISCORD_API_BASE: 'http://127.0.0.1:8789/api' }).config?.apiBase).toBe('http://127.0.0.1:8789/api');
    expect(load({ ...both, DISCORD_API_BASE: 'http://127.0.0.1:8789/api' }, true).problems).toEqual([
      'DISCORD_API_BASE is for tests only (it sends Discord calls to a fake); unset it in production.',
    ]);
    expect(load({ ...both, DISCORD_API_BASE: 'not a url' }).problems).toEqual(['DISCORD_API_BASE must be an http(s) URL.']);
  });

  test('the API refuses to start in production on either mistake', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://relay.example:587',
      MONGODB_URI: 'mongodb://127.0.0.1:1/x',
      NATS_URL: 'nats://127.0.0.1:4222',
      JWT_SECRET: 'x'.repeat(40),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 9).toString('base64url'),
      GAME_WS_URL: 'wss://game.example/',
      GAME_LOGIN_PAGE_URL: 'https://game.example/',
      SITE_ORIGIN: `${SITE}/`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')),
    };
    expect(() => loadConfig({ ...production, DISCORD_CLIENT_ID: '1' })).toThrow('Discord sign-in is half configured');
    expect(() => loadConfig({ ...production, ...both, DISCORD_API_BASE: 'http://127.0.0.1:1/api' })).toThrow('DISCORD_API_BASE is for tests only');
    expect(loadConfig({ ...production, ...both }).discord?.redirectUri).toBe(`${SITE}/api/auth/login/discord/callback`);
  });
});
