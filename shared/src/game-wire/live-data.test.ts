/** The reader of live-shaped game data, on samples written as the live game sends them (public clients' recorded shapes). */
import { describe, expect, test } from 'bun:test';
import { GameDataError } from './live-read';
import { readEvents, readFestival, readState, readTax } from './live-data';
import { readSkippedCooldown, readMapTargets } from './live-map';
import { readMovements, readSentMovement } from './live-movements';

const NOW = 1_700_000_000_000;
const PID = 4711;
const HOME = [1, 320, 410, 1001, PID, 12, 8, 8, 6, 4, 'Eagle Rock', 0, 0, -1, 0, -1, 0, 0];

/** What a client knows after a login: the bundle's sections (more than the bots read, none of ours) and a dcl asked for. */
function known(): Record<string, unknown> {
  return {
    gpi: { PID, PN: 'Ermengarde', E: 'someone@example.org' },
    gxp: { LVL: 34, XP: 34_680 },
    gcu: { C1: 12_345, C2: 678 },
    gal: { AID: 99, N: 'The Round Table', R: 2 },
    gcl: {
      PID,
      C: [
        { KID: 0, AI: [{ AI: HOME, OGC: 0 }] },
        { KID: 2, AI: [{ AI: [12, 75, 530, 1002, PID, 5, 3, 3, 2, 1, 'Frostholm', 0, 0, -1, 0, -1, 2, 0] }] },
        // A kingdom no table names is left out, not a failure.
        { KID: 77, AI: [{ AI: [1, 5, 5, 1003, PID, 1, 1, 1, 1, 1, 'Elsewhere'] }] },
      ],
    },
    dcl: {
      PID,
      C: [
        // Spearmen (602) and swordsmen (601) are soldiers; shields (620) are a tool; militia (746) is not sent by public bots.
        {
          KID: 0,
          AI: [
            {
              AID: 1001,
              W: 7000.6,
              S: 6500.2,
              F: 9000,
              C: 0,
              D: 50,
              AC: [
                [602, 150],
                [601, 50],
                [620, 30],
                [746, 9],
              ],
              gpa: { DW: 3105, DS: 3000, DF: 4020, DFC: 1000, MRW: 20_000, MRS: 18_000, MRF: 25_000, P: 80, S: 3 },
            },
          ],
        },
      ],
    },
    gli: { C: [{ ID: 0, WID: 2, VIS: 1 }, { ID: 4, WID: 2 }, { N: 'no id' }], B: [] },
    sce: [
      ['PTT', 3],
      ['MS1', 10],
      ['MS4', 2],
      ['MS9', 99],
    ],
    boi: { BO: [{ ID: 1, L: 2, RT: 3_600 }], PA: 0, bfs: { T: 8, RT: 5_400 } },
    gpc: {},
    gai: {},
  };
}

