/**
 * Castles (`dcl`, `grc`), production, the tax collector (`txi`/`txs`/`txc`), feasts (`bfs`), recruiting (`jca` + `bup`), transfers (`crm`) and their carriages
 * (`cmi`), and building upgrades (`eup`, `scl`).
 */
import { describe, expect, test } from 'bun:test';
import { BUILDINGS, buildingOf } from '@shared/game-wire/buildings';
import type { JoinedCastle, MarketRequest, RecruitRequest } from '@shared/game-wire/commands';
import { AREA_TYPE, FEAST_TYPE, KINGDOM_ID, MOVEMENT_TYPE, TAX_DURATIONS_S, UNIT } from '@shared/game-wire/ids';
import { readFestival, readState, readTax, type Castle, type PlayerState } from '@shared/game-wire/live-data';
import { readMovements, readSentMovement } from '@shared/game-wire/live-movements';
import type { LiveCurrencies, LiveMovementWrapper, LiveResources, LiveTaxInfo } from '@shared/game-wire/live-shapes';
import { readMarketInfo, type LiveMarketInfo } from '@shared/game-wire/market-info';
import { RESULT, encodeParams } from '@shared/game-wire/protocol';
import { FEAST, MARKET_CARRIAGES, START, TAX } from '../core/rules';
import { SPEARMAN_FOOD } from '../core/upkeep';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { TestClient, manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const SPEARMAN_COINS = unitUpkeep(UNIT.SPEARMAN)!.coins;

const Z = 'EmpireEx_19';
const MINUTE = 60_000; // one game hour at the default time scale of 60
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 11, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });

const me = (c: TestClient) => readState(c.pushed.gbd!.payload).playerId;

/** The pushed login data with fresh castle details (`dcl`). */
async function state(c: TestClient): Promise<PlayerState> {
  const dcl = await c.command(Z, 'dcl', { CD: 1 });
  expect(dcl.result).toBe(RESULT.OK);
  return readState({ ...(c.pushed.gbd!.payload as object), dcl: dcl.payload }, clock.now());
}

const green = async (c: TestClient) => (await state(c)).castles.find((castle) => castle.kingdom === 'green')!;

async function ok<T>(c: TestClient, command: string, payload: unknown): Promise<T> {
  const reply = await c.command(Z, command, payload);
  expect([reply.result, reply.payload]).toEqual([RESULT.OK, expect.anything()]);
  return reply.payload as T;
}

const refusal = async (c: TestClient, command: string, payload: unknown) => {
  const reply = await c.command(Z, command, payload);
  return [reply.result, (reply.payload as { error?: string } | null)?.error];
};

describe('castles', () => {
  test('a new account has a green castle, a Storm Islands castle and a castle in each outer kingdom; the outer ones start without soldiers', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'shape', password: 'pw' });
    const s = await state(c);
    expect(s).toMatchObject({
      name: 'shape',
      level: 1,
      coins: START.coins,
      rubies: START.rubies,
      timeScale: 60,
      skips: START.skips,
      feast: null,
      commanders: [...START.commanders],
    });
    expect(s.castles.map((castle) => [castle.kingdom, castle.kingdomId])).toEqual([
      ['green', KINGDOM_ID.green],
      ['storm', KINGDOM_ID.storm],
      ['sands', KINGDOM_ID.sands],
      ['ice', KINGDOM_ID.ice],
      ['fire', KINGDOM_ID.fire],
    ]);
    for (const castle of s.castles) {
      const troops = castle.kingdom === 'green' || castle.kingdom === 'storm' ? START.troops : 0;
      expect(castle.details).toEqual({
        resources: START.resources,
        capacity: START.capacity,
        production: START.production,
        // What the soldiers eat, gpa.DFC / 10: 2 food an hour a spearman (units.json foodSupply).
        foodEaten: troops * SPEARMAN_FOOD,
        troops,
        soldiers: troops > 0 ? [[UNIT.SPEARMAN, troops]] : [],
        // A new castle holds no attack tools (rules.ts, "Attack tools").
        tools: [],
      });
    }
    // The login data alone does not carry the details: clients ask `dcl`.
    expect(readState(c.pushed.gbd!.payload).castles.map((castle) => castle.details)).toEqual([null, null, null, null, null]);
    c.close();
  });

  test('grc answers one castle’s stock, only for the player’s own castles', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'counter', password: 'pw' });
    const castle = await green(c);
    expect(await ok<LiveResources>(c, 'grc', { AID: castle.id, KID: 0 })).toEqual({
      AID: castle.id,
      KID: 0,
      W: START.resources.wood,
      S: START.resources.stone,
      F: START.resources.food,
    });
    const other = await TestClient.ready(sim.url, Z, { name: 'stranger', password: 'pw' });
    expect((await refusal(other, 'grc', { AID: castle.id, KID: 0 }))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    other.close();
    c.close();
  });

  test('resources grow by production per game hour, up to capacity', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'grower', password: 'pw' });
    clock.advance(MINUTE);
    expect((await green(c)).details!.resources).toEqual({ wood: 2_300, stone: 2_300, food: 2_400 });
    clock.advance(100 * MINUTE);
    const full = (await green(c)).details!;
    expect(full.resources).toEqual({ wood: full.capacity, stone: full.capacity, food: full.capacity });
    c.close();
  });
});

