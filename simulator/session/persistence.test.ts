import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildingOf } from '@shared/game-wire/buildings';
import type { AttackRequest, JoinedCastle } from '@shared/game-wire/commands';
import { AREA_TYPE, FEAST_TYPE, UNIT } from '@shared/game-wire/ids';
import { readMapTargets } from '@shared/game-wire/live-map';
import { readMovements, readSentMovement } from '@shared/game-wire/live-movements';
import { readState, readTax, type Castle } from '@shared/game-wire/live-data';
import type { LiveMovementWrapper } from '@shared/game-wire/live-shapes';
import { readMarketInfo } from '@shared/game-wire/market-info';
import { RESULT } from '@shared/game-wire/protocol';
import { MARKET_CARRIAGES, START } from '../core/rules';
import { startSimulator } from '../server';
import { LOGIN, TestClient, manualClock } from '../test-client';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';

const Z = 'EmpireEx';
const dir = mkdtempSync(join(tmpdir(), 'simulator-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = (stateFile: string, now: () => number) => ({ seed: 8, now, stateFile, maxRequestsPerSecond: 1000, raidChancePerHour: 0, attackSpacingMs: 0 });
const around = (castle: Castle) => ({ KID: castle.kingdomId, AX1: castle.x - 50, AY1: castle.y - 50, AX2: castle.x + 50, AY2: castle.y + 50 });

function attack(from: Castle, to: { x: number; y: number }, troops: number): AttackRequest {
  return attackRequest(from, to, 0, [middleWave([[UNIT.SPEARMAN, troops]])]);
}

describe('stateFile', () => {
  test('a restart keeps accounts, castles, armies on the move, carriages on the road, camp cooldowns and passwords, stored hashed', async () => {
    const stateFile = join(dir, 'world.json');
    const clock = manualClock();
    const first = await startSimulator(options(stateFile, clock.now));
    // A second castle in the kingdom for goods on their way by carriage, before the login data is pushed.
    first.world.login(Z, LOGIN('keeper', 'hunter2-plain'));
    const outpost = first.world.grantCastle(Z, 'keeper');
    const c = await TestClient.ready(first.url, Z, { name: 'keeper', password: 'hunter2-plain' });
    const castle = readState(c.pushed.gbd!.payload).castles[0]!;
    const baron = readMapTargets((await c.command(Z, 'gaa', around(castle))).payload, clock.now()).find((t) => t.areaType === AREA_TYPE.DUNGEON)!;
    expect((await c.command(Z, 'cra', attack(castle, baron, 20))).result).toBe(RESULT.OK);
    // Goods on their way by carriage: the carriages stay away across the restart (cmi).
    expect(
      (await c.command(Z, 'crm', { KID: castle.kingdomId, SID: castle.id, TX: outpost.x, TY: outpost.y, HBW: -1, PTT: 0, SD: 0, G: [['W', 1_500]] })).result,
    ).toBe(RESULT.OK);
    const cmi = (await c.command(Z, 'cmi', { S: 1, KID: -1 })).payload;
    expect(readMarketInfo(cmi)[0]!.free).toBe(MARKET_CARRIAGES.perCastle - 2);
    const gbd = c.pushed.gbd!.payload;
    const dcl = (await c.command(Z, 'dcl', { CD: 1 })).payload;
    const gam = (await c.command(Z, 'gam', {})).payload;
    const map = (await c.command(Z, 'gaa', around(castle))).payload;
    c.close();
    await first.stop();
    expect(existsSync(stateFile)).toBe(true);
    expect(readFileSync(stateFile, 'utf8')).not.toContain('hunter2-plain');

    const second = await startSimulator(options(stateFile, clock.now));
    const d = await TestClient.ready(second.url, Z);
    expect((await d.command(Z, 'lli', LOGIN('keeper', 'nope'))).result).toBe(RESULT.INVALID_PASSWORD);
    const login = await d.command(Z, 'lli', LOGIN('keeper', 'hunter2-plain'));
    expect([login.result, login.payload]).toEqual([RESULT.OK, null]);
    expect(d.pushed.gbd!.payload).toEqual(gbd);
    expect((await d.command(Z, 'dcl', { CD: 1 })).payload).toEqual(dcl);
    expect((await d.command(Z, 'gam', {})).payload).toEqual(gam);
    expect((await d.command(Z, 'cmi', { S: 1, KID: -1 })).payload).toEqual(cmi);
    expect((await d.command(Z, 'gaa', around(castle))).payload).toEqual(map);
    // The camp attacked before the restart is still claimed.
    expect(readMapTargets(map, clock.now()).find((t) => t.x === baron.x && t.y === baron.y)!.cooldownUntil).toBeGreaterThan(clock.now());
    // Ids keep counting from where the old run stopped, so new accounts don't reuse ids.
    const e = await TestClient.ready(second.url, Z);
    expect((await e.command(Z, 'lli', LOGIN('newcomer', 'pw'))).result).toBe(RESULT.OK);
    const ids = [readState(gbd).playerId, ...readState(gbd).castles.map((x) => x.id), ...readMovements(gam, readState(gbd).playerId).map((m) => m.id)];
    expect(readState(e.pushed.gbd!.payload).playerId).toBeGreaterThan(Math.max(...ids));
    d.close();
    e.close();
    await second.stop();
  });

  test("a file saved before the live shapes (feast in the castle, movements without departure, old skips, transfers) loads as today's", async () => {
    const stateFile = join(dir, 'older.json');
    const clock = manualClock();
    const first = await startSimulator(options(stateFile, clock.now));
    const c = await TestClient.ready(first.url, Z, { name: 'elder', password: 'pw' });
    const playerId = readState(c.pushed.gbd!.payload).playerId;
    const castle = readState(c.pushed.gbd!.payload).castles[0]!;
    const outpost = first.world.grantCastle(Z, 'elder');
    const baron = readMapTargets((await c.command(Z, 'gaa', around(castle))).payload, clock.now()).find((t) => t.areaType === AREA_TYPE.DUNGEON)!;
    const sent = readSentMovement(((await c.command(Z, 'cra', attack(castle, baron, 10))).payload as { AAM: LiveMovementWrapper }).AAM, playerId, clock.now())!;
    expect((await c.command(Z, 'bfs', { T: FEAST_TYPE, CID: castle.id, KID: 0, PO: -1, PWR: 0 })).result).toBe(RESULT.OK);
    const shipped = await c.command(Z, 'crm', { KID: 0, SID: castle.id, TX: outpost.x, TY: outpost.y, HBW: -1, PTT: 0, SD: 0, G: [['W', 100]] });
    const transport = readSentMovement((shipped.payload as { A: LiveMovementWrapper }).A, playerId, clock.now())!;
    c.close();
    await first.stop();

    // Rewrite the file as the simulator wrote it before: the feast on the castle, no departure times,
    // skips m1/m5/m30, no commanders, tax collector, victories or buildings, and transfers of their own.
    const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
    const elder = saved.players.find((p: { name: string }) => p.name === 'elder');
    Object.assign(elder.castles[0], { feastLevel: elder.feastLevel, feastUntil: elder.feastUntil });
    delete elder.feastLevel;
    delete elder.feastUntil;
    elder.skips = { m1: 3, m5: 2, m30: 1 };
    for (const key of ['commanders', 'tax', 'victories', 'lastAttackAt']) delete elder[key];
    for (const castleRecord of elder.castles) delete castleRecord.buildings;
    // Or buildings with the simulator's old wod ids (1 was its keep; live, 1 is a hospital).
    elder.castles[0].buildings = [
      { objectId: 1, wodId: 1, x: 1, y: 1 },
      { objectId: 2, wodId: 301, x: 1, y: 5 },
    ];
    type Saved = { id: number; type: string; toCastleId?: number; loot: unknown; arrivesAt: number; departedAt?: number; lordId?: number };
    const market = elder.movements.find((m: Saved) => m.type === 'market') as Saved;
    elder.transfers = [{ id: market.id, toCastleId: market.toCastleId, resources: market.loot, arrivesAt: market.arrivesAt }];
    elder.movements = elder.movements.filter((m: Saved) => m !== market);
    for (const m of elder.movements as Saved[]) {
      delete m.departedAt;
      delete m.lordId;
    }
    writeFileSync(stateFile, JSON.stringify(saved));

    const second = await startSimulator(options(stateFile, clock.now));
    const d = await TestClient.ready(second.url, Z, { name: 'elder', password: 'pw' });
    const state = readState(d.pushed.gbd!.payload, clock.now());
    expect(state.feast).toEqual({ type: FEAST_TYPE, until: clock.now() + 2 * 60_000 });
    expect(Object.keys(second.world.player(Z, 'elder')!.castles[0]!)).not.toContain('feastUntil');
    expect(state.skips).toEqual({ MS1: 3, MS2: 2, MS3: 0, MS4: 1, MS5: 0, MS6: 0, MS7: 0 });
    expect(state.commanders).toEqual([...START.commanders]);
    expect(readTax((await d.command(Z, 'txi', {})).payload)?.state).toBe('none');
    // The old attack carried no commander; the old transfer is a market movement now.
    const moving = readMovements((await d.command(Z, 'gam', {})).payload, playerId, clock.now()).sort((a, b) => a.id - b.id);
    expect(moving).toEqual([{ ...sent, lordId: null }, transport].sort((a, b) => a.id - b.id));
    // Buildings are back, so the castle can be entered and built in: a new castle's six and its military hospital.
    const joined = (await d.command(Z, 'jca', { CID: castle.id, KID: 0 })).payload as JoinedCastle;
    expect((joined.gca!.BD as number[][]).map((row) => buildingOf(row[0]!)?.level)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    // Saved before the hospital: nobody is wounded.
    expect(((await d.command(Z, 'gui', {})).payload as { HI: unknown[] }).HI).toEqual([]);
    d.close();
    await second.stop();
  });

  test('an unreadable state file stops the start instead of being overwritten', async () => {
    const stateFile = join(dir, 'broken.json');
    writeFileSync(stateFile, '{ not json');
    await expect(startSimulator({ stateFile })).rejects.toThrow('not valid JSON');
    expect(readFileSync(stateFile, 'utf8')).toBe('{ not json');
  });
});
