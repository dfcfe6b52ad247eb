/**
 * A game account's proxy, end to end: a real game client logs into the real simulator through a small
 * local HTTP CONNECT proxy and a small local SOCKS5 proxy (the latter through the runtime's bridge),
 * each counting the tunnels it carried; refusals and dead proxies are said in words; the bridge keeps
 * its keys to one use, holds back a fast side for a slow one, and closes with the runtime.
 */
import { newDeviceId } from '@shared/game-wire/login';
import { afterAll, describe, expect, test } from 'bun:test';
import type { Socket } from 'bun';
import { zoneOf } from '@shared/game';
import { startSimulator, type Simulator } from '../../../../simulator/server';
import { closeTokenProviders, tokensFor } from '../../../test/login-tokens';
afterAll(closeTokenProviders);
import { startHttpConnectProxy, startSocks5Proxy, type TestProxy } from '../../../test/proxies';
import { SessionPool } from '../session-pool';
import type { AccountSpec } from '../types';
import { GameClient, GameConnectionError } from './client';
import { createProxyRouter, ProxyUnusableError, type ProxyRouter, type WebSocketProxy } from './proxy';

const ZONE = zoneOf('INT1');
const LOGIN = { username: 'knight', password: 'p@ss:wörd/1' };

const sim: Simulator = await startSimulator({ seed: 3, raidChancePerHour: 0 });
const tokens = tokensFor(sim);
const proxies: TestProxy[] = [];
const routers: ProxyRouter[] = [];
afterAll(async () => {
  for (const proxy of proxies) proxy.stop();
  for (const router of routers) router.close();
  await sim.stop();
});

const http = (login: typeof LOGIN | null = LOGIN) => track(startHttpConnectProxy(login));
const socks5 = (login: typeof LOGIN | null = LOGIN) => track(startSocks5Proxy(login));
function track(proxy: TestProxy): TestProxy {
  proxies.push(proxy);
  return proxy;
}
function router(): ProxyRouter {
  const created = createProxyRouter();
  routers.push(created);
  return created;
}

/** The whole live login (handshake, lli, gbd, sei) through `proxy`. */
async function logIn(proxy: WebSocketProxy | undefined, name = `Proxied${crypto.randomUUID().slice(0, 6)}`) {
  const client = new GameClient(sim.url, { minIntervalMs: 0, timeoutMs: 5000 });
  await client.connect(ZONE, { origin: sim.origin, proxy });
  const outcome = await client.login(name, { password: 'pw', recaptcha: null }, newDeviceId());
  return { client, outcome, name };
}

async function connectFailure(proxy: WebSocketProxy | undefined): Promise<Error> {
  const client = new GameClient(sim.url, { minIntervalMs: 0, timeoutMs: 5000 });
  const failure = await client.connect(ZONE, { origin: sim.origin, proxy }).then(
    () => new Error('connected'),
    (err: Error) => err,
  );
  client.close();
  return failure;
}

/** A port nothing listens on: a proxy that is down. */
function deadPort(): number {
  const listener = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = listener.port;
  listener.stop(true);
  return port;
}

describe('a game login through the account proxy', () => {
  test.each([
    ['an HTTP CONNECT proxy with a login (Basic, from the URL)', http],
    ['a SOCKS5 proxy with a login (RFC 1929), through the bridge', socks5],
  ])('%s carries the one game socket of a full login', async (_kind, start) => {
    const proxy = start();
    const { client, outcome, name } = await logIn(await router().route(proxy.url(LOGIN)));
    expect(client.connected).toBe(true);
    expect((client.known.gpi as { PN?: string }).PN).toBe(name);
    expect(outcome.events).toBe(true);
    expect(sim.sessions(name)).toMatchObject({ live: 1, logins: 1 });
    expect(proxy.carried).toBe(1);
    expect(proxy.targets).toEqual([`127.0.0.1:${sim.port}`]);
    client.close();
  });

  test('an HTTP proxy is given to the WebSocket as it is; a SOCKS5 proxy becomes the bridge with a one-use key', async () => {
    const routes = router();
    expect(await routes.route(null)).toBeUndefined();
    expect(await routes.route('http://u:p@127.0.0.1:3128')).toBe('http://u:p@127.0.0.1:3128');
    const bridged = await routes.route('socks5://u:p@127.0.0.1:1080');
    expect(bridged).toMatchObject({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      headers: { 'Proxy-Authorization': expect.stringMatching(/^Bearer [\w-]{36}$/) },
    });
    expect(JSON.stringify(bridged)).not.toContain(':p@');
    expect(routes.route('ftp://127.0.0.1:21')).rejects.toThrow(
      new ProxyUnusableError('The proxy must start with http://, https:// or socks5:// ("ftp://" is not supported)'),
    );
  });
});