describe('the tax collector', () => {
  const tax = async (c: TestClient) => readTax(await ok<{ TX: LiveTaxInfo }>(c, 'txi', {}), clock.now());

  test('txs sends the collector out for its type’s time; txc brings its coins home', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'taxman', password: 'pw' });
    expect(await tax(c)).toEqual({ state: 'none', type: -1, until: clock.now(), coins: 0 });
    expect(readTax((c.pushed.gbd!.payload as { txi: unknown }).txi, clock.now())?.state).toBe('none');

    // Type 0: ten game minutes, free, 10 coins at 60 an hour.
    const started = await ok<{ gcu: LiveCurrencies; txi: unknown }>(c, 'txs', { TT: 0, TX: 3 });
    const seconds = TAX_DURATIONS_S[0] / 60;
    const coins = Math.round((TAX.coinsPerHour * TAX_DURATIONS_S[0]) / 3600);
    expect(started.gcu).toEqual({ C1: START.coins, C2: START.rubies });
    expect(readTax(started.txi, clock.now())).toEqual({ state: 'collecting', type: 0, until: clock.now() + seconds * 1000, coins });
    expect(await refusal(c, 'txs', { TT: 1, TX: 3 })).toEqual([RESULT.ALREADY_COLLECTING_TAXES, 'a tax collector is out already']);

    clock.advance(seconds * 1000);
    expect((await tax(c))?.state).toBe('ready');
    const collected = await ok<{ gcu: LiveCurrencies; txi: unknown; CT: number }>(c, 'txc', { TR: 29 });
    expect(collected.CT).toBe(coins);
    expect(collected.gcu).toEqual({ C1: START.coins + coins, C2: START.rubies });
    expect(readTax(collected.txi, clock.now())?.state).toBe('none');
    expect(await refusal(c, 'txc', { TR: 29 })).toEqual([RESULT.GENERAL_ERROR, 'no tax collector is out']);
    c.close();
  });

  test('types 1-4 cost a tenth of their income up front, 5 and 6 cost rubies; collecting early brings the share earned', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'collector', password: 'pw' });
    // Type 2: 90 game minutes bring 90 coins and cost 9.
    const income = Math.round((TAX.coinsPerHour * TAX_DURATIONS_S[2]) / 3600);
    const fee = Math.round(income * TAX.paidShare);
    expect((await ok<{ gcu: LiveCurrencies }>(c, 'txs', { TT: 2, TX: 3 })).gcu.C1).toBe(START.coins - fee);
    clock.advance((TAX_DURATIONS_S[2] / 60) * 500); // half the time
    const early = await ok<{ gcu: LiveCurrencies; CT: number }>(c, 'txc', { TR: 29 });
    expect(early.CT).toBe(Math.floor(income / 2));
    expect(early.gcu.C1).toBe(START.coins - fee + Math.floor(income / 2));
    expect((await refusal(c, 'txs', { TT: 5, TX: 3 }))[0]).toBe(RESULT.NOT_ENOUGH_RUBIES);
    expect((await refusal(c, 'txs', { TT: 7, TX: 3 }))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await refusal(c, 'txs', { TX: 3 }))[0]).toBe(RESULT.MISSING_PARAMETER);
    sim.world.player(Z, 'collector')!.coins = 1;
    expect(await refusal(c, 'txs', { TT: 2, TX: 3 })).toEqual([RESULT.NOT_ENOUGH_COINS, `the collector costs ${fee} coins`]);
    c.close();
  });
});

