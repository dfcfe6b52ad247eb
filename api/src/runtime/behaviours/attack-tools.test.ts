/**
 * Attacks that carry tools (issue 65): the Robber Baron Farmer reads the attack tools its castle holds
 * (`dcl`'s `AC`), sends the waves the client's auto-fill lays with them (soldiers and tools per flank, in
 * `cra`'s `T` slots), and plans each next attack from what is left, so no attack asks for a tool already
 * sent: the local game server refuses that (simulator/army/attack-army.ts) and none is refused here.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { baronFarmer } from '@shared/templates/units/baron-farmer';
import { botSpec, gameAccount, startGameBot, until, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 9, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });

/** Ladders (units.json 614, wall −10 %) and battering rams (611, gate −10 %): basic tools of the workshop. */
const LADDER = 614;
const RAM = 611;

describe('attacks with tools', () => {
  test(
    'attacks take the tools in stock into their waves, and none asks for more than is left',
    async () => {
      const s = botSpec(gameAccount(sim, 'Sapper', 'Sapper'), 'baron-farmer', { ...baronFarmer.defaults, maxAttacksPerDay: 100 });
      const player = sim.world.player(s.account.zone, s.account.username)!;
      const home = player.castles.find((c) => c.kingdom === 'green')!;
      Object.assign(home.tools, { [LADDER]: 4, [RAM]: 2 });
      const bot = startGameBot(sessions, s);
      try {
        await until('four attacks', () => player.reports.filter((r) => r.kind === 'attack').length >= 4, bot.lines);
        // Tools left the stock (only an attack takes them), and never more than it held: the game refuses that (88).
        const used = { ladders: 4 - (home.tools[LADDER] ?? 0), rams: 2 - (home.tools[RAM] ?? 0) };
        expect(used.ladders + used.rams).toBeGreaterThan(0);
        expect(used.ladders).toBeLessThanOrEqual(4);
        expect(used.rams).toBeLessThanOrEqual(2);
        expect(bot.lines.filter((l) => /refused|too many units/i.test(l))).toEqual([]);
        // Every fight was won, the tools' attacks too.
        expect(player.reports.filter((r) => r.kind === 'attack').every((r) => r.won)).toBe(true);
      } finally {
        await bot.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});
