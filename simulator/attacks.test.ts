/** The map (`gaa`), attacks (`cra`) with their commanders and spacing, and camp cooldown skips (`msd`), in the live shapes. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { AttackRequest, Wave } from '../shared/src/game-wire/commands';
import { AREA_TYPE, ISLE_LEVEL, KINGDOM_ID, MOVEMENT_TYPE, UNIT } from '../shared/src/game-wire/ids';
import { readMapTargets, readMovements, readSentMovement, readSkippedCooldown, readState, type Castle, type MapTarget, type Movement, type PlayerState } from '../shared/src/game-wire/live-data';
import type { LiveMapArea, LiveMovements, LiveMovementWrapper, UnitCount } from '../shared/src/game-wire/live-shapes';
import { RESULT, type ReplyFrame } from '../shared/src/game-wire/protocol';
import { MAP_BAN, MAX_AREA_SIDE, START, npcDefence } from './rules';
import { CLOSE, startSimulator, type Simulator } from './server';
import { LOGIN, TestClient, manualClock } from './test-client';

const Z = 'EmpireEx_21';
const clock = manualClock();
let sim: Simulator;
beforeAll(async () => {
  // Spacing is tested on a simulator of its own below; here attacks may follow each other at once.
  sim = await startSimulator({ seed: 21, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0, attackSpacingMs: 0 });
});
afterAll(() => sim.stop());

/** The player's id, from the login data the game pushed. */
const me = (c: TestClient) => readState(c.pushed.gbd!.payload).playerId;

/** The pushed login data with fresh castle details (`dcl`), as a client knows the player. */
async function state(c: TestClient, zone = Z): Promise<PlayerState> {
  const dcl = await c.command(zone, 'dcl', { CD: 1 });
  expect(dcl.result).toBe(RESULT.OK);
  return readState({ ...(c.pushed.gbd!.payload as object), dcl: dcl.payload }, clock.now());
}

const green = async (c: TestClient) => (await state(c)).castles.find((castle) => castle.kingdom === 'green')!;
const isle = async (c: TestClient) => (await state(c)).castles.find((castle) => castle.kingdom === 'storm')!;

/** A `gaa` rectangle of `radius` tiles around a castle (2 × radius + 1 a side). */
const around = (castle: Castle, radius = 50) => ({ KID: castle.kingdomId, AX1: castle.x - radius, AY1: castle.y - radius, AX2: castle.x + radius, AY2: castle.y + radius });

async function mapRead(c: TestClient, castle: Castle): Promise<LiveMapArea> {
  const reply = await c.command(Z, 'gaa', around(castle));
  expect(reply.result).toBe(RESULT.OK);
  return reply.payload as LiveMapArea;
}

async function targets(c: TestClient, castle: Castle): Promise<MapTarget[]> {
  return readMapTargets(await mapRead(c, castle), clock.now());
}

const at = (list: MapTarget[], t: { x: number; y: number }) => list.find((x) => x.x === t.x && x.y === t.y)!;
const defence = (t: MapTarget) => npcDefence(t.level!);

/** Free robber baron camps in view, weakest first. */
async function barons(c: TestClient, castle: Castle): Promise<MapTarget[]> {
  return (await targets(c, castle)).filter((t) => t.areaType === AREA_TYPE.DUNGEON && t.cooldownUntil <= clock.now()).sort((a, b) => defence(a) - defence(b) || a.x - b.x || a.y - b.y);
}

/** The weakest free baron camp in view: the starting army beats it for sure. */
async function easyBaron(c: TestClient, castle: Castle): Promise<MapTarget> {
  const baron = (await barons(c, castle))[0];
  if (!baron || defence(baron) > START.troops) throw new Error('no beatable baron near the castle for this seed');
  return baron;
}

const NO_SLOTS = { T: [] as UnitCount[], U: [] as UnitCount[] };

