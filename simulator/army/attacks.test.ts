/** Attacks (`cra`) with their commanders and waves, and their spacing, in the live shapes. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Wave } from '@shared/game-wire/commands';
import { AREA_TYPE, KINGDOM_ID, MOVEMENT_TYPE, UNIT } from '@shared/game-wire/ids';
import { readMapTargets } from '@shared/game-wire/live-map';
import { readMovements } from '@shared/game-wire/live-movements';
import { readState } from '@shared/game-wire/live-data';
import type { LiveMovements, LiveMovementWrapper, UnitCount } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { START } from '../core/rules';
import { startSimulator } from '../server';
import { TestClient } from '../test-client';
import {
  around,
  at,
  attack,
  barons,
  clock,
  closeSim,
  easyBaron,
  green,
  isle,
  mapRead,
  me,
  movements,
  NO_SLOTS,
  openSim,
  record,
  sent,
  sim,
  targets,
  Z,
} from '../attack-kit';

beforeAll(openSim);
afterAll(closeSim);

describe('cra', () => {
  test('attack a baron camp: the army leaves with its commander, fights, comes home as a new travel movement with loot', async () => {
    const name = 'raider';
    const c = await TestClient.ready(sim.url, Z, { name, password: 'pw' });
    const castle = await green(c);
    const before = await mapRead(c, castle);
    const baron = await easyBaron(c, castle);
    const row = before.AI!.find((r) => r[0] === AREA_TYPE.DUNGEON && r[1] === baron.x && r[2] === baron.y)!;
    const sentAt = clock.now();

    // All but ten soldiers go.
    const troops = START.troops - 10;
    const reply = await c.command(Z, 'cra', attack(castle, baron, troops));
    const out = sent(c, reply);
    const payload = reply.payload as { AAM: LiveMovementWrapper; gcu: unknown; O: unknown[] };
    // The reply's movement names the target by its map row, and the commander leading the army.
    expect(payload.AAM.M.TA).toEqual(row);
    expect(payload.gcu).toEqual({ C1: START.coins, C2: START.rubies });
    expect(payload.O).toContainEqual({ OID: me(c), N: name, L: 1 });
    expect(out).toMatchObject({ type: 'attack', castleId: castle.id, target: { x: baron.x, y: baron.y, areaType: AREA_TYPE.DUNGEON }, troops, lordId: 0 });
    const exact = record(name, out.id);
    expect(exact.arrivesAt).toBeGreaterThan(sentAt);
    expect(Math.abs(out.arrivesAt - exact.arrivesAt)).toBeLessThanOrEqual(500);
    expect((await green(c)).details!.troops).toBe(10);

    // The camp is claimed: another attack on it (with another commander) is refused, and the map shows the cooldown.
    const again = await c.command(Z, 'cra', attack(castle, baron, 1, { lordId: 1 }));
    expect(again.result).toBe(RESULT.COOLING_DOWN);
    expect(at(await targets(c, castle), baron).cooldownUntil).toBeGreaterThan(exact.arrivesAt);

    clock.set(exact.arrivesAt);
    const list = (await c.command(Z, 'gam', {})).payload as LiveMovements;
    expect(list.M).toHaveLength(1);
    const back = list.M![0]!;
    // The way home is a new movement: TRAVEL (2), D 1, the units in A, the loot in G.
    expect(back.M.MID).not.toBe(out.id);
    expect([back.M.T, back.M.D]).toEqual([MOVEMENT_TYPE.TRAVEL, 1]);
    expect(back.A).toEqual([[UNIT.SPEARMAN, expect.any(Number)]]);
    expect(back.G!.map(([key]) => key)).toEqual(['W', 'S', 'F']);
    const [ret] = readMovements(list, me(c), clock.now());
    expect(ret).toMatchObject({ type: 'return', castleId: castle.id, target: { x: baron.x, y: baron.y, areaType: AREA_TYPE.DUNGEON }, lordId: 0 });
    expect(ret!.troops).toBeGreaterThan(0);
    expect(ret!.troops).toBeLessThanOrEqual(troops);
    expect(ret!.loot!.wood).toBeGreaterThan(0);
    const home = record(name, ret!.id);
    expect(home.arrivesAt).toBeGreaterThan(exact.arrivesAt);
    // The commander is away until the army is home.
    expect((await c.command(Z, 'cra', attack(castle, baron, 1))).result).toBe(RESULT.LORD_IN_MOVEMENT);
    // The won fight counts as a victory at the camp, and its cooldown runs 30 game minutes from the fight.
    const fought = at(await targets(c, castle), baron);
    expect(fought.victories).toBe(baron.victories! + 1);
    expect(fought.cooldownUntil).toBe(exact.arrivesAt + 30_000);

    clock.set(home.arrivesAt);
    const atHome = (await green(c)).details!;
    const hours = (home.arrivesAt - sentAt) / 60_000;
    expect(atHome.troops).toBe(10 + ret!.troops);
    expect(atHome.resources.wood).toBe(Math.floor(START.resources.wood + START.production.wood * hours + ret!.loot!.wood));
    expect(await movements(c)).toEqual([]);

    clock.set(exact.arrivesAt + 30_000);
    expect(at(await targets(c, castle), baron).cooldownUntil).toBe(clock.now());
    c.close();
  });

  test('soldiers in every flank, every wave and the courtyard count; empty slots do not', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'tactician', password: 'pw' });
    const castle = await green(c);
    const baron = await easyBaron(c, castle);
    const slots = (n: number): UnitCount[] => [
      [UNIT.SPEARMAN, n],
      [-1, 0],
    ];
    const waves: Wave[] = [
      { L: { T: [[-1, 0]], U: slots(10) }, R: { T: [], U: slots(11) }, M: { T: [], U: slots(30) } },
      { L: { T: [], U: [[-1, 0]] }, R: { T: [], U: [] }, M: { T: [], U: slots(7) } },
    ];
    const out = sent(c, await c.command(Z, 'cra', attack(castle, baron, 0, { waves, courtyard: [[UNIT.SPEARMAN, 5]] })));
    expect(out.troops).toBe(63);
    expect((await green(c)).details!.troops).toBe(START.troops - 63);
    c.close();
  });

  test('refuses what the castle does not have, places without a target, strangers’ castles, unknown commanders and missing waves', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'overreach', password: 'pw' });
    const castle = await green(c);
    const baron = await easyBaron(c, castle);
    const refusal = async (request: unknown) => {
      const reply = await c.command(Z, 'cra', request);
      return [reply.result, (reply.payload as { error?: string }).error];
    };
    expect(await refusal(attack(castle, baron, START.troops + 1))).toEqual([RESULT.TOO_MUCH_UNITS, `not enough units: ${START.troops} at home`]);
    expect(await refusal(attack(castle, baron, 0))).toEqual([RESULT.MOVEMENT_HAS_NO_UNITS, 'the army has no units']);
    const militia: Wave = { L: NO_SLOTS, R: NO_SLOTS, M: { T: [], U: [[620, 10]] } };
    expect(await refusal(attack(castle, baron, 0, { waves: [militia] }))).toEqual([RESULT.TOO_MUCH_UNITS, 'unit 620 is not in the castle']);
    const tools: Wave = { L: { T: [[620, 1]], U: [] }, R: NO_SLOTS, M: { T: [], U: [[UNIT.SPEARMAN, 10]] } };
    expect((await refusal(attack(castle, baron, 0, { waves: [tools] })))[0]).toBe(RESULT.TOO_MUCH_UNITS);
    expect((await refusal(attack(castle, baron, -5)))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // A tile with nothing to attack: the castle's own.
    expect((await refusal(attack(castle, castle, 10)))[0]).toBe(RESULT.INVALID_AREA);
    expect((await refusal({ ...attack(castle, baron, 10), SX: castle.x + 1 }))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await refusal({ ...attack(castle, baron, 10), KID: KINGDOM_ID.storm }))[0]).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect(await refusal(attack(castle, baron, 10, { lordId: 7 }))).toEqual([RESULT.INVALID_LORD_ID, 'no commander 7']);
    const { A: _, ...noWaves } = attack(castle, baron, 10);
    expect(await refusal(noWaves)).toEqual([RESULT.MISSING_PARAMETER, 'A must be a list']);
    expect((await refusal({ ...attack(castle, baron, 10), TX: 'far' }))[0]).toBe(RESULT.INVALID_PARAMETER_VALUE);
    // Nothing left the castle, and the camp was not claimed.
    expect((await green(c)).details!.troops).toBe(START.troops);
    expect(await movements(c)).toEqual([]);
    expect(at(await targets(c, castle), baron).cooldownUntil).toBe(clock.now());
    c.close();
  });

  test('three commanders (gli): three armies at once, a fourth waits for one to come home', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'marshal', password: 'pw' });
    const gli = await c.command(Z, 'gli', {});
    expect((gli.payload as { C: Array<{ ID: number }> }).C.map((lord) => lord.ID)).toEqual([...START.commanders]);
    expect(readState({ ...(c.pushed.gbd!.payload as object) }).commanders).toEqual([...START.commanders]);
    const castle = await green(c);
    const free = await barons(c, castle);
    expect(free.length).toBeGreaterThanOrEqual(4);
    for (const [i, lordId] of START.commanders.entries()) {
      expect(sent(c, await c.command(Z, 'cra', attack(castle, free[i]!, 10, { lordId }))).lordId).toBe(lordId);
    }
    expect((await c.command(Z, 'cra', attack(castle, free[3]!, 10, { lordId: 1 }))).result).toBe(RESULT.LORD_IN_MOVEMENT);
    expect((await movements(c)).map((m) => m.lordId).sort()).toEqual([0, 1, 2]);
    c.close();
  });

  test('an attack far too weak is lost with every soldier in it, and the camp keeps its victories', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'reckless', password: 'pw' });
    const castle = await green(c);
    const strongest = (await barons(c, castle)).at(-1)!;
    // Two spearmen in the middle against the strongest camp near: the flank is lost, nobody reaches the courtyard.
    const troops = 2;
    const out = sent(c, await c.command(Z, 'cra', attack(castle, strongest, troops)));
    clock.set(record('reckless', out.id).arrivesAt);
    expect(await movements(c)).toEqual([]);
    expect((await green(c)).details!.troops).toBe(START.troops - troops);
    expect(sim.world.player(Z, 'reckless')!.reports.find((r) => r.kind === 'attack')).toMatchObject({ won: false, troopsLost: troops });
    expect(at(await targets(c, castle), strongest).victories).toBe(strongest.victories);
    c.close();
  });

  test('the Storm Islands castle attacks isles', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'corsair', password: 'pw' });
    const castle = await isle(c);
    const target = (await targets(c, castle)).filter((t) => t.areaType === AREA_TYPE.ISLE_DUNGEON).sort((a, b) => a.level! - b.level!)[0]!;
    const out = sent(c, await c.command(Z, 'cra', attack(castle, target, 100)));
    expect(out).toMatchObject({ type: 'attack', castleId: castle.id, target: { x: target.x, y: target.y, areaType: AREA_TYPE.ISLE_DUNGEON }, troops: 100 });
    // The green castle's army stayed home.
    expect((await green(c)).details!.troops).toBe(START.troops);
    c.close();
  });
});

describe('attack spacing', () => {
  test('attacks of one account are at least 4 s (real time) apart; others are not held up', async () => {
    const spaced = await startSimulator({ seed: 21, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0, attackSpacingMs: 4_000 });
    try {
      const one = await TestClient.ready(spaced.url, Z, { name: 'eager', password: 'pw' });
      const other = await TestClient.ready(spaced.url, Z, { name: 'bystander', password: 'pw' });
      const castle = readState(one.pushed.gbd!.payload).castles.find((x) => x.kingdom === 'green')!;
      const free = readMapTargets((await one.command(Z, 'gaa', around(castle))).payload, clock.now()).filter((t) => t.areaType === AREA_TYPE.DUNGEON);
      expect((await one.command(Z, 'cra', attack(castle, free[0]!, 10, { lordId: 0 }))).result).toBe(RESULT.OK);
      const soon = await one.command(Z, 'cra', attack(castle, free[1]!, 10, { lordId: 1 }));
      expect([soon.result, soon.payload]).toEqual([RESULT.GENERAL_ERROR, { error: 'attacks 4 seconds apart at least' }]);
      // Another account attacks meanwhile.
      const theirs = readState(other.pushed.gbd!.payload).castles.find((x) => x.kingdom === 'green')!;
      const near = readMapTargets((await other.command(Z, 'gaa', around(theirs))).payload, clock.now()).find((t) => t.areaType === AREA_TYPE.DUNGEON)!;
      expect((await other.command(Z, 'cra', attack(theirs, near, 10))).result).toBe(RESULT.OK);
      clock.advance(3_999);
      expect((await one.command(Z, 'cra', attack(castle, free[1]!, 10, { lordId: 1 }))).result).toBe(RESULT.GENERAL_ERROR);
      clock.advance(1);
      expect((await one.command(Z, 'cra', attack(castle, free[1]!, 10, { lordId: 1 }))).result).toBe(RESULT.OK);
      one.close();
      other.close();
    } finally {
      await spaced.stop();
    }
  });
});
