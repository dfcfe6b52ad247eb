import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { loginFields, newDeviceId } from '@shared/game-wire/login';
import { AUTO_JOIN, RESULT, encodeCommand, parseReply, parseSys, verChk, zoneLogin } from '@shared/game-wire/protocol';
import { zoneOf } from '@shared/game';
import { CLOSE, startSimulator, type Simulator } from '../server';
import { DEFAULT_CLIENT_BUILD } from '@shared/game-wire/client-build';
import { LOGIN, TestClient } from '../test-client';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 3, maxRequestsPerSecond: 1000 });
});
afterAll(() => sim.stop());

describe('handshake', () => {
  test('the live sequence, frame by frame: verChk, zone login (no logOK), autoJoin, roundTrip, vck, lli, the pushes, pin', async () => {
    const zone = zoneOf('DE1');
    const c = await TestClient.connect(sim.url);
    const exchange = async (sent: string) => {
      c.send(sent);
      return c.next();
    };
    expect(await exchange("<msg t='sys'><body action='verChk' r='0'><ver v='166' /></body></msg>")).toBe(
      "<msg t='sys'><body action='apiOK' r='0'></body></msg>",
    );
    c.send(
      `<msg t='sys'><body action='login' r='0'><login z='${zone}'><nick><![CDATA[]]></nick><pword><![CDATA[undefined%en%0]]></pword></login></body></msg>`,
    );
    // No logOK: the info frames and the room list, literally, then the server waits.
    expect(parseReply(await c.next())).toMatchObject({ command: 'nfo', result: 0, payload: { sectorCountX: 99, sectorCountY: 99 } });
    expect(parseReply(await c.next())).toMatchObject({ command: 'core_nfo', result: 0, payload: { zone } });
    expect(await c.next()).toBe('%xt%rlu%-1%1%0%100000%2%Lobby%');
    expect(await exchange("<msg t='sys'><body action='autoJoin' r='-1'></body></msg>")).toBe(
      "<msg t='sys'><body action='joinOK' r='1'><pid id='0'/><vars /><uLs r='1'></uLs></body></msg>",
    );
    expect(await exchange("<msg t='sys'><body action='roundTrip' r='1'></body></msg>")).toBe("<msg t='sys'><body action='roundTripRes' r='1'></body></msg>");
    // EmpireCore's and the public bots' `undefined` for the build is let in, as live lets them in; the reply carries the server's versions.
    expect(await exchange(`%xt%${zone}%vck%1%undefined%web-html5%<RoundHouseKick>%12345%`)).toBe('%xt%vck%1%0%6.1156.7%41.7.0%');
    // The live client's lli fields, in its key order, without a reCAPTCHA token (public clients log in without one today).
    const fields = {
      CONM: 175,
      RTM: 24,
      ID: 0,
      PL: 1,
      NOM: 'transcript',
      PW: 'secret',
      LT: null,
      LANG: 'en',
      DID: '0',
      AID: '1700000000000123456',
      KID: '',
      REF: 'https://empire.goodgamestudios.com',
      GCI: '',
      SID: 9,
      PLFID: 1,
    };
    // Success is the bare frame: no payload at all.
    expect(await exchange(`%xt%${zone}%lli%1%${JSON.stringify(fields)}%`)).toBe('%xt%lli%1%0%');
    // Then, unasked and in this order: the login data, the running events, the movements, the open quests and a login token.
    const pushes = [];
    for (let i = 0; i < 5; i++) pushes.push(parseReply(await c.next()));
    expect(pushes.map((p) => [p?.command, p?.result])).toEqual([
      ['gbd', 0],
      ['sei', 0],
      ['gam', 0],
      ['qli', 0],
      ['slt', 0],
    ]);
    expect(pushes[0]!.payload).toMatchObject({ gpi: { PN: 'transcript' } });
    expect(pushes[1]!.payload).toEqual({ E: expect.any(Array) });
    expect(pushes[2]!.payload).toEqual({ M: [], O: [{ OID: sim.world.player(zone, 'transcript')!.playerId, N: 'transcript', L: 1 }] });
    expect(pushes[3]!.payload).toEqual({
      QL: [
        { QID: 34, P: [0] },
        { QID: 95, P: [0] },
        { QID: 311, P: [0, 0] },
        { QID: 53271, P: [0] },
      ],
    });
    expect(pushes[4]!.payload).toEqual({ LT: expect.any(String) });
    expect(await exchange(`%xt%${zone}%pin%1%<RoundHouseKick>%`)).toBe('%xt%pin%1%0%');
    c.close();
  });

  test('commands wait for autoJoin, and the live lli wants DID as a string', async () => {
    const zone = zoneOf('DE1');
    const c = await TestClient.connect(sim.url);
    c.send(verChk());
    await c.next();
    c.send(zoneLogin(zone, DEFAULT_CLIENT_BUILD));
    for (let i = 0; i < 3; i++) await c.next();
    const early = await c.command(zone, 'lli', LOGIN('early', 'pw'));
    expect([early.result, early.payload]).toEqual([RESULT.GENERAL_ERROR, { error: 'join the lobby (autoJoin) first' }]);
    c.send(AUTO_JOIN);
    await c.next();
    const numeric = await c.command(zone, 'lli', { ...LOGIN('early', 'pw'), DID: 0 });
    expect([numeric.result, numeric.payload]).toEqual([RESULT.INVALID_PARAMETER_VALUE, { error: 'DID must be a string' }]);
    expect(sim.world.player(zone, 'early')).toBeUndefined();
    // The same fields with DID as the live client sends it log in.
    expect((await c.command(zone, 'lli', loginFields('early', { password: 'pw' }, { deviceId: newDeviceId() }))).result).toBe(RESULT.OK);
    c.close();
  });

  test("the web client's handshake (its build in the zone login and vck, a session id near Number.MAX_VALUE) gets in; an older build is too low", async () => {
    const zone = 'EmpireEx_21';
    const handshake = async (build: string) => {
      const c = await TestClient.connect(sim.url);
      c.send(verChk());
      await c.next();
      c.send(
        `<msg t='sys'><body action='login' r='0'><login z='${zone}'><nick><![CDATA[]]></nick><pword><![CDATA[${build}%en%0]]></pword></login></body></msg>`,
      );
      for (let i = 0; i < 3; i++) await c.next();
      c.send(AUTO_JOIN);
      await c.next();
      c.send(`%xt%${zone}%vck%1%${build}%web-html5%<RoundHouseKick>%6.352330935529434e+307%`);
      const vck = await c.next();
      c.close();
      return vck;
    };
    expect(await handshake('1167009')).toBe('%xt%vck%1%0%6.1156.7%41.7.0%');
    expect(await handshake('1169011')).toBe('%xt%vck%1%0%6.1156.7%41.7.0%');
    expect(await handshake('1166004')).toBe('%xt%vck%1%1%6.1156.7%41.7.0%');
  });

  test('a build newer than the newest a server takes is too high (status 2)', async () => {
    const strict = await startSimulator({ seed: 5, clientBuilds: { oldest: '1167009', newest: '1167009' } });
    const c = await TestClient.ready(strict.url, 'EmpireEx');
    c.send('%xt%EmpireEx%vck%1%1168000%web-html5%<RoundHouseKick>%1.5e+308%');
    expect(parseReply(await c.next())).toMatchObject({ command: 'vck', result: 2, params: ['6.1156.7', '41.7.0'] });
    c.close();
    await strict.stop();
  });

  test('the socket negotiates permessage-deflate when the client offers it, as the live servers do', async () => {
    const c = await TestClient.connect(sim.url);
    expect(c.ws.extensions).toContain('permessage-deflate');
    c.close();
  });

  test('a session that stays silent past the keep-alive timeout is closed', async () => {
    const quiet = await startSimulator({ seed: 4, silentTimeoutMs: 300 });
    const c = await TestClient.ready(quiet.url, 'EmpireEx', { name: 'sleeper', password: 'pw' });
    expect((await c.waitClosed(3_000)).code).toBe(CLOSE.SILENT);
    await quiet.stop();
  });

  test('a session that keeps sending pin outlives the timeout', async () => {
    const quiet = await startSimulator({ seed: 4, silentTimeoutMs: 300 });
    const c = await TestClient.ready(quiet.url, 'EmpireEx', { name: 'insomniac', password: 'pw' });
    // 600 ms in all, twice the timeout: the time passing is what is tested.
    for (let i = 0; i < 6; i++) {
      await Bun.sleep(100);
      expect((await c.command('EmpireEx', 'pin', {})).result).toBe(RESULT.OK);
    }
    expect(c.closed).toBeNull();
    c.close();
    await quiet.stop();
  });

  test('an unsupported client version gets apiKO and cannot log into a zone', async () => {
    const c = await TestClient.connect(sim.url);
    c.send(verChk('1'));
    expect(parseSys(await c.next())?.action).toBe('apiKO');
    c.send(zoneLogin('EmpireEx', DEFAULT_CLIENT_BUILD));
    expect(parseSys(await c.next())?.action).toBe('logKO');
    c.close();
  });

  test('an unknown zone gets logKO', async () => {
    const c = await TestClient.connect(sim.url);
    c.send(verChk());
    await c.next();
    c.send(zoneLogin('EmpireEx_999', DEFAULT_CLIENT_BUILD));
    expect(parseSys(await c.next())?.action).toBe('logKO');
    c.close();
  });

  test('a command before the zone login is refused with GENERAL_ERROR', async () => {
    const c = await TestClient.connect(sim.url);
    const reply = await c.command('EmpireEx', 'pin', {});
    expect([reply.result, reply.payload]).toEqual([RESULT.GENERAL_ERROR, { error: 'log into a zone first' }]);
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
    c.send('%xt%EmpireEx%dcl%1%{not json}%');
    const broken = parseReply(await c.next());
    expect(broken).toMatchObject({ command: 'dcl', result: RESULT.GENERAL_ERROR, payload: { error: 'malformed command frame' } });
    c.send('%xt%%%');
    expect(parseReply(await c.next())?.result).toBe(RESULT.GENERAL_ERROR);
    // Still serving this socket after all that: a proper command gets its normal answer (not logged in yet).
    const reply = await c.command('EmpireEx', 'dcl', { CD: 1 });
    expect([reply.result, reply.payload]).toEqual([RESULT.GENERAL_ERROR, { error: 'log in with lli first' }]);
    c.close();
  });

  test('non-object payloads are refused with a reason', async () => {
    const c = await TestClient.ready(sim.url, 'EmpireEx');
    const reply = await c.command('EmpireEx', 'lli', [1, 2]);
    expect([reply.result, reply.payload]).toEqual([RESULT.GENERAL_ERROR, { error: 'payload must be a JSON object' }]);
    const logged = await TestClient.ready(sim.url, 'EmpireEx', { name: 'objector', password: 'pw' });
    expect(await logged.command('EmpireEx', 'gaa', [1, 2])).toMatchObject({
      result: RESULT.GENERAL_ERROR,
      payload: { error: 'payload must be a JSON object' },
    });
    logged.close();
    c.close();
  });

  test('an oversized frame closes only that socket', async () => {
    const c = await TestClient.ready(sim.url, 'EmpireEx');
    const other = await TestClient.ready(sim.url, 'EmpireEx');
    c.send(encodeCommand('EmpireEx', 'pin', { pad: 'x'.repeat(100_000) }));
    await c.waitClosed();
    expect(other.closed).toBeNull();
    expect((await other.command('EmpireEx', 'pin', {})).result).toBe(RESULT.OK);
    const fresh = await TestClient.ready(sim.url, 'EmpireEx');
    expect((await fresh.command('EmpireEx', 'dcl', { CD: 1 })).result).toBe(RESULT.GENERAL_ERROR);
    fresh.close();
    other.close();
  });
});