/** A live `cra`: one wave with the soldiers in the middle (or the waves given), no tools. */
function attack(from: Castle, to: { x: number; y: number }, troops: number, options: { lordId?: number; waves?: Wave[]; courtyard?: UnitCount[] } = {}): AttackRequest {
  return {
    SX: from.x,
    SY: from.y,
    TX: to.x,
    TY: to.y,
    KID: from.kingdomId,
    LID: options.lordId ?? 0,
    WT: 0,
    HBW: -1,
    BPC: 0,
    ATT: 0,
    AV: 0,
    LP: 0,
    FC: 0,
    PTT: 0,
    SD: 0,
    ICA: 0,
    CD: 99,
    A: options.waves ?? [{ L: NO_SLOTS, R: NO_SLOTS, M: { T: [], U: [[UNIT.SPEARMAN, troops]] } }],
    BKS: [],
    AST: [],
    RW: options.courtyard ?? [],
    ASCT: 0,
  };
}

async function movements(c: TestClient): Promise<Movement[]> {
  return readMovements((await c.command(Z, 'gam', {})).payload, me(c), clock.now());
}

const sent = (c: TestClient, reply: ReplyFrame): Movement => {
  expect(reply.result).toBe(RESULT.OK);
  return readSentMovement((reply.payload as { AAM: LiveMovementWrapper }).AAM, me(c), clock.now())!;
};

/** The world's record of a movement: its exact arrival in ms (the wire rounds to whole seconds). */
const record = (name: string, id: number) => sim.world.player(Z, name)!.movements.find((m) => m.id === id)!;

const skipRequest = (t: { x: number; y: number }, skip: string, kid: unknown = '0') => ({ X: t.x, Y: t.y, MID: -1, NID: -1, MST: skip, KID: kid });

