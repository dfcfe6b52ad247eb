/**
 * Every attack accounted for (issue 64): an attack no bot saw end gets its result, loot and losses from the
 * game's own battle report, read by the account's next login or next step (unseen-attacks.ts), and the
 * timeline and Analytics count it once. Played against the local game server, whose battle reports are
 * the mailbox's (simulator/army/battle-logs.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { zoneOf } from '@shared/game';
import { lootOf } from '@shared/outcomes';
import type { TimelineEntry } from '@shared/timeline';
import { startSimulator } from '../../../simulator/server';
import { action, botPlatform, consoleText, playerWithBot, waitForConsole, waitForState, type TestPlatform } from '../../test/bots';
import { call, waitFor } from '../../test/helpers';
import type { GameClient } from './game/client';
import { UnseenAttacks } from './unseen-attacks';

let p: TestPlatform;
beforeAll(async () => {
  // Ten game minutes pass in a real second: a trip to a camp near the castle takes 1-3 s there and back.
  p = await botPlatform({}, await startSimulator({ port: 0, seed: 23, timeScale: 600, raidChancePerHour: 0 }));
});
afterAll(async () => {
  await p.close();
  await p.sim.stop();
}, 30_000);

type Player = Awaited<ReturnType<typeof playerWithBot>>;
const rowsOf = async (pl: Player) =>
  ((await call(p.app, 'GET', `/api/analytics/timeline?botId=${pl.botId}`, { token: pl.token })).body as { entries: TimelineEntry[] }).entries;
const totalsOf = async (pl: Player) => (await call(p.app, 'GET', `/api/analytics?range=24h&botId=${pl.botId}`, { token: pl.token })).body.totals;

/** When the last army the game has out for the player is home, by the game's own times (the world moves on while nobody is logged in). */
function armiesHomeAt(username: string): number {
  const player = p.sim.world.player(zoneOf('INT1'), username)!;
  const ends = player.movements.map((m) => (m.type === 'attack' ? 2 * m.arrivesAt - (m.departedAt ?? m.arrivesAt) : m.arrivesAt));
  return Math.max(0, ...ends);
}

/** The rows and the figures agree to the unit: one row per attack, its result, loot and losses counted once. */
async function expectFiguresOfRows(pl: Player): Promise<TimelineEntry[]> {
  let seen = '';
  return waitFor(
    'the figures to count the rows',
    async () => {
      const [rows, totals] = await Promise.all([rowsOf(pl), totalsOf(pl)]);
      seen = `rows ${JSON.stringify(rows.map((r) => [r.result, lootOf(r.loot), r.lost]))}, totals ${JSON.stringify(totals)}`;
      const agree =
        rows.length === (totals.attacksSent ?? 0) &&
        rows.filter((r) => r.result === 'won').length === (totals.attacksWon ?? 0) &&
        rows.filter((r) => r.result === 'lost' || r.result === 'empty').length === (totals.attacksLost ?? 0) &&
        rows.reduce((sum, r) => sum + lootOf(r.loot), 0) === lootOf(totals) &&
        rows.reduce((sum, r) => sum + r.lost, 0) === (totals.troopsLost ?? 0);
      return agree ? rows : null;
    },
    10_000,
    100,
  ).catch((err: Error) => {
    throw new Error(`${err.message}: ${seen}`);
  });
}

