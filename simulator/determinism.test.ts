import { afterAll, describe, expect, test } from 'bun:test';
import type { AttackRequest } from '@shared/game-wire/commands';
import { AREA_TYPE, UNIT } from '@shared/game-wire/ids';
import { readMapTargets, type MapTarget } from '@shared/game-wire/live-map';
import { readMovements, type Movement } from '@shared/game-wire/live-movements';
import { readState, type PlayerState } from '@shared/game-wire/live-data';
import { RESULT } from '@shared/game-wire/protocol';
import { npcDefence } from './core/rules';
import { startSimulator, type Simulator } from './server';
import { TestClient, manualClock } from './test-client';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';

const Z = 'EmpireEx_2';
const started: Simulator[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

async function simulator(seed: number, now: () => number): Promise<Simulator> {
  const sim = await startSimulator({ seed, now, maxRequestsPerSecond: 1000, raidChancePerHour: 0.5, attackSpacingMs: 0 });
  started.push(sim);
  return sim;
}

async function state(c: TestClient, now: number): Promise<PlayerState> {
  const dcl = await c.command(Z, 'dcl', { CD: 1 });
  return readState({ ...(c.pushed.gbd!.payload as object), dcl: dcl.payload }, now);
}

function attack(from: { x: number; y: number; kingdomId: number }, to: { x: number; y: number }, troops: number, LID: number): AttackRequest {
  return attackRequest(from, to, LID, [middleWave([[UNIT.SPEARMAN, troops]])]);
}

/**
 * One scripted session: look at the map, attack two baron camps with 90 % of their defence (where the
 * outcome is a draw of the seeded randomness), and let a few game hours pass.
 */
async function play(seed: number): Promise<{ state: PlayerState; targets: MapTarget[]; movements: Movement[]; reports: unknown[] }> {
  const clock = manualClock();
  const sim = await simulator(seed, clock.now);
  const c = await TestClient.ready(sim.url, Z, { name: 'twin', password: 'pw' });
  const first = await state(c, clock.now());
  const castle = first.castles.find((x) => x.kingdom === 'green')!;
  const map = await c.command(Z, 'gaa', { KID: 0, AX1: castle.x - 50, AY1: castle.y - 50, AX2: castle.x + 50, AY2: castle.y + 50 });
  const targets = readMapTargets(map.payload, clock.now());
  const picks = targets
    .filter((t) => t.areaType === AREA_TYPE.DUNGEON && npcDefence(t.level!) <= 110)
    .sort((a, b) => npcDefence(b.level!) - npcDefence(a.level!) || a.x - b.x)
    .slice(0, 2);
  expect(picks).toHaveLength(2);
  for (const [i, target] of picks.entries()) {
    const troops = Math.round(npcDefence(target.level!) * 0.9);
    expect((await c.command(Z, 'cra', attack(castle, target, troops, i))).result).toBe(RESULT.OK);
  }
  clock.advance(4 * 60_000);
  const movements = readMovements((await c.command(Z, 'gam', {})).payload, first.playerId, clock.now());
  const later = await state(c, clock.now());
  const reports = sim.world.player(Z, 'twin')!.reports.filter((r) => r.kind === 'attack');
  expect(reports).toHaveLength(2);
  c.close();
  return { state: later, targets, movements, reports };
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
    const where = (r: { targets: MapTarget[] }) => r.targets.map((t) => [t.areaType, t.level, t.x, t.y]);
    expect(where(b)).not.toEqual(where(a));
    expect([b.state.castles[0]!.x, b.state.castles[0]!.y]).not.toEqual([a.state.castles[0]!.x, a.state.castles[0]!.y]);
  });

  test('reading state often or rarely does not change outcomes', async () => {
    const run = async (peekEveryMs: number | null) => {
      const clock = manualClock();
      const sim = await simulator(99, clock.now);
      const c = await TestClient.ready(sim.url, Z, { name: 'watcher', password: 'pw' });
      for (let t = 0; t < 6 * 60_000; t += 5_000) {
        clock.advance(5_000);
        if (peekEveryMs !== null && t % peekEveryMs === 0) await c.command(Z, 'dcl', { CD: 1 });
      }
      const seen = await state(c, clock.now());
      const player = sim.world.player(Z, 'watcher')!;
      c.close();
      return { state: seen, reports: player.reports };
    };
    const often = await run(5_000);
    const never = await run(null);
    expect(never.reports.length).toBeGreaterThan(0);
    expect(never).toEqual(often);
  });
});