describe('bfs (feasts)', () => {
  const feast = (castle: Castle, T = FEAST_TYPE) => ({ T, CID: castle.id, KID: castle.kingdomId, PO: -1, PWR: 0 });

  test('costs food, raises production in every castle for two game hours, and refuses a second feast meanwhile', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'feaster', password: 'pw' });
    const castle = await green(c);
    const reply = await ok<{ T: number; RT: number }>(c, 'bfs', feast(castle));
    expect(reply).toEqual({ T: FEAST_TYPE, RT: 2 * 60 });
    expect(readFestival(reply, clock.now())).toEqual({ type: FEAST_TYPE, until: clock.now() + 2 * MINUTE });
    const feasting = await state(c);
    for (const each of feasting.castles) expect(each.details!.production.wood).toBe(START.production.wood * (1 + FEAST.bonus));
    expect(feasting.castles[0]!.details!.resources.food).toBe(START.resources.food - FEAST.food);
    expect(await refusal(c, 'bfs', feast(castle))).toEqual([RESULT.GENERAL_ERROR, 'a feast is running already']);
    // The next login's data carries the festival.
    clock.advance(MINUTE / 2);
    const next = await TestClient.ready(sim.url, Z, { name: 'feaster', password: 'pw' });
    expect(readState(next.pushed.gbd!.payload, clock.now()).feast).toEqual({ type: FEAST_TYPE, until: clock.now() + 1.5 * MINUTE });

    clock.advance(2.5 * MINUTE);
    const after = await state(next);
    expect(after.castles[0]!.details!.production.wood).toBe(START.production.wood);
    // Two hours at 360, one at 300.
    expect(after.castles[0]!.details!.resources.wood).toBe(START.resources.wood + 720 + 300);
    expect((await next.command(Z, 'bfs', feast(castle))).result).toBe(RESULT.OK);
    next.close();
  });

  test('refuses a feast the castle cannot feed, other feast types, another kingdom’s id and strangers’ castles', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'hungry', password: 'pw' });
    const castle = await green(c);
    sim.world.player(Z, 'hungry')!.castles[0]!.resources.food = FEAST.food - 1;
    expect(await refusal(c, 'bfs', feast(castle))).toEqual([RESULT.NOT_ENOUGH_RESOURCES, `a feast needs ${FEAST.food} food`]);
    sim.world.player(Z, 'hungry')!.castles[0]!.resources.food = FEAST.food;
    expect((await refusal(c, 'bfs', feast(castle, 1)))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await refusal(c, 'bfs', { ...feast(castle), KID: KINGDOM_ID.storm }))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await refusal(c, 'bfs', { ...feast(castle), CID: 999_999 }))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await green(c)).details!.resources.food).toBe(FEAST.food);
    c.close();
  });
});

