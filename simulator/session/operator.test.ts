/**
 * The operator's raid route (operator.ts): closed unless the server holds a key, refused without it,
 * and when used, a raid pushed to the player's live session like the hourly roll's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readMovements } from '@shared/game-wire/live-movements';
import { readState } from '@shared/game-wire/live-data';
import { startSimulator, type Simulator } from '../server';
import { OPERATOR_FAULTS_PATH, OPERATOR_RAIDS_PATH, OPERATOR_SESSIONS_PATH } from './operator';
import { TestClient } from '../test-client';

const Z = 'EmpireEx_7';
const KEY = 'operator-key-for-tests';
let open: Simulator;
let closed: Simulator;
beforeAll(async () => {
  // No raids of the hourly roll: the one pushed is the operator's.
  open = await startSimulator({ seed: 7, operatorKey: KEY, raidChancePerHour: 0 });
  closed = await startSimulator({ seed: 7 });
});
afterAll(async () => {
  await open.stop();
  await closed.stop();
});

const raidsUrl = (sim: Simulator) => new URL(OPERATOR_RAIDS_PATH, sim.networkUrl).href;
const send = (sim: Simulator, body: unknown, key: string | null = KEY) =>
  fetch(raidsUrl(sim), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    body: JSON.stringify(body),
  });

describe('POST /operator/raids', () => {
  test('a server started without a key has no such route', async () => {
    const res = await send(closed, { zone: Z, player: 'anyone' });
    expect(res.status).toBe(426);
    expect(await res.text()).toContain('connect with a WebSocket');
  });

  test('without the key, or with another, nothing is launched', async () => {
    expect((await send(open, { zone: Z, player: 'anyone' }, null)).status).toBe(401);
    const wrong = await send(open, { zone: Z, player: 'anyone' }, 'operator-key-for-test5');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toBe('the operator key is missing or wrong\n');
  });

  test('a body that does not say who, or a strength out of range, is refused; a player not yet seen is 404', async () => {
    expect((await send(open, { player: 'x' })).status).toBe(400);
    expect((await send(open, { zone: Z, player: 'x', strength: 0 })).status).toBe(400);
    expect((await send(open, { zone: Z, player: 'x', travelMinutes: 2.5 })).status).toBe(400);
    const unseen = await send(open, { zone: Z, player: 'nobody-yet' });
    expect(unseen.status).toBe(404);
    expect(await unseen.text()).toContain('has the player logged in?');
  });

  test("a raid on the player's first castle, pushed to their live session with its strength", async () => {
    const c = await TestClient.ready(open.url, Z, { name: 'watched', password: 'pw' });
    try {
      const { playerId, castles } = readState(c.pushed.gbd!.payload);
      const res = await send(open, { zone: Z, player: 'watched', strength: 140, travelMinutes: 90 });
      expect(res.status).toBe(201);
      const made = (await res.json()) as { movementId: number; castleId: number; arrivesAt: number };
      expect(made.castleId).toBe(castles[0]!.id);
      for (;;) {
        const reply = await c.nextReply();
        if (reply.command !== 'gam') continue;
        const raid = readMovements(reply.payload, playerId, Date.now()).find((m) => m.id === made.movementId);
        expect(raid).toMatchObject({ type: 'incoming', castleId: made.castleId, troops: 140 });
        // 90 game minutes at the default scale (60): 90 real seconds.
        expect(made.arrivesAt - Date.now()).toBeGreaterThan(85_000);
        break;
      }
    } finally {
      c.close();
    }
  });
});

describe('POST /operator/faults', () => {
  const faults = (sim: Simulator, body: unknown, key: string | null = KEY) =>
    fetch(new URL(OPERATOR_FAULTS_PATH, sim.networkUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
      body: JSON.stringify(body),
    });

  test('refused without the key, closed without one on the server, and a body that does not say what is 400', async () => {
    expect((await faults(open, { zone: Z, player: 'x', command: 'dcl', code: 999 }, null)).status).toBe(401);
    expect((await faults(closed, { zone: Z, player: 'x', command: 'dcl', code: 999 })).status).toBe(426);
    expect((await faults(open, { zone: Z, player: 'x', command: 'dcl' })).status).toBe(400);
    expect((await faults(open, { zone: Z, player: 'x', command: '%xt%', code: 999 })).status).toBe(400);
  });

  test("with the key, the player's next such command is answered with the code, once", async () => {
    const c = await TestClient.ready(open.url, Z, { name: 'faulty', password: 'pw' });
    const res = await faults(open, { zone: Z, player: 'faulty', command: 'dcl', code: 999 });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ command: 'dcl', code: 999, times: 1 });
    expect((await c.command(Z, 'dcl', { CD: 1 })).result).toBe(999);
    expect((await c.command(Z, 'dcl', { CD: 1 })).result).toBe(0);
    c.close();
  });
});

describe('GET /operator/sessions', () => {
  const sessions = (key: string | null = KEY) =>
    fetch(new URL(OPERATOR_SESSIONS_PATH, open.networkUrl).href, { headers: key === null ? {} : { authorization: `Bearer ${key}` } });

  test('refused without the key', async () => {
    expect((await sessions(null)).status).toBe(401);
  });

  test('counts live sockets, logins, and a session replaced by a second login of its account', async () => {
    const before = (await (await sessions()).json()) as { live: number; logins: number; replaced: number };
    const first = await TestClient.ready(open.url, Z, { name: 'counted', password: 'pw' });
    const second = await TestClient.ready(open.url, Z, { name: 'counted', password: 'pw' });
    try {
      const after = (await (await sessions()).json()) as typeof before;
      expect(after).toEqual({ live: before.live + 1, logins: before.logins + 2, replaced: before.replaced + 1 });
    } finally {
      first.close();
      second.close();
    }
  });
});