describe('gaa', () => {
  test('answers the rows inside the rectangle, corners inclusive, with the owners of the castles in it', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'scout', password: 'pw' });
    const castle = await green(c);
    const area = await mapRead(c, castle);
    expect(area.KID).toBe(KINGDOM_ID.green);
    expect(area.uap).toMatchObject({ KID: KINGDOM_ID.green });
    const rows = area.AI!;
    expect(rows.length).toBeGreaterThan(5);
    for (const [, x, y] of rows) {
      expect(Math.abs(x - castle.x)).toBeLessThanOrEqual(50);
      expect(Math.abs(y - castle.y)).toBeLessThanOrEqual(50);
    }
    // Our own castle is on the map as a castle row, and we are among the owners.
    expect(rows.filter((r) => r[0] === AREA_TYPE.CASTLE && r[3] === castle.id)).toHaveLength(1);
    expect(area.OI).toContainEqual({ OID: me(c), N: 'scout', L: 1 });

    // Robber baron camps in the live layout [2, x, y, spyAge, victories, cooldown, kingdom]: no cooldown
    // yet, a level from the victories, and defences that grow with it.
    const camps = rows.filter((r) => r[0] === AREA_TYPE.DUNGEON);
    expect(camps.length).toBeGreaterThan(0);
    for (const row of camps) {
      expect(row).toHaveLength(7);
      expect([row[3], row[5], row[6]]).toEqual([-1, 0, KINGDOM_ID.green]);
    }
    const all = readMapTargets(area, clock.now());
    for (const t of all) {
      expect(t.kingdomId).toBe(KINGDOM_ID.green);
      expect(t.cooldownUntil).toBe(clock.now());
    }
    const levels = all.filter((t) => t.areaType === AREA_TYPE.DUNGEON).map((t) => t.level!);
    expect(Math.min(...levels)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...levels)).toBeLessThanOrEqual(40);
    expect(Math.min(...levels)).toBeLessThan(Math.max(...levels));

    // A one-tile rectangle on a camp is that camp alone; corners given the other way round read the same.
    const [, x, y] = camps[0]!;
    expect(((await c.command(Z, 'gaa', { KID: 0, AX1: x, AY1: y, AX2: x, AY2: y })).payload as LiveMapArea).AI).toEqual([camps[0]!]);
    const flipped = await c.command(Z, 'gaa', { KID: 0, AX1: castle.x + 50, AY1: castle.y + 50, AX2: castle.x - 50, AY2: castle.y - 50 });
    expect((flipped.payload as LiveMapArea).AI).toEqual(rows);
    c.close();
  });

  test('the Storm Islands castle sees isles (25) whose level comes from the isle id', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'sailor', password: 'pw' });
    const castle = await isle(c);
    const reply = await c.command(Z, 'gaa', around(castle));
    const rows = (reply.payload as LiveMapArea).AI!.filter((r) => r[0] !== AREA_TYPE.CASTLE && r[0] !== AREA_TYPE.KINGDOM_CASTLE && r[0] !== 24); // 24: resource isles, no NPC target (isles-and-ruins.test.ts)
    expect(rows.length).toBeGreaterThan(0);
    // [25, x, y, kingdom, spyAge, isleId, cooldown, victories, hidden]
    for (const row of rows) expect([row[0], row[3], row.length, ISLE_LEVEL[row[5] as number] !== undefined]).toEqual([AREA_TYPE.ISLE_DUNGEON, KINGDOM_ID.storm, 9, true]);
    for (const t of readMapTargets(reply.payload, clock.now())) expect([60, 70, 80, 40, 50]).toContain(t.level!);
    c.close();
  });

  test(`refuses rectangles over ${MAX_AREA_SIDE} tiles a side, unknown kingdoms and missing corners`, async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'surveyor', password: 'pw' });
    const castle = await green(c);
    expect((await c.command(Z, 'gaa', around(castle, 50))).result).toBe(RESULT.OK);
    const wide = await c.command(Z, 'gaa', { ...around(castle, 50), AX2: castle.x + 51 });
    expect([wide.result, wide.payload]).toEqual([RESULT.INVALID_PARAMETER_VALUE, { error: `at most ${MAX_AREA_SIDE} tiles a side` }]);
    expect((await c.command(Z, 'gaa', { ...around(castle, 50), AY1: castle.y - 51 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await c.command(Z, 'gaa', { ...around(castle), KID: 7 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    const { AX1: _, ...noCorner } = around(castle);
    expect(await c.command(Z, 'gaa', noCorner)).toMatchObject({ result: RESULT.MISSING_PARAMETER, payload: { error: 'AX1 is missing' } });
    c.close();
  });

  test(`reading more than ${MAP_BAN.tiles} tiles within ${MAP_BAN.windowMs / 1000} s bans the account (27) and ends the session`, async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'greedy-eye', password: 'pw' });
    const castle = await green(c);
    const tiles = MAX_AREA_SIDE * MAX_AREA_SIDE;
    const allowed = Math.floor(MAP_BAN.tiles / tiles);
    for (let i = 0; i < allowed; i++) expect((await c.command(Z, 'gaa', around(castle))).result).toBe(RESULT.OK);
    const banned = await c.command(Z, 'gaa', around(castle));
    expect(banned).toMatchObject({ result: RESULT.IS_BANNED, payload: { error: 'banned for reading the map too fast' } });
    expect((await c.waitClosed()).code).toBe(CLOSE.BANNED);
    const again = await TestClient.ready(sim.url, Z);
    expect(await again.command(Z, 'lli', LOGIN('greedy-eye', 'pw'))).toMatchObject({ result: RESULT.IS_BANNED, payload: { RS: MAP_BAN.banSeconds } });
    again.close();
  });

  test('the same reads spread over more than the window do not ban', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'patient-eye', password: 'pw' });
    const castle = await green(c);
    const allowed = Math.floor(MAP_BAN.tiles / (MAX_AREA_SIDE * MAX_AREA_SIDE));
    for (let i = 0; i < allowed; i++) expect((await c.command(Z, 'gaa', around(castle))).result).toBe(RESULT.OK);
    clock.advance(MAP_BAN.windowMs);
    for (let i = 0; i < allowed; i++) expect((await c.command(Z, 'gaa', around(castle))).result).toBe(RESULT.OK);
    expect(sim.world.isBanned(Z, 'patient-eye')).toBe(false);
    c.close();
  });
});

