import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { LiveLoginData } from '../shared/src/game-wire/live-shapes';
import { RESULT } from '../shared/src/game-wire/protocol';
import { LOCKOUT } from './lockout';
import { CLOSE, startSimulator, type Simulator } from './server';
import { LOGIN, TestClient, manualClock } from './test-client';

const Z = 'EmpireEx';
const clock = manualClock();
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 5, now: clock.now, maxRequestsPerSecond: 1000 });
});
afterAll(() => sim.stop());

describe('lli', () => {
  test('a command before lli gets NOT_LOGGED_IN', async () => {
    const c = await TestClient.ready(sim.url, Z);
    const reply = await c.command(Z, 'gbd', {});
    expect(reply.result).toBe(RESULT.NOT_LOGGED_IN);
    c.close();
  });

  test('the first login creates the account; later logins need the same password', async () => {
    const a = await TestClient.ready(sim.url, Z);
    const first = await a.command(Z, 'lli', LOGIN('alice', 'secret-1'));
    // Live: success has no payload; the state bundle and the events follow as pushes.
    expect([first.result, first.payload, first.params]).toEqual([RESULT.OK, null, []]);
    const playerId = (a.pushed.gbd?.payload as LiveLoginData).gpi.PID;
    expect(playerId).toBeGreaterThan(0);
    expect(a.pushed.sei?.payload).toEqual(sim.world.eventList());
    a.close();

    const b = await TestClient.ready(sim.url, Z);
    expect((await b.command(Z, 'lli', LOGIN('alice', 'wrong'))).result).toBe(RESULT.WRONG_PASSWORD);
    const again = await b.command(Z, 'lli', LOGIN('alice', 'secret-1'));
    expect(again.result).toBe(RESULT.OK);
    expect((b.pushed.gbd?.payload as LiveLoginData).gpi.PID).toBe(playerId);
    b.close();
  });

  test('the same name in another zone is another account', async () => {
    const c = await TestClient.ready(sim.url, 'EmpireEx_2');
    const reply = await c.command('EmpireEx_2', 'lli', LOGIN('alice', 'other'));
    expect(reply.result).toBe(RESULT.OK);
    expect(sim.world.player('EmpireEx_2', 'alice')).toBeDefined();
    c.close();
  });

  test('five wrong passwords lock the account for ten minutes, even for the right password', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'bob', password: 'right' });
    for (let i = 0; i < LOCKOUT.maxFailures; i++) {
      expect((await c.command(Z, 'lli', LOGIN('bob', `wrong-${i}`))).result).toBe(RESULT.WRONG_PASSWORD);
    }
    // Live: LOGIN_COOLDOWN_ACTIVE (453) with the seconds to wait in CD.
    expect(await c.command(Z, 'lli', LOGIN('bob', 'right'))).toMatchObject({ result: RESULT.LOGIN_COOLDOWN, payload: { CD: LOCKOUT.lockMs / 1000 } });
    clock.advance(LOCKOUT.lockMs - 1_000);
    expect(await c.command(Z, 'lli', LOGIN('bob', 'right'))).toMatchObject({ result: RESULT.LOGIN_COOLDOWN, payload: { CD: 1 } });
    clock.advance(1_000);
    expect((await c.command(Z, 'lli', LOGIN('bob', 'right'))).result).toBe(RESULT.OK);
    c.close();
  });

  test('a banned account is answered 27 with the seconds left in RS, until the ban ends', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'rascal', password: 'pw' });
    sim.world.ban(Z, 'rascal', 7_500);
    expect(await c.command(Z, 'lli', LOGIN('rascal', 'pw'))).toMatchObject({ result: RESULT.BANNED, payload: { RS: 7_500 } });
    clock.advance(7_500_000);
    expect((await c.command(Z, 'lli', LOGIN('rascal', 'pw'))).result).toBe(RESULT.OK);
    c.close();
  });

  test('wrong passwords spread over more than ten minutes do not lock', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'carol', password: 'pw' });
    for (let i = 0; i < LOCKOUT.maxFailures; i++) {
      expect((await c.command(Z, 'lli', LOGIN('carol', 'bad'))).result).toBe(RESULT.WRONG_PASSWORD);
      clock.advance(LOCKOUT.windowMs / 4);
    }
    expect((await c.command(Z, 'lli', LOGIN('carol', 'pw'))).result).toBe(RESULT.OK);
    c.close();
  });

  test('a payload without PW is refused with a reason', async () => {
    const c = await TestClient.ready(sim.url, Z);
    const reply = await c.command(Z, 'lli', { NOM: 'dave' });
    expect(reply.result).toBe(RESULT.FAILED);
    expect(reply.payload).toEqual({ error: 'PW must be a non-empty string' });
    expect(sim.world.player(Z, 'dave')).toBeUndefined();
    c.close();
  });

  test('passwords are stored hashed', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'erin', password: 'plain-text-pw' });
    const stored = JSON.stringify(sim.world.player(Z, 'erin'));
    expect(stored).not.toContain('plain-text-pw');
    expect(sim.world.player(Z, 'erin')?.password.sha256).toMatch(/^[0-9a-f]{64}$/);
    c.close();
  });

  test('a new login closes the older socket of the same player', async () => {
    const older = await TestClient.ready(sim.url, Z, { name: 'frank', password: 'pw' });
    const newer = await TestClient.ready(sim.url, Z, { name: 'frank', password: 'pw' });
    expect((await older.waitClosed()).code).toBe(CLOSE.REPLACED);
    expect((await newer.command(Z, 'pin', {})).result).toBe(RESULT.OK);
    newer.close();
  });
});

describe('zone binding and vocabulary', () => {
  test('a command naming another zone fails', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'gina', password: 'pw' });
    const reply = await c.command('EmpireEx_2', 'gbd', {});
    expect(reply.result).toBe(RESULT.FAILED);
    expect(reply.payload).toEqual({ error: 'this connection is bound to zone EmpireEx' });
    expect((await c.command(Z, 'gbd', {})).result).toBe(RESULT.OK);
    c.close();
  });

  test('an unknown command gets UNKNOWN_COMMAND', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'hank', password: 'pw' });
    expect((await c.command(Z, 'hgh', {})).result).toBe(RESULT.UNKNOWN_COMMAND);
    c.close();
  });
});