describe('a proxy that refuses our login fails the account; one that is down is an outage; said in words, never with its password', () => {
  test.each([
    [
      'HTTP, wrong password',
      () => http(),
      (p: TestProxy) => p.url({ ...LOGIN, password: 'nope' }),
      'refused the connection: wrong or missing user name and password (407 Proxy Authentication Required)',
    ],
    ['SOCKS5, wrong password', () => socks5(), (p: TestProxy) => p.url({ ...LOGIN, password: 'nope' }), 'refused the connection: wrong user name or password'],
    [
      'SOCKS5, no login given',
      () => socks5(),
      (p: TestProxy) => p.url(null),
      'refused the connection: it wants a user name and password (write them in the proxy URL: socks5://user:password@host:port)',
    ],
  ])('%s', async (_case, start, url, said) => {
    const proxy = start();
    const failure = await connectFailure(await router().route(url(proxy)));
    // Retrying cannot help: the account's proxy setting is wrong.
    expect(failure).toBeInstanceOf(ProxyUnusableError);
    expect(failure.message).toBe(`the account's proxy ${proxy.url(null)} ${said}`);
    expect(failure.message).not.toContain('nope');
    expect(proxy.refusedLogins).toBe(1);
    expect(proxy.carried).toBe(0);
  });

  test.each([
    ['HTTP', 'http', 'could not be reached'],
    ['SOCKS5', 'socks5', 'could not be reached (connection refused)'],
  ])('%s proxy down', async (_case, scheme, said) => {
    const port = deadPort();
    const failure = await connectFailure(await router().route(`${scheme}://${LOGIN.username}:secret@127.0.0.1:${port}`));
    expect(failure).toBeInstanceOf(GameConnectionError);
    expect(failure.message).toBe(`the account's proxy ${scheme}://127.0.0.1:${port} ${said}`);
  });

  test('a SOCKS5 proxy that cannot reach the game server says so', async () => {
    const proxy = socks5(null);
    const client = new GameClient(`ws://127.0.0.1:${deadPort()}/`, { timeoutMs: 5000 });
    const failure = await client.connect(ZONE, { proxy: await router().route(proxy.url(null)) }).catch((err: Error) => err);
    expect(failure).toBeInstanceOf(GameConnectionError);
    expect((failure as Error).message).toBe(
      `the account's proxy ${proxy.url(null)} refused the connection: it could not reach the game server: connection refused (SOCKS5 reply 5)`,
    );
  });
});

