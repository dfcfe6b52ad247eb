/** The login bundle and the movements on the wire, in the live shapes public clients of the game read. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { SOLDIER_UNIT_ID, type LiveLoginData, type LiveMovements, type LiveSentMovement } from '../shared/src/game-wire/live-shapes';
import { RESULT, type NpcTarget } from '../shared/src/game-wire/protocol';
import { START } from './rules';
import { startSimulator, type Simulator } from './server';
import { TestClient, manualClock } from './test-client';

const Z = 'EmpireEx_2';
const MINUTE = 60_000; // one game hour at the time scale of 60
const clock = manualClock();
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 31, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 1, pushIntervalMs: 25 });
});
afterAll(() => sim.stop());

describe('gbd, live-shaped', () => {
  test('one object whose keys are sub-commands: gpi, gxp, gcu, gal, gcl, dcl, boi (pushed after lli and answered when asked)', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Ludwig', password: 'pw' });
    const pushed = c.pushed.gbd!.payload as LiveLoginData;
    const record = sim.world.player(Z, 'Ludwig')!;
    const castle = record.castles[0]!;
    const PID = record.playerId;
    expect(pushed.gpi).toEqual({ PID, PN: 'Ludwig' });
    expect(pushed.gxp).toEqual({ LVL: 1, XP: 0 });
    expect(pushed.gcu).toEqual({ C1: START.coins, C2: START.rubies });
    expect(pushed.gal).toEqual({ AID: -1 });
    // gcl: {PID, C: [{KID, AI: [{AI: [type, x, y, id, owner, 5 building levels, name]}]}]}
    expect(pushed.gcl).toEqual({ PID, C: [{ KID: 0, AI: [{ AI: [1, castle.x, castle.y, castle.id, PID, 0, 0, 0, 0, 0, "Ludwig's castle"] }] }] });
    // dcl: stock W/S/F, units at home AC and away TU as [unit, count], gpa production × 10 and storage.
    expect(pushed.dcl).toEqual({
      PID,
      C: [
        {
          KID: 0,
          AI: [
            {
              AID: castle.id,
              W: START.resources.wood,
              S: START.resources.stone,
              F: START.resources.food,
              AC: [[SOLDIER_UNIT_ID, START.troops]],
              TU: [],
              gpa: { DW: START.production.wood * 10, DS: START.production.stone * 10, DF: START.production.food * 10, MRW: START.capacity, MRS: START.capacity, MRF: START.capacity },
            },
          ],
        },
      ],
    });
    expect(pushed.boi).toEqual({ bfs: { T: -1, RT: 0 } });
    // Our own sections, not the live game's (see README).
    expect(pushed.skips).toEqual(START.skips);
    expect(pushed.timeScale).toBe(60);
    // After a password login, a login token for the next logins (our own section too); asked later, the
    // bundle is the same without it.
    expect(pushed.lt).toEqual({ LT: expect.any(String) });
    const asked = await c.command(Z, 'gbd', {});
    const { lt: _token, ...rest } = pushed;
    expect([asked.result, asked.payload]).toEqual([RESULT.OK, rest]);
    c.close();
  });

  test('a running feast is the festival in boi.bfs: its level as T, the seconds left as RT', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Bacchus', password: 'pw' });
    const castleId = sim.world.player(Z, 'Bacchus')!.castles[0]!.id;
    expect((await c.command(Z, 'fst', { castleId, level: 3 })).result).toBe(RESULT.OK);
    clock.advance(MINUTE / 2);
    const feasting = (await c.command(Z, 'gbd', {})).payload as LiveLoginData;
    // Two game hours at a time scale of 60 are 120 real seconds; half a minute has passed.
    expect(feasting.boi.bfs).toEqual({ T: 3, RT: 90 });
    expect(feasting.dcl.C[0]!.AI[0]!.gpa.DW).toBe(Math.round(START.production.wood * 1.3 * 10));
    clock.advance(2 * MINUTE);
    expect(((await c.command(Z, 'gbd', {})).payload as LiveLoginData).boi.bfs).toEqual({ T: -1, RT: 0 });
    c.close();
  });
});

describe('movements, live-shaped', () => {
  test('cra answers the new movement under AAM; gam lists {M, O}: our army out, home with goods, and a raider at our castle', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'Kunigunde', password: 'pw' });
    const record = sim.world.player(Z, 'Kunigunde')!;
    const castle = record.castles[0]!;
    const PID = record.playerId;
    const targets = ((await c.command(Z, 'gaa', { castleId: castle.id, kind: 'baron' })).payload as { targets: NpcTarget[] }).targets;
    const baron = targets.filter((t) => t.defence <= START.troops / 2).sort((a, b) => a.defence - b.defence)[0]!;

    const sent = (await c.command(Z, 'cra', { castleId: castle.id, targetId: baron.id, troops: 150 })).payload as LiveSentMovement;
    const out = sent.AAM.M;
    expect(out).toMatchObject({ T: 0, D: 0, PT: 0, OID: PID, SID: PID, TID: -202, KID: 0 });
    expect(out.SA.slice(0, 5)).toEqual([1, castle.x, castle.y, castle.id, PID]);
    expect(out.TA).toEqual([2, baron.x, baron.y, baron.id, -202]);
    expect(out.TT).toBeGreaterThan(0);
    expect(sent.AAM.GA).toEqual({ L: [], M: [[SOLDIER_UNIT_ID, 150]], R: [], RW: [] });
    expect(sent.O).toEqual([{ OID: PID, N: 'Kunigunde', L: 1 }]);
    // Soldiers away show in the castle's travelling units.
    const away = ((await c.command(Z, 'gbd', {})).payload as LiveLoginData).dcl.C[0]!.AI[0]!;
    expect([away.AC, away.TU]).toEqual([[[SOLDIER_UNIT_ID, START.troops - 150]], [[SOLDIER_UNIT_ID, 150]]]);

    // Past the fight: the army on its way home (D 1) carries its loot as goods.
    clock.advance(out.TT * 1000);
    const [home] = ((await c.command(Z, 'gam', {})).payload as LiveMovements).M;
    expect(home!.M).toMatchObject({ T: 0, D: 1, PT: 0, OID: PID, SID: PID, TA: [2, baron.x, baron.y, baron.id, -202] });
    expect(home!.G!.map(([key]) => key)).toEqual(['W', 'S', 'F']);
    expect(home!.G!.every(([, amount]) => amount > 0)).toBe(true);

    // The hour's raid roll sends a raider, pushed without being asked: an NPC attack (T 11) on our castle.
    clock.advance(MINUTE - out.TT * 1000);
    const push = await c.nextReply();
    expect(push.command).toBe('gam');
    const list = push.payload as LiveMovements;
    const raid = list.M.find((w) => w.M.TID === PID)!;
    expect(raid.M).toMatchObject({ T: 11, D: 0, TID: PID, TA: [1, castle.x, castle.y, castle.id, PID, 0, 0, 0, 0, 0, "Kunigunde's castle"] });
    expect(raid.M.OID).toBeLessThan(0);
    const raider = list.O.find((o) => o.OID === raid.M.OID)!;
    expect(raider.N).toBe(record.movements.find((m) => m.type === 'incoming')!.attacker!);
    // A requested gam is the same list.
    expect((await c.command(Z, 'gam', {})).payload).toEqual(list);
    c.close();
  });
});
