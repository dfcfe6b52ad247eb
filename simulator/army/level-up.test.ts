/**
 * A level reached is pushed as the live game pushes it (`glu`: the new level, the currencies and `gxp`
 * after it, EmpireCore state/manager.py:495-505): here a player's tenth won camp makes its next level
 * (simulate.ts), so a bot playing all day sizes its attacks by the waves its new level unlocks.
 */
import { expect, test } from 'bun:test';
import { UNIT } from '@shared/game-wire/ids';
import { encodeCommand, parseReply, RESULT } from '@shared/game-wire/protocol';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';
import { defenceOf, npcsIn } from '../map/npcs';
import { fileSimulator } from '../file-simulator';
import { manualClock, type TestClient } from '../test-client';

const Z = 'EmpireEx_9';
const SEED = 46;
const clock = manualClock();
const { login, record } = fileSimulator(Z, { seed: SEED, timeScale: 60, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0, attackSpacingMs: 0 });

/** Sends `gli` and returns every `glu` the server pushed before answering it (the catch-up runs first). */
async function pushedLevels(c: TestClient): Promise<unknown[]> {
  c.send(encodeCommand(Z, 'gli', {}));
  const levels: unknown[] = [];
  for (;;) {
    const reply = parseReply(await c.next())!;
    if (reply.command === 'glu') levels.push(reply.payload);
    if (reply.command === 'gli') return levels;
  }
}

test('the win that makes a level pushes glu with the new level, coins and experience; a win within a level pushes none', async () => {
  const c = await login('lena');
  const player = record('lena');
  const home = player.castles[0]!;
  const near = npcsIn(SEED, Z, 'green', { x1: home.x - 60, y1: home.y - 60, x2: home.x + 60, y2: home.y + 60 }).filter((s) => s.kind === 'baron');
  const weakest = near.sort((a, b) => defenceOf(a, 0) - defenceOf(b, 0))[0]!;
  const win = async () => {
    expect((await c.command(Z, 'cra', attackRequest({ ...home, kingdomId: 0 }, weakest, 0, [middleWave([[UNIT.SPEARMAN, 80]])]))).result).toBe(RESULT.OK);
    const out = record('lena').movements.at(-1)!;
    clock.set(out.arrivesAt);
    await pushedLevels(c);
    clock.set(record('lena').movements.find((m) => m.type === 'return')!.arrivesAt);
    return pushedLevels(c);
  };
  expect(defenceOf(weakest, 0)).toBeLessThan(80);
  player.wins = 8;
  player.level = 1;
  expect(await win()).toEqual([]);
  expect(record('lena').level).toBe(1);
  const [pushed] = await win();
  expect(record('lena').level).toBe(2);
  expect(pushed).toEqual({ L: 2, LL: 0, gcu: { C1: record('lena').coins, C2: expect.any(Number) }, gxp: { LVL: 2, XP: 10 } });
  c.close();
});
