/**
 * The army's upkeep against the local game server (issue 65): a farmer heals its wounded and recruits what its losses took, within
 * its share of the coins and never past what its castle's food keeps, each said with the budget; and a new player's first bot on the
 * template's defaults plays a whole game day without stalling.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { castleDetail } from '../../../../simulator/map/live-views';
import { baronFarmer } from '@shared/templates/units/baron-farmer';
import { botSpec, gameAccount, startGameBot, until, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });
afterAll(() => sessions.closeAll());
const defaults = baronFarmer.defaults as Record<string, string | number>;
const n = (x: number) => x.toLocaleString('en-US');

async function world(timeScale: number) {
  return startSimulator({ port: 0, seed: 9, timeScale, raidChancePerHour: 0, attackSpacingMs: 0 });
}

describe('the army kept up between attacks', () => {
  test(
    'the wounded healed first, then what the losses took recruited, up to the budget: each said with it, the coins spent as said',
    async () => {
      const sim = await world(3600);
      // 150 at home and 20 wounded of the 200 the player keeps up: 30 lost for good.
      const s = botSpec(gameAccount(sim, 'Healer', 'Healer'), 'baron-farmer', { ...defaults, armyToKeep: 200, maxAttacksPerDay: 1 });
      const player = sim.world.player(s.account.zone, s.account.username)!;
      const home = player.castles.find((c) => c.kingdom === 'green')!;
      home.troops = 150;
      home.wounded = 20;
      const coins = player.coins;
      const bot = startGameBot(sessions, s);
      try {
        await until('the recruits', () => bot.lines.some((l) => l.startsWith('Recruited')), bot.lines);
        // Half the coins: the 20 wounded heal for 6 each, the rest of the budget buys spearmen at 30.
        const budget = Math.floor(coins / 2);
        const recruits = Math.floor((budget - 20 * 6) / 30);
        const said = `(upkeep budget ${n(budget)} of ${n(coins)} coins).`;
        expect(bot.lines).toContain(`Healed 20 soldiers in the military hospital of ${home.name} for 120 coins ${said}`);
        expect(bot.lines).toContain(`Recruited ${recruits} spearmen in ${home.name} for ${n(recruits * 30)} coins ${said}`);
        // The rest waits for coins, said once.
        const short = `The upkeep budget (${n(budget)} of ${n(coins)} coins) leaves ${30 - recruits} soldiers lost in ${home.name} unrecruited;`;
        expect(bot.lines.filter((l) => l.startsWith(short))).toHaveLength(1);
        expect(player.coins).toBe(coins - 120 - recruits * 30);
        expect(home.wounded ?? 0).toBe(0);
        // Healed before recruited, and neither twice: the healing counts while it lasts.
        expect(bot.lines.findIndex((l) => l.startsWith('Healed'))).toBeLessThan(bot.lines.findIndex((l) => l.startsWith('Recruited')));
        expect(bot.lines.filter((l) => l.startsWith('Healed') || l.startsWith('Recruited'))).toHaveLength(2);
      } finally {
        await bot.stop();
        sim.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );

  test(
    "never past what the castle's food keeps: the recruits stop there, said once, and production still feeds the army",
    async () => {
      const sim = await world(3600);
      const s = botSpec(gameAccount(sim, 'Hungry', 'Hungry'), 'baron-farmer', { ...defaults, armyToKeep: 200, upkeepCoins: 100, maxAttacksPerDay: 1 });
      const player = sim.world.player(s.account.zone, s.account.username)!;
      const home = player.castles.find((c) => c.kingdom === 'green')!;
      home.troops = 150;
      // The castle makes 10 food an hour beyond what its 150 spearmen eat (2 each): room for 5 more.
      const eaten = () => (castleDetail(player, home, sim.world.now()).gpa!.DFC ?? 0) / 10;
      const made = () => (castleDetail(player, home, sim.world.now()).gpa!.DF ?? 0) / 10;
      home.baseProduction.food += eaten() + 10 - made();
      const bot = startGameBot(sessions, s);
      try {
        await until('the recruits', () => bot.lines.some((l) => l.startsWith('Recruited')), bot.lines);
        expect(bot.lines.find((l) => l.startsWith('Recruited'))).toStartWith(`Recruited 5 spearmen in ${home.name} for 150 coins`);
        expect(bot.lines).toContain(
          `Recruiting stops at what the food of ${home.name} keeps: 45 soldiers lost are not replaced (food production less food consumption: 10 an hour).`,
        );
        expect(made() - eaten()).toBeGreaterThanOrEqual(0);
      } finally {
        await bot.stop();
        sim.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});

describe("a new player's first bot", () => {
  const DAY_MS = 24 * 3_600_000;
  test("on the Robber Baron Farmer's defaults it plays a whole game day without stalling, its army kept up", async () => {
    // A game day in 24 real seconds.
    const timeScale = 3600;
    const sim = await world(timeScale);
    const s = botSpec(gameAccount(sim, 'FirstDay', 'FirstDay'), 'baron-farmer', defaults);
    const player = sim.world.player(s.account.zone, s.account.username)!;
    const home = player.castles.find((c) => c.kingdom === 'green')!;
    // At home, wounded, being healed and out.
    const healing = () => (home.healing ?? []).reduce((sum, job) => sum + job.amount, 0);
    const out = () => player.movements.filter((m) => m.castleId === home.id).reduce((sum, m) => sum + m.troops, 0);
    const army = () => home.troops + (home.wounded ?? 0) + healing() + out();
    const start = { at: Date.now(), army: army() };
    const bot = startGameBot(sessions, s);
    try {
      await until('a game day', () => (Date.now() - start.at) * timeScale >= DAY_MS, bot.lines, DAY_MS / timeScale + 10_000);
      const attacks = player.reports.filter((r) => r.kind === 'attack');
      expect(bot.stalls.filter((x) => x !== null)).toEqual([]);
      expect(attacks.length).toBeGreaterThan(10);
      // What the wins cost came back: healed or recruited.
      expect(bot.lines.some((l) => l.startsWith('Healed') || l.startsWith('Recruited'))).toBe(true);
      // 190 of 200 here; 141 with upkeep off (upkeepCoins 0, healWounded no) in this same world and day.
      expect(army()).toBeGreaterThanOrEqual(Math.floor(start.army * 0.85));
    } finally {
      await bot.stop();
      sim.stop();
    }
  }, 40_000);
});
