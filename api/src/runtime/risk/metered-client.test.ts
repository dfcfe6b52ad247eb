/** A temporary server's client goes through the account's meter: refused there before the client is asked. */
import { expect, test } from 'bun:test';
import { NO_BUDGET } from '@shared/risk';
import { processDayStore } from '../reservations/day-limits';
import { GameClient, GameConnectionError } from '../game/client';
import { AccountMeter, BudgetReachedError } from './account-meter';
import { meteredClient } from './metered-client';

test('an attack past the budget is refused by the meter; one within it reaches the client (here: not connected)', async () => {
  const meter = new AccountMeter('temp-account', { ...NO_BUDGET, attacks: 1 }, processDayStore(), {
    day: new Date().toISOString().slice(0, 10),
    counts: { 'risk:attacks': 1 },
  });
  const client = meteredClient(new GameClient('ws://127.0.0.1:9/'), meter);
  expect(await client.send('cra', {} as never).catch((err: unknown) => err)).toBeInstanceOf(BudgetReachedError);
  // A map read is not capped here: it goes on to the client, which is not connected.
  expect(await client.send('gaa', { KID: 0, AX1: 0, AY1: 0, AX2: 9, AY2: 9 }).catch((err: unknown) => err)).toBeInstanceOf(GameConnectionError);
  expect(meter.figures().mapTiles).toBe(100);
  // Everything else of the client is its own.
  expect(client.connected).toBe(false);
});