describe('recruiting (jca, then bup)', () => {
  const recruit = (castle: Castle, AMT: number, WID: number = UNIT.SPEARMAN): RecruitRequest => ({
    LID: 0,
    WID,
    AMT,
    PO: -1,
    PWR: 0,
    SK: 73,
    SID: castle.kingdomId,
    AID: castle.id,
  });

  test("enter the castle, then recruit spearmen for the game's price in coins", async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'recruiter', password: 'pw' });
    const castle = await green(c);
    expect(await refusal(c, 'bup', recruit(castle, 50))).toEqual([RESULT.NOT_IN_OWNED_CASTLE, 'enter a castle with jca first']);
    expect(await refusal(c, 'spl', { LID: 0 })).toEqual([RESULT.NOT_IN_OWNED_CASTLE, 'enter a castle with jca first']);

    // jca is answered as jaa, with the castle's buildings and stock.
    const joined = await c.command(Z, 'jca', { CID: castle.id, KID: 0 });
    expect([joined.command, joined.result]).toEqual(['jaa', RESULT.OK]);
    const jaa = joined.payload as JoinedCastle;
    // Six level-1 buildings and the military hospital (core/players.ts startBuildings).
    expect([jaa.KID, jaa.gca!.BD!.length, jaa.grc]).toEqual([0, 7, { AID: castle.id, KID: 0, W: 2_000, S: 2_000, F: 2_000 }]);
    expect((await ok<{ LID: number }>(c, 'spl', { LID: 0 })).LID).toBe(0);

    // A spearman costs 30 coins (units.json costC1) and no resources: 20 cost 600 of the 1,000.
    expect(SPEARMAN_COINS).toBe(30);
    const bought = await ok<{ gui: { I: unknown[]; HI: unknown[] }; gcu: LiveCurrencies; grc: LiveResources }>(c, 'bup', recruit(castle, 20));
    // gui as the castle's inventories are read: units and tools at home, nobody wounded yet.
    expect(bought.gui.I[0]).toEqual([UNIT.SPEARMAN, START.troops + 20]);
    expect(bought.gui.HI).toEqual([]);
    expect(bought.gcu).toEqual({ C1: START.coins - 20 * SPEARMAN_COINS, C2: START.rubies });
    expect(bought.grc.F).toBe(START.resources.food);
    expect((await green(c)).details!.troops).toBe(START.troops + 20);

    // 400 coins left pay for 13 more, not 14.
    expect(await refusal(c, 'bup', recruit(castle, 14))).toEqual([RESULT.NOT_ENOUGH_COINS, `recruiting 14 needs ${14 * SPEARMAN_COINS} coins`]);
    expect((await ok<{ gcu: LiveCurrencies }>(c, 'bup', recruit(castle, 13))).gcu.C1).toBe(START.coins - 33 * SPEARMAN_COINS);
    expect((await refusal(c, 'bup', recruit(castle, 1, 620)))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await refusal(c, 'bup', recruit(castle, 0)))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // bup names the joined castle; the Storm Islands castle was not entered.
    const isle = (await state(c)).castles.find((x) => x.kingdom === 'storm')!;
    expect((await refusal(c, 'bup', recruit(isle, 1)))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await refusal(c, 'jca', { CID: isle.id, KID: 0 }))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await refusal(c, 'jca', { CID: 999_999, KID: 0 }))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await green(c)).details!.troops).toBe(START.troops + 33);
    c.close();
  });

  test('the joined castle belongs to the connection: a new session enters again', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'wanderer', password: 'pw' });
    const castle = await green(c);
    await ok(c, 'jca', { CID: castle.id, KID: 0 });
    c.close();
    const d = await TestClient.ready(sim.url, Z, { name: 'wanderer', password: 'pw' });
    expect((await refusal(d, 'bup', recruit(castle, 1)))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    d.close();
  });
});

