/** The login data, castle details, map rows and movements on the wire, in the live shapes public clients of the game read. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { AREA_TYPE, FEAST_TYPE, ISLE_LEVEL, KINGDOM_ID, MOVEMENT_TYPE, NPC_OWNER, UNIT, dungeonLevel } from '@shared/game-wire/ids';
import { readMapTargets } from '@shared/game-wire/live-map';
import { readState } from '@shared/game-wire/live-data';
import type { AreaRow, CastleRow, LiveLoginData, LiveMapArea, LiveMovements, LiveMovementWrapper, LiveOwner } from '@shared/game-wire/live-shapes';
import type { LiveMarketInfo } from '@shared/game-wire/market-info';
import { RESULT } from '@shared/game-wire/protocol';
import { DEFENCE, MARKET_CARRIAGES, SPY, START, npcDefence } from '../core/rules';
import { TestClient, manualClock } from '../test-client';
import { AREA_TYPE_ISLE_RESOURCE } from '@shared/game-wire/isles-and-ruins';
import { attackRequest, flankOf } from '@shared/game-wire/attack-request';
import { fileSimulator } from '../file-simulator';
import { SPEARMAN_FOOD } from '../core/upkeep';

const Z = 'EmpireEx_2';
const MINUTE = 60_000; // one game hour at the time scale of 60
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 31, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 1, pushIntervalMs: 25, attackSpacingMs: 0 });

/** A castle row: [1, x, y, id, owner, keep, wall, gate, tower, moat, name, attackCooldown, sabotageCooldown, spyAge, outpostType, occupier, kingdom, skin]. */
const castleRow = (castle: { x: number; y: number; id: number; name: string; kingdom: keyof typeof KINGDOM_ID }, PID: number): CastleRow => [
  castle.kingdom === 'green' ? 1 : 12,
  castle.x,
  castle.y,
  castle.id,
  PID,
  1,
  1,
  1,
  0,
  0,
  castle.name,
  0,
  0,
  -1,
  0,
  -1,
  KINGDOM_ID[castle.kingdom],
  0,
];

const rect = (x: number, y: number, KID: number, r = 50) => ({ KID, AX1: x - r, AY1: y - r, AX2: x + r, AY2: y + r });

