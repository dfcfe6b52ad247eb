/**
 * The server directory against a real HTTP server standing in for the game's HTML5 host (the live one
 * is outside this machine), with an injected clock for the 5-minute cache.
 */
import { afterAll, afterEach, beforeEach, describe, expect, spyOn, test } from 'bun:test';
import { zoneOf } from '@shared/game';
import { liveNetworkDocument } from '@shared/game-wire/network-sample';
import { freePort } from '../../../../scripts/lib/ports';
import { setLogLevel } from '../../lib/logger';
import { createServerDirectory, NETWORK_CACHE_MS } from './directory';

/** Two servers in the live format; SA1's zone differs from the built-in list's on purpose. */
const DOCUMENT = liveNetworkDocument([
  { value: 2, server: 'ep-live-de1-game.example.test', zone: 'EmpireEx_2', zoneId: 163, instanceLocaId: 'generic_country_DE', isInternational: false },
  {
    value: 32,
    server: 'ep-live-mz-sa1-ae1-eg1-arab1-game.example.test',
    zone: 'EmpireEx_32',
    zoneId: 265,
    instanceLocaId: 'generic_country_SA',
    isInternational: false,
  },
]);

/** What the stand-in host answers next, and how many times it was asked. */
let answer: () => Response = () => new Response(DOCUMENT, { headers: { 'content-type': 'application/xml' } });
let hits = 0;
const host = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch() {
    hits += 1;
    return answer();
  },
});
const documentUrl = `http://127.0.0.1:${host.port}/config/network/1.xml`;
afterAll(() => host.stop(true));

let clock = 1_000_000;
const now = () => clock;
const good = answer;
let warnings: string[] = [];
let errorSpy: ReturnType<typeof spyOn>;

beforeEach(() => {
  hits = 0;
  clock = 1_000_000;
  answer = good;
  warnings = [];
  setLogLevel('warn');
  // The logger writes warnings as JSON lines on stderr.
  errorSpy = spyOn(console, 'error').mockImplementation((line: unknown) => {
    warnings.push(String(line));
  });
});
afterEach(() => {
  errorSpy.mockRestore();
  setLogLevel('error');
});