describe('attacks no bot saw end', () => {
  test('a bot stopped with armies out and started again: their results come from the battle reports, counted once, and a second start counts nothing', async () => {
    // Steps 6-18 s apart (the pacing is scaled by 0.01): stopped right after its second attack leaves, the bot has not looked since.
    const settings = { troopsPerAttack: 60, maxLevel: 10, maxAttacksPerDay: 2, minDelaySeconds: 600, maxDelaySeconds: 1800 };
    const pl = await playerWithBot(p, 'baron-farmer', settings);
    expect((await action(p, pl.token, pl.botId, 'start')).status).toBe(200);
    await waitFor('the second attack sent', async () => ((await consoleText(p, pl.botId)).match(/Attacking the /g) ?? []).length >= 2, 90_000, 50);
    await action(p, pl.token, pl.botId, 'stop');
    await waitForState(pl.botId, 'offline');
    const before = await waitFor('both launches on the timeline', async () => ((await rowsOf(pl)).length === 2 ? rowsOf(pl) : null), 10_000, 100);
    // The second army left just before the stop, and no look of the bot saw what became of it.
    expect(before.some((r) => r.result === 'away')).toBe(true);
    const homeAt = armiesHomeAt(pl.username);
    await waitFor('the armies home in the game', () => Date.now() > homeAt + 500, 60_000, 200);

    expect((await action(p, pl.token, pl.botId, 'start')).status).toBe(200);
    const after = await waitFor(
      'every attack ended',
      async () => {
        const rows = await rowsOf(pl);
        return rows.every((r) => r.result !== 'away') ? rows : null;
      },
      30_000,
      100,
    );
    expect(after.map((r) => r.result).filter((r) => r === 'unknown' || r === 'away')).toEqual([]);
    const read = after.filter((r) => r.source === 'report');
    expect(read.length).toBeGreaterThanOrEqual(1);
    // Home when the army was, by the report's fight and the way back: not when the report was read, after the start.
    for (const r of read) expect([r.endedAt! > r.sentAt, r.endedAt! <= homeAt + 2000]).toEqual([true, true]);
    expect(await consoleText(p, pl.botId)).toMatch(/Battle report: the attack on the robber baron (castle|camp)/);
    await action(p, pl.token, pl.botId, 'stop');
    await waitForState(pl.botId, 'offline');
    const counted = await expectFiguresOfRows(pl);
    const totals = await totalsOf(pl);

    // Started once more: no attack is open, nothing is read again, and no figure moves.
    const steps = async () => (await consoleText(p, pl.botId)).split('Daily attack limit of 2 reached').length;
    const stepsBefore = await steps();
    expect((await action(p, pl.token, pl.botId, 'start')).status).toBe(200);
    await waitFor('a step after the login', async () => (await steps()) > stepsBefore, 30_000, 100);
    await action(p, pl.token, pl.botId, 'stop');
    await waitForState(pl.botId, 'offline');
    expect(await rowsOf(pl)).toEqual(counted);
    expect(await totalsOf(pl)).toEqual(totals);
  }, 150_000);

  test('trips that end between two looks of a slow bot get their results from the battle reports, not "unknown"', async () => {
    // Steps 6-18 s apart (the pacing is scaled by 0.01), trips of 1-3 s there and back: each ends between two looks, as while stalled.
    const pl = await playerWithBot(p, 'baron-farmer', { troopsPerAttack: 60, maxLevel: 10, maxAttacksPerDay: 2, minDelaySeconds: 600, maxDelaySeconds: 1800 });
    expect((await action(p, pl.token, pl.botId, 'start')).status).toBe(200);
    await waitForConsole(p, pl.botId, 'Daily attack limit of 2 reached', 60_000);
    const homeAt = armiesHomeAt(pl.username);
    const rows = await waitFor(
      'every attack ended',
      async () => {
        const all = await rowsOf(pl);
        return all.length === 2 && all.every((r) => r.result !== 'away') ? all : null;
      },
      Math.max(0, homeAt - Date.now()) + 30_000,
      100,
    );
    expect(rows.filter((r) => r.result === 'unknown')).toEqual([]);
    expect(rows.filter((r) => r.source === 'report').length).toBeGreaterThanOrEqual(1);
    await action(p, pl.token, pl.botId, 'stop');
    await waitForState(pl.botId, 'offline');
    await expectFiguresOfRows(pl);
  }, 150_000);
});