describe('the login data (gbd), pushed once after lli', () => {
  test('one object whose keys are sections: gpi, gxp, gcu, gal, gcl, gli, sce, boi, txi, sei, kpi, ahl, sne, gms (and our timeScale and ourMarket); no castle details, no login token', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Ludwig', password: 'pw' });
    const pushed = c.pushed.gbd!.payload as LiveLoginData;
    const record = sim.world.player(Z, 'Ludwig')!;
    const [castle, isle, desert, glacier, fire] = record.castles;
    const PID = record.playerId;
    expect(Object.keys(pushed).sort()).toEqual([
      'ahl',
      'boi',
      'gal',
      'gcl',
      'gcu',
      'gli',
      'gms',
      'gpi',
      'gxp',
      'kpi',
      'ourMarket',
      'sce',
      'sei',
      'sne',
      'timeScale',
      'txi',
    ]);
    expect(pushed.gpi).toEqual({ PID, PN: 'Ludwig' });
    expect(pushed.gxp).toEqual({ LVL: 1, XP: 0 });
    expect(pushed.gcu).toEqual({ C1: START.coins, C2: START.rubies });
    expect(pushed.gal).toEqual({ AID: -1 });
    // No alliance: an empty help list.
    expect(pushed.ahl).toEqual({ AHL: [], TSL: -1 });
    // No mail yet: an empty mailbox.
    expect(pushed.sne).toEqual({ MSG: [] });
    // The spies owned, before boosts (spies.ts; EmpireCore spy/models.py MaxSpiesResponse).
    expect(pushed.gms).toEqual({ MS: SPY.startSpies, BS: 0 });
    // gcl: the castles per kingdom, each wrapping its area row: the green castle (area type 1), the Storm
    // Islands one and one in each outer kingdom (kingdom castles, 12).
    expect(pushed.gcl).toEqual({
      PID,
      C: [
        { KID: KINGDOM_ID.green, AI: [{ AI: castleRow(castle!, PID) }] },
        { KID: KINGDOM_ID.storm, AI: [{ AI: castleRow(isle!, PID) }] },
        { KID: KINGDOM_ID.sands, AI: [{ AI: castleRow(desert!, PID) }] },
        { KID: KINGDOM_ID.ice, AI: [{ AI: castleRow(glacier!, PID) }] },
        { KID: KINGDOM_ID.fire, AI: [{ AI: castleRow(fire!, PID) }] },
      ],
    });
    expect(pushed.gcl!.C!.map((block) => block.AI[0]!.AI[0])).toEqual([
      AREA_TYPE.CASTLE,
      AREA_TYPE.KINGDOM_CASTLE,
      AREA_TYPE.KINGDOM_CASTLE,
      AREA_TYPE.KINGDOM_CASTLE,
      AREA_TYPE.KINGDOM_CASTLE,
    ]);
    expect([castle!.name, isle!.name, desert!.name]).toEqual(["Ludwig's castle", "Ludwig's isle", "Ludwig's desert keep"]);
    // kpi: the kingdoms unlocked (those with a castle), nothing on its way.
    expect(pushed.kpi).toEqual({
      UL: [4, 1, 2, 3].map((KID) => ({ KID, U: 1, C: 0, SL: 0, SPW: 0, SPS: 0, SPF: 0, SPC1: 0, KRS: 0, CRS: 0 })),
      UT: [],
      RT: [],
    });
    expect(pushed.gli).toEqual({ C: START.commanders.map((ID, i) => ({ ID, WID: 2, VIS: i, N: `Commander ${i + 1}` })), B: [] });
    // Minute skips as [key, amount] pairs, MS1 to MS7.
    expect(pushed.sce).toEqual(Object.entries(START.skips));
    expect(pushed.boi).toEqual({ bfs: { T: -1, RT: 0 } });
    expect(pushed.txi).toEqual({ TX: { TT: -1, RT: 0, EM: 0, PO: 0, IB: 0, VB: 0 } });
    expect(pushed.sei).toEqual(c.pushed.sei!.payload as LiveLoginData['sei']);
    // Our own section, not the live game's (see README).
    expect(pushed.timeScale).toBe(60);
    // The bundle is not answered when asked: it is pushed once, as live.
    expect((await c.command(Z, 'gbd', {})).result).toBe(RESULT.GENERAL_ERROR);
    c.close();
  });

  test('dcl {CD: 1} answers the castles’ details per kingdom: stock, units at home as [wodId, count], production and food eaten × 10, storage', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Mechthild', password: 'pw' });
    const record = sim.world.player(Z, 'Mechthild')!;
    const detail = (id: number, troops: number = START.troops) => ({
      AID: id,
      W: START.resources.wood,
      S: START.resources.stone,
      F: START.resources.food,
      // Units and the tools in stock, in one list.
      AC: [...(troops > 0 ? [[UNIT.SPEARMAN, troops]] : []), ...Object.entries(DEFENCE.startStock).map(([wod, n]) => [Number(wod), n])],
      gpa: {
        DW: START.production.wood * 10,
        DS: START.production.stone * 10,
        DF: START.production.food * 10,
        // What the soldiers at home eat, × 10: 2 food an hour a spearman (units.json foodSupply).
        DFC: troops * SPEARMAN_FOOD * 10,
        MRW: START.capacity,
        MRS: START.capacity,
        MRF: START.capacity,
      },
    });
    const dcl = await c.command(Z, 'dcl', { CD: 1 });
    expect([dcl.result, dcl.payload]).toEqual([
      RESULT.OK,
      {
        PID: record.playerId,
        C: [
          { KID: KINGDOM_ID.green, AI: [detail(record.castles[0]!.id)] },
          { KID: KINGDOM_ID.storm, AI: [detail(record.castles[1]!.id)] },
          // The outer kingdoms' castles start without soldiers.
          { KID: KINGDOM_ID.sands, AI: [detail(record.castles[2]!.id, 0)] },
          { KID: KINGDOM_ID.ice, AI: [detail(record.castles[3]!.id, 0)] },
          { KID: KINGDOM_ID.fire, AI: [detail(record.castles[4]!.id, 0)] },
        ],
      },
    ]);
    c.close();
  });

  test('a running feast is the festival in boi.bfs of the next login: the type as T, the seconds left as RT', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Bacchus', password: 'pw' });
    const castle = sim.world.player(Z, 'Bacchus')!.castles[0]!;
    expect((await c.command(Z, 'bfs', { T: FEAST_TYPE, CID: castle.id, KID: 0, PO: -1, PWR: 0 })).result).toBe(RESULT.OK);
    clock.advance(MINUTE / 2);
    const next = await TestClient.ready(sim.url, Z, { name: 'Bacchus', password: 'pw' });
    // Two game hours at a time scale of 60 are 120 real seconds; half a minute has passed.
    expect((next.pushed.gbd!.payload as LiveLoginData).boi).toEqual({ bfs: { T: FEAST_TYPE, RT: 90 } });
    const dcl = (await next.command(Z, 'dcl', { CD: 1 })).payload as { C: Array<{ AI: Array<{ gpa: { DW: number } }> }> };
    expect(dcl.C[0]!.AI[0]!.gpa.DW).toBe(Math.round(START.production.wood * 1.2 * 10));
    next.close();
  });
});

