/** The military hospital: a lost fight's wounded in `gui.HI`, healed with `hru` for coins and time, sent away with `hdu`. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { ProductionList } from '@shared/game-wire/commands';
import type { UnitInventory } from '@shared/game-wire/client-reads';
import { UNIT } from '@shared/game-wire/ids';
import type { LiveCurrencies, LiveProduction } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { HOSPITAL, START, realMs } from '../core/rules';
import { TestClient } from '../test-client';
import { attack, barons, clock, closeSim, green, movements, openSim, record, sent, sim, Z } from '../attack-kit';

beforeAll(openSim);
afterAll(closeSim);

const SPEARMAN = unitUpkeep(UNIT.SPEARMAN)!;
/** A level-1 hospital's beds (gge-data buildings.json wodID 1 `hospitalCapacity`). */
const BEDS = 20;

async function ask<T>(c: TestClient, command: string, payload: object): Promise<{ result: number; payload: T }> {
  const reply = await c.command(Z, command, payload);
  return { result: reply.result, payload: reply.payload as T };
}

/** A player whose attack of `troops` spearmen on the strongest camp in view was lost, home castle entered. */
async function afterLostFight(name: string, troops: number) {
  const c = await TestClient.ready(sim.url, Z, { name, password: 'pw' });
  const castle = await green(c);
  const strongest = (await barons(c, castle)).at(-1)!;
  const out = sent(c, await c.command(Z, 'cra', attack(castle, strongest, troops)));
  clock.set(record(name, out.id).arrivesAt);
  expect(await movements(c)).toEqual([]);
  expect(sim.world.player(Z, name)!.reports.find((r) => r.kind === 'attack')).toMatchObject({ won: false, troopsLost: troops });
  expect((await ask(c, 'jca', { CID: castle.id, KID: castle.kingdomId })).result).toBe(RESULT.OK);
  return { c, castle };
}