describe('readState', () => {
  test('player, currencies, castles with the details dcl gave, commanders, skip items and the feast', () => {
    const state = readState(known(), NOW);
    expect(state).toMatchObject({ playerId: PID, name: 'Ermengarde', level: 34, coins: 12_345, rubies: 678, timeScale: 1, commanders: [0, 4] });
    expect(state.skips).toEqual({ MS1: 10, MS2: 0, MS3: 0, MS4: 2, MS5: 0, MS6: 0, MS7: 0 });
    expect(state.feast).toEqual({ type: 8, until: NOW + 5_400_000 });
    expect(state.castles).toEqual([
      {
        id: 1001,
        name: 'Eagle Rock',
        kingdom: 'green',
        kingdomId: 0,
        x: 320,
        y: 410,
        details: {
          resources: { wood: 7000, stone: 6500, food: 9000 },
          capacity: 18_000,
          production: { wood: 310, stone: 300, food: 402 },
          foodEaten: 100,
          troops: 200,
          soldiers: [
            [602, 150],
            [601, 50],
          ],
          // The attack tools among them (620: shields); 746 is no attack tool.
          tools: [[620, 30]],
        },
      },
      // No details until dcl names it.
      { id: 1002, name: 'Frostholm', kingdom: 'ice', kingdomId: 2, x: 75, y: 530, details: null },
    ]);
  });

  test('a grc that came later gives the castle’s newest stock', () => {
    const state = readState({ ...known(), grc: { AID: 1001, KID: 0, W: 10, S: 20, F: 30 } }, NOW);
    expect(state.castles[0]!.details!.resources).toEqual({ wood: 10, stone: 20, food: 30 });
  });

  test('what the game did not say is unknown, not a failure: no gxp, no gli, no sce, no boi; our own time scale when sent', () => {
    const { gxp: _a, gli: _b, sce: _c, boi: _d, ...without } = known();
    expect(readState({ ...without, timeScale: 60 }, NOW)).toMatchObject({ level: 0, commanders: null, skips: null, feast: null, timeScale: 60 });
  });

  test('the feast counts down from when the game said it (receivedAt), and type -1 is none', () => {
    expect(readState(known(), NOW + 5_000_000, { boi: NOW })!.feast).toEqual({ type: 8, until: NOW + 5_400_000 });
    expect(readState(known(), NOW + 5_400_000, { boi: NOW })!.feast).toBeNull();
    expect(readFestival({ T: -1, RT: 100 }, NOW)).toBeNull();
  });

  test('unreadable entries are skipped: a castle row too short, a dcl entry without AID, units that are not pairs', () => {
    const data = known();
    (data.gcl as { C: Array<{ AI: Array<{ AI: unknown }> }> }).C[1]!.AI.push({ AI: [1, 5] }, { AI: 'x' } as never);
    (data.dcl as { C: Array<{ AI: unknown[] }> }).C[0]!.AI.push({ W: 5 }, 'junk');
    (data.dcl as { C: Array<{ AI: Array<{ AC: unknown[] }> }> }).C[0]!.AI[0]!.AC.push('x', [602], [602, 'ten']);
    const state = readState(data, NOW);
    expect(state.castles.map((c) => c.id)).toEqual([1001, 1002]);
    expect(state.castles[0]!.details!.troops).toBe(200);
  });

  test('only the player id and the castle list are needed; without them the error says which', () => {
    const { gcl: _, ...noCastles } = known();
    expect(() => readState(noCastles, NOW)).toThrow(new GameDataError('the castle list (gbd gcl) is missing'));
    expect(() => readState({ gpi: { PN: 'x' } }, NOW)).toThrow('unreadable game data: the player id (gbd gpi PID) is missing');
    expect(() => readState(null, NOW)).toThrow("unreadable game data: the game's login data is missing");
  });
});

/** A gam as the live game sends it: our attack out, our army on its way home (TRAVEL, D 1) with loot, an attack on us, our transport, others' business. */
function movementList(): Record<string, unknown> {
  const baron = [2, 300, 380, -1, 3, 0, 0];
  return {
    M: [
      {
        M: { MID: 1, T: 0, PT: 30, TT: 90, D: 0, TID: -202, KID: 0, SID: PID, OID: PID, HBW: -1, TA: baron, SA: HOME },
        GA: {
          L: [[602, 20]],
          M: [
            [602, 60],
            [601, 10],
          ],
          R: [[602, 20]],
          RW: [],
        },
        UM: { L: { ID: 4 } },
      },
      {
        M: { MID: 2, T: 2, PT: 10, TT: 40, D: 1, TID: PID, KID: 0, SID: -202, OID: PID, TA: HOME, SA: baron },
        A: [[602, 80]],
        G: [
          ['W', 500],
          ['S', 400],
          ['F', 300],
          ['C1', 7],
        ],
      },
      { M: { MID: 3, T: 11, PT: 0, TT: 1200, D: 0, TID: PID, KID: 0, SID: -203, OID: -203, TA: HOME, SA: [2, 330, 420, -1, 0, 0, 0] }, GS: 240 },
      {
        M: { MID: 4, T: 4, PT: 5, TT: 60, D: 0, TID: PID, KID: 0, SID: PID, OID: PID, TA: [1, 1, 1, 9, PID, 1, 1, 1, 0, 0, 'Outpost'], SA: HOME },
        MM: { C: 2, G: [['W', 100]] },
      },
      { M: { MID: 5, T: 0, PT: 5, TT: 60, D: 0, TID: 909, KID: 0, SID: 808, OID: 808, TA: [1, 2, 2, 10, 909], SA: [1, 1, 1, 9, 808] }, GS: 50 },
      { M: { MID: 6, T: 11, PT: 5, TT: 65, D: 0, TID: 707, KID: 0, SID: -801, OID: -801, TA: [1, 3, 3, 11, 707], SA: [35, 4, 4, -1] }, GS: 70 },
      {
        M: { MID: 7, T: 1, PT: 5, TT: 45, D: 0, TID: 707, KID: 0, SID: PID, OID: PID, TA: [1, 3, 3, 11, 707], SA: HOME },
        A: [[602, 30]],
        UM: { L: { ID: 2 } },
      },
      // Our spies on their way (T 3 SPY, sent from the web client with csm): no army.
      { M: { MID: 8, T: 3, PT: 5, TT: 60, D: 0, TID: 909, KID: 0, SID: PID, OID: PID, TA: [1, 2, 2, 10, 909], SA: HOME }, S: { ST: 0, SA: 100, SC: 5, SR: 9 } },
      { M: { T: 0 } },
      'junk',
    ],
    O: [
      { OID: PID, N: 'Ermengarde', L: 34, AID: 5 },
      { OID: -203, N: 'Robber Baron Gunnar', L: 40 },
      { OID: 808, N: 'Member', AID: 5 },
      { OID: 909, N: 'Outsider' },
      { OID: 707, N: 'Friend', AID: 5 },
      null,
    ],
  };
}

