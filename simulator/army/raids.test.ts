import { describe, expect, test } from 'bun:test';
import { AREA_TYPE, ATTACK_MOVEMENT_TYPES } from '@shared/game-wire/ids';
import { readMovements, type Movement } from '@shared/game-wire/live-movements';
import { readState } from '@shared/game-wire/live-data';
import type { LiveMovements } from '@shared/game-wire/live-shapes';
import { RESULT, type ReplyFrame } from '@shared/game-wire/protocol';
import { RAID, START } from '../core/rules';
import { TestClient, manualClock } from '../test-client';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx_46';
const HOUR = 60_000; // real ms per game hour at time scale 60
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 46, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 1, pushIntervalMs: 25 });

/** The next pushed movement list, past the login's other pushes (the login token, slt). */
async function nextGam(c: TestClient): Promise<ReplyFrame> {
  for (;;) {
    const reply = await c.nextReply();
    if (reply.command === 'gam') return reply;
    expect(reply.command).toBe('slt');
  }
}

/** The raid the hour's roll sent at the player, as the pushed movement list says. */
async function pushedRaid(c: TestClient): Promise<{ raid: Movement; playerId: number; push: ReplyFrame }> {
  const playerId = readState(c.pushed.gbd!.payload).playerId;
  const push = await nextGam(c);
  expect(push.result).toBe(RESULT.OK);
  const incoming = readMovements(push.payload, playerId, clock.now()).filter((m) => m.type === 'incoming');
  expect(incoming).toHaveLength(1);
  return { raid: incoming[0]!, playerId, push };
}

describe('incoming attacks', () => {
  test('a raid launched while connected is pushed without being asked, then resolves on arrival', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'target', password: 'pw' });
    const castles = readState(c.pushed.gbd!.payload).castles;
    clock.advance(HOUR);

    const { raid, push } = await pushedRaid(c);
    expect(RAID.attackers).toContain(raid.attacker!);
    expect(castles.map((x) => x.id)).toContain(raid.castleId);
    // An NPC attack on our castle, from a camp at the castle's position (not live: raiders have no camp on the local map).
    const castle = castles.find((x) => x.id === raid.castleId)!;
    expect(raid).toMatchObject({ type: 'incoming', target: { x: castle.x, y: castle.y, areaType: AREA_TYPE.DUNGEON }, loot: null, lordId: null });
    expect(raid.troops).toBeGreaterThanOrEqual(RAID.minStrength);
    expect(raid.troops).toBeLessThanOrEqual(RAID.maxStrength);
    expect(raid.arrivesAt).toBeGreaterThan(clock.now());
    const wrapper = (push.payload as LiveMovements).M!.find((w) => w.M.MID === raid.id)!;
    expect(ATTACK_MOVEMENT_TYPES.has(wrapper.M.T!)).toBe(true);

    // An undefended castle loses a share of its resources when the raid lands.
    const record = sim.world.player(Z, 'target')!.castles.find((x) => x.id === raid.castleId)!;
    record.troops = 0;
    const before = record.resources.wood;
    const exact = sim.world.player(Z, 'target')!.movements.find((m) => m.id === raid.id)!.arrivesAt;
    const growth = ((exact - clock.now()) / HOUR) * START.production.wood;
    clock.set(exact);
    const dcl = await c.command(Z, 'dcl', { CD: 1 });
    const after = readState({ ...(c.pushed.gbd!.payload as object), dcl: dcl.payload }, clock.now()).castles.find((x) => x.id === raid.castleId)!;
    expect(after.details!.resources.wood).toBe(Math.floor(before + growth - Math.floor((before + growth) * RAID.stealShare)));
    const report = sim.world.player(Z, 'target')!.reports.find((r) => r.kind === 'incoming');
    expect(report).toMatchObject({ won: false, attacker: raid.attacker, castleId: raid.castleId });
    // The raid is over: it is no longer among the movements.
    expect(readMovements((await c.command(Z, 'gam', {})).payload, readState(c.pushed.gbd!.payload).playerId, clock.now()).map((m) => m.id)).not.toContain(
      raid.id,
    );
    c.close();
  });

  test('a garrison stronger than the raider holds and keeps its resources', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'fortified', password: 'pw' });
    clock.advance(HOUR);
    const { raid } = await pushedRaid(c);
    const castle = sim.world.player(Z, 'fortified')!.castles.find((x) => x.id === raid.castleId)!;
    castle.troops = RAID.maxStrength;
    const exact = sim.world.player(Z, 'fortified')!.movements.find((m) => m.id === raid.id)!.arrivesAt;
    clock.set(exact);
    expect((await c.command(Z, 'dcl', { CD: 1 })).result).toBe(RESULT.OK);
    const report = sim.world.player(Z, 'fortified')!.reports.find((r) => r.kind === 'incoming');
    expect(report).toMatchObject({ won: true, troopsLost: Math.round(raid.troops * 0.25) });
    expect(report!.stolen).toBeUndefined();
    expect(castle.troops).toBe(RAID.maxStrength - Math.round(raid.troops * 0.25));
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
