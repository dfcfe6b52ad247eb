/** The login's token checks (live): the socket's Origin, reCAPTCHA tokens from the login page, login tokens (`slt`, `LT`). */
import { describe, expect, test } from 'bun:test';
import { loginFields, newDeviceId } from '@shared/game-wire/login';
import { RESULT, type ReplyFrame } from '@shared/game-wire/protocol';
import { zoneOf } from '@shared/game';
import { startSimulator } from '../server';
import { GameTokens, RECAPTCHA_TOKEN_TTL_MS } from './recaptcha';
import { manualClock, mintRecaptcha, TestClient } from '../test-client';
import { fileSimulator } from '../file-simulator';

const Z = zoneOf('INT1');
const { sim } = fileSimulator(Z, { seed: 21, maxRequestsPerSecond: 1000 });
const name = () => `Token${crypto.randomUUID().slice(0, 8)}`;
const device = { deviceId: newDeviceId() };
const withPassword = (player: string, password: string, recaptcha?: string) => loginFields(player, { password, recaptcha }, device);
const withToken = (player: string, loginToken: string) => loginFields(player, { loginToken }, device);

/**
 * The frames after a successful login's gbd, sei and gam (which TestClient reads) up to the reply to a
 * pin: the login token push `slt`, when the server sent one.
 */
async function afterLogin(c: TestClient): Promise<ReplyFrame[]> {
  c.send(`%xt%${Z}%pin%1%<RoundHouseKick>%`);
  const frames: ReplyFrame[] = [];
  for (let reply = await c.nextReply(); reply.command !== 'pin'; reply = await c.nextReply()) frames.push(reply);
  return frames;
}

/** The login token pushed after a password login. */
async function loginToken(c: TestClient): Promise<string> {
  const pushed = await afterLogin(c);
  expect(pushed.map((p) => p.command)).toEqual(['slt']);
  return (pushed[0]!.payload as { LT: string }).LT;
}

/** The login token a password login of `player` is given (its client closed after). */
async function tokenOfPasswordLogin(player: string): Promise<string> {
  const c = await TestClient.ready(sim.url, Z, { name: player, password: 'pw' });
  const token = await loginToken(c);
  c.close();
  return token;
}