describe('zones and hosts from the network document', () => {
  test("a server's zone and WebSocket come from its row", async () => {
    const servers = createServerDirectory({ override: null, documentUrl, now });
    expect(await servers.resolve('DE1')).toEqual({
      server: 'DE1',
      zone: 'EmpireEx_2',
      url: 'ws://ep-live-de1-game.example.test/',
      zoneFrom: 'network document',
      urlFrom: 'network document',
    });
    const sa = await servers.resolve('SA1');
    expect(sa.zone).toBe('EmpireEx_32');
    expect(sa.url).toBe('ws://ep-live-mz-sa1-ae1-eg1-arab1-game.example.test/');
    expect(servers.status()).toMatchObject({ hosts: 'network document', documentUrl, read: true, servers: 2, error: null });
  });

  test('read once per 5 minutes: a second resolve within them does not fetch, one after them does', async () => {
    const servers = createServerDirectory({ override: null, documentUrl, now });
    await servers.resolve('DE1');
    expect(hits).toBe(1);
    clock += NETWORK_CACHE_MS - 1;
    await servers.resolve('SA1');
    expect(hits).toBe(1);
    clock += 1;
    await servers.resolve('DE1');
    expect(hits).toBe(2);
  });

  test('resolves at the same moment share one read', async () => {
    const servers = createServerDirectory({ override: null, documentUrl, now });
    const all = await Promise.all(['DE1', 'SA1', 'DE1', 'SA1', 'DE1'].map((s) => servers.resolve(s)));
    expect(hits).toBe(1);
    expect(all.map((a) => a.zone)).toEqual(['EmpireEx_2', 'EmpireEx_32', 'EmpireEx_2', 'EmpireEx_32', 'EmpireEx_2']);
  });

  test('a failed refresh keeps the last good copy, warns once, and is retried 30 s later', async () => {
    const servers = createServerDirectory({ override: null, documentUrl, now });
    await servers.resolve('SA1');
    const readAt = servers.status().readAt;
    answer = () => new Response('upstream down', { status: 503 });
    clock += NETWORK_CACHE_MS;
    expect((await servers.resolve('SA1')).url).toBe('ws://ep-live-mz-sa1-ae1-eg1-arab1-game.example.test/');
    expect(hits).toBe(2);
    expect(servers.status()).toMatchObject({ read: true, readAt, error: 'HTTP 503' });
    // Within 30 s of the failure nobody asks again; after them one read, still failing: no second warning.
    clock += 29_999;
    await servers.resolve('SA1');
    expect(hits).toBe(2);
    clock += 1;
    expect((await servers.resolve('SA1')).zone).toBe('EmpireEx_32');
    expect(hits).toBe(3);
    expect(warnings.filter((w) => w.includes('could not be read'))).toHaveLength(1);
    expect(warnings[0]).toContain('keeping the copy read before');
    // The host answers again: the next retry reads it and the error is gone.
    answer = good;
    clock += 30_000;
    await servers.resolve('DE1');
    expect(hits).toBe(4);
    expect(servers.status()).toMatchObject({ read: true, error: null });
    expect(servers.status().readAt).not.toBe(readAt);
  });

  test('nothing good ever: zones from the built-in list, the WebSocket on the document host, one warning', async () => {
    answer = () => new Response('<html><body>maintenance</body></html>', { headers: { 'content-type': 'text/html' } });
    const servers = createServerDirectory({ override: null, documentUrl, now });
    for (const at of [0, 30_000, 60_000]) {
      clock = 1_000_000 + at;
      expect(await servers.resolve('SA1')).toEqual({
        server: 'SA1',
        zone: zoneOf('SA1'),
        url: `ws://127.0.0.1:${host.port}/`,
        zoneFrom: 'built-in list',
        urlFrom: 'document host',
      });
    }
    expect(hits).toBe(3);
    expect(servers.status()).toMatchObject({ read: false, readAt: null, servers: 0 });
    expect(servers.status().error).toMatch(/not a network document/);
    expect(warnings.filter((w) => w.includes('could not be read'))).toHaveLength(1);
    expect(warnings[0]).toContain('using the built-in server list');
  });

  test('a document host that does not answer at all: the built-in list, no crash', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/config/network/1.xml`;
    const servers = createServerDirectory({ override: null, documentUrl: closed, now, timeoutMs: 2_000 });
    const address = await servers.resolve('INT1');
    expect(address).toMatchObject({ zone: 'EmpireEx', zoneFrom: 'built-in list', url: new URL(closed).origin.replace('http', 'ws') + '/' });
    expect(servers.status().error).toBeTruthy();
  });

  test('a server the document does not list gets its built-in zone', async () => {
    const servers = createServerDirectory({ override: null, documentUrl, now });
    expect(await servers.resolve('GB1')).toMatchObject({ zone: 'EmpireEx_19', zoneFrom: 'built-in list', urlFrom: 'document host' });
    await expect(servers.resolve('XX9')).rejects.toThrow('Unknown game server "XX9".');
  });
});

describe("an operator's GAME_WS_URL", () => {
  test('overrides the host of every server; zones still come from the document', async () => {
    const servers = createServerDirectory({ override: 'wss://one-server.example.test/', documentUrl, now });
    expect(await servers.resolve('SA1')).toMatchObject({
      zone: 'EmpireEx_32',
      url: 'wss://one-server.example.test/',
      urlFrom: 'GAME_WS_URL',
      zoneFrom: 'network document',
    });
    expect(await servers.resolve('DE1')).toMatchObject({ zone: 'EmpireEx_2', url: 'wss://one-server.example.test/' });
    expect(servers.status().hosts).toBe('GAME_WS_URL');
  });

  test('without a document, zones come from the built-in list and nothing is fetched', async () => {
    const servers = createServerDirectory({ override: 'ws://127.0.0.1:4100/', documentUrl: null, now });
    expect(await servers.resolve('SA1')).toMatchObject({ zone: zoneOf('SA1'), url: 'ws://127.0.0.1:4100/', zoneFrom: 'built-in list' });
    expect(hits).toBe(0);
    expect(servers.status()).toMatchObject({ hosts: 'GAME_WS_URL', documentUrl: null, read: false });
  });
});