describe('eup and scl (building upgrades and the construction slot)', () => {
  test('an upgrade takes the construction slot for its time, then the building is the next level’s wod id', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'builder', password: 'pw' });
    const castle = await green(c);
    expect((await refusal(c, 'eup', { OID: 1, PWR: 0, PO: -1 }))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    const joined = await ok<JoinedCastle>(c, 'jca', { CID: castle.id, KID: 0 });
    const keep = (joined.gca!.BD! as number[][]).find((row) => buildingOf(row[0]!)?.name === 'KEEP')!;
    expect(keep.slice(5, 7)).toEqual([0, 4]); // nothing under construction, BUILD_COMPLETED
    expect(joined.gca!.scl).toEqual({ OIDL: [-1], SSC: 1 });
    const objectId = keep[1]!;

    const up = await ok<{ O: number[][]; grc: LiveResources; gcu: LiveCurrencies }>(c, 'eup', { OID: objectId, PWR: 0, PO: -1 });
    // KEEP_L1 171 → KEEP_L2 172 (EmpireCore gamedata/ids/buildings.py), state 13 UPGRADE_IN_PROGRESS, target at 16.
    expect([up.O[0]![0], up.O[0]![1], up.O[0]![6], up.O[0]![16]]).toEqual([BUILDINGS.KEEP.levels[0], objectId, 13, BUILDINGS.KEEP.levels[1]]);
    expect([up.grc.W, up.grc.S]).toEqual([START.resources.wood - 200, START.resources.stone - 200]);
    expect(await ok(c, 'scl', {})).toEqual({ OIDL: [objectId], SSC: 1 });
    const farm = (joined.gca!.BD! as number[][]).find((row) => buildingOf(row[0]!)?.name === 'FARM')!;
    expect((await refusal(c, 'eup', { OID: farm[1], PWR: 0, PO: -1 }))[0]).toBe(RESULT.NO_FREE_CONSTRUCTION_SLOT);
    expect((await refusal(c, 'eup', { OID: objectId, PWR: 0, PO: -1 }))[0]).toBe(RESULT.INVALID_OBJECT_STATE);

    clock.advance(4 * 1000); // level 2: 4 game minutes, 4 s at the default time scale
    const after = await ok<JoinedCastle>(c, 'jca', { CID: castle.id, KID: 0 });
    expect((after.gca!.BD! as number[][]).find((row) => row[1] === objectId)!.slice(0, 1)).toEqual([BUILDINGS.KEEP.levels[1]]);
    expect(after.gca!.scl).toEqual({ OIDL: [-1], SSC: 1 });

    const paid = await ok<{ O: number[][]; gcu: LiveCurrencies }>(c, 'eup', { OID: objectId, PWR: 1, PO: -1 });
    expect([paid.O[0]![16], paid.gcu.C2]).toEqual([BUILDINGS.KEEP.levels[2], START.rubies - 30]);
    expect(await refusal(c, 'eup', { OID: 424_242, PWR: 0, PO: -1 })).toEqual([RESULT.GENERAL_ERROR, 'no such building in this castle']);
    clock.advance(6 * 1000);
    sim.world.player(Z, 'builder')!.castles[0]!.resources.stone = 99;
    expect((await refusal(c, 'eup', { OID: farm[1], PWR: 0, PO: -1 }))[0]).toBe(RESULT.NOT_ENOUGH_RESOURCES);
    c.close();
  });

  test('a building at its highest level is not upgradeable', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'top-builder', password: 'pw' });
    const castle = await green(c);
    const record = sim.world.player(Z, 'top-builder')!.castles.find((x) => x.kingdom === 'green')!;
    const keep = record.buildings.find((b) => buildingOf(b.wodId)?.name === 'KEEP')!;
    keep.wodId = BUILDINGS.KEEP.levels.at(-1)!;
    await ok(c, 'jca', { CID: castle.id, KID: 0 });
    expect((await refusal(c, 'eup', { OID: keep.objectId, PWR: 0, PO: -1 }))[0]).toBe(RESULT.NOT_UPGRADEABLE);
    c.close();
  });
});

