import { afterAll, beforeAll, expect, test } from 'bun:test';
import { readEvents } from '../shared/src/game-wire/live-data';
import { EVENT_IDS, RESULT } from '../shared/src/game-wire/protocol';
import { EVENT_SCHEDULE, GAME_HOUR_MS } from './rules';
import { startSimulator, type Simulator } from './server';
import { TestClient, manualClock } from './test-client';

const Z = 'EmpireEx';
const clock = manualClock();
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 5, now: clock.now, timeScale: 60, raidChancePerHour: 0 });
});
afterAll(() => sim.stop());

test('events rotate on their schedule in game time: each runs its share of the cycle and says how long it has left', () => {
  const hour = GAME_HOUR_MS / 60; // a game hour in real ms at 60×
  const share = { storm: 0, khan: 0, berimond: 0 };
  const starts = { storm: 0, khan: 0, berimond: 0 };
  let before = new Set<string>();
  for (let h = 0; h < 24 * 96; h++) {
    const running = sim.world.runningEvents();
    const now = new Set(running.map((e) => e.name));
    for (const e of running) {
      share[e.name] += 1;
      if (!before.has(e.name)) starts[e.name] += 1;
      expect(e.endsAt).toBeGreaterThan(clock.now());
      expect(e.endsAt - clock.now()).toBeLessThanOrEqual(EVENT_SCHEDULE[e.name].forHours * hour);
    }
    before = now;
    clock.advance(hour);
  }
  // Over 96 game days: each event runs forHours/everyHours of the time, starting anew every cycle.
  for (const name of ['storm', 'khan', 'berimond'] as const) {
    const { everyHours, forHours } = EVENT_SCHEDULE[name];
    expect(share[name] / (24 * 96)).toBeCloseTo(forHours / everyHours, 2);
    expect(Math.abs(starts[name] - (24 * 96) / everyHours)).toBeLessThanOrEqual(1);
  }
});

test('sei, pushed after the login and asked, lists the running events by their ids with the seconds left', async () => {
  sim.world.setEvents(['storm', 'berimond']);
  try {
    const c = await TestClient.ready(sim.url, Z, { name: 'eventful', password: 'pw' });
    expect(c.pushed.sei?.payload).toEqual({ E: [{ EID: EVENT_IDS.storm, RS: 54 * 60 }, { EID: EVENT_IDS.berimond, RS: 60 * 60 }] });
    sim.world.setEvents([]);
    const asked = await c.command(Z, 'sei', {});
    expect(asked.result).toBe(RESULT.OK);
    expect(asked.payload).toEqual({ E: [] });
    sim.world.setEvents(['khan']);
    expect(readEvents((await c.command(Z, 'sei', {})).payload, clock.now())).toEqual([{ name: 'khan', endsAt: clock.now() + 30 * 60 * 1000 }]);
    c.close();
  } finally {
    sim.world.setEvents(null);
  }
});
