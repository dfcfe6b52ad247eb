/** Berimond's camp: opening Berimond (`fsc`, answered as `fjf`), then tents (`ebu`, `eup`) and expansions (`ebe`) in the camp. */
import { describe, expect, test } from 'bun:test';
import { BUILDINGS } from '@shared/game-wire/buildings';
import type { JoinedCastle } from '@shared/game-wire/commands';
import { AREA_TYPE, EVENT_ID, KINGDOM_ID } from '@shared/game-wire/ids';
import { readState } from '@shared/game-wire/live-data';
import type { LiveKingdoms } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { TestClient, manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx';
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 8, now: clock.now, timeScale: 60, raidChancePerHour: 0, maxRequestsPerSecond: 1000 });

const OPEN = { ID: 2, PWR: 0, OC2: 0, SID: 10 };
const TENT = BUILDINGS.FACTION_UNITTENT.levels;

describe('fsc (opening Berimond)', () => {
  test('only while Berimond runs; answered as fjf with the events, the castle list with the new camp (15) and kpi; once', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'faction-joiner', password: 'pw' });
    sim.world.setEvents([EVENT_ID.ALLIANCE_NOMAD_INVASION]);
    expect(await c.command(Z, 'fsc', OPEN)).toMatchObject({ command: 'fjf', result: RESULT.GENERAL_ERROR, payload: { error: 'Berimond is not open now' } });
    sim.world.setEvents([EVENT_ID.BERIMOND]);
    expect((await c.command(Z, 'fsc', { ...OPEN, SID: 4 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);

    const joined = await c.command(Z, 'fsc', OPEN);
    expect([joined.command, joined.result]).toEqual(['fjf', RESULT.OK]);
    const fjf = joined.payload as { sei: { E: Array<{ EID: number }> }; mir: { gcl: unknown }; kpi: LiveKingdoms };
    expect(fjf.sei.E.map((e) => e.EID)).toEqual([EVENT_ID.BERIMOND]);
    expect(fjf.kpi.UL!.map((k) => k.KID)).toContain(KINGDOM_ID.berimond);
    const camp = readState({ ...(c.pushed.gbd!.payload as object), gcl: fjf.mir.gcl }).castles.find((x) => x.kingdomId === KINGDOM_ID.berimond)!;
    expect(camp.name).toBe("faction-joiner's camp");
    const block = (fjf.mir.gcl as { C: Array<{ KID: number; AI: Array<{ AI: unknown[] }> }> }).C.find((b) => b.KID === KINGDOM_ID.berimond)!;
    expect(block.AI[0]!.AI[0]).toBe(AREA_TYPE.FACTION_CAMP);
    expect((await c.command(Z, 'fsc', OPEN)).payload).toMatchObject({ error: 'you have a camp in Berimond already' });
    sim.world.setEvents(null);
    c.close();
  });
});

describe('ebu, eup and ebe in the camp', () => {
  test('a tent is placed (NO, BUILD_IN_PROGRESS), takes the slot until built, is upgraded along the tent chain; plots unlock once', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'camp-builder', password: 'pw' });
    const record = sim.world.grantCastle(Z, 'camp-builder', { x: 300, y: 300, kingdom: 'berimond' });
    record.resources = { wood: 1200, stone: 1200, food: 0 };
    record.baseProduction = { wood: 0, stone: 0, food: 0 };
    const jaa = (await c.command(Z, 'jca', { CID: record.id, KID: KINGDOM_ID.berimond })).payload as JoinedCastle;
    expect((jaa.gca!.BD as number[][]).map((row) => row[0])).toEqual([TENT[0]]);

    const ebu = (wod: number, x: number, y: number) => c.command(Z, 'ebu', { WID: wod, X: x, Y: y, R: 0, PWR: 0, PO: -1, DOID: -1 });
    expect((await ebu(TENT[1]!, 195, 235)).result).toBe(RESULT.INVALID_WOD_ID); // not a first level
    const placed = await ebu(TENT[0]!, 195, 235);
    expect(placed.result).toBe(RESULT.OK);
    const row = (placed.payload as { NO: number[] }).NO;
    expect([row[0], row[2], row[3], row[6]]).toEqual([TENT[0], 195, 235, 2]);
    expect((await ebu(TENT[0]!, 190, 235)).result).toBe(RESULT.NO_FREE_CONSTRUCTION_SLOT);
    clock.advance(2_000); // level 1: 2 game minutes
    expect((await ebu(TENT[0]!, 195, 235)).result).toBe(RESULT.INVALID_POSITION);
    const up = await c.command(Z, 'eup', { OID: row[1], PWR: 0, PO: -1 });
    expect((up.payload as { O: number[][] }).O[0]![16]).toBe(TENT[1]); // FACTION_UNITTENT_L1 242 → L2 11

    const ebe = (x: number, y: number) => c.command(Z, 'ebe', { X: x, Y: y, R: 2, CT: 1 });
    expect((await ebe(190, 220)).result).toBe(RESULT.OK);
    expect((await ebe(190, 220)).result).toBe(RESULT.INVALID_POSITION); // unlocked already, as the GGE-BOT fork reads 6
    expect((await ebe(190, 200)).result).toBe(RESULT.NOT_ENOUGH_RESOURCES);
    expect(record.expansions).toEqual([{ x: 190, y: 220, r: 2 }]);
    c.close();
  });
});
