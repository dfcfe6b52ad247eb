import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readState, type PlayerState } from '../shared/src/game-wire/live-data';
import { RESULT, encodeParams } from '../shared/src/game-wire/protocol';
import { START } from './rules';
import { startSimulator, type Simulator } from './server';
import { TestClient, manualClock } from './test-client';

const Z = 'EmpireEx_19';
const MINUTE = 60_000; // one game hour at the default time scale of 60
const clock = manualClock();
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 11, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });
});
afterAll(() => sim.stop());

async function state(c: TestClient): Promise<PlayerState> {
  const reply = await c.command(Z, 'gbd', {});
  expect(reply.result).toBe(RESULT.OK);
  return readState(reply.payload, clock.now());
}

describe('gbd', () => {
  test('reads as the player state with one starting castle and no feast', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'shape', password: 'pw' });
    const s = await state(c);
    expect(s).toMatchObject({ name: 'shape', level: 1, coins: START.coins, rubies: START.rubies, timeScale: 60, skips: START.skips, feast: null });
    expect(s.castles).toHaveLength(1);
    const castle = s.castles[0]!;
    expect(castle).toMatchObject({ kingdom: 'green', troops: START.troops, resources: START.resources, capacity: START.capacity });
    expect(castle.production).toEqual(START.production);
    expect(Object.keys(castle).sort()).toEqual(['capacity', 'id', 'kingdom', 'name', 'production', 'resources', 'troops', 'x', 'y']);
    c.close();
  });
});

/** Taxes have no public live shape in the login data: tests read them from the world. */
const taxes = (name: string) => Math.floor(sim.world.player(Z, name)!.castles[0]!.taxes);

describe('production and taxes', () => {
  test('resources grow by production per game hour up to capacity', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'grower', password: 'pw' });
    clock.advance(MINUTE);
    const castle = (await state(c)).castles[0]!;
    expect(castle.resources).toEqual({ wood: 2_300, stone: 2_300, food: 2_400 });
    expect(taxes('grower')).toBe(START.taxPerHour);
    clock.advance(100 * MINUTE);
    const full = (await state(c)).castles[0]!;
    expect(full.resources).toEqual({ wood: full.capacity, stone: full.capacity, food: full.capacity });
    c.close();
  });

  test('txc moves taxes into coins', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'taxman', password: 'pw' });
    clock.advance(2 * MINUTE);
    const reply = await c.command(Z, 'txc', { castleId: (await state(c)).castles[0]!.id });
    expect(reply.payload).toEqual({ coins: START.coins + 2 * START.taxPerHour, collected: 2 * START.taxPerHour });
    expect(taxes('taxman')).toBe(0);
    c.close();
  });
});

describe('fst', () => {
  test('costs food, raises production for two game hours, shows in the login data, refuses a second feast meanwhile', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'feaster', password: 'pw' });
    const castleId = (await state(c)).castles[0]!.id;
    const reply = await c.command(Z, 'fst', { castleId, level: 2 });
    expect(reply.result).toBe(RESULT.OK);
    expect(reply.payload).toEqual({ until: clock.now() + 2 * MINUTE, food: 1_000 });
    const feasting = await state(c);
    expect(feasting.castles[0]!.production.wood).toBe(360);
    expect(feasting.feast).toEqual({ level: 2, until: clock.now() + 2 * MINUTE });
    expect((await c.command(Z, 'fst', { castleId, level: 1 })).result).toBe(RESULT.FAILED);
    clock.advance(3 * MINUTE);
    const afterState = await state(c);
    expect(afterState.feast).toBeNull();
    const after = afterState.castles[0]!;
    expect(after.production.wood).toBe(300);
    // Two hours at 360, one at 300.
    expect(after.resources.wood).toBe(2_000 + 720 + 300);
    c.close();
  });

  test('refuses a feast the castle cannot feed, and bad levels', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'hungry', password: 'pw' });
    const castleId = (await state(c)).castles[0]!.id;
    sim.world.player(Z, 'hungry')!.castles[0]!.resources.food = 400;
    const poor = await c.command(Z, 'fst', { castleId, level: 1 });
    expect(poor.result).toBe(RESULT.FAILED);
    expect(poor.payload).toEqual({ error: 'a level 1 feast needs 500 food' });
    expect((await c.command(Z, 'fst', { castleId, level: 4 })).result).toBe(RESULT.FAILED);
    c.close();
  });
});

describe('rcu', () => {
  test('recruits for food and coins, and refuses what cannot be paid', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'recruiter', password: 'pw' });
    const castleId = (await state(c)).castles[0]!.id;
    expect((await c.command(Z, 'rcu', { castleId, amount: 50 })).payload).toEqual({ troops: START.troops + 50 });
    const s = await state(c);
    expect(s.coins).toBe(START.coins - 250);
    expect(s.castles[0]!.resources.food).toBe(2_000 - 500);
    expect((await c.command(Z, 'rcu', { castleId, amount: 190 })).result).toBe(RESULT.FAILED);
    expect((await c.command(Z, 'rcu', { castleId: 999_999, amount: 1 })).result).toBe(RESULT.FAILED);
    c.close();
  });
});

describe('rsr', () => {
  test('fails with one castle; with two, resources leave now and arrive after travel', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'trader', password: 'pw' });
    const home = (await state(c)).castles[0]!.id;
    const send = { fromCastleId: home, toCastleId: home, resources: { wood: 100, stone: 0, food: 0 } };
    expect((await c.command(Z, 'rsr', send)).result).toBe(RESULT.FAILED);

    const outpost = sim.world.grantCastle(Z, 'trader');
    outpost.resources = { wood: 0, stone: 0, food: 0 };
    const reply = await c.command(Z, 'rsr', { ...send, toCastleId: outpost.id });
    expect(reply.result).toBe(RESULT.OK);
    const { arrivesAt } = reply.payload as { arrivesAt: number };
    expect(arrivesAt).toBeGreaterThan(clock.now());
    expect((await state(c)).castles.find((x) => x.id === home)!.resources.wood).toBe(1_900);

    clock.set(arrivesAt);
    const hours = (arrivesAt - outpost.updatedAt) / MINUTE;
    const wood = (await state(c)).castles.find((x) => x.id === outpost.id)!.resources.wood;
    expect(wood).toBe(Math.floor(100 + 300 * hours));
    c.close();
  });

  test('refuses more than the castle holds and malformed resources', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'greedy', password: 'pw' });
    const home = (await state(c)).castles[0]!.id;
    const outpost = sim.world.grantCastle(Z, 'greedy');
    const tooMuch = await c.command(Z, 'rsr', { fromCastleId: home, toCastleId: outpost.id, resources: { wood: 99_999, stone: 0, food: 0 } });
    expect(tooMuch.payload).toEqual({ error: `not enough wood in castle ${home}` });
    const bad = await c.command(Z, 'rsr', { fromCastleId: home, toCastleId: outpost.id, resources: { wood: -1, stone: 0, food: 0 } });
    expect(bad.result).toBe(RESULT.FAILED);
    c.close();
  });
});

describe('pin', () => {
  test('the keep-alive is answered as the live server answers it: %xt%pin%1%0% and nothing more', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'pinger', password: 'pw' });
    c.send(encodeParams(Z, 'pin', []));
    expect(await c.next()).toBe('%xt%pin%1%0%');
    c.close();
  });
});