describe('readMovements', () => {
  test('ours out and home, our transport and support, attacks on us and on alliance members with their attacker; others’, our spies’ and unreadable entries are left out', () => {
    expect(readMovements(movementList(), PID, NOW)).toEqual([
      {
        id: 1,
        type: 'attack',
        castleId: 1001,
        target: { areaType: 2, x: 300, y: 380, id: null },
        troops: 110,
        arrivesAt: NOW + 60_000,
        loot: null,
        attacker: null,
        lordId: 4,
        departedAt: NOW - 30_000,
      },
      {
        id: 2,
        type: 'return',
        castleId: 1001,
        target: { areaType: 2, x: 300, y: 380, id: null },
        troops: 80,
        arrivesAt: NOW + 30_000,
        loot: { wood: 500, stone: 400, food: 300 },
        attacker: null,
        lordId: null,
      },
      {
        id: 3,
        type: 'incoming',
        castleId: 1001,
        target: { areaType: 2, x: 330, y: 420, id: null },
        troops: 240,
        arrivesAt: NOW + 1_200_000,
        loot: null,
        attacker: 'Robber Baron Gunnar',
        lordId: null,
      },
      {
        id: 4,
        type: 'transport',
        castleId: 1001,
        target: { areaType: 1, x: 1, y: 1, id: 9 },
        troops: 0,
        arrivesAt: NOW + 55_000,
        loot: { wood: 100, stone: 0, food: 0 },
        attacker: null,
        lordId: null,
      },
      // A member's attack on an outsider (5) is not ours; the Khan's on a member (6) is, and so is our support there (7).
      {
        id: 6,
        type: 'ally',
        castleId: 11,
        target: { areaType: 35, x: 4, y: 4, id: null },
        troops: 70,
        arrivesAt: NOW + 60_000,
        loot: null,
        attacker: null,
        lordId: null,
        ally: { playerId: 707, name: 'Friend', x: 3, y: 3 },
      },
      {
        id: 7,
        type: 'support',
        castleId: 1001,
        target: { areaType: 1, x: 3, y: 3, id: 11 },
        troops: 30,
        arrivesAt: NOW + 40_000,
        loot: null,
        attacker: null,
        lordId: 2,
        ally: { playerId: 707, name: 'Friend', x: 3, y: 3 },
      },
    ]);
  });

  test('an empty list is no movements; a reply that is not a list object is an error that says so', () => {
    expect(readMovements({ M: [], O: [] }, PID, NOW)).toEqual([]);
    expect(readMovements({}, PID, NOW)).toEqual([]);
    expect(() => readMovements([1, 2], PID, NOW)).toThrow("unreadable game data: the game's movement list (gam) is missing");
  });

  test('a sent attack’s movement (cra AAM), or null when it is not ours', () => {
    expect(readSentMovement((movementList().M as unknown[])[0], PID, NOW)).toMatchObject({ id: 1, type: 'attack', castleId: 1001, lordId: 4 });
    expect(readSentMovement({ M: {} }, PID, NOW)).toBeNull();
    expect(readSentMovement(undefined, PID, NOW)).toBeNull();
  });
});