describe('cra', () => {
  test('attack a baron camp: the army leaves with its commander, fights, comes home as a new travel movement with loot', async () => {
    const name = 'raider';
    const c = await TestClient.ready(sim.url, Z, { name, password: 'pw' });
    const castle = await green(c);
    const before = await mapRead(c, castle);
    const baron = await easyBaron(c, castle);
    const row = before.AI!.find((r) => r[0] === AREA_TYPE.DUNGEON && r[1] === baron.x && r[2] === baron.y)!;
    const sentAt = clock.now();

    // All but ten soldiers go.
    const troops = START.troops - 10;
    const reply = await c.command(Z, 'cra', attack(castle, baron, troops));
    const out = sent(c, reply);
    const payload = reply.payload as { AAM: LiveMovementWrapper; gcu: unknown; O: unknown[] };
    // The reply's movement names the target by its map row, and the commander leading the army.
    expect(payload.AAM.M.TA).toEqual(row);
    expect(payload.gcu).toEqual({ C1: START.coins, C2: START.rubies });
    expect(payload.O).toContainEqual({ OID: me(c), N: name, L: 1 });
    expect(out).toMatchObject({ type: 'attack', castleId: castle.id, target: { x: baron.x, y: baron.y, areaType: AREA_TYPE.DUNGEON }, troops, lordId: 0 });
    const exact = record(name, out.id);
    expect(exact.arrivesAt).toBeGreaterThan(sentAt);
    expect(Math.abs(out.arrivesAt - exact.arrivesAt)).toBeLessThanOrEqual(500);
    expect((await green(c)).details!.troops).toBe(10);

    // The camp is claimed: another attack on it (with another commander) is refused, and the map shows the cooldown.
    const again = await c.command(Z, 'cra', attack(castle, baron, 1, { lordId: 1 }));
    expect(again.result).toBe(RESULT.COOLING_DOWN);
    expect(at(await targets(c, castle), baron).cooldownUntil).toBeGreaterThan(exact.arrivesAt);

    clock.set(exact.arrivesAt);
    const list = (await c.command(Z, 'gam', {})).payload as LiveMovements;
    expect(list.M).toHaveLength(1);
    const back = list.M![0]!;
    // The way home is a new movement: TRAVEL (2), D 1, the units in A, the loot in G.
    expect(back.M.MID).not.toBe(out.id);
    expect([back.M.T, back.M.D]).toEqual([MOVEMENT_TYPE.TRAVEL, 1]);
    expect(back.A).toEqual([[UNIT.SPEARMAN, expect.any(Number)]]);
    expect(back.G!.map(([key]) => key)).toEqual(['W', 'S', 'F']);
    const [ret] = readMovements(list, me(c), clock.now());
    expect(ret).toMatchObject({ type: 'return', castleId: castle.id, target: { x: baron.x, y: baron.y, areaType: AREA_TYPE.DUNGEON }, lordId: 0 });
    expect(ret!.troops).toBeGreaterThan(0);
    expect(ret!.troops).toBeLessThanOrEqual(troops);
    expect(ret!.loot!.wood).toBeGreaterThan(0);
    const home = record(name, ret!.id);
    expect(home.arrivesAt).toBeGreaterThan(exact.arrivesAt);
    // The commander is away until the army is home.
    expect((await c.command(Z, 'cra', attack(castle, baron, 1))).result).toBe(RESULT.LORD_IN_MOVEMENT);
    // The won fight counts as a victory at the camp, and its cooldown runs 30 game minutes from the fight.
    const fought = at(await targets(c, castle), baron);
    expect(fought.victories).toBe(baron.victories! + 1);
    expect(fought.cooldownUntil).toBe(exact.arrivesAt + 30_000);

    clock.set(home.arrivesAt);
    const atHome = (await green(c)).details!;
    const hours = (home.arrivesAt - sentAt) / 60_000;
    expect(atHome.troops).toBe(10 + ret!.troops);
    expect(atHome.resources.wood).toBe(Math.floor(START.resources.wood + START.production.wood * hours + ret!.loot!.wood));
    expect(await movements(c)).toEqual([]);

    clock.set(exact.arrivesAt + 30_000);
    expect(at(await targets(c, castle), baron).cooldownUntil).toBe(clock.now());
    c.close();
  });

  test('soldiers in every flank, every wave and the courtyard count; empty slots do not', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'tactician', password: 'pw' });
    const castle = await green(c);
    const baron = await easyBaron(c, castle);
    const slots = (n: number): UnitCount[] => [[UNIT.SPEARMAN, n], [-1, 0]];
    const waves: Wave[] = [
      { L: { T: [[-1, 0]], U: slots(10) }, R: { T: [], U: slots(11) }, M: { T: [], U: slots(30) } },
      { L: { T: [], U: [[-1, 0]] }, R: { T: [], U: [] }, M: { T: [], U: slots(7) } },
    ];
    const out = sent(c, await c.command(Z, 'cra', attack(castle, baron, 0, { waves, courtyard: [[UNIT.SPEARMAN, 5]] })));
    expect(out.troops).toBe(63);
    expect((await green(c)).details!.troops).toBe(START.troops - 63);
    c.close();
  });

  test('refuses what the castle does not have, places without a target, strangers’ castles, unknown commanders and missing waves', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'overreach', password: 'pw' });
    const castle = await green(c);
    const baron = await easyBaron(c, castle);
    const refusal = async (request: unknown) => {
      const reply = await c.command(Z, 'cra', request);
      return [reply.result, (reply.payload as { error?: string }).error];
    };
    expect(await refusal(attack(castle, baron, START.troops + 1))).toEqual([RESULT.TOO_MUCH_UNITS, `not enough units: ${START.troops} at home`]);
    expect(await refusal(attack(castle, baron, 0))).toEqual([RESULT.MOVEMENT_HAS_NO_UNITS, 'the army has no units']);
    const militia: Wave = { L: NO_SLOTS, R: NO_SLOTS, M: { T: [], U: [[620, 10]] } };
    expect(await refusal(attack(castle, baron, 0, { waves: [militia] }))).toEqual([RESULT.TOO_MUCH_UNITS, 'unit 620 is not in the castle']);
    const tools: Wave = { L: { T: [[620, 1]], U: [] }, R: NO_SLOTS, M: { T: [], U: [[UNIT.SPEARMAN, 10]] } };
    expect((await refusal(attack(castle, baron, 0, { waves: [tools] })))[0]).toBe(RESULT.TOO_MUCH_UNITS);
    expect((await refusal(attack(castle, baron, -5)))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // A tile with nothing to attack: the castle's own.
    expect((await refusal(attack(castle, castle, 10)))[0]).toBe(RESULT.INVALID_AREA);
    expect((await refusal({ ...attack(castle, baron, 10), SX: castle.x + 1 }))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await refusal({ ...attack(castle, baron, 10), KID: KINGDOM_ID.storm }))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect(await refusal(attack(castle, baron, 10, { lordId: 7 }))).toEqual([RESULT.INVALID_LORD_ID, 'no commander 7']);
    const { A: _, ...noWaves } = attack(castle, baron, 10);
    expect(await refusal(noWaves)).toEqual([RESULT.MISSING_PARAMETER, 'A must be a list']);
    expect((await refusal({ ...attack(castle, baron, 10), TX: 'far' }))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // Nothing left the castle, and the camp was not claimed.
    expect((await green(c)).details!.troops).toBe(START.troops);
    expect(await movements(c)).toEqual([]);
    expect(at(await targets(c, castle), baron).cooldownUntil).toBe(clock.now());
    c.close();
  });

  test('three commanders (gli): three armies at once, a fourth waits for one to come home', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'marshal', password: 'pw' });
    const gli = await c.command(Z, 'gli', {});
    expect((gli.payload as { C: Array<{ ID: number }> }).C.map((lord) => lord.ID)).toEqual([...START.commanders]);
    expect(readState({ ...(c.pushed.gbd!.payload as object) }).commanders).toEqual([...START.commanders]);
    const castle = await green(c);
    const free = await barons(c, castle);
    expect(free.length).toBeGreaterThanOrEqual(4);
    for (const [i, lordId] of START.commanders.entries()) {
      expect(sent(c, await c.command(Z, 'cra', attack(castle, free[i]!, 10, { lordId }))).lordId).toBe(lordId);
    }
    expect((await c.command(Z, 'cra', attack(castle, free[3]!, 10, { lordId: 1 }))).result).toBe(RESULT.LORD_IN_MOVEMENT);
    expect((await movements(c)).map((m) => m.lordId).sort()).toEqual([0, 1, 2]);
    c.close();
  });

  test('an attack far too weak loses most of the army and brings no loot', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'reckless', password: 'pw' });
    const castle = await green(c);
    const strongest = (await barons(c, castle)).at(-1)!;
    // Below 80 % of the camp's defence the fight is lost for sure.
    const troops = Math.floor(defence(strongest) * 0.5);
    const out = sent(c, await c.command(Z, 'cra', attack(castle, strongest, troops)));
    clock.set(record('reckless', out.id).arrivesAt);
    const [ret] = await movements(c);
    expect(ret).toMatchObject({ type: 'return', troops: troops - Math.round(troops * 0.7), loot: null });
    expect(at(await targets(c, castle), strongest).victories).toBe(strongest.victories);
    c.close();
  });

  test('the Storm Islands castle attacks isles', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'corsair', password: 'pw' });
    const castle = await isle(c);
    const target = (await targets(c, castle)).filter((t) => t.areaType === AREA_TYPE.ISLE_DUNGEON).sort((a, b) => a.level! - b.level!)[0]!;
    const out = sent(c, await c.command(Z, 'cra', attack(castle, target, 100)));
    expect(out).toMatchObject({ type: 'attack', castleId: castle.id, target: { x: target.x, y: target.y, areaType: AREA_TYPE.ISLE_DUNGEON }, troops: 100 });
    // The green castle's army stayed home.
    expect((await green(c)).details!.troops).toBe(START.troops);
    c.close();
  });
});

