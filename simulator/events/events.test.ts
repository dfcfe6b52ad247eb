/** Events by their live ids (`sei`), and the map targets that exist only while their event runs. */
import { afterEach, describe, expect, test } from 'bun:test';
import type { AttackRequest } from '@shared/game-wire/commands';
import { AREA_TYPE, EVENT_ID, KINGDOM_ID, UNIT } from '@shared/game-wire/ids';
import { readEvents, readState, type Castle } from '@shared/game-wire/live-data';
import { readMapTargets } from '@shared/game-wire/live-map';
import type { LiveMapArea } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { EVENT_SCHEDULE, GAME_HOUR_MS } from '../core/rules';
import { TestClient, manualClock } from '../test-client';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx';
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 5, now: clock.now, timeScale: 60, raidChancePerHour: 0, maxRequestsPerSecond: 1000, attackSpacingMs: 0 });
afterEach(() => sim.world.setEvents(null));

const NOMADS = EVENT_ID.ALLIANCE_NOMAD_INVASION;
const BERIMOND = EVENT_ID.BERIMOND;

describe('sei', () => {
  test('events rotate on their schedule in game time: each runs its share of the cycle and says how long it has left', () => {
    const hour = GAME_HOUR_MS / 60; // a game hour in real ms at 60×
    const ids: number[] = Object.values(EVENT_ID);
    // Every event a template plays is on the calendar.
    expect(
      Object.keys(EVENT_SCHEDULE)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ids].sort((a, b) => a - b));
    const share = new Map(ids.map((id) => [id, 0]));
    const starts = new Map(ids.map((id) => [id, 0]));
    let before = new Set<number>();
    const hours = 24 * 96;
    for (let h = 0; h < hours; h++) {
      const running = sim.world.runningEvents();
      for (const e of running) {
        expect(ids).toContain(e.id);
        share.set(e.id, share.get(e.id)! + 1);
        if (!before.has(e.id)) starts.set(e.id, starts.get(e.id)! + 1);
        expect(e.endsAt).toBeGreaterThan(clock.now());
        expect(e.endsAt - clock.now()).toBeLessThanOrEqual(EVENT_SCHEDULE[e.id]!.forHours * hour);
      }
      before = new Set(running.map((e) => e.id));
      clock.advance(hour);
    }
    // Over 96 game days: each event runs forHours/everyHours of the time, starting anew every cycle.
    for (const id of ids) {
      const { everyHours, forHours } = EVENT_SCHEDULE[id]!;
      expect(share.get(id)! / hours).toBeCloseTo(forHours / everyHours, 2);
      expect(Math.abs(starts.get(id)! - hours / everyHours)).toBeLessThanOrEqual(1);
    }
  });

  test('pushed after the login and answered when asked: the running events by their ids with the seconds left', async () => {
    sim.world.setEvents([NOMADS, BERIMOND]);
    const c = await TestClient.ready(sim.url, Z, { name: 'eventful', password: 'pw' });
    // 30 and 60 game hours at 60× are 30 and 60 real minutes.
    const expected = {
      E: [
        { EID: NOMADS, RS: 30 * 60 },
        { EID: BERIMOND, RS: 60 * 60 },
      ],
    };
    expect(c.pushed.sei?.payload).toEqual(expected);
    // The login data carries them too.
    expect((c.pushed.gbd!.payload as { sei: unknown }).sei).toEqual(expected);
    sim.world.setEvents([]);
    const asked = await c.command(Z, 'sei', {});
    expect([asked.result, asked.payload]).toEqual([RESULT.OK, { E: [] }]);
    sim.world.setEvents([NOMADS]);
    expect(readEvents((await c.command(Z, 'sei', {})).payload, clock.now())).toEqual([{ id: NOMADS, endsAt: clock.now() + 30 * 60 * 1000 }]);
    c.close();
  });
});

const around = (castle: { x: number; y: number }, KID: number) => ({ KID, AX1: castle.x - 50, AY1: castle.y - 50, AX2: castle.x + 50, AY2: castle.y + 50 });

function attack(from: Castle, to: { x: number; y: number }, troops: number, LID = 0): AttackRequest {
  return attackRequest(from, to, LID, [middleWave([[UNIT.SPEARMAN, troops]])]);
}

describe('event targets', () => {
  test('Khan camps (35) are on the green map and can be attacked only while the Nomad invasion (72) runs', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'nomad-hunter', password: 'pw' });
    const castle = readState(c.pushed.gbd!.payload).castles.find((x) => x.kingdom === 'green')!;
    const camps = async () => ((await c.command(Z, 'gaa', around(castle, 0))).payload as LiveMapArea).AI!.filter((r) => r[0] === AREA_TYPE.KHAN_CAMP);

    sim.world.setEvents([]);
    expect(await camps()).toEqual([]);
    sim.world.setEvents([BERIMOND]);
    expect(await camps()).toEqual([]);
    sim.world.setEvents([NOMADS]);
    const shown = await camps();
    expect(shown.length).toBeGreaterThanOrEqual(2);
    const [first, second] = readMapTargets({ KID: 0, AI: shown }, clock.now());
    expect((await c.command(Z, 'cra', attack(castle, first!, 10))).result).toBe(RESULT.OK);

    sim.world.setEvents([]);
    expect(await c.command(Z, 'cra', attack(castle, second!, 10, 1))).toMatchObject({
      result: RESULT.INVALID_AREA,
      payload: { error: 'nothing to attack there' },
    });
    c.close();
  });

  test('Berimond towers (17, kingdom 10) are on the map only while Berimond (3) runs; fnt finds the next one from the player’s Berimond camp', async () => {
    const c = await TestClient.ready(sim.url, Z, { name: 'tower-seeker', password: 'pw' });
    const camp = { x: 600, y: 600 };
    const towers = async () =>
      ((await c.command(Z, 'gaa', around(camp, KINGDOM_ID.berimond))).payload as LiveMapArea).AI!.filter((r) => r[0] === AREA_TYPE.FACTION_TOWER);

    sim.world.setEvents([BERIMOND]);
    // Without a camp in Berimond there is nothing to search from: 153, as live.
    expect((await c.command(Z, 'fnt', {})).result).toBe(RESULT.NO_PLAYER_FOUND);
    sim.world.grantCastle(Z, 'tower-seeker', { ...camp, kingdom: 'berimond' });
    const shown = await towers();
    expect(shown.length).toBeGreaterThan(0);
    const found = await c.command(Z, 'fnt', {});
    expect(found.result).toBe(RESULT.OK);
    const { gaa, X, Y } = found.payload as { gaa: LiveMapArea; X: number; Y: number };
    expect(gaa.KID).toBe(KINGDOM_ID.berimond);
    expect(gaa.AI).toHaveLength(1);
    expect(gaa.AI![0]!.slice(0, 3)).toEqual([AREA_TYPE.FACTION_TOWER, X, Y]);
    expect(shown).toContainEqual(gaa.AI![0]!);

    sim.world.setEvents([NOMADS]);
    expect(await towers()).toEqual([]);
    expect((await c.command(Z, 'fnt', {})).result).toBe(RESULT.NO_PLAYER_FOUND);
    c.close();
  });
});
