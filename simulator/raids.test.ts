import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readMovements, readState } from '../shared/src/game-wire/live-data';
import { RESULT } from '../shared/src/game-wire/protocol';
import { RAID } from './rules';
import { startSimulator, type Simulator } from './server';
import { TestClient, manualClock } from './test-client';

const Z = 'EmpireEx_46';
const HOUR = 60_000; // real ms per game hour at time scale 60
const clock = manualClock();
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 46, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 1, pushIntervalMs: 25 });
});
afterAll(() => sim.stop());

describe('incoming attacks', () => {
  test('a raid launched while connected is pushed without being asked, then resolves on arrival', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'target', password: 'pw' });
    const { castles, playerId } = readState((await c.command(Z, 'gbd', {})).payload, clock.now());
    const castleId = castles[0]!.id;
    clock.advance(HOUR);

    const push = await c.nextReply();
    expect(push.command).toBe('gam');
    expect(push.result).toBe(RESULT.OK);
    const incoming = readMovements(push.payload, playerId, clock.now()).filter((m) => m.type === 'incoming');
    expect(incoming).toHaveLength(1);
    const raid = incoming[0]!;
    expect(RAID.attackers).toContain(raid.attacker!);
    expect(raid).toMatchObject({ castleId, targetId: null, loot: null });
    expect(raid.arrivesAt).toBeGreaterThan(clock.now());

    // An undefended castle loses a share of its resources when the raid lands.
    const record = sim.world.player(Z, 'target')!;
    record.castles[0]!.troops = 0;
    const before = record.castles[0]!.resources.wood;
    const growth = ((raid.arrivesAt - clock.now()) / HOUR) * 300;
    clock.set(raid.arrivesAt);
    const after = readState((await c.command(Z, 'gbd', {})).payload, clock.now()).castles[0]!;
    expect(after.resources.wood).toBe(Math.floor((before + growth) * (1 - RAID.stealShare)));
    const report = sim.world.player(Z, 'target')!.reports.find((r) => r.kind === 'incoming');
    expect(report).toMatchObject({ won: false, attacker: raid.attacker });
    c.close();
  });

  test('a garrison stronger than the raider holds and keeps its resources', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'fortified', password: 'pw' });
    clock.advance(HOUR);
    const push = await c.nextReply();
    const playerId = readState(c.pushed.gbd!.payload).playerId;
    const raid = readMovements(push.payload, playerId, clock.now()).find((m) => m.type === 'incoming')!;
    sim.world.player(Z, 'fortified')!.castles[0]!.troops = RAID.maxStrength;
    clock.set(raid.arrivesAt);
    await c.command(Z, 'pin', {});
    const report = sim.world.player(Z, 'fortified')!.reports.find((r) => r.kind === 'incoming');
    expect(report).toMatchObject({ won: true, troopsLost: Math.round(raid.troops * 0.25) });
    expect(report!.stolen).toBeUndefined();
    c.close();
  });

  test('raids due while offline are worked out on the next access', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'absent', password: 'pw' });
    c.close();
    await c.waitClosed();
    clock.advance(5 * HOUR);
    const player = sim.world.player(Z, 'absent')!;
    const raids = player.reports.filter((r) => r.kind === 'incoming').length + player.movements.filter((m) => m.type === 'incoming').length;
    expect(raids).toBe(5);
  });
});