describe('attack spacing', () => {
  test('attacks of one account are at least 4 s (real time) apart; others are not held up', async () => {
    const spaced = await startSimulator({ seed: 21, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0, attackSpacingMs: 4_000 });
    try {
      const one = await TestClient.ready(spaced.url, Z, { name: 'eager', password: 'pw' });
      const other = await TestClient.ready(spaced.url, Z, { name: 'bystander', password: 'pw' });
      const castle = readState(one.pushed.gbd!.payload).castles.find((x) => x.kingdom === 'green')!;
      const free = readMapTargets((await one.command(Z, 'gaa', around(castle))).payload, clock.now()).filter((t) => t.areaType === AREA_TYPE.DUNGEON);
      expect((await one.command(Z, 'cra', attack(castle, free[0]!, 10, { lordId: 0 }))).result).toBe(RESULT.OK);
      const soon = await one.command(Z, 'cra', attack(castle, free[1]!, 10, { lordId: 1 }));
      expect([soon.result, soon.payload]).toEqual([RESULT.GENERAL_ERROR, { error: 'attacks 4 seconds apart at least' }]);
      // Another account attacks meanwhile.
      const theirs = readState(other.pushed.gbd!.payload).castles.find((x) => x.kingdom === 'green')!;
      const near = readMapTargets((await other.command(Z, 'gaa', around(theirs))).payload, clock.now()).find((t) => t.areaType === AREA_TYPE.DUNGEON)!;
      expect((await other.command(Z, 'cra', attack(theirs, near, 10))).result).toBe(RESULT.OK);
      clock.advance(3_999);
      expect((await one.command(Z, 'cra', attack(castle, free[1]!, 10, { lordId: 1 }))).result).toBe(RESULT.GENERAL_ERROR);
      clock.advance(1);
      expect((await one.command(Z, 'cra', attack(castle, free[1]!, 10, { lordId: 1 }))).result).toBe(RESULT.OK);
      one.close();
      other.close();
    } finally {
      await spaced.stop();
    }
  });
});

