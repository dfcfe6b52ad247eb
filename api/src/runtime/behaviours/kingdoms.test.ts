/**
 * Robber barons and fortresses in the outer kingdoms against the real game server: the castle there starts
 * without soldiers, so the bot brings them from the main castle (`kut`), waits for them, then attacks from
 * that castle. Checked in the game's own state: the soldiers moved, and the victories are on camps of the
 * kingdom and kind the template plays.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { npcById } from '../../../../simulator/map/npcs';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { UNIT, type Kingdom } from '@shared/game-wire/ids';
import { botSpec, gameAccount, startGameBot, until, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 9, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });

const spec = (templateId: string, settings: Record<string, string | number>, username?: string) =>
  botSpec(gameAccount(sim, 'Kd', username), templateId, { keepAtHome: 0, maxAttacksPerDay: 100, ...settings });

const NAMES: Record<string, string> = { sands: 'Burning Sands', ice: 'Everwinter Glacier', fire: 'Fire Peaks' };

describe('outer kingdoms: soldiers brought from the main castle, then attacks from the castle there', () => {
  const cases: Array<{ template: string; kingdom: Kingdom; kind: 'baron' | 'fortress'; name?: string; settings: Record<string, string | number> }> = [
    // The outer kingdoms' camps take hundreds of spearmen on a flank (the game's tables): a level-61 player's
    // four waves hold them, for some camps only. Each player is named so that its castle there has several
    // such camps within reach (the world follows the seed and the name).
    {
      template: 'baron-farmer',
      kingdom: 'sands',
      kind: 'baron',
      name: 'Kdsands3',
      settings: { kingdom: 'sands', minLevel: 35, maxLevel: 60, troopsPerAttack: 1500, useSkips: 'none', bringTroops: 3000 },
    },
    {
      template: 'baron-farmer',
      kingdom: 'ice',
      kind: 'baron',
      name: 'Kdice2',
      settings: { kingdom: 'ice', minLevel: 20, maxLevel: 60, troopsPerAttack: 1500, useSkips: 'none', bringTroops: 3000 },
    },
    {
      template: 'baron-farmer',
      kingdom: 'fire',
      kind: 'baron',
      name: 'Kdfire20',
      settings: { kingdom: 'fire', minLevel: 45, maxLevel: 70, troopsPerAttack: 1500, useSkips: 'none', bringTroops: 3000 },
    },
    { template: 'fortresses', kingdom: 'sands', kind: 'fortress', settings: { kingdom: 'sands', troopsPerAttack: 250, bringTroops: 600 } },
    { template: 'fortresses', kingdom: 'ice', kind: 'fortress', settings: { kingdom: 'ice', troopsPerAttack: 250, bringTroops: 600 } },
    { template: 'fortresses', kingdom: 'fire', kind: 'fortress', settings: { kingdom: 'fire', troopsPerAttack: 250, bringTroops: 600 } },
  ];

  test.each(cases)(
    '$template in $kingdom',
    async ({ template, kingdom, kind, name, settings }) => {
      const s = spec(template, settings, name);
      const player = () => sim.world.player(s.account.zone, s.account.username)!;
      const main = player().castles.find((c) => c.kingdom === 'green')!;
      const outer = player().castles.find((c) => c.kingdom === kingdom)!;
      const bring = Number(settings.bringTroops);
      main.troops = bring + 400;
      // Soldiers eat (units.json foodSupply, issue 65): each castle makes the food of the soldiers it holds here, as a
      // castle that keeps thousands does, so none desert from a new castle's farm while the test runs (3,400 ate it in seconds).
      const eats = unitUpkeep(UNIT.SPEARMAN)!.foodPerHour;
      main.baseProduction = { ...main.baseProduction, food: main.troops * eats };
      outer.baseProduction = { ...outer.baseProduction, food: bring * eats };
      Object.assign(player(), { wins: 600, level: 61 });
      expect(outer.troops).toBe(0);

      const bot = startGameBot(sessions, s);
      const lines = bot.lines;
      try {
        // Soldiers are a count, written as English writes numbers ("1,500").
        const brought = bring.toLocaleString('en');
        await until('the transfer', () => lines.some((l) => l.startsWith(`Sent ${brought} soldiers`)), lines);
        // The game moved them: gone from the main castle at once, in the kingdom's castle once they arrive.
        expect(main.troops).toBe(400);
        const where = `${outer.name} (${NAMES[kingdom]})`;
        expect(lines).toContainEqual(
          expect.stringMatching(new RegExp(`^Sent ${brought} soldiers from ${main.name} to ${where.replace(/[()]/g, '\\$&')}; they arrive in `)),
        );
        await until('two victories', () => Object.keys(player().victories).length >= 2, lines);
        const won = Object.keys(player().victories).map((id) => npcById(sim.world.seed, s.account.zone, Number(id))!);
        expect(new Set(won.map((site) => `${site.kind} in ${site.kingdom}`))).toEqual(new Set([`${kind} in ${kingdom}`]));
        expect(lines.some((l) => l.startsWith(`Attacking the ${kind === 'baron' ? 'robber baron castle' : 'fortress'} (level `))).toBe(true);
        // One transfer was enough for the attacks so far; the main castle kept the rest.
        expect(
          lines.filter((l) => l.startsWith('Sent ')),
          lines.join('\n'),
        ).toHaveLength(1);
        expect(main.troops).toBe(400);
      } finally {
        await bot.stop();
      }
    },
    40_000,
  );

  test(
    'with nothing to bring (0, the default) the bot says it cannot go on and what to do, once to the card, and no soldier leaves the main castle',
    async () => {
      const s = spec('baron-farmer', { kingdom: 'sands', minLevel: 35, maxLevel: 60, troopsPerAttack: 100, useSkips: 'none', bringTroops: 0 });
      const bot = startGameBot(sessions, s);
      const lines = bot.lines;
      const stall = `Cannot go on: no robber baron castle within 50 fields of ${s.account.username}'s desert keep can be beaten with 0 soldiers. No setting of this bot lets an attack go: each robber baron castle in reach takes more soldiers than the waves of your level hold.`;
      try {
        await until('the stall line', () => lines.includes(stall), lines);
        expect(bot.stalls.at(-1)).toBe(stall);
        expect(bot.stalls.filter((x) => x === stall)).toHaveLength(1);
        expect(sim.world.player(s.account.zone, s.account.username)!.castles.find((c) => c.kingdom === 'green')!.troops).toBe(200);
      } finally {
        await bot.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});
