/**
 * Coins from robber baron camps (rules.ts BARON_COINS_PER_LEVEL): a won fight's coins come home with the
 * army, are the player's once it is home and are told by a `gcu` push; the report's loot row names them
 * (`C1`); the way home's goods stay wood, stone and food; a lost fight brings none.
 */
import { describe, expect, test } from 'bun:test';
import { readMovements } from '@shared/game-wire/live-movements';
import type { LiveMovements } from '@shared/game-wire/live-shapes';
import { UNIT } from '@shared/game-wire/ids';
import { encodeCommand, parseReply, RESULT } from '@shared/game-wire/protocol';
import { attackRequest, middleWave } from '@shared/game-wire/attack-request';
import { defenceOf, levelFor, npcsIn } from '../map/npcs';
import { BARON_COINS_PER_LEVEL, GAME_HOUR_MS, START, realMs } from '../core/rules';
import { fileSimulator } from '../file-simulator';
import { manualClock, type TestClient } from '../test-client';

const Z = 'EmpireEx_9';
const SEED = 45;
const TIME_SCALE = 60;
const clock = manualClock();
const { login, record } = fileSimulator(Z, {
  seed: SEED,
  timeScale: TIME_SCALE,
  now: clock.now,
  maxRequestsPerSecond: 1000,
  raidChancePerHour: 0,
  attackSpacingMs: 0,
});

/** The robber baron camps near the player's main castle, weakest first. */
function baronsNear(name: string) {
  const home = record(name).castles[0]!;
  const near = npcsIn(SEED, Z, 'green', { x1: home.x - 60, y1: home.y - 60, x2: home.x + 60, y2: home.y + 60 }).filter((s) => s.kind === 'baron');
  return { home, barons: near.sort((a, b) => defenceOf(a, 0) - defenceOf(b, 0)) };
}

const attack = (home: { x: number; y: number }, to: { x: number; y: number }, troops: number) =>
  attackRequest({ ...home, kingdomId: 0 }, to, 0, [middleWave([[UNIT.SPEARMAN, troops]])]);

/** Sends `gli` and returns the coins of every `gcu` the server pushed before answering it (the catch-up runs first). */
async function pushedCoins(c: TestClient): Promise<number[]> {
  c.send(encodeCommand(Z, 'gli', {}));
  const coins: number[] = [];
  for (;;) {
    const reply = parseReply(await c.next())!;
    if (reply.command === 'gcu') coins.push((reply.payload as { C1: number }).C1);
    if (reply.command === 'gli') return coins;
  }
}

describe('coins from a robber baron camp', () => {
  test('a won fight’s coins come with the army: not the player’s on the way, added and pushed once it is home', async () => {
    const c = await login('cora');
    const { home, barons } = baronsNear('cora');
    const baron = barons[0]!;
    expect(defenceOf(baron, 0)).toBeLessThanOrEqual(START.troops);
    const coins = levelFor(baron, 0) * BARON_COINS_PER_LEVEL;
    expect((await c.command(Z, 'cra', attack(home, baron, START.troops))).result).toBe(RESULT.OK);
    const out = record('cora').movements[0]!;

    // Fought, on its way home: the coins ride with the army; the movement's goods are the resources alone.
    clock.set(out.arrivesAt);
    const gam = (await c.command(Z, 'gam', {})).payload as LiveMovements;
    expect(gam.M![0]!.G!.map(([key]) => key)).toEqual(['W', 'S', 'F']);
    const fight = record('cora').reports.find((r) => r.kind === 'attack')!;
    expect(fight.won).toBe(true);
    expect(fight.fight!.coins).toBe(coins);
    const way = record('cora').movements.find((m) => m.type === 'return')!;
    expect(way.coins).toBe(coins);
    expect(record('cora').coins).toBe(START.coins);
    // The bot's reading of the way home counts wood, stone and food, as it did.
    const [back] = readMovements(gam, record('cora').playerId, clock.now());
    expect(back!.loot).toEqual(fight.loot!);

    clock.set(way.arrivesAt);
    expect(await pushedCoins(c)).toEqual([START.coins + coins]);
    expect(record('cora').coins).toBe(START.coins + coins);
    expect(record('cora').reports.find((r) => r.kind === 'return')).toMatchObject({ coins, loot: fight.loot });
    c.close();
  });

  test('a lost fight brings no coins and pushes none', async () => {
    const c = await login('lars');
    const { home, barons } = baronsNear('lars');
    const strongest = barons.at(-1)!;
    expect((await c.command(Z, 'cra', attack(home, strongest, 2))).result).toBe(RESULT.OK);
    clock.advance(realMs(24 * GAME_HOUR_MS, TIME_SCALE));
    expect(await pushedCoins(c)).toEqual([]);
    const fight = record('lars').reports.find((r) => r.kind === 'attack')!;
    expect(fight).toMatchObject({ won: false, troopsLost: 2 });
    expect(fight.fight!.coins).toBeUndefined();
    expect(record('lars').coins).toBe(START.coins);
    c.close();
  });
});