describe('msd', () => {
  /** Attacks the weakest baron and waits for the fight: the camp is cooling down 30 game minutes. */
  async function cooling(name: string): Promise<{ c: TestClient; castle: Castle; baron: MapTarget; until: number }> {
    const c = await TestClient.ready(sim.url, Z, { name, password: 'pw' });
    const castle = await green(c);
    const baron = await easyBaron(c, castle);
    const out = sent(c, await c.command(Z, 'cra', attack(castle, baron, 10)));
    clock.set(record(name, out.id).arrivesAt);
    const until = at(await targets(c, castle), baron).cooldownUntil;
    expect(until).toBe(clock.now() + 30_000);
    return { c, castle, baron, until };
  }

  test('a minute skip shortens the camp’s cooldown by its game minutes, never below now, and answers the camp’s row', async () => {
    const { c, castle, baron, until } = await cooling('hasty');
    const ms1 = await c.command(Z, 'msd', skipRequest(baron, 'MS1'));
    expect(ms1.result).toBe(RESULT.OK);
    const row = (ms1.payload as { AI: unknown[] }).AI;
    expect(row.slice(0, 3)).toEqual([AREA_TYPE.DUNGEON, baron.x, baron.y]);
    // One game minute is one real second at a time scale of 60.
    expect(readSkippedCooldown(ms1.payload, clock.now())).toBe(until - 1_000);
    const ms2 = await c.command(Z, 'msd', skipRequest(baron, 'MS2'));
    expect(readSkippedCooldown(ms2.payload, clock.now())).toBe(until - 6_000);
    expect(at(await targets(c, castle), baron).cooldownUntil).toBe(until - 6_000);
    // 30 more minutes would go past now: the camp is free now, not earlier.
    const ms4 = await c.command(Z, 'msd', skipRequest(baron, 'MS4'));
    expect((ms4.payload as { AI: unknown[] }).AI[5]).toBe(0);
    expect(readSkippedCooldown(ms4.payload, clock.now())).toBe(clock.now());
    expect((await c.command(Z, 'cra', attack(castle, baron, 10, { lordId: 1 }))).result).toBe(RESULT.OK);

    // The items were spent: the next login's `sce` says so.
    c.close();
    const next = await TestClient.ready(sim.url, Z, { name: 'hasty', password: 'pw' });
    expect(readState(next.pushed.gbd!.payload).skips).toEqual({ ...START.skips, MS1: START.skips.MS1 - 1, MS2: START.skips.MS2 - 1, MS4: START.skips.MS4 - 1 });
    next.close();
  });

  test('refuses a camp that is not cooling down, a place without a camp, unknown skips and a numeric KID', async () => {
    const { c, castle, baron } = await cooling('picky');
    const free = (await barons(c, castle))[0]!;
    expect(await c.command(Z, 'msd', skipRequest(free, 'MS1'))).toMatchObject({ result: RESULT.COOLING_DOWN, payload: { error: 'the camp is not cooling down' } });
    expect((await c.command(Z, 'msd', skipRequest(castle, 'MS1'))).result).toBe(RESULT.INVALID_AREA);
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS8'))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // The live client sends the kingdom as a string.
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS1', 0))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS1', '9'))).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // None of these spent an item.
    expect(sim.world.player(Z, 'picky')!.skips).toEqual(START.skips);
    c.close();
  });

  test('runs out of skip items', async () => {
    const { c, baron, until } = await cooling('spender');
    // START has no MS3 (10 minutes).
    expect(START.skips.MS3).toBe(0);
    expect(await c.command(Z, 'msd', skipRequest(baron, 'MS3'))).toMatchObject({ result: RESULT.NOT_ENOUGH_RUBIES, payload: { error: 'no MS3 skips left' } });
    sim.world.player(Z, 'spender')!.skips.MS2 = 1;
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS2'))).result).toBe(RESULT.OK);
    expect((await c.command(Z, 'msd', skipRequest(baron, 'MS2'))).result).toBe(RESULT.NOT_ENOUGH_RUBIES);
    expect(sim.world.cooldownUntil(Z, sim.world.player(Z, 'spender')!.reports.at(-1)!.targetId!)).toBe(until - 5_000);
    c.close();
  });

  test('a skip spent while the army is still on its way is not lost when the army arrives', async () => {
    const name = 'early-skipper';
    const c = await TestClient.ready(sim.url, Z, { name, password: 'pw' });
    const castle = await green(c);
    const baron = await easyBaron(c, castle);
    const out = sent(c, await c.command(Z, 'cra', attack(castle, baron, 10)));
    const arrival = record(name, out.id).arrivesAt;
    // The camp is claimed from the moment the army leaves, so the map shows it cooling down and a skip is accepted.
    // Either the skip is refused (the camp is not cooling down yet) and no item is spent, or it is
    // accepted and must still shorten the cooldown the fight starts.
    const skip = await c.command(Z, 'msd', skipRequest(baron, 'MS4'));
    const spent = START.skips.MS4 - sim.world.player(Z, name)!.skips.MS4;
    expect(spent).toBe(skip.result === RESULT.OK ? 1 : 0);
    clock.set(arrival);
    const cooldownUntil = at(await targets(c, castle), baron).cooldownUntil;
    // 30 game minutes from the fight, less the 30 skipped when a skip was spent.
    expect(cooldownUntil).toBe(spent ? arrival : arrival + 30_000);
    c.close();
  });
});
