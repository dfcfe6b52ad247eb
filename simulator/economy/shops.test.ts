/** The event shops: `sbp` for the event's currency while the event runs, `sce` with the currencies. */
import { expect, test } from 'bun:test';
import { EVENT_ID } from '@shared/game-wire/ids';
import { readCurrency } from '@shared/game-wire/live-data';
import { RESULT } from '@shared/game-wire/protocol';
import { EVENT_SHOPS } from '@shared/game-wire/shops';
import { TestClient, manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx';
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 4, now: clock.now, raidChancePerHour: 0, maxRequestsPerSecond: 1000 });

const NOMAD = EVENT_SHOPS.nomad;
const buy = (pid: number, amount = 1, shop: { BT: number; TID: number; KID: number } = NOMAD) => ({
  PID: pid,
  BT: shop.BT,
  TID: shop.TID,
  AMT: amount,
  KID: shop.KID,
  AID: -1,
  PC2: -1,
  BA: 0,
  PWR: 0,
  _PO: -1,
});

test('sbp buys a package for the shop’s currency while its event runs, as often as it sells; sce says what is left', async () => {
  const c = await TestClient.ready(sim.url, Z, { name: 'shopper', password: 'pw' });
  sim.world.player(Z, 'shopper')!.currencies = { KT: 200 };
  const first = NOMAD.packages[0];
  sim.world.setEvents([EVENT_ID.SAMURAI_INVASION]);
  expect((await c.command(Z, 'sbp', buy(first))).result).toBe(RESULT.PACKAGE_NOT_IN_EVENT);
  sim.world.setEvents([EVENT_ID.ALLIANCE_NOMAD_INVASION]);
  expect((await c.command(Z, 'sbp', buy(424242))).result).toBe(RESULT.PACKAGE_NOT_FOUND);

  const bought = await c.command(Z, 'sbp', buy(first));
  expect(bought).toMatchObject({ result: RESULT.OK, payload: { PID: first, AMT: 1 } });
  expect(readCurrency((bought.payload as { sce: unknown }).sce, 'KT')).toBe(150); // the first package: 50 (not live)
  // The first package sells once (not live): a second is the game's 237.
  expect((await c.command(Z, 'sbp', buy(first))).result).toBe(RESULT.PACKAGE_MAX_BUY_REACHED);
  // The second costs 75 and sells twice: 150 pays both, then nothing is left for the third (100).
  expect((await c.command(Z, 'sbp', buy(NOMAD.packages[1], 2))).result).toBe(RESULT.OK);
  expect((await c.command(Z, 'sbp', buy(NOMAD.packages[2]))).result).toBe(RESULT.NOT_ENOUGH_SPECIAL_CURRENCY);
  const sce = await c.command(Z, 'sce', {});
  expect(readCurrency(sce.payload, 'KT')).toBe(0);
  expect(readCurrency(sce.payload, 'MS1')).toBeGreaterThan(0);
  sim.world.setEvents(null);
  c.close();
});