describe('map rows (gaa), in the layouts public clients parse', () => {
  let c: TestClient;
  beforeAll(async () => {
    c = await TestClient.ready(sim.url, Z, { name: 'Kartograf', password: 'pw' });
    sim.world.setEvents([72, 3]);
  });
  afterAll(() => {
    sim.world.setEvents(null);
    c.close();
  });
  /** The NPC rows around the middle of the map (players' castle rows left out). */
  const rows = async (KID: number) => ((await c.command(Z, 'gaa', rect(500, 500, KID))).payload as LiveMapArea).AI!.filter((r) => r[0] !== AREA_TYPE.CASTLE);
  const kinds = (list: AreaRow[]) => [...new Set(list.map((r) => r[0]))].sort((a, b) => a - b);

  test('green: baron camps, and nomad and Khan camps while the Nomad invasion runs', async () => {
    // [2, x, y, spyAge, victories, cooldown, kingdom] and [35, x, y, spyAge, campId, cooldown, totalCooldown, skipCost, victories, difficulty, wall, gate,
    // moat].
    const green = await rows(KINGDOM_ID.green);
    expect(kinds(green)).toEqual([AREA_TYPE.DUNGEON, AREA_TYPE.NOMAD_CAMP, AREA_TYPE.KHAN_CAMP]);
    for (const r of green.filter((x) => x[0] === AREA_TYPE.DUNGEON)) expect([r.length, r[3], typeof r[4], r[6]]).toEqual([7, -1, 'number', KINGDOM_ID.green]);
    for (const r of green.filter((x) => x[0] === AREA_TYPE.KHAN_CAMP)) expect([r.length, r[3], r[5], r[8]]).toEqual([13, -1, 0, 0]);
    for (const t of readMapTargets({ KID: 0, AI: green }).filter((x) => x.areaType === AREA_TYPE.DUNGEON)) expect(t.level).toBe(dungeonLevel(t.victories!, 0));
  });

  test('green, while the invasions run: each camp in its EmpireCore layout, read back by the shared reader', async () => {
    sim.world.setEvents([71, 72, 80, 85, 103]);
    try {
      const green = (await rows(KINGDOM_ID.green)).filter((r) => r[0] !== AREA_TYPE.DUNGEON && r[0] !== AREA_TYPE.KHAN_CAMP);
      const { NOMAD_CAMP, SAMURAI_CAMP, DAIMYO_CASTLE, DAIMYO_TOWNSHIP, ALIEN_CAMP, RED_ALIEN_CAMP, FACTION_INVASION_CAMP } = AREA_TYPE;
      expect(kinds(green)).toEqual([ALIEN_CAMP, NOMAD_CAMP, SAMURAI_CAMP, FACTION_INVASION_CAMP, RED_ALIEN_CAMP, DAIMYO_CASTLE, DAIMYO_TOWNSHIP]);
      // Lengths and the fields readers use: victories (4) and cooldown (5) of invasion camps; campId (4) and
      // cooldown (5) of the Daimyo's; the level (3) and peace flag (5) of alien camps.
      const length: Record<number, number> = {
        [NOMAD_CAMP]: 12,
        [SAMURAI_CAMP]: 12,
        [FACTION_INVASION_CAMP]: 8,
        [DAIMYO_CASTLE]: 12,
        [DAIMYO_TOWNSHIP]: 12,
        [ALIEN_CAMP]: 11,
        [RED_ALIEN_CAMP]: 11,
      };
      for (const r of green) expect(r.length).toBe(length[r[0]]!);
      const targets = readMapTargets({ KID: 0, AI: green });
      expect(targets).toHaveLength(green.length);
      for (const t of targets) {
        const alien = t.areaType === ALIEN_CAMP || t.areaType === RED_ALIEN_CAMP;
        expect(t.level === null).toBe(!alien);
        if (alien) expect(t.level).toBeGreaterThanOrEqual(20);
        // None attacked yet: every camp is ready.
        expect(t.cooldownUntil).toBeLessThanOrEqual(Date.now());
      }
    } finally {
      sim.world.setEvents([72, 3]);
    }
  });

  test('the Burning Sands: fortresses and baron camps whose victories give a level with the kingdom’s offset', async () => {
    // Fortresses [11, x, y, spyAge, level, cooldown, defeater, kingdom].
    const sands = await rows(KINGDOM_ID.sands);
    expect(kinds(sands)).toEqual([AREA_TYPE.DUNGEON, AREA_TYPE.BOSS_DUNGEON]);
    for (const r of sands.filter((x) => x[0] === AREA_TYPE.BOSS_DUNGEON)) expect([r.length, r[3], r[6], r[7]]).toEqual([8, -1, -1, KINGDOM_ID.sands]);
    for (const r of sands.filter((x) => x[0] === AREA_TYPE.DUNGEON)) expect([r.length, typeof r[4], r[6]]).toEqual([7, 'number', KINGDOM_ID.sands]);
    for (const t of readMapTargets({ KID: 1, AI: sands }).filter((x) => x.areaType === AREA_TYPE.DUNGEON)) {
      expect(t.victories).toBeGreaterThanOrEqual(0);
      expect(t.level).toBeGreaterThanOrEqual(dungeonLevel(0, KINGDOM_ID.sands));
    }
  });

  test('the Storm Islands: isles whose id gives the level', async () => {
    // [25, x, y, kingdom, spyAge, isleId, cooldown, victories, hidden]; beside them the resource isles (24:
    // isles-and-ruins.test.ts), which the bots' reader skips.
    const all = await rows(KINGDOM_ID.storm);
    expect(kinds(all)).toEqual([AREA_TYPE_ISLE_RESOURCE, AREA_TYPE.ISLE_DUNGEON]);
    const storm = all.filter((r) => r[0] === AREA_TYPE.ISLE_DUNGEON);
    expect(readMapTargets({ KID: 4, AI: all }, 0)).toEqual(readMapTargets({ KID: 4, AI: storm }, 0));
    for (const r of storm) expect([r.length, r[3], r[4], (r[5] as number) in ISLE_LEVEL]).toEqual([9, KINGDOM_ID.storm, -1, true]);
    for (const t of readMapTargets({ KID: 4, AI: storm })) expect(t.level).toBe(ISLE_LEVEL[storm.find((r) => r[1] === t.x && r[2] === t.y)![5] as number]!);
  });

  test('Berimond (10), while it runs: towers', async () => {
    // [17, x, y, owner, destroyed, protectors, spyAge, level, attacksLeft, objectId].
    const berimond = await rows(KINGDOM_ID.berimond);
    expect(kinds(berimond)).toEqual([AREA_TYPE.FACTION_TOWER]);
    for (const r of berimond) expect([r.length, r[3], r[4], r[5]]).toEqual([10, NPC_OWNER.FACTION, 0, []]);
    for (const t of readMapTargets({ KID: 10, AI: berimond })) {
      expect(t.level).toBeGreaterThanOrEqual(30);
      expect(t.level).toBeLessThanOrEqual(70);
    }
  });
});

