/** The login's token checks (live): the socket's Origin, reCAPTCHA tokens from the login page, login tokens. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { RESULT, loginFields } from '../shared/src/game-wire/protocol';
import { zoneOf } from '../shared/src/game';
import { startSimulator, type Simulator } from './server';
import { GameTokens, RECAPTCHA_TOKEN_TTL_MS } from './recaptcha';
import { manualClock, mintRecaptcha, TestClient } from './test-client';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 21, maxRequestsPerSecond: 1000 });
});
afterAll(() => sim.stop());

const Z = zoneOf('INT1');
const name = () => `Token${crypto.randomUUID().slice(0, 8)}`;

describe('the socket', () => {
  test("only the server's own site may open one (Origin), as live", async () => {
    await expect(TestClient.connect(sim.url, null)).rejects.toThrow('cannot connect');
    await expect(TestClient.connect(sim.url, 'https://elsewhere.example')).rejects.toThrow('cannot connect');
    const refused = await fetch(`http://127.0.0.1:${sim.port}/`, { headers: { upgrade: 'websocket', connection: 'upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' } });
    expect([refused.status, await refused.text()]).toEqual([403, 'this game server answers only sockets from its own site (Origin)\n']);
    (await TestClient.connect(sim.url, sim.origin)).close();
  });
});

describe('the login page and its reCAPTCHA', () => {
  test('the page loads reCAPTCHA with the site key and sets the cookie its script mints with', async () => {
    const page = await fetch(sim.loginPageUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<script src="/recaptcha/api.js?render=${sim.tokens.siteKey}"></script>`);
    expect(page.headers.get('set-cookie')).toMatch(/^sim_rc=[\w.-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    const script = await fetch(`${sim.origin}/recaptcha/api.js`);
    expect(await script.text()).toContain('execute(siteKey, options)');
  });

  test('tokens are minted only for a page this server served, from its own origin, with its site key', async () => {
    const page = await fetch(sim.loginPageUrl);
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    const mint = (headers: Record<string, string>, key = sim.tokens.siteKey, body = '{"action":"submit"}') =>
      fetch(`${sim.origin}/recaptcha/api2/reload?k=${key}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await mint({ origin: sim.origin })).status).toBe(403); // no page cookie
    expect((await mint({ cookie })).status).toBe(403); // no origin
    expect((await mint({ origin: 'https://elsewhere.example', cookie })).status).toBe(403);
    expect(await (await mint({ origin: sim.origin, cookie }, 'wrong-key')).text()).toBe('invalid site key\n');
    expect(await (await mint({ origin: sim.origin, cookie }, sim.tokens.siteKey, '{"action":"drop table"}')).text()).toBe('invalid action\n');
    const ok = await mint({ origin: sim.origin, cookie });
    expect(ok.status).toBe(200);
    expect((await ok.json()) as object).toEqual({ token: expect.any(String) });
    expect((await fetch(`${sim.origin}/recaptcha/api2/reload`)).status).toBe(405);
  });

  test('lli wants a reCAPTCHA token: missing, forged and reused ones are refused with the reason', async () => {
    const c = await TestClient.ready(sim.url, Z);
    const player = name();
    const refused = async (RCT: string) => (await c.command(Z, 'lli', loginFields(player, 'pw', { RCT }))).payload;
    // The test client mints when RCT is empty; send the frame by hand for "missing".
    c.send(`%xt%${Z}%lli%1%${JSON.stringify(loginFields(player, 'pw'))}%`);
    expect((await c.nextReply()).payload).toEqual({ error: 'reCAPTCHA token (RCT) missing' });
    expect(await refused('forged.token')).toEqual({ error: 'reCAPTCHA token (RCT) invalid' });
    const token = await mintRecaptcha(sim.origin);
    expect((await c.command(Z, 'lli', loginFields(player, 'pw', { RCT: token }))).result).toBe(RESULT.OK);
    const again = await TestClient.ready(sim.url, Z);
    expect((await again.command(Z, 'lli', loginFields(player, 'pw', { RCT: token }))).payload).toEqual({ error: 'reCAPTCHA token (RCT) already used' });
    again.close();
    c.close();
  });

  test('a token is good for two minutes', () => {
    const clock = manualClock();
    const tokens = new GameTokens(1, clock.now);
    const minted = tokens.mint(tokens.pageSession(), tokens.siteKey, 'submit');
    if (!('token' in minted)) throw new Error(minted.error);
    clock.advance(RECAPTCHA_TOKEN_TTL_MS + 1);
    expect(tokens.useRecaptcha(minted.token)).toEqual({ ok: false, reason: 'reCAPTCHA token (RCT) expired' });
  });
});

describe('login tokens', () => {
  test('a password login hands out a login token; it logs in without password or reCAPTCHA; a wrong or withdrawn one is 409', async () => {
    const player = name();
    const first = await TestClient.ready(sim.url, Z, { name: player, password: 'pw' });
    const LT = (first.pushed.gbd!.payload as { lt: { LT: string } }).lt.LT;
    first.close();

    const byToken = await TestClient.ready(sim.url, Z);
    expect((await byToken.command(Z, 'lli', loginFields(player, '', { LT }))).result).toBe(RESULT.OK);
    // A login by token hands out no new one.
    expect((byToken.pushed.gbd!.payload as { lt?: unknown }).lt).toBeUndefined();
    byToken.close();

    const wrong = await TestClient.ready(sim.url, Z);
    expect(await wrong.command(Z, 'lli', loginFields(player, '', { LT: 'not-the-token' }))).toMatchObject({ result: RESULT.INVALID_LOGIN_TOKEN, payload: { error: 'login token not valid' } });
    // Another account's token is not this one's.
    expect((await wrong.command(Z, 'lli', loginFields(name(), '', { LT }))).result).toBe(RESULT.INVALID_LOGIN_TOKEN);
    sim.tokens.revokeLoginToken(`${Z}\u0000${player}`);
    expect((await wrong.command(Z, 'lli', loginFields(player, '', { LT }))).result).toBe(RESULT.INVALID_LOGIN_TOKEN);
    wrong.close();
  });

  test('a new password login replaces the login token: the older one is 409', async () => {
    const player = name();
    const first = await TestClient.ready(sim.url, Z, { name: player, password: 'pw' });
    const older = (first.pushed.gbd!.payload as { lt: { LT: string } }).lt.LT;
    first.close();
    const second = await TestClient.ready(sim.url, Z, { name: player, password: 'pw' });
    second.close();
    const c = await TestClient.ready(sim.url, Z);
    expect((await c.command(Z, 'lli', loginFields(player, '', { LT: older }))).result).toBe(RESULT.INVALID_LOGIN_TOKEN);
    c.close();
  });
});
