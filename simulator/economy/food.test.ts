/** Food: soldiers eat from their castle (`gpa`/`dcl` `DFC`), the stock runs on production minus that, and only an empty castle loses soldiers. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { UNIT } from '@shared/game-wire/ids';
import type { LiveCastleDetails, LiveProduction } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { GAME_HOUR_MS, START, realMs } from '../core/rules';
import { TestClient } from '../test-client';
import { attack, clock, closeSim, easyBaron, green, openSim, sent, sim, Z } from '../attack-kit';

beforeAll(openSim);
afterAll(closeSim);

/** 2 food an hour a spearman (units.json foodSupply). */
const EATS = unitUpkeep(UNIT.SPEARMAN)!.foodPerHour;
/** A game hour at the test simulator's time scale (the default, 60). */
const HOUR = realMs(GAME_HOUR_MS, 60);

const castleRecord = (name: string) => sim.world.player(Z, name)!.castles.find((c) => c.kingdom === 'green')!;

describe('food', () => {
  test('gpa and dcl say what the soldiers eat (DFC) beside what the castle makes (DF), and soldiers away still eat', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'cook', password: 'pw' });
    const castle = await green(c);
    await c.command(Z, 'jca', { CID: castle.id, KID: castle.kingdomId });
    const gpa = (await c.command(Z, 'gpa', {})).payload as LiveProduction;
    expect([gpa.DF, gpa.DFC]).toEqual([START.production.food * 10, START.troops * EATS * 10]);
    // A new castle makes twice what its army eats.
    expect(START.production.food).toBe(2 * START.troops * EATS);

    sent(c, await c.command(Z, 'cra', attack(castle, await easyBaron(c, castle), 100)));
    const dcl = (await c.command(Z, 'dcl', { CD: 1 })).payload as LiveCastleDetails;
    const detail = dcl.C!.flatMap((k) => k.AI).find((d) => d.AID === castle.id)!;
    expect(detail.gpa!.DFC).toBe(START.troops * EATS * 10);
    c.close();
  });

  test('the stock runs on production minus what the soldiers eat, and nobody deserts while there is food', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'glutton', password: 'pw' });
    const castle = castleRecord('glutton');
    // A castle that makes 100 food an hour for soldiers who eat 400: 300 short an hour.
    castle.baseProduction.food = 100;
    castle.resources.food = 1_000;
    const start = clock.now();
    clock.set(start + 2 * HOUR);
    expect(Math.floor(castleRecord('glutton').resources.food)).toBe(1_000 - 2 * 300);
    // The game hour's desertions come at the hourly roll (from the account's first hour): 100 food left at the third, nobody leaves.
    clock.set(start + 3 * HOUR + 1);
    expect(Math.round(castleRecord('glutton').resources.food)).toBe(100);
    expect(castleRecord('glutton').troops).toBe(START.troops);

    // Empty 20 game minutes later; at the next hour a tenth of the 150 it cannot feed leave (rules.ts DESERTION), then a tenth of 135.
    clock.set(start + 4 * HOUR + 1);
    expect([castleRecord('glutton').resources.food, castleRecord('glutton').troops]).toEqual([0, START.troops - 15]);
    clock.set(start + 5 * HOUR + 1);
    expect(castleRecord('glutton').troops).toBe(START.troops - 15 - 13);
    c.close();
  });

  test('a castle that makes what its soldiers eat loses nobody, even with an empty stock', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'frugal', password: 'pw' });
    const castle = castleRecord('frugal');
    castle.baseProduction.food = START.troops * EATS;
    castle.resources.food = 0;
    clock.set(clock.now() + 5 * HOUR);
    expect([castleRecord('frugal').troops, castleRecord('frugal').resources.food]).toEqual([START.troops, 0]);
    expect((await c.command(Z, 'dcl', { CD: 1 })).result).toBe(RESULT.OK);
    c.close();
  });
});