describe('the military hospital', () => {
  test('a lost fight leaves its wounded share in the home hospital, as far as its beds go, and they eat nothing', async () => {
    const { c } = await afterLostFight('medic', 10);
    const wounded = Math.floor(10 * HOSPITAL.woundedShare);
    const gui = await ask<UnitInventory>(c, 'gui', {});
    expect(gui.payload.HI).toEqual([[UNIT.SPEARMAN, wounded]]);
    expect(gui.payload.I[0]).toEqual([UNIT.SPEARMAN, START.troops - 10]);
    // Only the soldiers at home eat (gpa.DFC: per hour × 10): the wounded do not.
    expect((await ask<LiveProduction>(c, 'gpa', {})).payload.DFC).toBe((START.troops - 10) * SPEARMAN.foodPerHour * 10);
    c.close();

    // 100 lost would leave 50 wounded, but a level-1 hospital has 20 beds.
    const full = await afterLostFight('surgeon', 100);
    expect((await ask<UnitInventory>(full.c, 'gui', {})).payload.HI).toEqual([[UNIT.SPEARMAN, BEDS]]);
    full.c.close();
  });

  test('a castle without a hospital keeps no wounded', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'unlucky', password: 'pw' });
    const castle = sim.world.player(Z, 'unlucky')!.castles[0]!;
    castle.buildings = castle.buildings.filter((b) => b.wodId !== 1);
    c.close();
    const { c: again } = await afterLostFight('unlucky', 10);
    expect((await ask<UnitInventory>(again, 'gui', {})).payload.HI).toEqual([]);
    again.close();
  });

  test('hru heals them for coins, in the hospital list for their time, then they are home', async () => {
    const { c } = await afterLostFight('healer', 10);
    const healAt = clock.now();
    const healed = await ask<{ spl: ProductionList; gcu: LiveCurrencies; gui: UnitInventory }>(c, 'hru', { U: UNIT.SPEARMAN, A: 4 });
    expect(healed.result).toBe(RESULT.OK);
    // 6 coins and 30 game seconds a spearman (units.json healingCostC1, healingTime); one slot at level 1.
    expect(healed.payload.gcu.C1).toBe(START.coins - 4 * SPEARMAN.healCoins);
    const job = healed.payload.spl.PIDL![0]!;
    expect([healed.payload.spl.LID, job.slice(0, 5), healed.payload.spl.PIDL!.length]).toEqual([2, [UNIT.SPEARMAN, 4, 4 * SPEARMAN.healSeconds, 100, 0], 1]);
    expect(healed.payload.gui.HI).toEqual([[UNIT.SPEARMAN, 1]]);
    // spl LID 2 reads the same list; the one slot is busy, so another hru waits (the live code is not public: 1).
    expect((await ask<ProductionList>(c, 'spl', { LID: 2 })).payload.PIDL![0]![1]).toBe(4);
    expect((await ask(c, 'hru', { U: UNIT.SPEARMAN, A: 1 })).result).toBe(RESULT.GENERAL_ERROR);

    // At the test simulator's time scale (the default, 60 game seconds a real one).
    const healMs = realMs(4 * SPEARMAN.healSeconds * 1000, 60);
    clock.set(healAt + healMs - 1);
    expect((await green(c)).details!.troops).toBe(START.troops - 10);
    clock.set(healAt + healMs);
    expect((await green(c)).details!.troops).toBe(START.troops - 10 + 4);
    expect((await ask<ProductionList>(c, 'spl', { LID: 2 })).payload.PIDL).toEqual([[-1, 0, 0, 0, 0, 0, 0]]);
    c.close();
  });

  test('hru is refused without coins, for more than are wounded, for a ruby unit and outside the castle', async () => {
    const { c } = await afterLostFight('pauper', 10);
    sim.world.player(Z, 'pauper')!.coins = SPEARMAN.healCoins * 2;
    expect((await ask(c, 'hru', { U: UNIT.SPEARMAN, A: 3 })).result).toBe(RESULT.NOT_ENOUGH_COINS);
    expect((await ask(c, 'hru', { U: UNIT.SPEARMAN, A: 6 })).result).toBe(RESULT.TOO_MUCH_UNITS);
    // wod 9 heals for rubies alone (units.json healingCostC2 188): the world heals nobody for rubies.
    expect((await ask(c, 'hru', { U: 9, A: 1 })).result).toBe(RESULT.NOT_ENOUGH_RUBIES);
    expect((await ask<UnitInventory>(c, 'gui', {})).payload.HI).toEqual([[UNIT.SPEARMAN, 5]]);
    c.close();
    const outside = await TestClient.ready(sim.url, Z, { name: 'pauper', password: 'pw' });
    expect((await ask(outside, 'hru', { U: UNIT.SPEARMAN, A: 1 })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await ask(outside, 'hdu', { U: UNIT.SPEARMAN, A: 1 })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    outside.close();
  });

  test('hdu sends wounded away for good', async () => {
    const { c } = await afterLostFight('quitter', 10);
    const sentAway = await ask<{ gui: UnitInventory }>(c, 'hdu', { U: UNIT.SPEARMAN, A: 2 });
    expect([sentAway.result, sentAway.payload.gui.HI]).toEqual([RESULT.OK, [[UNIT.SPEARMAN, 3]]]);
    expect((await ask(c, 'hdu', { U: UNIT.SPEARMAN, A: 4 })).result).toBe(RESULT.TOO_MUCH_UNITS);
    // Several at once, as the client's "discharge all" sends them: all or none.
    const many = (...amounts: number[]) => ({ UT: amounts.map((A) => ({ U: UNIT.SPEARMAN, A })) });
    expect((await ask(c, 'hdu', many(2, 2))).result).toBe(RESULT.TOO_MUCH_UNITS);
    expect((await ask<{ gui: UnitInventory }>(c, 'hdu', many(1, 1))).payload.gui.HI).toEqual([[UNIT.SPEARMAN, 1]]);
    expect((await green(c)).details!.troops).toBe(START.troops - 10);
    expect(sim.world.player(Z, 'quitter')!.coins).toBe(START.coins);
    c.close();
  });
});
