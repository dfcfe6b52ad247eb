import { describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';

const base = { MONGODB_URI: 'mongodb://127.0.0.1:1/x', NATS_URL: 'nats://127.0.0.1:4222' };
const real = {
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  GAME_WS_URL: 'wss://game.example/',
  GAME_LOGIN_PAGE_URL: 'https://game.example/',
  SMTP_URL: 'smtp://mailer:secret@relay.example:587',
  // A P-256 private key (any 32 bytes below the curve's order).
  VAPID_PRIVATE_KEY: Buffer.alloc(32, 9).toString('base64url'),
};

describe('configuration', () => {
  test('development generates a JWT secret once and keeps it in the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const first = loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: dir });
    const second = loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: dir });
    expect(first.jwt.secret.length).toBeGreaterThanOrEqual(32);
    expect(first.encryptionKey.length).toBe(32);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(second.jwt.secret).toBe(first.jwt.secret);
    expect(existsSync(join(dir, 'dev-secrets.json'))).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'dev-secrets.json'), 'utf8')).JWT_SECRET).toBe(first.jwt.secret);
  });

  test('production refuses to start without real secrets, naming each', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET must be set[\s\S]*ENCRYPTION_KEY must be set[\s\S]*GAME_WS_URL must be set[\s\S]*SITE_ORIGIN must be set[\s\S]*VAPID_PRIVATE_KEY must be set[\s\S]*SMTP_URL must be set in production \(smtp:\/\/user:password@relay:587\), or MAIL=off to run without mail\./,
    );
    expect(() => loadConfig({ ...base, ...real, NODE_ENV: 'production', JWT_SECRET: 'short', SITE_ORIGIN: 'https://c.example' })).toThrow('JWT_SECRET');
  });

  test('web push: production needs a VAPID key; its public half is derived, a mismatched one refused; development keeps one generated key', () => {
    const production = { ...base, ...real, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SITE_ORIGIN: 'https://castellan.example' };
    expect(() => loadConfig({ ...production, VAPID_PRIVATE_KEY: '' })).toThrow('VAPID_PRIVATE_KEY must be set in production (web push)');
    expect(() => loadConfig({ ...production, VAPID_PRIVATE_KEY: 'short' })).toThrow('VAPID_PRIVATE_KEY must be a P-256 private key of 32 bytes');
    const push = loadConfig(production).push;
    expect(push).toMatchObject({ privateKey: real.VAPID_PRIVATE_KEY, subject: 'https://castellan.example', allowLoopback: false });
    // An uncompressed P-256 point: 65 bytes starting with 4.
    expect(Buffer.from(push.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(push.publicKey, 'base64url')[0]).toBe(4);
    expect(loadConfig({ ...production, VAPID_PUBLIC_KEY: push.publicKey }).push.publicKey).toBe(push.publicKey);
    expect(() =>
      loadConfig({ ...production, VAPID_PUBLIC_KEY: push.publicKey.slice(0, 10) + (push.publicKey[10] === 'A' ? 'B' : 'A') + push.publicKey.slice(11) }),
    ).toThrow('VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY');
    expect(() => loadConfig({ ...production, VAPID_SUBJECT: 'ops@castellan.example' })).toThrow('VAPID_SUBJECT must be an https: URL or a mailto: address');

    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const first = loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: dir }).push;
    expect(loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: dir }).push.publicKey).toBe(first.publicKey);
    expect(first).toMatchObject({ subject: 'mailto:no-reply@castellan.local', allowLoopback: true });
    expect(JSON.parse(readFileSync(join(dir, 'dev-secrets.json'), 'utf8')).VAPID_PRIVATE_KEY).toBe(first.privateKey);
  });

  test('metrics: on unless METRICS=off, any other value refused; METRICS_TOKEN read as given', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const at = (env: Record<string, string>) => loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: dir, ...env }).metrics;
    expect(at({})).toEqual({ enabled: true, token: null });
    expect(at({ METRICS: 'OFF', METRICS_TOKEN: ' scrape-token ' })).toEqual({ enabled: false, token: 'scrape-token' });
    expect(() => at({ METRICS: 'maybe' })).toThrow('METRICS must be "on" or "off", got "maybe".');
  });

  test('an encryption key of the wrong size is refused', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...real, ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      'ENCRYPTION_KEY must be 32 bytes',
    );
  });

  test('production starts with real settings', () => {
    const config = loadConfig({
      ...base,
      ...real,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SITE_ORIGIN: 'https://castellan.example/',
      ADMIN_EMAILS: 'Boss@Example.com, ops@example.com',
    });
    expect(config.siteOrigin).toBe('https://castellan.example');
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.host).toBe('0.0.0.0');
  });

  test('without a database or an engine it says the three ways out of each', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(
      /npm start[\s\S]*MONGODB_URI[\s\S]*docker compose up[\s\S]*NATS_URL is not set[\s\S]*JetStream[\s\S]*docker compose up/,
    );
    expect(() => loadConfig({ ...base, NATS_URL: 'http://127.0.0.1:4222', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(
      'NATS_URL must be a URL starting with nats:// or tls://, got "http://127.0.0.1:4222".',
    );
  });

  test("where bots play: the local game server's document by default, the operator's settings untouched", () => {
    const dev = (env: Record<string, string>) => loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')), ...env });
    expect(dev({})).toMatchObject({ gameUrl: null, gameNetworkUrl: 'http://127.0.0.1:4100/config/network/1.xml' });
    // GAME_WS_URL alone: every server there, zones from the built-in list (no local document is assumed).
    expect(dev({ GAME_WS_URL: 'wss://one.example/' })).toMatchObject({ gameUrl: 'wss://one.example/', gameNetworkUrl: null });
    expect(dev({ GAME_NETWORK_URL: 'https://html5.example/config/network/1.xml' })).toMatchObject({
      gameUrl: null,
      gameNetworkUrl: 'https://html5.example/config/network/1.xml',
    });
    expect(dev({ GAME_WS_URL: 'ws://127.0.0.1:9/', GAME_NETWORK_URL: 'http://127.0.0.1:8/n.xml' })).toMatchObject({
      gameUrl: 'ws://127.0.0.1:9/',
      gameNetworkUrl: 'http://127.0.0.1:8/n.xml',
    });
    // Empty is unset.
    expect(dev({ GAME_WS_URL: '' })).toMatchObject({ gameUrl: null, gameNetworkUrl: 'http://127.0.0.1:4100/config/network/1.xml' });
    const production = {
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SITE_ORIGIN: 'https://c.example',
      ENCRYPTION_KEY: real.ENCRYPTION_KEY,
      VAPID_PRIVATE_KEY: real.VAPID_PRIVATE_KEY,
      GAME_LOGIN_PAGE_URL: real.GAME_LOGIN_PAGE_URL,
      SMTP_URL: real.SMTP_URL,
    };
    expect(loadConfig({ ...production, GAME_NETWORK_URL: 'https://html5.example/config/network/1.xml' })).toMatchObject({ gameUrl: null });
    expect(() => loadConfig(production)).toThrow(/GAME_NETWORK_URL or GAME_WS_URL must be set in production/);
  });

  test("the game client build: the 2026-09-02 capture's by default, digits only, read from GAME_CLIENT_URL's folder when set", () => {
    const dev = (env: Record<string, string>) => loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')), ...env });
    expect(dev({}).gameClient).toEqual({ build: '1167009', clientUrl: 'http://127.0.0.1:4100/default/' });
    expect(dev({ GAME_NETWORK_URL: 'https://html5.example/config/network/1.xml' }).gameClient).toEqual({ build: '1167009', clientUrl: null });
    expect(dev({ GAME_CLIENT_BUILD: ' 1169011 ', GAME_CLIENT_URL: 'https://html5.example/default' }).gameClient).toEqual({
      build: '1169011',
      clientUrl: 'https://html5.example/default/',
    });
    expect(() => dev({ GAME_CLIENT_BUILD: '1.167.9' })).toThrow(
      'GAME_CLIENT_BUILD must be the game client\'s build number, digits only (e.g. 1167009), got "1.167.9".',
    );
    expect(() => dev({ GAME_CLIENT_URL: 'ftp://html5.example/' })).toThrow(
      'GAME_CLIENT_URL must be a URL starting with http:// or https://, got "ftp://html5.example/".',
    );
  });

  test('the billing sweep runs every minute by default; its interval is whole seconds, refused otherwise before anything starts', () => {
    const dev = (env: Record<string, string>) => loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')), ...env });
    expect(dev({}).billing.sweepIntervalMs).toBe(60_000);
    expect(dev({ BILLING_SWEEP_INTERVAL_MS: '5000' }).billing.sweepIntervalMs).toBe(5_000);
    for (const bad of ['500', '1500', 'soon'])
      expect(() => dev({ BILLING_SWEEP_INTERVAL_MS: bad })).toThrow(
        `BILLING_SWEEP_INTERVAL_MS must be a whole number of seconds in milliseconds (1000 or more), got "${bad}".`,
      );
  });

  test("the game's login page: the local game server's by default, the operator's when set, optional everywhere", () => {
    const dev = (env: Record<string, string>) => loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')), ...env });
    expect(dev({}).gameLoginPage).toEqual({ url: 'http://127.0.0.1:4100/', siteKey: null });
    // Pointed elsewhere without a page: none is guessed (the live game socket's host serves none), and
    // logins go without a reCAPTCHA token, as public clients log in today.
    expect(dev({ GAME_WS_URL: 'wss://one.example:8443/ws' }).gameLoginPage).toBeNull();
    expect(dev({ GAME_NETWORK_URL: 'https://html5.example/config/network/1.xml' }).gameLoginPage).toBeNull();
    expect(
      dev({ GAME_WS_URL: 'wss://one.example/', GAME_LOGIN_PAGE_URL: 'https://one.example/play', GAME_RECAPTCHA_SITE_KEY: ' 6Lkey ' }).gameLoginPage,
    ).toEqual({
      url: 'https://one.example/play',
      siteKey: '6Lkey',
    });
    expect(() => dev({ GAME_LOGIN_PAGE_URL: 'ws://one.example/' })).toThrow('GAME_LOGIN_PAGE_URL must be a URL starting with http:// or https://');
    // Production starts without one too.
    const { GAME_LOGIN_PAGE_URL: _page, ...withoutPage } = real;
    expect(
      loadConfig({ ...base, ...withoutPage, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SITE_ORIGIN: 'https://c.example' }).gameLoginPage,
    ).toBeNull();
  });

  test('a game URL of the wrong kind is a clear error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(() => loadConfig({ ...base, DATA_DIR: dir, GAME_WS_URL: 'http://game.example/' })).toThrow(
      'GAME_WS_URL must be a URL starting with ws:// or wss://, got "http://game.example/".',
    );
    expect(() => loadConfig({ ...base, DATA_DIR: dir, GAME_NETWORK_URL: 'not a url' })).toThrow(
      'GAME_NETWORK_URL must be a URL starting with http:// or https://',
    );
  });

  test('a bad port is a clear error', () => {
    expect(() => loadConfig({ ...base, API_PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow('API_PORT must be a port number');
  });

  test('a NATS cluster is its servers comma-separated; RUNNERS is local (the default) or fleet', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const cluster = 'nats://nats-1:4222,nats://nats-2:4222,nats://nats-3:4222';
    expect(loadConfig({ ...base, NATS_URL: cluster, DATA_DIR: dir }).natsUrl).toBe(cluster);
    expect(() => loadConfig({ ...base, NATS_URL: 'nats://nats-1:4222,nats-2:4222', DATA_DIR: dir })).toThrow(
      'NATS_URL must be a URL starting with nats:// or tls://, got "nats-2:4222".',
    );
    expect(loadConfig({ ...base, DATA_DIR: dir }).runtime.runners).toBe('local');
    expect(loadConfig({ ...base, RUNNERS: 'fleet', DATA_DIR: dir }).runtime.runners).toBe('fleet');
    expect(() => loadConfig({ ...base, RUNNERS: 'cloud', DATA_DIR: dir })).toThrow('RUNNERS must be "local" or "fleet", got "cloud".');
  });
  test('mail: the local catcher in development, the relay named by SMTP_URL, off only when asked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const dev = (env: Record<string, string>) => loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: dir, ...env });
    expect(dev({}).mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:1025', from: 'Castellan <no-reply@castellan.local>' });
    expect(dev({ SMTP_URL: ' smtps://u:p@mail.example:465 ', MAIL_FROM: 'Ops <ops@example.com>' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'Ops <ops@example.com>',
    });
    expect(dev({ MAIL: 'off' }).mail.smtpUrl).toBeNull();
    expect(dev({ MAIL: 'off', SMTP_URL: 'smtp://relay.example:25' }).mail.smtpUrl).toBeNull();
    expect(() => dev({ SMTP_URL: 'http://relay.example:25' })).toThrow(
      'SMTP_URL must be a URL starting with smtp:// or smtps://, got "http://relay.example:25".',
    );

    const production = { ...base, ...real, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SITE_ORIGIN: 'https://c.example', DATA_DIR: dir };
    expect(loadConfig(production).mail.smtpUrl).toBe('smtp://mailer:secret@relay.example:587');
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    expect(() => loadConfig(withoutSmtp)).toThrow('SMTP_URL must be set in production (smtp://user:password@relay:587), or MAIL=off to run without mail.');
    expect(loadConfig({ ...withoutSmtp, MAIL: 'off' }).mail.smtpUrl).toBeNull();
  });

  test('ADMIN_REQUIRE_2FA is true for "true" or "1", false otherwise and by default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const load = (value?: string) => loadConfig({ ...base, DATA_DIR: dir, ...(value === undefined ? {} : { ADMIN_REQUIRE_2FA: value }) }).adminRequire2fa;
    expect(load()).toBe(false);
    expect(load('true')).toBe(true);
    expect(load('1')).toBe(true);
    expect(load('false')).toBe(false);
    expect(load('0')).toBe(false);
  });
});