describe('crm (transfers between one’s own castles)', () => {
  const transfer = (from: Castle, to: { x: number; y: number }, G: MarketRequest['G']): MarketRequest => ({
    KID: from.kingdomId,
    SID: from.id,
    TX: to.x,
    TY: to.y,
    HBW: -1,
    PTT: 0,
    SD: 0,
    G,
  });

  test('goods leave now as a market movement and arrive after the travel time', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'trader', password: 'pw' });
    const home = await green(c);
    // Castles of one kingdom only: the Storm Islands castle is not reachable by cart.
    const isle = (await state(c)).castles.find((x) => x.kingdom === 'storm')!;
    expect((await refusal(c, 'crm', transfer(home, isle, [['W', 100]])))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect(await refusal(c, 'crm', transfer(home, home, [['W', 100]]))).toEqual([RESULT.INVALID_PARAMETER_VALUE, 'the castle cannot send goods to itself']);

    const outpost = sim.world.grantCastle(Z, 'trader');
    outpost.resources = { wood: 0, stone: 0, food: 0 };
    const reply = await ok<{ A: LiveMovementWrapper; grc: LiveResources; gcu: LiveCurrencies }>(
      c,
      'crm',
      transfer(home, outpost, [
        ['W', 100],
        ['F', 50],
      ]),
    );
    expect([reply.A.M.T, reply.A.M.D, reply.A.MM!.G]).toEqual([
      MOVEMENT_TYPE.MARKET,
      0,
      [
        ['W', 100],
        ['S', 0],
        ['F', 50],
      ],
    ]);
    expect([reply.grc.W, reply.grc.F]).toEqual([START.resources.wood - 100, START.resources.food - 50]);
    const moving = readSentMovement(reply.A, me(c), clock.now())!;
    expect(moving).toMatchObject({
      type: 'transport',
      castleId: home.id,
      target: { x: outpost.x, y: outpost.y, areaType: AREA_TYPE.CASTLE },
      loot: { wood: 100, stone: 0, food: 50 },
    });
    expect(moving.arrivesAt).toBeGreaterThan(clock.now());
    expect(readMovements((await c.command(Z, 'gam', {})).payload, me(c), clock.now())).toEqual([moving]);
    expect((await green(c)).details!.resources.wood).toBe(START.resources.wood - 100);

    const arrives = sim.world.player(Z, 'trader')!.movements[0]!.arrivesAt;
    clock.set(arrives);
    const hours = (arrives - outpost.updatedAt) / MINUTE;
    expect(sim.world.player(Z, 'trader')!.castles.find((x) => x.id === outpost.id)!.resources.wood).toBe(100 + START.production.wood * hours);
    expect(readMovements((await c.command(Z, 'gam', {})).payload, me(c), clock.now())).toEqual([]);
    c.close();
  });

  test('refuses more than the castle holds, unknown or negative goods, nothing at all, and a KID that is not the source’s', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'greedy', password: 'pw' });
    const home = await green(c);
    const outpost = sim.world.grantCastle(Z, 'greedy');
    expect(await refusal(c, 'crm', transfer(home, outpost, [['W', 99_999]]))).toEqual([RESULT.NOT_ENOUGH_RESOURCES, 'not enough wood']);
    expect((await refusal(c, 'crm', transfer(home, outpost, [['W', -1]])))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await refusal(c, 'crm', transfer(home, outpost, [['C1', 10]])))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await refusal(c, 'crm', transfer(home, outpost, [])))[0]).toBe(RESULT.MISSING_PARAMETER);
    expect((await refusal(c, 'crm', { ...transfer(home, outpost, [['W', 1]]), KID: KINGDOM_ID.storm }))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await refusal(c, 'crm', transfer(home, { x: outpost.x + 1, y: outpost.y }, [['W', 1]])))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await green(c)).details!.resources).toEqual(START.resources);
    c.close();
  });
});