describe('readMapTargets (gaa rows)', () => {
  test('each NPC layout public clients parse, with its level and cooldown; castles and unknown types are left out', () => {
    const gaa = {
      KID: 1,
      AI: [
        [2, 10, 11, -1, 3, 120, 1], // a baron camp in the sands: level from 3 victories + 35
        [11, 12, 13, 600, 44, 0, -1, 1], // a sands fortress, level 44
        [1, 14, 15, 99, 7, 1, 1, 1, 0, 0, 'Someone'],
        [99, 1, 2],
        'junk',
        [2, 'x', 3],
      ],
      OI: [],
    };
    expect(readMapTargets(gaa, NOW)).toEqual([
      { areaType: 2, x: 10, y: 11, kingdomId: 1, level: 38, cooldownUntil: NOW + 120_000, victories: 3 },
      { areaType: 11, x: 12, y: 13, kingdomId: 1, level: 44, cooldownUntil: NOW, victories: null },
    ]);
  });

  test('Storm isles by their isle id, Khan camps without a level, Berimond towers with theirs (destroyed ones left out)', () => {
    const storm = readMapTargets({ KID: 4, AI: [[25, 1, 2, 4, -1, 9, 30, 5, 0]] }, NOW);
    expect(storm).toEqual([{ areaType: 25, x: 1, y: 2, kingdomId: 4, level: 80, cooldownUntil: NOW + 30_000, victories: 5 }]);
    const khan = readMapTargets({ KID: 0, AI: [[35, 3, 4, -1, 17, 0, 600, 0, 2, 9, 0, 0, 0]] }, NOW);
    expect(khan).toEqual([{ areaType: 35, x: 3, y: 4, kingdomId: 0, level: null, cooldownUntil: NOW, victories: 2 }]);
    const towers = readMapTargets(
      {
        KID: 10,
        AI: [
          [17, 5, 6, -410, 0, [], -1, 55, 9, 1],
          [17, 7, 8, -410, 1, [], -1, 60, 0, 2],
        ],
      },
      NOW,
    );
    expect(towers).toEqual([{ areaType: 17, x: 5, y: 6, kingdomId: 10, level: 55, cooldownUntil: NOW, victories: null }]);
  });

  test('a msd reply’s row says when the camp is ready', () => {
    expect(readSkippedCooldown({ AI: [2, 10, 11, -1, 3, 60, 0] }, NOW)).toBe(NOW + 60_000);
    expect(readSkippedCooldown({}, NOW)).toBeNull();
  });
});

describe('readEvents and readTax', () => {
  test('running events by id with their end; an entry without time left has ended', () => {
    expect(readEvents({ E: [{ EID: 72, RS: 3600 }, { EID: 3 }, { EID: 0, RS: 5 }, { RS: 5 }] }, NOW)).toEqual([{ id: 72, endsAt: NOW + 3_600_000 }]);
    expect(readEvents({ E: [{ EID: 72, RS: 10 }] }, NOW + 11_000, NOW)).toEqual([]);
    expect(readEvents(undefined, NOW)).toEqual([]);
  });

  test('the tax collector: none, collecting with its time left, ready to collect', () => {
    expect(readTax({ TX: { TT: -1, RT: 0 } }, NOW)).toMatchObject({ state: 'none' });
    expect(readTax({ TX: { TT: 2, RT: 600, EM: 90 } }, NOW)).toEqual({ state: 'collecting', type: 2, until: NOW + 600_000, coins: 90 });
    expect(readTax({ TX: { TT: 2, RT: -1, EM: 90 } }, NOW)).toMatchObject({ state: 'ready', coins: 90 });
    expect(readTax({}, NOW)).toBeNull();
  });
});