describe("the session's book of unseen attacks", () => {
  const target = { kingdomId: 0, x: 40, y: 50, name: 'camp' };
  const now = 1_000_000_000;
  /** A mailbox row of a battle report fought `secondsAgo` in `kingdom` (EmpireCore mailbox.py: `meta#kingdom+owner+name`). */
  const row = (id: number, kingdom: number, secondsAgo: number) => [id, 6, `2+2+0#${kingdom}+-1+`, 'robber baron', -1, secondsAgo, 0, 0, 0];
  /** A client whose `bls` answers the short logs given, and counts what it was asked. */
  function client(logs: Record<number, object>) {
    const asked: number[] = [];
    const send = async (command: string, payload: { MID: number }) => {
      if (command !== 'bls') throw new Error(`unexpected ${command}`);
      asked.push(payload.MID);
      return logs[payload.MID];
    };
    return { asked, client: { known: { gpi: { PID: 5 } }, send } as unknown as GameClient };
  }
  const book = (mailbox: unknown[]) => {
    const unseen = new UnseenAttacks({ paceScale: 0, now: () => now, random: () => 0 });
    unseen.connected();
    unseen.heard({ command: 'gbd', result: 0, payload: { sne: { MSG: mailbox } } } as never);
    unseen.handOver([{ botId: 'bot-a', id: 'a1', target, soldiers: 60, sentAt: now - 600_000, arrivesAt: now - 300_000 }]);
    return unseen;
  };
  const signal = new AbortController().signal;

  test("the attack's report is opened once, and its result, loot and losses end it; a second look reads nothing", async () => {
    const unseen = book([row(8, 1, 300), row(9, 0, 299)]);
    const short = {
      MID: 9,
      LID: 9,
      MT: 6,
      DW: 0,
      AI: { X: 40, Y: 50, K: 0 },
      PBI: [
        [
          5,
          0,
          60,
          -12,
          [
            ['W', 30],
            ['F', 7],
          ],
          0,
          0,
        ],
      ],
      PS: 299,
    };
    const game = client({ 9: short });
    const ends = await unseen.settle(game.client, signal);
    // Only the report listed in the attack's kingdom near its arrival is opened.
    expect(game.asked).toEqual([9]);
    expect(ends.map((e) => [e.botId, e.attack])).toEqual([
      // Home a way back as long as the way out after the fight (fought 299 s ago, 301 s after it left): now.
      ['bot-a', { phase: 'ended', id: 'a1', result: 'won', loot: { wood: 30, stone: 0, food: 7 }, lost: 12, source: 'report', endedAt: now }],
    ]);
    expect(ends[0]!.outcome).toEqual({ kind: 'attack-home', loot: { wood: 30, stone: 0, food: 7 }, soldiersSent: 60, soldiersHome: 48, won: true });
    expect(await unseen.settle(game.client, signal)).toEqual([]);
    expect(game.asked).toEqual([9]);
  });

  test('a report the mailbox no longer holds ends the attack unknown, saying so, without opening anything', async () => {
    const game = client({});
    const ends = await book([row(8, 1, 300)]).settle(game.client, signal);
    expect(game.asked).toEqual([]);
    expect(ends.map((e) => [e.attack.result, e.attack.source, e.line.text])).toEqual([
      ['unknown', 'noReport', 'The attack on the camp ended while no bot watched, and the game kept no battle report of it: its result is not known.'],
    ]);
  });

  test('a backlog is read five reports a step, so the bot plays between them', async () => {
    const unseen = new UnseenAttacks({ paceScale: 0, now: () => now, random: () => 0 });
    unseen.connected();
    // Seven attacks on seven camps, a minute and more apart, each with its report in the mailbox.
    const camps = Array.from({ length: 7 }, (_, i) => ({ ...target, x: 40 + i }));
    unseen.heard({ command: 'gbd', result: 0, payload: { sne: { MSG: camps.map((_, i) => row(20 + i, 0, 1000 - i * 100)) } } } as never);
    unseen.handOver(
      camps.map((c, i) => ({ botId: 'bot-a', id: `a${i}`, target: c, soldiers: 60, sentAt: now - 2_000_000, arrivesAt: now - (1000 - i * 100) * 1000 })),
    );
    const logs = Object.fromEntries(
      camps.map((c, i) => [20 + i, { MID: 20 + i, DW: 1, AI: { X: c.x, Y: c.y, K: 0 }, PBI: [[5, 0, 60, -60, [], 0, 0]], PS: 1 }]),
    );
    const game = client(logs);
    expect((await unseen.settle(game.client, signal)).map((e) => e.attack.id)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(game.asked).toHaveLength(5);
    expect((await unseen.settle(game.client, signal)).map((e) => [e.attack.id, e.attack.result])).toEqual([
      ['a5', 'lost'],
      ['a6', 'lost'],
    ]);
  });

  test("a bot's trip gone between two looks hears its report's result, once, so its loop can stop trying a camp that beat it", async () => {
    const unseen = new UnseenAttacks({ paceScale: 0, now: () => now, random: () => 0 });
    unseen.connected();
    unseen.heard({ command: 'gbd', result: 0, payload: { sne: { MSG: [row(9, 0, 299)] } } } as never);
    unseen.noted('bot-a', { phase: 'sent', id: 'a1', target: { ...target, id: '0:40:50', kind: 'baron', level: 3 }, soldiers: 60, arrivesAt: now - 299_000 });
    const results: string[] = [];
    unseen.unseen('bot-a', 'a1', (result) => void results.push(result));
    const lost = { MID: 9, DW: 1, AI: { X: 40, Y: 50, K: 0 }, PBI: [[5, 0, 60, -60, [], 0, 0]], PS: 299 };
    expect((await unseen.settle(client({ 9: lost }).client, signal)).map((e) => e.line.text)).toEqual([
      'Battle report: the attack on the camp was lost; lost 60 soldiers.',
    ]);
    expect(results).toEqual(['lost']);
    expect(await unseen.settle(client({ 9: lost }).client, signal)).toEqual([]);
    expect(results).toEqual(['lost']);
  });

  test('an attack a bot of the session watches is not read, nor one whose fight is still ahead', async () => {
    const unseen = book([]);
    unseen.noted('bot-a', { phase: 'sent', id: 'a1', target: { ...target, id: '0:40:50', kind: 'baron', level: 3 }, soldiers: 60, arrivesAt: now + 60_000 });
    expect(await unseen.settle(client({}).client, signal)).toEqual([]);
    // Its bot left with it out: once its fight is past, its report is looked for.
    unseen.left('bot-a');
    expect(await unseen.settle(client({}).client, signal)).toEqual([]);
  });
});
