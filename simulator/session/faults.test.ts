import { afterEach, describe, expect, test } from 'bun:test';
import { RESULT, encodeCommand } from '@shared/game-wire/protocol';
import { CLOSE, startSimulator, type Simulator } from '../server';
import { TestClient } from '../test-client';

const Z = 'EmpireEx';
let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});

describe('flood protection', () => {
  test('the command over the per-second limit is not answered: the socket is closed with 4008, as the live server drops bursts', async () => {
    sim = await startSimulator({ seed: 1, maxRequestsPerSecond: 5 });
    const c = await TestClient.ready(sim.url, Z, { name: 'spammer', password: 'pw' }); // lli is the first command
    for (let i = 0; i < 5; i++) c.send(encodeCommand(Z, 'pin', {}));
    // The login's last push (the login token, slt) comes first, then four answers: the fifth pin is over the limit.
    const replies: Array<[string, number]> = [];
    for (let i = 0; i < 5; i++) {
      const reply = await c.nextReply();
      replies.push([reply.command, reply.result]);
    }
    expect(replies).toEqual([['slt', RESULT.OK], ...Array.from({ length: 4 }, () => ['pin', RESULT.OK] as [string, number])]);
    expect((await c.waitClosed()).code).toBe(CLOSE.FLOOD);
    expect(c.frames).toEqual([]);
  });

  test('exactly the limit within a second is still answered', async () => {
    sim = await startSimulator({ seed: 1, maxRequestsPerSecond: 4 });
    const c = await TestClient.ready(sim.url, Z, { name: 'patient', password: 'pw' });
    for (let i = 0; i < 3; i++) expect((await c.command(Z, 'pin', {})).result).toBe(RESULT.OK);
    expect(c.closed).toBeNull();
    c.close();
  });
});

describe('fault injection', () => {
  test('dropConnections(name) closes only that player; dropConnections() closes everyone', async () => {
    sim = await startSimulator({ seed: 1, maxRequestsPerSecond: 1000 });
    const a = await TestClient.ready(sim.url, Z, { name: 'anna', password: 'pw' });
    const b = await TestClient.ready(sim.url, Z, { name: 'ben', password: 'pw' });
    const anonymous = await TestClient.ready(sim.url, Z);
    sim.dropConnections('anna');
    const closed = await a.waitClosed();
    expect(closed.code).not.toBe(1000);
    expect((await b.command(Z, 'pin', {})).result).toBe(RESULT.OK);
    expect(anonymous.closed).toBeNull();
    sim.dropConnections();
    await b.waitClosed();
    await anonymous.waitClosed();
    // The server itself is fine: a new session works, and the account survived.
    const again = await TestClient.connect(sim.url);
    again.close();
    expect(sim.world.player(Z, 'anna')).toBeDefined();
  });

  test('dropProbability 1 drops the connection instead of answering', async () => {
    sim = await startSimulator({ seed: 1, dropProbability: 1 });
    const c = await TestClient.ready(sim.url, Z);
    c.send(encodeCommand(Z, 'pin', {}));
    await c.waitClosed();
    expect(c.frames).toEqual([]);
  });
});

describe('command faults (a code nobody knows, for the safety lock)', () => {
  test('the chosen command of the chosen player is answered with the chosen code as often as asked, then played again; what each player sends is counted', async () => {
    sim = await startSimulator({ seed: 1, maxRequestsPerSecond: 1000 });
    const anna = await TestClient.ready(sim.url, Z, { name: 'anna', password: 'pw' });
    const ben = await TestClient.ready(sim.url, Z, { name: 'ben', password: 'pw' });
    sim.faults.answerWith(Z, 'anna', 'dcl', 999, 2);
    expect((await ben.command(Z, 'dcl', { CD: 1 })).result).toBe(RESULT.OK);
    expect((await anna.command(Z, 'sei', {})).result).toBe(RESULT.OK);
    const faulted = await anna.command(Z, 'dcl', { CD: 1 });
    expect([faulted.command, faulted.result]).toEqual(['dcl', 999]);
    expect((await anna.command(Z, 'dcl', { CD: 1 })).result).toBe(999);
    expect((await anna.command(Z, 'dcl', { CD: 1 })).result).toBe(RESULT.OK);
    expect(sim.faults.received(Z, 'anna')).toBe(4);
    expect(sim.faults.received(Z, 'ben')).toBe(1);
    // The keep-alive is not counted: only what the game plays.
    expect((await anna.command(Z, 'pin', {})).result).toBe(RESULT.OK);
    expect(sim.faults.received(Z, 'anna')).toBe(4);
    anna.close();
    ben.close();
  });
});
