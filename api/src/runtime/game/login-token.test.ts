/**
 * Login tokens end to end: headless Chromium loads the game server's login page and mints reCAPTCHA
 * tokens with its `grecaptcha.execute`, the game server checks them, sessions keep the login token the
 * game hands out and renew it when the game says it is no longer valid (409).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { zoneOf } from '@shared/game';
import { newDeviceId } from '@shared/game-wire/login';
import { startSimulator } from '../../../../simulator/server';
import { classify, runBot } from '../bot-run';
import { SessionPool } from '../session-pool';
import type { AccountSpec, BotSpec } from '../types';
import { GameClient, GameError } from './client';
import { productChromium } from '../../../../scripts/lib/chromium';
import { createBrowserTokenProvider, LoginTokenError } from './login-token';

/** Chromium processes this test process started (Playwright launches the browser as our child). */
const chromiumChildren = () =>
  Bun.spawnSync(['pgrep', '-P', String(process.pid), '-f', 'chromium'])
    .stdout.toString()
    .trim()
    .split('\n')
    .filter(Boolean);
/** Browsers other files of this run may still have open are not this file's. */
const othersBrowsers = new Set(chromiumChildren());
const sim = await startSimulator({ port: 0, seed: 17, timeScale: 120, raidChancePerHour: 0 });
// The product's own browser (the other tests' runtimes mint in the suite's headless shell, scripts/lib/chromium.ts).
const tokens = createBrowserTokenProvider({ pageUrl: sim.loginPageUrl, executablePath: productChromium() });
afterAll(async () => {
  await tokens.close();
  await sim.stop();
});

const zone = zoneOf('INT1');

describe('the browser token provider', () => {
  test("mints on the game's login page with the site key the page names; the game takes each token once", async () => {
    const token = await tokens.recaptcha();
    expect(tokens.origin).toBe(sim.origin);
    const client = new GameClient(sim.url, { minIntervalMs: 0 });
    await client.connect(zone, { origin: tokens.origin });
    await client.login('Minted', { password: 'pw', recaptcha: token }, newDeviceId());
    client.close();

    const reuse = new GameClient(sim.url, { minIntervalMs: 0 });
    await reuse.connect(zone, { origin: tokens.origin });
    const refused = await reuse.login('Minted', { password: 'pw', recaptcha: token }, newDeviceId()).catch((err: unknown) => err);
    expect((refused as Error).message).toBe('lli: the game refused the action (reCAPTCHA token (RCT) already used)');
    reuse.close();
  });

  test('one browser for many tokens, in parallel; a browser that dies is started again', async () => {
    const before = tokens.counts();
    const minted = await Promise.all(Array.from({ length: 20 }, () => tokens.recaptcha()));
    expect(new Set(minted).size).toBe(20);
    expect(tokens.counts()).toEqual({ minted: before.minted + 20, launches: before.launches });

    // Kill the browser (our own child process, not any other Chromium on the machine): the next token
    // comes from a new one.
    const pids = chromiumChildren().filter((pid) => !othersBrowsers.has(pid));
    expect(pids).toHaveLength(1);
    for (const pid of pids) process.kill(Number(pid), 'SIGKILL');
    await Bun.sleep(200);
    expect(await tokens.recaptcha()).toEqual(expect.any(String));
    expect(tokens.counts().launches).toBe(before.launches + 1);
  }, 30_000);

  test('without Chromium the error says how to install it, and the bots log in without a token, saying so once', async () => {
    const missing = createBrowserTokenProvider({ pageUrl: sim.loginPageUrl, executablePath: '/nonexistent/chromium' });
    const err = await missing.recaptcha().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LoginTokenError);
    expect((err as LoginTokenError).retryable).toBe(false);
    expect((err as Error).message).toBe(
      "Chromium is not installed at /nonexistent/chromium, and the game's login needs it for its reCAPTCHA token: install it (sh scripts/install-chromium.sh, or Debian's chromium package) or set CHROMIUM_PATH",
    );
    const pool = new SessionPool({ paceScale: 0.01, tokens: missing });
    const acc = account('NoBrowser');
    const lines: string[] = [];
    const abort = new AbortController();
    const done = runBot(spec(acc), pool.for(acc), { log: (l) => lines.push(l), notify: () => {}, online: () => {} }, abort.signal, { paceScale: 0.01 });
    await until(() => lines.some((l) => l.startsWith('Logged in as')));
    abort.abort();
    await done;
    expect(lines.filter((l) => l.startsWith('Cannot mint a reCAPTCHA token (Chromium is not installed at /nonexistent/chromium'))).toHaveLength(1);
    expect(lines.find((l) => l.startsWith('Cannot mint'))).toEndWith('logging in without one, as public clients do today.');
    await missing.close();
  });

  test('a login page that mints nothing (a host that serves no game page): the bots log in without a token, saying so once', async () => {
    const provider = createBrowserTokenProvider({ pageUrl: `${sim.origin}/maintenance`, siteKey: sim.tokens.siteKey });
    const pool = new SessionPool({ paceScale: 0.01, tokens: provider, backoff: { firstMs: 100, capMs: 300 } });
    const acc = account('LatePage');
    const lines: string[] = [];
    const abort = new AbortController();
    const done = runBot(spec(acc), pool.for(acc), { log: (l) => lines.push(l), notify: () => {}, online: () => {} }, abort.signal, { paceScale: 0.01 });
    await until(() => lines.some((l) => l.startsWith('Logged in as')), 60_000);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Cannot mint a reCAPTCHA token \(the game's login page did not mint a reCAPTCHA token: .*grecaptcha is not on the page\): logging in without one, as public clients do today\.$/,
      ),
    );
    abort.abort();
    await done;
    await provider.close();
  }, 90_000);

  test('a token the game does not take is refused in plain words naming it', async () => {
    const client = new GameClient(sim.url, { minIntervalMs: 0 });
    await client.connect(zone, { origin: sim.origin });
    const refused = await client.login('Forger', { password: 'pw', recaptcha: 'made-up' }, newDeviceId()).catch((err: unknown) => err);
    client.close();
    expect(refused).toBeInstanceOf(GameError);
    expect(classify(refused).message).toBe('The game refused the login: the game refused the action (reCAPTCHA token (RCT) invalid).');
  });
});

