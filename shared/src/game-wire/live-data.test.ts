/** The adapter from live-shaped game data to the behaviours' types, on samples written as the live game sends them. */
import { describe, expect, test } from 'bun:test';
import { GameDataError, readEvents, readMovements, readSentMovement, readState } from './live-data';

const NOW = 1_700_000_000_000;
const PID = 4711;

/** A login bundle as the live game sends it: two kingdoms, more sections than the bots read, no sections of ours. */
function loginData(): Record<string, unknown> {
  return {
    gpi: { PID, PN: 'Ermengarde', E: 'someone@example.org' },
    gxp: { LVL: 34, XP: 34_680 },
    gcu: { C1: 12_345, C2: 678 },
    gal: { AID: 99, N: 'The Round Table', R: 2 },
    gcl: {
      PID,
      C: [
        { KID: 0, AI: [{ AI: [1, 320, 410, 1001, PID, 12, 8, 8, 6, 4, 'Eagle Rock', 0, 0, 0, -1, -1, 0], OGC: 0 }] },
        { KID: 2, AI: [{ AI: [12, 75, 530, 1002, PID, 5, 3, 3, 2, 1, 'Frostholm', 0, 0, 0, -1, -1, 2] }] },
        // Berimond (KID 10) is a kingdom the bots do not play: left out, not a failure.
        { KID: 10, AI: [{ AI: [1, 5, 5, 1003, PID, 1, 1, 1, 1, 1, 'Camp'] }] },
      ],
    },
    dcl: {
      PID,
      C: [
        {
          KID: 0,
          AI: [{ AID: 1001, W: 7000.6, S: 6500.2, F: 9000, C: 0, AC: [[620, 150], [614, 50]], TU: [[620, 30]], gpa: { DW: 3105, DS: 3000, DF: 4020, MRW: 20_000, MRS: 18_000, MRF: 25_000, P: 80 } }],
        },
        { KID: 2, AI: [{ AID: 1002, W: 100, S: 100, F: 100, AC: [], gpa: { DW: 100, DS: 100, DF: 100, MRW: 5_000, MRS: 5_000, MRF: 5_000 } }] },
      ],
    },
    boi: { BO: [{ ID: 1, L: 2, RT: 3_600 }], PA: 0, bfs: { T: 2, RT: 5_400 } },
    gpc: {},
    gai: {},
  };
}

describe('readState (gbd)', () => {
  test('players, currencies and castles from gpi, gxp, gcu, gcl and dcl; the feast from boi.bfs; real time without our own sections', () => {
    const state = readState(loginData(), NOW);
    expect(state).toMatchObject({ playerId: PID, name: 'Ermengarde', level: 34, coins: 12_345, rubies: 678, timeScale: 1 });
    expect(state.skips).toEqual({ m1: 0, m5: 0, m30: 0 });
    expect(state.feast).toEqual({ level: 2, until: NOW + 5_400_000 });
    expect(state.castles).toEqual([
      {
        id: 1001,
        name: 'Eagle Rock',
        kingdom: 'green',
        x: 320,
        y: 410,
        resources: { wood: 7000, stone: 6500, food: 9000 },
        capacity: 18_000,
        production: { wood: 310, stone: 300, food: 402 },
        troops: 200,
      },
      { id: 1002, name: 'Frostholm', kingdom: 'ice', x: 75, y: 530, resources: { wood: 100, stone: 100, food: 100 }, capacity: 5_000, production: { wood: 10, stone: 10, food: 10 }, troops: 0 },
    ]);
  });

  test('no festival (T -1, or none sent) is no feast; the local game server’s own sections are read when sent', () => {
    const data = { ...loginData(), boi: { bfs: { T: -1, RT: 0 } }, skips: { m1: 3, m5: 2, m30: 1 }, timeScale: 60 };
    expect(readState(data, NOW)).toMatchObject({ feast: null, skips: { m1: 3, m5: 2, m30: 1 }, timeScale: 60 });
    const { boi: _, ...without } = loginData();
    expect(readState(without, NOW).feast).toBeNull();
  });

  test('what a bot needs and the game did not send is an error that says what is missing', () => {
    const withoutCastles = loginData();
    delete withoutCastles.gcl;
    expect(() => readState(withoutCastles, NOW)).toThrow(GameDataError);
    expect(() => readState(withoutCastles, NOW)).toThrow('unreadable game data: the castle list (gbd gcl) is missing or not an object');

    const ourOldShape = { playerId: PID, name: 'x', castles: [] };
    expect(() => readState(ourOldShape, NOW)).toThrow('unreadable game data: the player info (gbd gpi) is missing or not an object');
    expect(() => readState(null, NOW)).toThrow("unreadable game data: the game's login data (gbd) is missing or not an object");

    const shortRow = loginData();
    (shortRow.gcl as { C: Array<{ AI: Array<{ AI: unknown[] }> }> }).C[0]!.AI[0]!.AI = [1, 320, 410];
    expect(() => readState(shortRow, NOW)).toThrow('unreadable game data: castle 0 of kingdom 0 (gcl AI row) position 3 is missing or not a number');

    const noDetails = loginData();
    (noDetails.dcl as { C: unknown[] }).C.pop();
    expect(() => readState(noDetails, NOW)).toThrow('unreadable game data: the game sent no details (dcl) for castle 1002');

    const textCoins = loginData();
    textCoins.gcu = { C1: 'lots', C2: 1 };
    expect(() => readState(textCoins, NOW)).toThrow('unreadable game data: the coins (gcu C1) is missing or not a number');
  });
});

