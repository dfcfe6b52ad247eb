/** The map (`gaa`) in the live shapes: rows, owners, isles, the limits of a read, and the ban for reading too fast. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { AREA_TYPE, ISLE_LEVEL, KINGDOM_ID } from '@shared/game-wire/ids';
import { readMapTargets } from '@shared/game-wire/live-map';
import type { LiveMapArea } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { MAP_BAN, MAX_AREA_SIDE } from '../core/rules';
import { CLOSE } from '../server';
import { LOGIN, TestClient } from '../test-client';
import { around, clock, closeSim, green, isle, mapRead, me, openSim, sim, Z } from '../attack-kit';

beforeAll(openSim);
afterAll(closeSim);

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
    // 24: resource isles, no NPC target (isles-and-ruins.test.ts).
    const rows = (reply.payload as LiveMapArea).AI!.filter((r) => r[0] !== AREA_TYPE.CASTLE && r[0] !== AREA_TYPE.KINGDOM_CASTLE && r[0] !== 24);
    expect(rows.length).toBeGreaterThan(0);
    // [25, x, y, kingdom, spyAge, isleId, cooldown, victories, hidden]
    for (const row of rows)
      expect([row[0], row[3], row.length, ISLE_LEVEL[row[5] as number] !== undefined]).toEqual([AREA_TYPE.ISLE_DUNGEON, KINGDOM_ID.storm, 9, true]);
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