describe('sessions and login tokens', () => {
  test('the first login uses the password and a minted token and keeps the login token the game hands out; later logins use it; a 409 renews it', async () => {
    const issued: (string | null)[] = [];
    const pool = new SessionPool({ paceScale: 0.01, tokens, onLoginToken: (_id, token) => issued.push(token) });
    const acc = account(`Keeper${crypto.randomUUID().slice(0, 6)}`);
    const lines: string[] = [];
    const abort = new AbortController();
    const done = runBot(spec(acc), pool.for(acc), { log: (l) => lines.push(l), notify: () => {}, online: () => {} }, abort.signal, { paceScale: 0.01 });
    const logins = () => lines.filter((l) => l.startsWith('Logged in as')).length;
    await until(() => logins() === 1);
    expect(issued).toEqual([expect.any(String)]);

    // A dropped connection: logged in again with the login token, no new reCAPTCHA token.
    const minted = sim.tokens.minted;
    sim.dropConnections(acc.username);
    await until(() => logins() === 2);
    expect(sim.tokens.minted).toBe(minted);
    expect(issued).toHaveLength(1);

    // The game withdraws it: 409 → forget it, password + a new reCAPTCHA token → a new login token.
    sim.tokens.revokeLoginToken(`${acc.zone}\u0000${acc.username}`);
    sim.dropConnections(acc.username);
    await until(() => logins() === 3);
    expect(lines).toContain('The saved login token is no longer valid: logging in with the password.');
    expect(issued).toEqual([issued[0]!, null, expect.any(String)]);
    expect(issued[2]).not.toBe(issued[0]);
    expect(sim.tokens.minted).toBe(minted + 1);
    abort.abort();
    await done;
  }, 30_000);

  test('a session started with a stored login token logs in with it, minting nothing', async () => {
    const name = `Stored${crypto.randomUUID().slice(0, 6)}`;
    const issued: string[] = [];
    const first = new SessionPool({ paceScale: 0.01, tokens, onLoginToken: (_id, token) => token && issued.push(token) });
    const abort = new AbortController();
    const lines: string[] = [];
    const done = runBot(spec(account(name)), first.for(account(name)), { log: (l) => lines.push(l), notify: () => {}, online: () => {} }, abort.signal, {
      paceScale: 0.01,
    });
    await until(() => issued.length === 1);
    abort.abort();
    await done;

    const minted = sim.tokens.minted;
    const again = new SessionPool({ paceScale: 0.01, tokens });
    const stored = { ...account(name), loginToken: issued[0]!, password: 'not needed' };
    const later: string[] = [];
    const abort2 = new AbortController();
    const done2 = runBot(spec(stored), again.for(stored), { log: (l) => later.push(l), notify: () => {}, online: () => {} }, abort2.signal, {
      paceScale: 0.01,
    });
    await until(() => later.some((l) => l.startsWith('Logged in as')));
    expect(sim.tokens.minted).toBe(minted);
    abort2.abort();
    await done2;
  }, 30_000);
});

function account(username: string): AccountSpec {
  return {
    id: username,
    server: 'INT1',
    zone,
    username,
    password: 'pw',
    gameUrl: sim.url,
    proxy: null,
    yieldMinutes: 15,
    loginToken: null,
    deviceId: newDeviceId(),
  };
}

function spec(acc: AccountSpec): BotSpec {
  const settings = { checkEverySeconds: 60, minAttackers: 1, minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0, activeHours: '00-24' };
  return { botId: `${acc.username}-guard`, botName: 'guard', templateId: 'attack-guard', settings, secrets: {}, account: acc };
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await Bun.sleep(20);
  }
}
