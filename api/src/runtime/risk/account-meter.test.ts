/**
 * An account's meter as the account's pacing sees it (game/account-pacing.ts), counted in the real
 * database (the bots' day-count store): the budget stops the command that would pass it, and holds for a
 * new meter started from the stored counts (a restart).
 */
import { expect, test } from 'bun:test';
import { NO_BUDGET } from '@shared/risk';
import { dayCountsOf, reserveDayCount } from '../../modules/bots/control/day-counts/service';
import { RISK_COUNTERS, riskOwner, type DayCountStore } from '../reservations/day-limits';
import { AccountPacing } from '../game/account-pacing';
import { AccountMeter, BudgetReachedError } from './account-meter';

const store: DayCountStore = { reserve: reserveDayCount };
const rect = (side: number) => ({ KID: 0, AX1: 0, AY1: 0, AX2: side - 1, AY2: side - 1 });
const account = () => `acc${crypto.randomUUID().slice(0, 8)}`;
const noon = Date.parse('2026-11-26T12:00:00Z');
const paced = (meter: AccountMeter) => {
  const pacing = new AccountPacing({ attackGapMs: 0, mapTilesPerSecond: 1e9 });
  pacing.watch(meter);
  return pacing;
};

test('a budget of 3 attacks: the 4th cra is refused before it is paced, and a restarted meter refuses it too', async () => {
  const id = account();
  let now = noon;
  const meter = new AccountMeter(id, { ...NO_BUDGET, attacks: 3 }, store, null, () => now);
  const pacing = paced(meter);
  for (let i = 0; i < 3; i++) await pacing.before('cra', {} as never);
  const refused = await pacing.before('cra', {} as never).catch((err: unknown) => err);
  expect(refused).toBeInstanceOf(BudgetReachedError);
  expect(refused).toMatchObject({ figure: 'attacks', done: 3, budget: 3 });
  expect(meter.reached()).toBe('attacks');
  // Other commands still go: only the attack would pass the budget.
  await pacing.before('gam', {} as never);

  // A new process: the meter starts from the stored counts (the spec's) and refuses at once.
  const stored = await dayCountsOf(riskOwner(id), RISK_COUNTERS, '2026-11-26');
  expect(stored.counts['risk:attacks']).toBe(3);
  const again = paced(new AccountMeter(id, { ...NO_BUDGET, attacks: 3 }, store, stored, () => now));
  expect(await again.before('cra', {} as never).catch((err: unknown) => err)).toBeInstanceOf(BudgetReachedError);
  // Even a meter that knew nothing is refused by the store: the count is the database's.
  const blind = paced(new AccountMeter(id, { ...NO_BUDGET, attacks: 3 }, store, null, () => now));
  expect(await blind.before('cra', {} as never).catch((err: unknown) => err)).toMatchObject({ figure: 'attacks', done: 3 });
});

test('a raised budget or the next UTC day lets a paused bot carry on', async () => {
  const id = account();
  let now = noon;
  const meter = new AccountMeter(id, { ...NO_BUDGET, attacks: 1 }, store, null, () => now);
  const pacing = paced(meter);
  await pacing.before('cra', {} as never);
  const stop = new AbortController();
  const open = meter.whenOpen(stop.signal);
  meter.setBudget({ ...NO_BUDGET, attacks: 2 });
  expect(await open).toBe(true);
  await pacing.before('cra', {} as never);
  expect(meter.reached()).toBe('attacks');
  // The next day: nothing counted yet, the same budget allows again.
  now += 86_400_000;
  expect(meter.reached()).toBeNull();
  await pacing.before('cra', {} as never);
  // A stopped bot stops waiting.
  now = noon;
  const waiting = new AccountMeter(account(), { ...NO_BUDGET, attacks: 1 }, store, null, () => now);
  const stopped = waiting.whenOpen(stop.signal);
  stop.abort();
  expect(await stopped).toBe(false);
});

test('map tiles, logins, minutes online and the busiest minute are counted and written', async () => {
  const id = account();
  let now = noon;
  const meter = new AccountMeter(id, { ...NO_BUDGET, mapTiles: 25_000 }, store, null, () => now);
  const pacing = paced(meter);
  await pacing.before('gaa', rect(101));
  await pacing.before('gaa', rect(101));
  // A third 101×101 read would pass 25,000 tiles: refused before it goes.
  expect(await pacing.before('gaa', rect(101)).catch((err: unknown) => err)).toMatchObject({ figure: 'mapTiles', done: 20_402, budget: 25_000 });
  await pacing.before('gaa', rect(10));
  await meter.countLogin();
  meter.addOnline(90_000);
  await meter.flush();
  const { counts } = await dayCountsOf(riskOwner(id), RISK_COUNTERS, '2026-11-26');
  expect(counts).toEqual({ 'risk:mapTiles': 20_502, 'risk:logins': 1, 'risk:onlineMinutes': 1, 'risk:peakApm': 3 });
  // The half minute left over is written with the next one; the peak is not written twice.
  meter.addOnline(30_000);
  now += 120_000;
  await pacing.before('gam', {} as never);
  await meter.flush();
  expect((await dayCountsOf(riskOwner(id), RISK_COUNTERS, '2026-11-26')).counts).toMatchObject({ 'risk:onlineMinutes': 2, 'risk:peakApm': 3 });
  expect(meter.figures()).toEqual({ logins: 1, attacks: 0, mapTiles: 20_502, onlineMinutes: 2, peakApm: 3 });
});

test('an hours-online budget stops every command once the hours are used', async () => {
  const meter = new AccountMeter(account(), { ...NO_BUDGET, onlineHours: 1 }, store, null, () => noon);
  const pacing = paced(meter);
  meter.addOnline(59 * 60_000);
  await pacing.before('gam', {} as never);
  meter.addOnline(60_000);
  expect(await pacing.before('gam', {} as never).catch((err: unknown) => err)).toMatchObject({ figure: 'onlineHours', done: 1, budget: 1 });
});