describe('carriages (crm loads them, cmi reports them)', () => {
  const transfer = (from: Castle, to: { x: number; y: number }, G: MarketRequest['G']): MarketRequest => ({
    KID: from.kingdomId,
    SID: from.id,
    TX: to.x,
    TY: to.y,
    HBW: -1,
    PTT: 0,
    SD: 0,
    G,
  });
  const { perCastle, capacity } = MARKET_CARRIAGES;

  test('cmi lists every castle (S 1) or one kingdom’s (S 0) with its carriages, those at home, and its stock', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'overseer', password: 'pw' });
    const outpost = sim.world.grantCastle(Z, 'overseer');
    outpost.resources = { wood: 300, stone: 40.7, food: 0 };
    const record = sim.world.player(Z, 'overseer')!;
    const all = await ok<LiveMarketInfo>(c, 'cmi', { S: 1, KID: -1 });
    expect(all.C!.map((x) => [x.CID, x.KID])).toEqual(record.castles.map((x) => [x.id, KINGDOM_ID[x.kingdom]]));
    expect(all.C!.find((x) => x.CID === outpost.id)).toEqual({
      KID: 0,
      CID: outpost.id,
      TC: perCastle,
      AC: perCastle,
      W: 300,
      S: 40,
      F: 0,
      C: 0,
      O: 0,
      G: 0,
      I: 0,
      HONEY: 0,
      MEAD: 0,
      BEEF: 0,
    });
    const green = await ok<LiveMarketInfo>(c, 'cmi', { S: 0, KID: KINGDOM_ID.green });
    expect(readMarketInfo(green).map((x) => x.castleId)).toEqual([record.castles[0]!.id, outpost.id]);
    expect(readMarketInfo(green)[1]).toEqual({
      castleId: outpost.id,
      kingdomId: 0,
      carriages: perCastle,
      free: perCastle,
      resources: { wood: 300, stone: 40, food: 0 },
    });
    expect((await refusal(c, 'cmi', { S: 0, KID: 7 }))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect((await refusal(c, 'cmi', { S: 2, KID: -1 }))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    c.close();
  });

  test('a send takes ceil(goods / capacity) carriages, named in its MM.C; too few at home is 109 and nothing leaves; they are home after the way back', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'carter', password: 'pw' });
    const home = await green(c);
    const outpost = sim.world.grantCastle(Z, 'carter');
    const castle = sim.world.player(Z, 'carter')!.castles[0]!;
    castle.resources = { wood: 9_000, stone: 9_000, food: 9_000 };
    const load = 2 * capacity + 1;
    const reply = await ok<{ A: LiveMovementWrapper }>(c, 'crm', transfer(home, outpost, [['W', load]]));
    expect(reply.A.MM).toEqual({
      C: 3,
      G: [
        ['W', load],
        ['S', 0],
        ['F', 0],
      ],
    });
    const free = async () => readMarketInfo(await ok(c, 'cmi', { S: 1, KID: -1 })).find((x) => x.castleId === home.id)!;
    expect(await free()).toMatchObject({ carriages: perCastle, free: perCastle - 3, resources: { wood: 9_000 - load } });
    // The movement lists the carriages too.
    expect((await ok<{ M: LiveMovementWrapper[] }>(c, 'gam', {})).M.map((m) => m.MM?.C)).toEqual([3]);
    // One more load than the carriages at home carry: refused, the stock untouched.
    const tooMuch = (perCastle - 3) * capacity + 1;
    expect(await refusal(c, 'crm', transfer(home, outpost, [['S', tooMuch]]))).toEqual([
      RESULT.MISSING_CARRIAGE,
      `${perCastle - 2} carriages needed, ${perCastle - 3} at home`,
    ]);
    expect((await free()).resources.stone).toBe(9_000);
    // Every carriage left on the road: the next send is refused.
    await ok(c, 'crm', transfer(home, outpost, [['S', (perCastle - 3) * capacity]]));
    expect((await free()).free).toBe(0);
    expect((await refusal(c, 'crm', transfer(home, outpost, [['F', 1]])))[0]).toBe(RESULT.MISSING_CARRIAGE);
    // The goods arrive; the carriages are still on their way back, home once it is over.
    const movement = sim.world.player(Z, 'carter')!.movements.find((m) => m.type === 'market')!;
    clock.set(movement.arrivesAt);
    expect((await free()).free).toBe(0);
    clock.set(movement.arrivesAt + (movement.arrivesAt - movement.departedAt));
    expect((await free()).free).toBe(perCastle);
    c.close();
  });
});

describe('gas, gli, pin', () => {
  test('attack presets and commanders are answered in their live shapes', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'planner', password: 'pw' });
    const presets = await ok<{ S: Array<{ S: number; A: string }> }>(c, 'gas', {});
    expect(presets.S).toHaveLength(1);
    expect(JSON.parse(presets.S[0]!.A)).toEqual([[], [], [], [], [], []]);
    const gli = await ok<{ C: Array<{ ID: number; WID: number }> }>(c, 'gli', {});
    expect(gli.C.map((lord) => lord.ID)).toEqual([...START.commanders]);
    expect(gli as unknown).toEqual((c.pushed.gbd!.payload as { gli: unknown }).gli);
    c.close();
  });

  test('the keep-alive is answered as the live server answers it: %xt%pin%1%0% and nothing more', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'pinger', password: 'pw' });
    // The login token push (slt) comes after the login's other pushes.
    expect((await c.nextReply()).command).toBe('slt');
    c.send(encodeParams(Z, 'pin', []));
    expect(await c.next()).toBe('%xt%pin%1%0%');
    c.close();
  });
});