describe('the socket', () => {
  test("only the server's own site may open one (Origin), as live", async () => {
    await expect(TestClient.connect(sim.url, null)).rejects.toThrow('cannot connect');
    await expect(TestClient.connect(sim.url, 'https://elsewhere.example')).rejects.toThrow('cannot connect');
    const refused = await fetch(`http://127.0.0.1:${sim.port}/`, {
      headers: { upgrade: 'websocket', connection: 'upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' },
    });
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

  test('lli needs no reCAPTCHA token, but one that is sent is checked: forged and reused ones are refused with the reason', async () => {
    const c = await TestClient.ready(sim.url, Z);
    const player = name();
    expect(await c.command(Z, 'lli', withPassword(player, 'pw', 'forged.token'))).toMatchObject({
      result: RESULT.GENERAL_ERROR,
      payload: { error: 'reCAPTCHA token (RCT) invalid' },
    });
    expect(sim.world.player(Z, player)).toBeUndefined();
    const token = await mintRecaptcha(sim.origin);
    expect((await c.command(Z, 'lli', withPassword(player, 'pw', token))).result).toBe(RESULT.OK);
    const again = await TestClient.ready(sim.url, Z);
    expect((await again.command(Z, 'lli', withPassword(player, 'pw', token))).payload).toEqual({ error: 'reCAPTCHA token (RCT) already used' });
    // Without a token at all, as public clients log in today.
    expect((await again.command(Z, 'lli', withPassword(player, 'pw'))).result).toBe(RESULT.OK);
    again.close();
    c.close();
  });

  test('with requireRecaptcha, a login without a token is refused', async () => {
    const strict = await startSimulator({ seed: 22, requireRecaptcha: true });
    try {
      const c = await TestClient.ready(strict.url, Z);
      const player = name();
      expect(await c.command(Z, 'lli', withPassword(player, 'pw'))).toMatchObject({
        result: RESULT.GENERAL_ERROR,
        payload: { error: 'reCAPTCHA token (RCT) missing' },
      });
      expect((await c.command(Z, 'lli', withPassword(player, 'pw', await mintRecaptcha(strict.origin)))).result).toBe(RESULT.OK);
      // A login token stands for the reCAPTCHA token too.
      const LT = await loginToken(c);
      c.close();
      const d = await TestClient.ready(strict.url, Z);
      expect((await d.command(Z, 'lli', withToken(player, LT))).result).toBe(RESULT.OK);
      d.close();
    } finally {
      await strict.stop();
    }
  });

  test('a token is good for two minutes, and only for the process that minted it', () => {
    const clock = manualClock();
    const tokens = new GameTokens(1, clock.now);
    const minted = tokens.mint(tokens.pageSession(), tokens.siteKey, 'submit');
    if (!('token' in minted)) throw new Error(minted.error);
    clock.advance(RECAPTCHA_TOKEN_TTL_MS);
    expect(new GameTokens(1, clock.now).useRecaptcha(minted.token)).toEqual({ ok: false, reason: 'reCAPTCHA token (RCT) invalid' });
    expect(tokens.useRecaptcha(minted.token)).toEqual({ ok: true });
    const second = tokens.mint(tokens.pageSession(), tokens.siteKey, 'submit');
    if (!('token' in second)) throw new Error(second.error);
    clock.advance(RECAPTCHA_TOKEN_TTL_MS + 1);
    expect(tokens.useRecaptcha(second.token)).toEqual({ ok: false, reason: 'reCAPTCHA token (RCT) expired' });
  });
});

describe('login tokens', () => {
  test('a password login is followed by slt {LT}; the token logs in without a password; a wrong or withdrawn one is 409', async () => {
    const player = name();
    const first = await TestClient.ready(sim.url, Z, { name: player, password: 'pw' });
    const LT = await loginToken(first);
    // The login data carries no token: it comes in slt alone.
    expect(Object.keys(first.pushed.gbd!.payload as object)).not.toContain('lt');
    first.close();

    const byToken = await TestClient.ready(sim.url, Z);
    expect((await byToken.command(Z, 'lli', withToken(player, LT))).result).toBe(RESULT.OK);
    // A login by token hands out no new one, and keeps the one it used.
    expect(await afterLogin(byToken)).toEqual([]);
    expect((await byToken.command(Z, 'dcl', { CD: 1 })).result).toBe(RESULT.OK);
    byToken.close();
    const twice = await TestClient.ready(sim.url, Z);
    expect((await twice.command(Z, 'lli', withToken(player, LT))).result).toBe(RESULT.OK);
    twice.close();

    const wrong = await TestClient.ready(sim.url, Z);
    expect(await wrong.command(Z, 'lli', withToken(player, 'not-the-token'))).toMatchObject({
      result: RESULT.INVALID_LOGIN_TOKEN,
      payload: { error: 'login token not valid' },
    });
    // Another account's token is not this one's, and a token never makes an account.
    const stranger = name();
    expect((await wrong.command(Z, 'lli', withToken(stranger, LT))).result).toBe(RESULT.INVALID_LOGIN_TOKEN);
    expect(sim.world.player(Z, stranger)).toBeUndefined();
    sim.tokens.revokeLoginToken(`${Z}\u0000${player}`);
    expect((await wrong.command(Z, 'lli', withToken(player, LT))).result).toBe(RESULT.INVALID_LOGIN_TOKEN);
    // The password still works, and brings a new token.
    expect((await wrong.command(Z, 'lli', withPassword(player, 'pw'))).result).toBe(RESULT.OK);
    expect(await loginToken(wrong)).not.toBe(LT);
    wrong.close();
  });

  test('a new password login replaces the login token: the older one is 409, the newer one works', async () => {
    const player = name();
    const older = await tokenOfPasswordLogin(player);
    const newer = await tokenOfPasswordLogin(player);
    expect(newer).not.toBe(older);
    const c = await TestClient.ready(sim.url, Z);
    expect((await c.command(Z, 'lli', withToken(player, older))).result).toBe(RESULT.INVALID_LOGIN_TOKEN);
    expect((await c.command(Z, 'lli', withToken(player, newer))).result).toBe(RESULT.OK);
    c.close();
  });

  test('a token login of a banned account is answered 27, not let in', async () => {
    const player = name();
    const LT = await tokenOfPasswordLogin(player);
    sim.world.ban(Z, player, 60);
    const c = await TestClient.ready(sim.url, Z);
    expect(await c.command(Z, 'lli', withToken(player, LT))).toMatchObject({ result: RESULT.IS_BANNED, payload: { RS: 60 } });
    c.close();
  });
});