describe('movements, live-shaped', () => {
  test('cra answers {AAM, gcu, O}; gam lists {M, O}: our army out, its way home as a new travel movement, and a raider at our castle', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Kunigunde', password: 'pw' });
    const record = sim.world.player(Z, 'Kunigunde')!;
    const castle = record.castles[0]!;
    const PID = record.playerId;
    const area = (await c.command(Z, 'gaa', rect(castle.x, castle.y, 0))).payload as LiveMapArea;
    const camps = readMapTargets(area).filter((t) => t.areaType === AREA_TYPE.DUNGEON && npcDefence(t.level!) <= 150);
    const baron = camps.sort((a, b) => npcDefence(a.level!) - npcDefence(b.level!))[0]!;
    const row = area.AI!.find((r) => r[0] === AREA_TYPE.DUNGEON && r[1] === baron.x && r[2] === baron.y)!;

    const request = attackRequest({ ...castle, kingdomId: 0 }, baron, 1, [
      { L: flankOf([[UNIT.SPEARMAN, 40]]), R: flankOf([[UNIT.SPEARMAN, 40]]), M: flankOf([[UNIT.SPEARMAN, 70]]) },
      { L: flankOf(), R: flankOf(), M: flankOf() },
    ]);
    const reply = await c.command(Z, 'cra', request);
    expect(reply.result).toBe(RESULT.OK);
    const sent = reply.payload as { AAM: LiveMovementWrapper; gcu: unknown; O: LiveOwner[] };
    expect(Object.keys(sent).sort()).toEqual(['AAM', 'O', 'gcu']);
    const out = sent.AAM.M;
    expect(out).toMatchObject({ T: MOVEMENT_TYPE.ATTACK, D: 0, PT: 0, OID: PID, SID: PID, TID: NPC_OWNER.ROBBER_BARON, KID: 0 });
    expect(out.SA).toEqual(castleRow(castle, PID));
    expect(out.TA).toEqual(row);
    expect(out.TT).toBeGreaterThan(0);
    expect(Number.isInteger(out.TT)).toBe(true);
    // Not live: the army as one middle flank (the waves are not kept).
    expect(sent.AAM.GA).toEqual({ L: [], M: [[UNIT.SPEARMAN, 150]], R: [], RW: [] });
    expect(sent.AAM.UM).toEqual({ L: { ID: 1, WID: 2, VIS: 1, N: 'Commander 2' } });
    expect(sent.O).toEqual([
      { OID: PID, N: 'Kunigunde', L: 1 },
      { OID: NPC_OWNER.ROBBER_BARON, N: 'baron', L: baron.level! },
    ]);
    expect(((await c.command(Z, 'gam', {})).payload as LiveMovements).M).toEqual([sent.AAM]);

    // Past the fight: the army on its way home is a new TRAVEL movement (D 1) from the camp to our
    // castle, its units in A and its loot as goods in G.
    const arrival = record.movements[0]!.arrivesAt;
    clock.set(arrival);
    const [home] = ((await c.command(Z, 'gam', {})).payload as LiveMovements).M!;
    expect(home!.M).toMatchObject({ T: MOVEMENT_TYPE.TRAVEL, D: 1, PT: 0, OID: PID, SID: NPC_OWNER.ROBBER_BARON, TID: PID, TA: castleRow(castle, PID) });
    expect(home!.M.MID).not.toBe(out.MID);
    expect(home!.M.SA!.slice(0, 3)).toEqual([AREA_TYPE.DUNGEON, baron.x, baron.y]);
    expect(home!.A).toEqual([[UNIT.SPEARMAN, sim.world.player(Z, 'Kunigunde')!.movements[0]!.troops]]);
    expect(home!.GA).toBeUndefined();
    expect(home!.G!.map(([key]) => key)).toEqual(['W', 'S', 'F']);
    expect(home!.G!.every(([, amount]) => amount > 0)).toBe(true);
    expect(home!.UM!.L!.ID).toBe(1);

    // The hour's raid roll sends a raider, pushed without being asked: an NPC attack (T 11) on one of our castles.
    clock.set(record.nextRaidAt);
    let push = await c.nextReply();
    while (push.command !== 'gam') push = await c.nextReply();
    const list = push.payload as LiveMovements;
    const raid = list.M!.find((w) => w.M.T === MOVEMENT_TYPE.NPC_ATTACK)!;
    const target = record.castles.find((x) => x.id === raid.M.TA![3])!;
    expect(raid.M).toMatchObject({ D: 0, TID: PID, TA: castleRow(target, PID) });
    expect(raid.M.OID).toBeLessThan(0);
    expect(raid.M.SID).toBe(raid.M.OID);
    const raider = list.O!.find((o) => o.OID === raid.M.OID)!;
    expect(raider.N).toBe(sim.world.player(Z, 'Kunigunde')!.movements.find((m) => m.type === 'incoming')!.attacker!);
    // A requested gam is the same list.
    expect((await c.command(Z, 'gam', {})).payload).toEqual(list);
    c.close();
  });

  test('crm answers the market movement (T 4) under A, with its cargo in MM', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Hanse', password: 'pw' });
    const record = sim.world.player(Z, 'Hanse')!;
    const home = record.castles[0]!;
    const outpost = sim.world.grantCastle(Z, 'Hanse');
    const reply = await c.command(Z, 'crm', { KID: 0, SID: home.id, TX: outpost.x, TY: outpost.y, HBW: -1, PTT: 0, SD: 0, G: [['S', 250]] });
    expect(reply.result).toBe(RESULT.OK);
    const { A, O, grc } = reply.payload as { A: LiveMovementWrapper; O: LiveOwner[]; grc: unknown };
    expect(A.M).toMatchObject({
      T: MOVEMENT_TYPE.MARKET,
      D: 0,
      PT: 0,
      OID: record.playerId,
      SA: castleRow(home, record.playerId),
      TA: castleRow(outpost, record.playerId),
    });
    expect(A.MM).toEqual({
      C: 1,
      G: [
        ['W', 0],
        ['S', 250],
        ['F', 0],
      ],
    });
    expect(O).toEqual([{ OID: record.playerId, N: 'Hanse', L: 1 }]);
    expect(grc).toEqual({ AID: home.id, KID: 0, W: START.resources.wood, S: START.resources.stone - 250, F: START.resources.food });
    c.close();
  });

  test('cmi {S: 1, KID: -1}, as the client sends it, answers {C}: each castle’s KID, CID, carriages TC and AC, then its stock in EmpireCore’s order', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Fugger', password: 'pw' });
    const record = sim.world.player(Z, 'Fugger')!;
    const reply = await c.command(Z, 'cmi', { S: 1, KID: -1 });
    expect(reply.result).toBe(RESULT.OK);
    const { C } = reply.payload as LiveMarketInfo;
    expect(C!.map((x) => x.CID)).toEqual(record.castles.map((x) => x.id));
    for (const castle of C!) expect(Object.keys(castle)).toEqual(['KID', 'CID', 'TC', 'AC', 'W', 'S', 'F', 'C', 'O', 'G', 'I', 'HONEY', 'MEAD', 'BEEF']);
    expect(C![0]).toMatchObject({ KID: 0, TC: MARKET_CARRIAGES.perCastle, AC: MARKET_CARRIAGES.perCastle, W: START.resources.wood });
    c.close();
  });

  test('the login data reads as the player through the shared reader, with the details dcl adds', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Reader', password: 'pw' });
    const dcl = (await c.command(Z, 'dcl', { CD: 1 })).payload;
    const state = readState({ ...(c.pushed.gbd!.payload as object), dcl }, clock.now());
    const record = sim.world.player(Z, 'Reader')!;
    expect(state).toMatchObject({
      playerId: record.playerId,
      name: 'Reader',
      level: 1,
      coins: START.coins,
      rubies: START.rubies,
      skips: START.skips,
      feast: null,
      commanders: START.commanders,
      timeScale: 60,
    });
    expect(state.castles.map((x) => [x.id, x.kingdom, x.x, x.y, x.details?.troops])).toEqual(record.castles.map((x) => [x.id, x.kingdom, x.x, x.y, x.troops]));
    c.close();
  });
});
