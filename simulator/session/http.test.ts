import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { GAME_SERVERS, zoneOf } from '@shared/game';
import { parseNetworkDocument, webSocketUrlOf } from '@shared/game-wire/network';
import { startSimulator, type Simulator } from '../server';
import { TestClient } from '../test-client';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
});
afterAll(() => sim.stop());

describe('the network document (GET /config/network/1.xml)', () => {
  test('lists every server the simulator knows, each with its zone, on this server', async () => {
    const res = await fetch(sim.networkUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const { instances, skipped } = parseNetworkDocument(await res.text());
    expect(skipped).toBe(0);
    expect(instances.map((i) => i.code)).toEqual([...GAME_SERVERS]);
    for (const i of instances) {
      expect(i.zone).toBe(zoneOf(i.code as (typeof GAME_SERVERS)[number]));
      expect(i.server).toBe(`127.0.0.1:${sim.port}`);
    }
  });

  test('the host named is the one the client asked for (another name for the same server)', async () => {
    const res = await fetch(`http://localhost:${sim.port}/config/network/1.xml`);
    const { instances } = parseNetworkDocument(await res.text());
    expect(new Set(instances.map((i) => i.server))).toEqual(new Set([`localhost:${sim.port}`]));
  });

  test('the address and zone it gives take a client through the handshake', async () => {
    const { instances } = parseNetworkDocument(await (await fetch(sim.networkUrl)).text());
    const gb = instances.find((i) => i.code === 'GB1')!;
    const url = webSocketUrlOf(gb.server, sim.networkUrl);
    expect(url).toBe(sim.url);
    const client = await TestClient.ready(url, gb.zone);
    client.close();
  });

  test('only GET: other methods get 405 with Allow; other paths ask for a WebSocket', async () => {
    const post = await fetch(sim.networkUrl, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`http://127.0.0.1:${sim.port}/config/network/2.xml`)).status).toBe(426);
  });
});
