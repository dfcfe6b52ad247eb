/** Our market (not live): announced in the login data, prices that swing, trades within a limit, refusals; closed, a live server's silence. */
import { expect, test } from 'bun:test';
import { OUR_MARKET_RESULT, readOurPrices } from '@shared/game-wire/our-market';
import { RESULT } from '@shared/game-wire/protocol';
import { BASE_SELL_PRICE, BUY_FACTOR } from './market';
import { GAME_HOUR_MS } from '../core/rules';
import { TestClient, manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx';
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 9, now: clock.now, raidChancePerHour: 0, maxRequestsPerSecond: 1000 });

test('the login data announces the market; omp prices each resource, a purchase at twice the sale, swinging by at most one over a game day', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'pricer', password: 'pw' });
  expect((c.pushed.gbd?.payload as { ourMarket?: unknown }).ourMarket).toEqual({ V: 1 });
  const seen = { wood: new Set<number>(), stone: new Set<number>(), food: new Set<number>() };
  for (let hour = 0; hour < 24; hour += 3) {
    const prices = readOurPrices((await c.command(Z, 'omp', {})).payload);
    for (const r of ['wood', 'stone', 'food'] as const) {
      const p = prices[r]!;
      expect(Math.abs(p.sell - BASE_SELL_PRICE[r])).toBeLessThanOrEqual(1);
      expect(p.buy).toBe(p.sell * BUY_FACTOR);
      seen[r].add(p.sell);
    }
    clock.advance((3 * GAME_HOUR_MS) / sim.world.timeScale);
  }
  // The price moves over the day: a rule at the base price meets both sides of it.
  expect(seen.wood.size).toBeGreaterThan(1);
  c.close();
});

test('omt sells and buys at the price now within the limit, and refuses past the limit, without stock, coins or room', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'trader', password: 'pw' });
  const player = sim.world.player(Z, 'trader')!;
  const castle = player.castles.find((k) => k.kingdom === 'green')!;
  sim.world.market.setPrices({ wood: { sell: 3, buy: 6 }, stone: { sell: 4, buy: 8 } });
  const coins = player.coins;
  const wood = Math.floor(castle.resources.wood);

  const sold = await c.command(Z, 'omt', { CID: castle.id, KID: 0, R: 'W', T: 0, A: 1000, L: 3 });
  expect(sold).toMatchObject({
    result: RESULT.OK,
    payload: { R: 'W', T: 0, A: 1000, P: 3, C: 30, gcu: { C1: coins + 30 }, grc: { AID: castle.id, W: wood - 1000 } },
  });
  // A sale below the seller's limit is refused, and nothing moves.
  expect((await c.command(Z, 'omt', { CID: castle.id, KID: 0, R: 'W', T: 0, A: 1000, L: 4 })).result).toBe(OUR_MARKET_RESULT.PRICE_BEYOND_LIMIT);
  expect(Math.floor(castle.resources.wood)).toBe(wood - 1000);

  // A purchase costs the buy price, rounded up; above the buyer's limit it is refused.
  expect((await c.command(Z, 'omt', { CID: castle.id, KID: 0, R: 'S', T: 1, A: 150, L: 7 })).result).toBe(OUR_MARKET_RESULT.PRICE_BEYOND_LIMIT);
  const bought = await c.command(Z, 'omt', { CID: castle.id, KID: 0, R: 'S', T: 1, A: 150, L: 8 });
  expect(bought).toMatchObject({ result: RESULT.OK, payload: { A: 150, P: 8, C: 12 } });
  expect(player.coins).toBe(coins + 30 - 12);

  expect((await c.command(Z, 'omt', { CID: castle.id, KID: 0, R: 'F', T: 0, A: 99_999, L: 1 })).result).toBe(RESULT.NOT_ENOUGH_RESOURCES);
  expect((await c.command(Z, 'omt', { CID: castle.id, KID: 0, R: 'S', T: 1, A: castle.capacity, L: 8 })).result).toBe(OUR_MARKET_RESULT.NO_STORAGE_ROOM);
  player.coins = 10;
  expect((await c.command(Z, 'omt', { CID: castle.id, KID: 0, R: 'S', T: 1, A: 1000, L: 8 })).result).toBe(RESULT.NOT_ENOUGH_COINS);
  expect((await c.command(Z, 'omt', { CID: 424242, KID: 0, R: 'W', T: 0, A: 1, L: 1 })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
  expect((await c.command(Z, 'omt', { CID: castle.id, KID: 0, R: 'X', T: 0, A: 1, L: 1 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
  sim.world.market.setPrices(null);
  c.close();
});

test('closed, the market is a live server’s silence: no section in the login data, omp and omt unknown', async () => {
  sim.world.market.open = false;
  try {
    const c = await TestClient.ready(sim.url, Z, { name: 'liveish', password: 'pw' });
    expect((c.pushed.gbd?.payload as Record<string, unknown>).ourMarket).toBeUndefined();
    expect((await c.command(Z, 'omp', {})).result).toBe(RESULT.GENERAL_ERROR);
    const castle = sim.world.player(Z, 'liveish')!.castles[0]!;
    expect((await c.command(Z, 'omt', { CID: castle.id, KID: 0, R: 'W', T: 0, A: 1, L: 1 })).result).toBe(RESULT.GENERAL_ERROR);
    c.close();
  } finally {
    sim.world.market.open = true;
  }
});
