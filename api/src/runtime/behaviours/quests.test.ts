/**
 * Quests against the real game server: donations from the main castle while it keeps the reserve, the
 * generals inn visit, what is left to the player said once, and the finished quests. Checked in the game.
 */
import { afterAll, expect, test } from 'bun:test';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { UNIT } from '@shared/game-wire/ids';
import { startSimulator } from '../../../../simulator/server';
import { botSpec, gameAccount, lineInGerman, readIn, startGameBot, until } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 33, raidChancePerHour: 0, maxRequestsPerSecond: 200 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.001, client: { minIntervalMs: 20 } });

test('donates what the castle can spare, reports the inn visit, says what waits, and finishes quests in the game', async () => {
  const account = gameAccount(sim, 'Quest');
  const player = () => sim.world.player(account.zone, account.username)!;
  const main = player().castles[0]!;
  // Nothing is made but the food the soldiers eat (units.json foodSupply), so only the donations move the stock.
  main.baseProduction = { wood: 0, stone: 0, food: main.troops * unitUpkeep(UNIT.SPEARMAN)!.foodPerHour };
  main.resources = { wood: 100, stone: 700, food: 1_000 };
  player().coins = 1_000;
  player().currencies = { KM: 5_000 };
  // The game's table: 95 asks 400 food; 311 400 coins and 500 stone; 53271 a visit to the generals inn
  // (target 1); 34 battles; 60011 14,900 coins, 500 khan medals and a khan camp.
  sim.world.setQuests(account.zone, account.username, [{ id: 34 }, { id: 95 }, { id: 311 }, { id: 53271 }, { id: 60011 }]);
  const bot = startGameBot(sessions, botSpec(account, 'quests', { keepResources: 300 }, 'Quests'), 0.001);
  const lines = bot.lines;
  const finished = (id: number) => lines.some((l) => l.startsWith(`The game finished quest ${id} `));
  try {
    await until('the first round', () => finished(95) && finished(53271) && lines.some((l) => l.startsWith('Quest 60011 waits')), lines);
    expect(lines).toContain('Quest 34 (count battles) is counted by the game from your play; this bot cannot do it for you.');
    expect(lines).toContain(`Quest 95: donated 400 food from ${main.name}.`);
    expect(lines).toContain('Quest 53271: reported the visit to the Generals’ inn the quest asks for.');
    expect(lines).toContain('Quest 311: donated 400 coins from ' + main.name + '.');
    expect(lines).toContain(`Quest 311 waits for 500 stone (${main.name} holds 700, keeping 300).`);
    expect(lines).toContain(
      'Quest 60011 waits for 14,900 coins (you hold 600, keeping 300) and 500 khan medals (donating event currencies is off in the settings) and defeat khan camps ×1 (counted by the game from your play).',
    );
    expect(lines).toContain('The game finished quest 95 (donate food): this bot’s donations and visits completed it.');
    // In the game: food and coins paid, stone and medals kept, the two quests done.
    expect(Math.floor(main.resources.food)).toBe(600);
    expect(Math.floor(main.resources.stone)).toBe(700);
    expect(player().coins).toBe(600);
    expect(player().currencies).toEqual({ KM: 5_000 });
    expect(player().quests!.map((q) => [q.id, q.progress])).toEqual([
      [34, [0]],
      [311, [400, 0]],
      [60011, [0, 0, 0]],
    ]);
    // Said once, not every round.
    const rounds = lines.filter((l) => l.startsWith('Quest 311 waits')).length;
    main.resources.stone = 1_000;
    await until('311 finished', () => finished(311), lines);
    expect(rounds).toBe(1);
    expect(Math.floor(main.resources.stone)).toBe(500);
    // Its series goes on: 312 (800 coins, 500 wood) opened by the game, waiting for coins and wood.
    await until('312 seen', () => lines.some((l) => l.startsWith('Quest 312 waits')), lines);
    const waits = `Quest 312 waits for 800 coins (you hold 600, keeping 300) and 500 wood (${main.name} holds 100, keeping 300).`;
    expect(lines).toContain(waits);
    expect(lineInGerman(bot, waits)).toBe(
      `Quest 312 wartet auf 800 Münzen (du hast 600, 300 bleiben als Reserve) und 500 Holz (${main.name} hat 100, 300 bleiben als Reserve).`,
    );
    expect(player().quests!.map((q) => q.id)).toEqual([34, 60011, 312]);
    expect(lines.filter((l) => l.startsWith('Quest 34 ')).length).toBe(1);
    expect(bot.alerts.map((a) => a.message)).toEqual(
      expect.arrayContaining(['Quests: The game finished quest 311 (donate currency1): this bot’s donations and visits completed it.']),
    );
    const done = bot.alerts.find((a) => a.message.startsWith('Quests: The game finished quest 311'))!;
    expect(readIn('de', done.message, done.said)).toBe(
      'Quests: Das Spiel hat Quest 311 (donate currency1) abgeschlossen: Die Spenden und Besuche dieses Bots haben sie erfüllt.',
    );
  } finally {
    await bot.stop();
  }
}, 30_000);

test('donates khan medals when the player allows it', async () => {
  const account = gameAccount(sim, 'Medal');
  const player = () => sim.world.player(account.zone, account.username)!;
  player().currencies = { KM: 800 };
  sim.world.setQuests(account.zone, account.username, [{ id: 60011 }]);
  const bot = startGameBot(sessions, botSpec(account, 'quests', { keepResources: 300, currencies: 'yes' }, 'Medals'), 0.001);
  try {
    await until('medals donated', () => bot.lines.includes('Quest 60011: donated 500 khan medals.'), bot.lines);
    expect(lineInGerman(bot, 'Quest 60011: donated 500 khan medals.')).toBe('Quest 60011: Der Bot hat 500 Khanmedaillen gespendet.');
    expect(player().currencies).toEqual({ KM: 300 });
    expect(player().quests).toEqual([{ id: 60011, progress: [0, 500, 0] }]);
  } finally {
    await bot.stop();
  }
}, 30_000);