/** A gam as the live game sends it: our attack out, our army home with goods, a robber baron's attack on us, an ally's transport. */
function movementList(): Record<string, unknown> {
  const home = [1, 320, 410, 1001, PID, 12, 8, 8, 6, 4, 'Eagle Rock'];
  const baron = [2, 300, 380, 5555, -202];
  return {
    M: [
      { M: { MID: 1, T: 0, PT: 30, TT: 90.5, D: 0, TID: -202, KID: 0, SID: PID, OID: PID, HBW: -1, TA: baron, SA: home }, GA: { L: [[620, 20]], M: [[620, 60], [614, 10]], R: [[620, 20]], RW: [] }, UM: {} },
      { M: { MID: 2, T: 0, PT: 10, TT: 40, D: 1, TID: -202, KID: 0, SID: PID, OID: PID, TA: baron, SA: home }, GA: { L: [], M: [[620, 80]], R: [], RW: [] }, G: [['W', 500], ['S', 400], ['F', 300], ['C', 7]] },
      { M: { MID: 3, T: 11, PT: 0, TT: 1200, D: 0, TID: PID, KID: 0, SID: -203, OID: -203, TA: home, SA: [2, 330, 420, 777, -203] }, GS: 240 },
      { M: { MID: 4, T: 4, PT: 5, TT: 60, D: 0, TID: 808, KID: 0, SID: PID, OID: PID, TA: [1, 1, 1, 9, 808], SA: home }, MM: { C: 2, G: [] } },
      { M: { MID: 5, T: 0, PT: 5, TT: 60, D: 0, TID: 909, KID: 0, SID: 808, OID: 808, TA: [1, 2, 2, 10, 909], SA: [1, 1, 1, 9, 808] }, GS: 50 },
    ],
    O: [
      { OID: PID, N: 'Ermengarde', L: 34 },
      { OID: -203, N: 'Robber Baron Gunnar', L: 40 },
      { OID: 808, N: 'Ally' },
    ],
  };
}

describe('readMovements (gam)', () => {
  test('our armies out and home, and attacks on us with their attacker; others’ movements and transports are left out', () => {
    expect(readMovements(movementList(), PID, NOW)).toEqual([
      { id: 1, type: 'attack', castleId: 1001, targetId: 5555, troops: 110, arrivesAt: NOW + 60_500, loot: null, attacker: null },
      { id: 2, type: 'return', castleId: 1001, targetId: 5555, troops: 80, arrivesAt: NOW + 30_000, loot: { wood: 500, stone: 400, food: 300 }, attacker: null },
      { id: 3, type: 'incoming', castleId: 1001, targetId: null, troops: 240, arrivesAt: NOW + 1_200_000, loot: null, attacker: 'Robber Baron Gunnar' },
    ]);
  });

  test('a way home that lists our castle as its target is read the same', () => {
    const list = movementList();
    const swapped = (list.M as Array<{ M: Record<string, unknown> }>)[1]!.M;
    [swapped.TA, swapped.SA, swapped.TID, swapped.SID] = [swapped.SA, swapped.TA, swapped.SID, swapped.TID];
    expect(readMovements(list, PID, NOW)[1]).toMatchObject({ type: 'return', castleId: 1001, targetId: 5555 });
  });

  test('an empty list is no movements; a malformed one is an error that says what is missing', () => {
    expect(readMovements({ M: [], O: [] }, PID, NOW)).toEqual([]);
    expect(() => readMovements({ movements: [] }, PID, NOW)).toThrow('unreadable game data: the movements (gam M) is missing or not a list');
    const noTime = movementList();
    delete (noTime.M as Array<{ M: Record<string, unknown> }>)[2]!.M.TT;
    expect(() => readMovements(noTime, PID, NOW)).toThrow('unreadable game data: movement 2 (gam M) travel time (TT) is missing or not a number');
    expect(() => readMovements({ M: [{ army: 5 }] }, PID, NOW)).toThrow('unreadable game data: movement 0 (gam M) record (M) is missing or not an object');
  });

  test('a sent attack’s reply: the movement under AAM', () => {
    const reply = { AAM: (movementList().M as unknown[])[0], O: [{ OID: PID, N: 'Ermengarde' }] };
    expect(readSentMovement(reply, PID, NOW)).toMatchObject({ id: 1, type: 'attack', castleId: 1001, targetId: 5555, arrivesAt: NOW + 60_500 });
    expect(() => readSentMovement({ movement: {} }, PID, NOW)).toThrow('unreadable game data: the sent movement (AAM) is missing or not an object');
  });
});

describe('readEvents (sei)', () => {
  test('the events our templates play, with their end from RS; events of no use to us are left out', () => {
    const now = 1_800_000_000_000;
    expect(readEvents({ E: [{ EID: 4, RS: 3600 }, { EID: 15, RS: 100 }, { EID: 3 }] }, now)).toEqual([
      { name: 'storm', endsAt: now + 3_600_000 },
      { name: 'berimond', endsAt: Number.POSITIVE_INFINITY },
    ]);
    expect(readEvents({ E: [] }, now)).toEqual([]);
  });

  test('a sei without its list, or an entry without an id, says what is missing', () => {
    expect(() => readEvents({ events: ['storm'] })).toThrow(GameDataError);
    expect(() => readEvents({ E: [{ RS: 5 }] })).toThrow(/sei EID/);
  });
});
