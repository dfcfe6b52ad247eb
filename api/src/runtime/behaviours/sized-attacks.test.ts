/**
 * The Robber Baron Farmer against the local game server, whose camps fight with the game's own defenders:
 * it sends nothing at a camp it cannot beat and says why; a lost attack is a loss in its console and in
 * the outcome Analytics sums; a bot that cannot go on says so, once to the bell, with what to do; and a
 * new account's first bot wins on the template's defaults.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { baronFarmer } from '@shared/templates/units/baron-farmer';
import { tallyOf } from '@shared/outcomes';
import { botSpec, gameAccount, startGameBot, until, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 9, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });
const defaults = baronFarmer.defaults as Record<string, string | number>;
// Players by fixed names: the world around a castle follows the seed and the name, so each test meets the same camps.
const farmer = (name: string, settings: Record<string, string | number> = {}) =>
  botSpec(gameAccount(sim, name, name), 'baron-farmer', { ...defaults, maxAttacksPerDay: 100, ...settings });
const playerOf = (s: ReturnType<typeof farmer>) => sim.world.player(s.account.zone, s.account.username)!;

describe('robber baron attacks sized from the camp', () => {
  test(
    "a new account's first bot wins its attacks on the template's defaults, and loses none",
    async () => {
      const s = farmer('DayOneFarmer');
      const bot = startGameBot(sessions, s);
      try {
        await until('three fights', () => playerOf(s).reports.filter((r) => r.kind === 'attack').length >= 3, bot.lines);
        const fights = playerOf(s).reports.filter((r) => r.kind === 'attack');
        expect(fights.every((r) => r.won)).toBe(true);
        expect(bot.stalls.filter((x) => x !== null)).toEqual([]);
      } finally {
        await bot.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );

  test(
    'with only camps it cannot beat, it sends nothing, says why, and says it cannot go on, once to the card',
    async () => {
      // Twenty spearmen against camps of levels 15 to 40: each takes more (or more than one wave holds).
      const s = farmer('WeakFarmer', { minLevel: 15, maxLevel: 40, troopsPerAttack: 20 });
      playerOf(s).castles.find((c) => c.kingdom === 'green')!.troops = 20;
      const bot = startGameBot(sessions, s);
      try {
        await until('the stall', () => bot.stalls.some((x) => x?.startsWith('Cannot go on: ')), bot.lines);
        expect(
          bot.lines.some((l) =>
            /^Skipping the robber baron castle \(level \d+\) at \d+:\d+: beating it takes (\d+ soldiers, 20 can go|more soldiers than the waves of your level hold)\.$/.test(
              l,
            ),
          ),
        ).toBe(true);
        const stall = bot.stalls.at(-1)!;
        // What to do comes with it, computed (stalls.test.ts applies each advice).
        expect(stall).toMatch(/can be beaten with 20 soldiers\. (Turn on|Raise|Lower|No setting of this bot)/);
        expect(bot.lines).toContain(stall);
        // Told to the card once; the API keeps one bell item of it (notifications/stall-items.ts).
        expect(bot.stalls.filter((x) => x === stall)).toHaveLength(1);
        expect(bot.lines.filter((l) => l.startsWith('Attacking'))).toEqual([]);
        expect(playerOf(s).movements).toEqual([]);
        expect(playerOf(s).castles.find((c) => c.kingdom === 'green')!.troops).toBe(20);
      } finally {
        await bot.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );

  test(
    'with an army to keep up, a castle without soldiers recruits what its upkeep budget pays for, then attacks',
    async () => {
      const s = farmer('RecruitingFarmer', { armyToKeep: 60, upkeepCoins: 100 });
      const home = playerOf(s).castles.find((c) => c.kingdom === 'green')!;
      home.troops = 0;
      const coins = playerOf(s).coins;
      const bot = startGameBot(sessions, s);
      try {
        await until('an attack', () => bot.lines.some((l) => l.startsWith('Attacking the robber baron castle')), bot.lines);
        // Sixty wanted, as many as the whole budget pays for at the game's price of 30 coins a spearman.
        const recruited = Math.min(60, Math.floor(coins / 30));
        const budget = coins.toLocaleString('en-US');
        expect(bot.lines).toContain(
          `Recruited ${recruited} spearmen in ${home.name} for ${(recruited * 30).toLocaleString('en-US')} coins (upkeep budget ${budget} of ${budget} coins).`,
        );
        expect(bot.lines.findIndex((l) => l.startsWith('Recruited'))).toBeLessThan(bot.lines.findIndex((l) => l.startsWith('Attacking')));
        expect(bot.stalls.filter((x) => x !== null)).toEqual([]);
      } finally {
        await bot.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );

  test(
    'an attack lost is a loss: in the console, in the outcome Analytics sums and in the game',
    async () => {
      // About two real seconds each way: time to make the camp stronger while the army is on its way.
      const slow = await startSimulator({ port: 0, seed: 9, timeScale: 600, raidChancePerHour: 0, attackSpacingMs: 0 });
      const s = botSpec(gameAccount(slow, 'LostFarmer', 'LostFarmer'), 'baron-farmer', { ...defaults, maxAttacksPerDay: 1 });
      const playerOf = () => slow.world.player(s.account.zone, s.account.username)!;
      const bot = startGameBot(sessions, s);
      try {
        await until('the attack', () => playerOf().movements.some((m) => m.type === 'attack'), bot.lines);
        // The camp grows far stronger before the army arrives (300 more victories: the game's later row).
        const army = playerOf().movements.find((m) => m.type === 'attack')!;
        playerOf().victories[army.targetId!] = (playerOf().victories[army.targetId!] ?? 0) + 300;
        // No army comes home: the trip is said home, and its end is the game's battle report's (never a guess from timing).
        const report = 'Battle report: the attack on the robber baron castle';
        await until('the loss', () => bot.lines.some((l) => l.startsWith(report)), bot.lines);
        const line = bot.lines.find((l) => l.startsWith(report))!;
        expect(line).toMatch(new RegExp(` was lost; lost ${army.troops} soldiers\\.$`));
        expect(bot.lines.findIndex((l) => /^Army home from the robber baron castle/.test(l))).toBeLessThan(bot.lines.indexOf(line));
        const outcome = bot.outcomes.find((o) => o.kind === 'attack-home')!;
        expect(outcome).toEqual({ kind: 'attack-home', loot: { wood: 0, stone: 0, food: 0 }, soldiersSent: army.troops, soldiersHome: 0, won: false });
        expect(tallyOf(outcome)).toEqual({ wood: 0, stone: 0, food: 0, attacksLost: 1, troopsLost: army.troops });
        expect(playerOf().reports.find((r) => r.kind === 'attack')).toMatchObject({ won: false, troopsLost: army.troops });
      } finally {
        await bot.stop();
        slow.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});

describe('targets no table of ours describes', () => {
  test(
    'after an attack lost on a sea fort, no fort as strong is attacked with as few again: the bot says it cannot go on and what to do',
    async () => {
      // About two real seconds each way, so the army's way home is seen.
      const slow = await startSimulator({ port: 0, seed: 9, timeScale: 600, raidChancePerHour: 0, attackSpacingMs: 0 });
      const s = botSpec(gameAccount(slow, 'FortsPlayer', 'FortsPlayer'), 'storm-sea-forts', {
        maxLevel: 80,
        troopsPerAttack: 100,
        keepAtHome: 0,
        useSkips: 'none',
        sendResources: 'no',
        cargoLevel: 0,
      });
      // Soldiers to spare: what stops the bot is the forts' strength, not its army.
      slow.world.player(s.account.zone, s.account.username)!.castles.find((c) => c.kingdom === 'storm')!.troops = 1000;
      const bot = startGameBot(sessions, s);
      try {
        // The simulator's forts are worth 150 soldiers and more (level 40 and up): 100 lose.
        await until('the stall', () => bot.stalls.some((x) => x !== null), bot.lines, 30_000);
        // Lost on a fort, then on weaker ones if any, until none of the lowest level lost to is left.
        const fights = slow.world.player(s.account.zone, s.account.username)!.reports.filter((r) => r.kind === 'attack');
        expect(fights.length).toBeGreaterThanOrEqual(1);
        expect(fights.every((f) => !f.won)).toBe(true);
        expect(bot.lines.some((l) => /^Army home with \d+ soldiers and no loot: lost \d+ soldiers\.$/.test(l))).toBe(true);
        expect(bot.stalls.at(-1)).toMatch(
          /^Cannot go on: no storm fort within 50 fields of .+ can be beaten with 100 soldiers\. Raise Soldiers per attack above 100: an attack with that many was lost\.$/,
        );
      } finally {
        await bot.stop();
        slow.stop();
      }
    },
    GAME_BOT_TEST_MS + 15_000,
  );
});
