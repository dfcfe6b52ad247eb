import { afterAll, describe, expect, test } from 'bun:test';
import { readMovements, readState, type Movement, type PlayerState } from '../shared/src/game-wire/live-data';
import { RESULT, type NpcTarget } from '../shared/src/game-wire/protocol';
import { startSimulator, type Simulator } from './server';
import { TestClient, manualClock } from './test-client';

const Z = 'EmpireEx_2';
const started: Simulator[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

async function simulator(seed: number, now: () => number): Promise<Simulator> {
  const sim = await startSimulator({ seed, now, maxRequestsPerSecond: 1000, raidChancePerHour: 0.5 });
  started.push(sim);
  return sim;
}

/**
 * One scripted session: look at the map, attack two targets with 90 % of their defence (where the
 * outcome is a draw of the seeded randomness), and let a few game hours pass.
 */
async function play(seed: number): Promise<{ state: PlayerState; targets: NpcTarget[]; movements: Movement[]; reports: unknown[] }> {
  const clock = manualClock();
  const sim = await simulator(seed, clock.now);
  const c = await TestClient.ready(sim.url, Z, { name: 'twin', password: 'pw' });
  const first = readState((await c.command(Z, 'gbd', {})).payload, clock.now());
  const castle = first.castles[0]!;
  const targets = ((await c.command(Z, 'gaa', { castleId: castle.id })).payload as { targets: NpcTarget[] }).targets;
  const picks = targets.filter((t) => t.defence <= 110).sort((a, b) => b.defence - a.defence).slice(0, 2);
  expect(picks).toHaveLength(2);
  for (const target of picks) {
    const troops = Math.round(target.defence * 0.9);
    expect((await c.command(Z, 'cra', { castleId: castle.id, targetId: target.id, troops })).result).toBe(RESULT.OK);
  }
  clock.advance(4 * 60_000);
  const movements = readMovements((await c.command(Z, 'gam', {})).payload, first.playerId, clock.now());
  const state = readState((await c.command(Z, 'gbd', {})).payload, clock.now());
  const reports = sim.world.player(Z, 'twin')!.reports.filter((r) => r.kind === 'attack');
  expect(reports).toHaveLength(2);
  c.close();
  return { state, targets, movements, reports };
}

describe('determinism', () => {
  test('the same seed and the same commands at the same clock give the same world', async () => {
    const a = await play(777);
    const b = await play(777);
    expect(a.targets.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  test('another seed gives another map and another castle position', async () => {
    const a = await play(777);
    const b = await play(778);
    expect(b.targets.map((t) => [t.id, t.kind, t.level, t.x, t.y])).not.toEqual(a.targets.map((t) => [t.id, t.kind, t.level, t.x, t.y]));
    expect([b.state.castles[0]!.x, b.state.castles[0]!.y]).not.toEqual([a.state.castles[0]!.x, a.state.castles[0]!.y]);
  });

  test('reading state often or rarely does not change outcomes', async () => {
    const run = async (peekEveryMs: number | null) => {
      const clock = manualClock();
      const sim = await simulator(99, clock.now);
      const c = await TestClient.ready(sim.url, Z, { name: 'watcher', password: 'pw' });
      for (let t = 0; t < 6 * 60_000; t += 5_000) {
        clock.advance(5_000);
        if (peekEveryMs !== null && t % peekEveryMs === 0) await c.command(Z, 'pin', {});
      }
      const state = readState((await c.command(Z, 'gbd', {})).payload, clock.now());
      const player = sim.world.player(Z, 'watcher')!;
      c.close();
      return { state, reports: player.reports };
    };
    const often = await run(5_000);
    const never = await run(null);
    expect(never.reports.length).toBeGreaterThan(0);
    expect(never).toEqual(often);
  });
});
