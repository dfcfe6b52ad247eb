import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { RESULT, encodeCommand, parseReply, parseSys, verChk, zoneLogin } from '../api/src/runtime/game/protocol';
import { zoneOf } from '../shared/src/game';
import { startSimulator, type Simulator } from './server';
import { TestClient } from './test-client';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 3, maxRequestsPerSecond: 1000 });
});
afterAll(() => sim.stop());

describe('handshake', () => {
  test('verChk then zone login succeed for a known zone', async () => {
    const c = await TestClient.connect(sim.url);
    c.send(verChk());
    expect(parseSys(await c.next())?.action).toBe('apiOK');
    c.send(zoneLogin(zoneOf('DE1')));
    expect(parseSys(await c.next())?.action).toBe('logOK');
    c.close();
  });

  test('an unsupported client version gets apiKO and cannot log into a zone', async () => {
    const c = await TestClient.connect(sim.url);
    c.send(verChk('1'));
    expect(parseSys(await c.next())?.action).toBe('apiKO');
    c.send(zoneLogin('EmpireEx'));
    expect(parseSys(await c.next())?.action).toBe('logKO');
    c.close();
  });

  test('an unknown zone gets logKO', async () => {
    const c = await TestClient.connect(sim.url);
    c.send(verChk());
    await c.next();
    c.send(zoneLogin('EmpireEx_999'));
    expect(parseSys(await c.next())?.action).toBe('logKO');
    c.close();
  });

  test('a command before the zone login is refused', async () => {
    const c = await TestClient.connect(sim.url);
    const reply = await c.command('EmpireEx', 'pin', {});
    expect(reply.result).toBe(RESULT.FAILED);
    c.close();
  });

  test('the url is a loopback WebSocket url with the bound port', () => {
    expect(sim.url).toBe(`ws://127.0.0.1:${sim.port}/`);
    expect(sim.port).toBeGreaterThan(0);
  });
});

describe('malformed frames', () => {
  test('junk, binary and broken commands do not crash the server', async () => {
    const c = await TestClient.ready(sim.url, 'EmpireEx');
    c.send('hello');
    c.send('<msg');
    c.send("<msg t='sys'><body action='nonsense' r='0'></body></msg>");
    c.ws.send(new Uint8Array([1, 2, 3]));
    c.send('%xt%EmpireEx%gbd%1%{not json}%');
    const broken = parseReply(await c.next());
    expect(broken?.result).toBe(RESULT.FAILED);
    expect(broken?.payload).toEqual({ error: 'malformed command frame' });
    c.send('%xt%%%');
    expect(parseReply(await c.next())?.result).toBe(RESULT.FAILED);
    // Still serving this socket after all that: a proper command gets its normal answer.
    const reply = await c.command('EmpireEx', 'pin', {});
    expect(reply.result).toBe(RESULT.NOT_LOGGED_IN);
    c.close();
  });

  test('non-object payloads are refused with a reason', async () => {
    const c = await TestClient.ready(sim.url, 'EmpireEx');
    const reply = await c.command('EmpireEx', 'lli', [1, 2]);
    expect(reply.result).toBe(RESULT.FAILED);
    expect(reply.payload).toEqual({ error: 'payload must be a JSON object' });
    c.close();
  });

  test('an oversized frame closes only that socket', async () => {
    const c = await TestClient.ready(sim.url, 'EmpireEx');
    c.send(encodeCommand('EmpireEx', 'pin', { pad: 'x'.repeat(100_000) }));
    await c.waitClosed();
    const fresh = await TestClient.ready(sim.url, 'EmpireEx');
    expect((await fresh.command('EmpireEx', 'pin', {})).result).toBe(RESULT.NOT_LOGGED_IN);
    fresh.close();
  });
});
