import { describe, expect, test } from 'bun:test';
import { readState } from '@shared/game-wire/live-data';
import type { LiveLoginData } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { LOCKOUT } from './lockout';
import { CLOSE, startSimulator } from '../server';
import { LOGIN, TestClient, manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx';
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 5, now: clock.now, maxRequestsPerSecond: 1000 });

const refusal = async (c: TestClient, command: string, payload: unknown) => {
  const reply = await c.command(Z, command, payload);
  return [reply.result, reply.payload];
};

describe('lli', () => {
  test('a game command before lli is GENERAL_ERROR; the keep-alive is answered', async () => {
    const c = await TestClient.ready(sim.url, Z);
    expect(await refusal(c, 'dcl', { CD: 1 })).toEqual([RESULT.GENERAL_ERROR, { error: 'log in with lli first' }]);
    expect(await refusal(c, 'gam', {})).toEqual([RESULT.GENERAL_ERROR, { error: 'log in with lli first' }]);
    expect((await c.command(Z, 'pin', {})).result).toBe(RESULT.OK);
    c.close();
  });

  test('the first login creates the account; later logins need the same password', async () => {
    const a = await TestClient.ready(sim.url, Z);
    const first = await a.command(Z, 'lli', LOGIN('alice', 'secret-1'));
    // Live: success has no payload; the login data, the events and the movements follow as pushes.
    expect([first.result, first.payload, first.params]).toEqual([RESULT.OK, null, []]);
    const playerId = (a.pushed.gbd?.payload as LiveLoginData).gpi!.PID;
    expect(playerId).toBeGreaterThan(0);
    expect(a.pushed.sei?.payload).toEqual(sim.world.eventList());
    expect(a.pushed.gam?.payload).toEqual({ M: [], O: [{ OID: playerId, N: 'alice', L: 1 }] });
    a.close();

    const b = await TestClient.ready(sim.url, Z);
    expect(await refusal(b, 'lli', LOGIN('alice', 'wrong'))).toEqual([RESULT.INVALID_PASSWORD, { error: 'wrong password' }]);
    // A refused login is not a session: game commands still wait for lli.
    expect((await b.command(Z, 'dcl', { CD: 1 })).result).toBe(RESULT.GENERAL_ERROR);
    const again = await b.command(Z, 'lli', LOGIN('alice', 'secret-1'));
    expect(again.result).toBe(RESULT.OK);
    expect(readState(b.pushed.gbd!.payload).playerId).toBe(playerId);
    expect((await b.command(Z, 'dcl', { CD: 1 })).result).toBe(RESULT.OK);
    b.close();
  });

  test('names and passwords arrive escaped as the live client writes them, and are read back', async () => {
    const name = 'O\'Brien "100%"';
    const password = "it's 50% \\ off";
    const c = await TestClient.ready(sim.url, Z, { name, password });
    expect(readState(c.pushed.gbd!.payload).name).toBe(name);
    expect(sim.world.player(Z, name)).toBeDefined();
    c.close();
    const d = await TestClient.ready(sim.url, Z);
    expect((await d.command(Z, 'lli', LOGIN(name, password))).result).toBe(RESULT.OK);
    expect((await d.command(Z, 'lli', LOGIN(name, "it's 50% / off"))).result).toBe(RESULT.INVALID_PASSWORD);
    d.close();
  });

  test('the same name in another zone is another account', async () => {
    const c = await TestClient.ready(sim.url, 'EmpireEx_2');
    const reply = await c.command('EmpireEx_2', 'lli', LOGIN('alice', 'other'));
    expect(reply.result).toBe(RESULT.OK);
    expect(sim.world.player('EmpireEx_2', 'alice')!.playerId).not.toBe(sim.world.player(Z, 'alice')!.playerId);
    c.close();
  });

  test('five wrong passwords lock the account for ten minutes (453 with CD), even for the right password', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'bob', password: 'right' });
    for (let i = 0; i < LOCKOUT.maxFailures; i++) {
      expect((await c.command(Z, 'lli', LOGIN('bob', `wrong-${i}`))).result).toBe(RESULT.INVALID_PASSWORD);
    }
    expect(await c.command(Z, 'lli', LOGIN('bob', 'right'))).toMatchObject({ result: RESULT.LOGIN_COOLDOWN_ACTIVE, payload: { CD: LOCKOUT.lockMs / 1000 } });
    clock.advance(LOCKOUT.lockMs - 1_000);
    expect(await c.command(Z, 'lli', LOGIN('bob', 'right'))).toMatchObject({ result: RESULT.LOGIN_COOLDOWN_ACTIVE, payload: { CD: 1 } });
    clock.advance(1_000);
    expect((await c.command(Z, 'lli', LOGIN('bob', 'right'))).result).toBe(RESULT.OK);
    c.close();
  });

  test('world.coolDown makes logins wait, with the seconds left in CD', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'cooled', password: 'pw' });
    sim.world.coolDown(Z, 'cooled', 90);
    expect(await c.command(Z, 'lli', LOGIN('cooled', 'pw'))).toMatchObject({ result: RESULT.LOGIN_COOLDOWN_ACTIVE, payload: { CD: 90 } });
    clock.advance(90_000);
    expect((await c.command(Z, 'lli', LOGIN('cooled', 'pw'))).result).toBe(RESULT.OK);
    c.close();
  });

  test('a banned account is answered 27 with the seconds left in RS, until the ban ends', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'rascal', password: 'pw' });
    sim.world.ban(Z, 'rascal', 7_500);
    expect(await c.command(Z, 'lli', LOGIN('rascal', 'pw'))).toMatchObject({ result: RESULT.IS_BANNED, payload: { RS: 7_500 } });
    // Even with a wrong password: the ban is said first.
    expect((await c.command(Z, 'lli', LOGIN('rascal', 'nope'))).result).toBe(RESULT.IS_BANNED);
    clock.advance(7_500_000);
    expect((await c.command(Z, 'lli', LOGIN('rascal', 'pw'))).result).toBe(RESULT.OK);
    c.close();
  });

  test('wrong passwords spread over more than ten minutes do not lock', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'carol', password: 'pw' });
    for (let i = 0; i < LOCKOUT.maxFailures; i++) {
      expect((await c.command(Z, 'lli', LOGIN('carol', 'bad'))).result).toBe(RESULT.INVALID_PASSWORD);
      clock.advance(LOCKOUT.windowMs / 4);
    }
    expect((await c.command(Z, 'lli', LOGIN('carol', 'pw'))).result).toBe(RESULT.OK);
    c.close();
  });

  test('a payload without NOM or PW is refused with a reason and creates nothing', async () => {
    const c = await TestClient.ready(sim.url, Z);
    const { PW: _, ...noPassword } = LOGIN('dave', 'pw');
    expect(await refusal(c, 'lli', noPassword)).toEqual([RESULT.MISSING_PARAMETER, { error: 'PW is missing' }]);
    expect(await refusal(c, 'lli', { ...noPassword, PW: '' })).toEqual([RESULT.INVALID_PARAMETER_VALUE, { error: 'PW must be a non-empty string' }]);
    const { NOM: __, ...noName } = LOGIN('dave', 'pw');
    expect(await refusal(c, 'lli', noName)).toEqual([RESULT.MISSING_PARAMETER, { error: 'NOM is missing' }]);
    expect(await refusal(c, 'lli', { ...LOGIN('dave', 'pw'), NOM: 'x'.repeat(65) })).toEqual([
      RESULT.INVALID_PARAMETER_VALUE,
      { error: 'NOM must be at most 64 characters' },
    ]);
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

  test('a new login closes the older socket of the same player (4001); the sessions count it', async () => {
    const older = await TestClient.ready(sim.url, Z, { name: 'frank', password: 'pw' });
    const newer = await TestClient.ready(sim.url, Z, { name: 'frank', password: 'pw' });
    expect((await older.waitClosed()).code).toBe(CLOSE.REPLACED);
    expect((await newer.command(Z, 'pin', {})).result).toBe(RESULT.OK);
    expect((await newer.command(Z, 'dcl', { CD: 1 })).result).toBe(RESULT.OK);
    expect(sim.sessions('frank')).toEqual({ live: 1, logins: 2, replaced: 1 });
    newer.close();
  });

  test('a server that closes the older socket with a plain 1000, as live may: the option, and the test hook that switches it', async () => {
    const plain = await startSimulator({ seed: 5, now: clock.now, maxRequestsPerSecond: 1000, replacedCloseCode: 1000 });
    try {
      const older = await TestClient.ready(plain.url, Z, { name: 'iris', password: 'pw' });
      const newer = await TestClient.ready(plain.url, Z, { name: 'iris', password: 'pw' });
      expect((await older.waitClosed()).code).toBe(1000);
      expect(plain.sessions('iris')).toEqual({ live: 1, logins: 2, replaced: 1 });
      // Back to the simulator's own code for the next replacement.
      plain.closeReplacedWith(CLOSE.REPLACED);
      const newest = await TestClient.ready(plain.url, Z, { name: 'iris', password: 'pw' });
      expect((await newer.waitClosed()).code).toBe(CLOSE.REPLACED);
      newest.close();
    } finally {
      await plain.stop();
    }
  });
});

describe('zone binding and vocabulary', () => {
  test('a command naming another zone fails', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'gina', password: 'pw' });
    expect((await c.command(Z, 'dcl', { CD: 1 })).result).toBe(RESULT.OK);
    const reply = await c.command('EmpireEx_2', 'dcl', { CD: 1 });
    expect([reply.result, reply.payload]).toEqual([RESULT.GENERAL_ERROR, { error: 'this connection is bound to zone EmpireEx' }]);
    c.close();
  });

  test('an unknown command is GENERAL_ERROR, before and after the login; the old invented commands are unknown', async () => {
    const anonymous = await TestClient.ready(sim.url, Z);
    expect(await refusal(anonymous, 'zqx', {})).toEqual([RESULT.GENERAL_ERROR, { error: 'unknown command zqx' }]);
    anonymous.close();
    const c = await TestClient.ready(sim.url, Z, { name: 'hank', password: 'pw' });
    for (const command of ['zqx', 'gbd', 'fst', 'rcu', 'rsr'])
      expect(await refusal(c, command, {})).toEqual([RESULT.GENERAL_ERROR, { error: `unknown command ${command}` }]);
    c.close();
  });
});