describe('the SOCKS5 bridge', () => {
  /** Opens a raw CONNECT through the bridge with the route's key; resolves with the socket and the bridge's answer. */
  async function rawConnect(route: WebSocketProxy, target: string, onData: (chunk: Uint8Array) => void = () => {}) {
    const { url, headers } = route as { url: string; headers: Record<string, string> };
    let answered!: (head: string) => void;
    const answer = new Promise<string>((resolve) => (answered = resolve));
    let head = '';
    const socket = await Bun.connect({
      hostname: '127.0.0.1',
      port: Number(new URL(url).port),
      socket: {
        data(_socket, chunk) {
          if (head.includes('\r\n\r\n')) return onData(chunk);
          head += new TextDecoder().decode(chunk);
          const end = head.indexOf('\r\n\r\n');
          if (end === -1) return;
          answered(head.slice(0, end));
          const rest = chunk.subarray(chunk.length - (head.length - end - 4));
          if (rest.length > 0) onData(rest);
        },
        close: () => answered(head || 'closed'),
      },
    });
    socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\nProxy-Authorization: ${headers['Proxy-Authorization']}\r\n\r\n`);
    return { socket, answer: await answer };
  }

  test('a key opens one tunnel: the same header again is turned away (407)', async () => {
    const proxy = socks5();
    const route = await router().route(proxy.url(LOGIN));
    const first = await rawConnect(route!, `127.0.0.1:${sim.port}`);
    expect(first.answer).toBe('HTTP/1.1 200 Connection established');
    const replay = await rawConnect(route!, `127.0.0.1:${sim.port}`);
    expect(replay.answer).toStartWith('HTTP/1.1 407 ');
    expect(proxy.carried).toBe(1);
    first.socket.end();
  });

  test('a fast sender and a slow reader: every byte arrives, in order, while the bridge holds the sender back', async () => {
    const size = 24 * 1024 * 1024;
    const payload = new Uint8Array(size).map((_, i) => (i * 7 + (i >> 12)) & 0xff);
    // The far end writes everything as fast as the tunnel takes it.
    const pour = (socket: Socket<{ sent: number }>) => {
      while (socket.data.sent < size) {
        const written = socket.write(payload.subarray(socket.data.sent, Math.min(size, socket.data.sent + (1 << 20))));
        if (written <= 0) return;
        socket.data.sent += written;
      }
      socket.end();
    };
    const source = Bun.listen<{ sent: number }>({
      hostname: '127.0.0.1',
      port: 0,
      socket: {
        open(socket) {
          socket.data = { sent: 0 };
          pour(socket);
        },
        drain: pour,
        data() {},
      },
    });
    const proxy = socks5();
    const received: Uint8Array[] = [];
    let length = 0;
    let done!: () => void;
    const complete = new Promise<void>((resolve) => (done = resolve));
    const { socket, answer } = await rawConnect((await router().route(proxy.url(LOGIN)))!, `127.0.0.1:${source.port}`, (chunk) => {
      received.push(chunk.slice());
      length += chunk.length;
      if (length >= size) done();
    });
    expect(answer).toBe('HTTP/1.1 200 Connection established');
    // Read slowly at first: stop reading for a while so the bridge's writes to us come back short.
    socket.pause();
    await Bun.sleep(300);
    socket.resume();
    // Lost bytes would leave the reader waiting for ever: say how many came instead.
    await Promise.race([complete, Bun.sleep(15_000)]);
    expect(length).toBe(size);
    const joined = new Uint8Array(length);
    let offset = 0;
    for (const chunk of received) {
      joined.set(chunk, offset);
      offset += chunk.length;
    }
    expect(Bun.hash(joined)).toBe(Bun.hash(payload));
    socket.end();
    source.stop(true);
  }, 30_000);

  test('close() cuts the tunnels and stops listening', async () => {
    const proxy = socks5();
    const routes = router();
    const route = (await routes.route(proxy.url(LOGIN))) as { url: string; headers: Record<string, string> };
    const { client } = await logIn(route);
    let lost = '';
    client.onClose((reason) => (lost = reason));
    routes.close();
    for (let i = 0; i < 50 && !lost; i++) await Bun.sleep(20);
    expect(lost).not.toBe('');
    expect(client.connected).toBe(false);
    const refused = await Bun.connect({ hostname: '127.0.0.1', port: Number(new URL(route.url).port), socket: { data() {} } }).then(
      (socket) => (socket.end(), 'connected'),
      (err: { code?: string }) => err.code,
    );
    expect(refused).toBe('ECONNREFUSED');
  });
});

describe("an account's session with a proxy", () => {
  function attach(proxyUrl: string) {
    const name = `Session${crypto.randomUUID().slice(0, 6)}`;
    const account: AccountSpec = {
      id: name,
      server: 'INT1',
      zone: ZONE,
      username: name,
      password: 'pw',
      gameUrl: sim.url,
      proxy: proxyUrl,
      yieldMinutes: 15,
      loginToken: null,
      deviceId: newDeviceId(),
    };
    const pool = new SessionPool({ paceScale: 0.01, backoff: { firstMs: 50, capMs: 200 }, proxies: router(), tokens });
    const session = pool.for(account);
    const lines: string[] = [];
    session.attach({ botId: 'bot', log: (line) => lines.push(line), notify: () => {}, loggedIn: () => {} }, account);
    return { name, pool, session, lines };
  }

  test.each([
    ['SOCKS5', socks5],
    ['HTTP CONNECT', http],
  ])(
    'logs in through the %s proxy: one tunnel, and the console says so',
    async (_kind, start) => {
      const proxy = start();
      const { name, pool, session, lines } = attach(proxy.url(LOGIN));
      const client = await session.ready('bot', new AbortController().signal);
      expect(client.connected).toBe(true);
      expect(lines).toEqual(["Connecting to INT1 through the account's proxy…", `Logged in as ${name} on INT1.`]);
      expect(proxy.carried).toBe(1);
      expect(sim.sessions(name)).toMatchObject({ live: 1, logins: 1 });
      pool.closeAll();
    },
    30_000,
  );

  test("a proxy refusing its login fails the account's bots with where to fix it, once, not retried", async () => {
    const proxy = socks5();
    const { pool, session, lines } = attach(proxy.url({ ...LOGIN, password: 'wrong' }));
    const failure = (await session.ready('bot', new AbortController().signal).catch((err: Error) => err)) as Error;
    expect(failure.message).toBe(
      `The game account's proxy cannot be used: the account's proxy ${proxy.url(null)} refused the connection: wrong user name or password. Change it on the Game Accounts page and start again.`,
    );
    expect(proxy.refusedLogins).toBe(1);
    expect(lines.join('\n')).not.toContain(':wrong');
    pool.closeAll();
  }, 30_000);

  test('a proxy that is down is an outage the session waits out, with the reason in the console', async () => {
    const port = deadPort();
    const { pool, session, lines } = attach(`socks5://${LOGIN.username}:secret@127.0.0.1:${port}`);
    const stop = new AbortController();
    const waiting = session.ready('bot', stop.signal).catch((err: Error) => err);
    for (let i = 0; i < 100 && lines.filter((l) => l.startsWith('Cannot reach')).length < 2; i++) await Bun.sleep(20);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Cannot reach the game \\(the account's proxy socks5://127\\.0\\.0\\.1:${port} could not be reached \\(connection refused\\)\\); trying again in \\d+s\\.$`,
        ),
      ),
    );
    expect(lines.join('\n')).not.toContain('secret');
    stop.abort();
    expect(((await waiting) as Error).name).toBe('AbortError');
    pool.closeAll();
  }, 30_000);
});
