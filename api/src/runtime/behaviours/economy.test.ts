/**
 * The economy loops against the real game server, checked in the simulated castles: Resource Collector &
 * Feasts recruits up to the target army, upgrades the listed buildings (`eup`) and supplies the castles in the other kingdoms from the main
 * castle (`kgt`), one kingdom at a time and never twice while goods are on their way; Storm Islands Sea
 * Forts sends the isle's wood and stone on to the other kingdoms and upgrades its cargo ships.
 */
import { afterAll, expect, test } from 'bun:test';
import { BUILDINGS, buildingOf } from '@shared/game-wire/buildings';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { UNIT } from '@shared/game-wire/ids';
import { startSimulator } from '../../../../simulator/server';
import { botSpec, gameAccount, startGameBot, until, type GameBot, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 14, timeScale: 120, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0 } });

/** A Resource Collector & Feasts bot whose account exists now and whose run starts with `run()`. */
function keeper(settings: Record<string, string | number>) {
  const spec = botSpec(
    gameAccount(sim, 'Eco'),
    'resource-keeper',
    {
      collectEveryMinutes: 720,
      feastLevel: '0',
      feastWhenFoodAbove: 0,
      recruitWhenCoinsAbove: 0,
      recruitAmount: 20,
      recruitUpTo: 0,
      supplyKingdoms: 'no',
      supplyBelow: 1000,
      supplyAmount: 1000,
      upgradeList: '',
      ...settings,
    },
    'Keeper',
  );
  const player = () => sim.world.player(spec.account.zone, spec.account.username)!;
  let bot: GameBot | null = null;
  return {
    player,
    get lines() {
      return bot?.lines ?? [];
    },
    run: () => (bot = startGameBot(sessions, spec)),
    stop: () => bot?.stop(),
  };
}

test(
  'recruits up to the target army and stops there',
  async () => {
    const k = keeper({ recruitWhenCoinsAbove: 1, recruitAmount: 20, recruitUpTo: 230 });
    const home = k.player().castles.find((c) => c.kingdom === 'green')!;
    k.player().coins = 100_000;
    home.resources.food = 9_000;
    k.run();
    try {
      await until('the target reached', () => k.lines.some((l) => l.includes('(230 of the 230 wanted)')), k.lines);
      expect(k.lines.filter((l) => l.startsWith('Recruited'))).toEqual([
        'Recruited 20 spearmen in ' + home.name + ' (220 of the 230 wanted).',
        'Recruited 10 spearmen in ' + home.name + ' (230 of the 230 wanted).',
      ]);
      await Bun.sleep(300);
      expect(home.troops).toBe(230);
      expect(k.lines.filter((l) => l.startsWith('Recruited'))).toHaveLength(2);
    } finally {
      await k.stop();
    }
  },
  GAME_BOT_TEST_MS,
);

test(
  'upgrades the listed buildings in order, one construction slot at a time, and waits for resources',
  async () => {
    const k = keeper({ upgradeList: 'Keep 2, Farm 2' });
    const home = k.player().castles.find((c) => c.kingdom === 'green')!;
    home.baseProduction = { wood: 0, stone: 0, food: 0 };
    home.resources = { wood: 150, stone: 150, food: 0 };
    const keep = home.buildings.find((b) => buildingOf(b.wodId)?.name === 'KEEP')!;
    const farm = home.buildings.find((b) => buildingOf(b.wodId)?.name === 'FARM')!;
    k.run();
    try {
      await until('too little stone', () => k.lines.some((l) => l.startsWith('Not enough resources')), k.lines);
      expect(k.lines).toContain(`Not enough resources in ${home.name} to upgrade the Keep (level 1); trying again next round.`);
      expect(keep.wodId).toBe(BUILDINGS.KEEP.levels[0]);
      home.resources = { wood: 5000, stone: 5000, food: 0 };
      await until('the slot busy', () => k.lines.some((l) => l.includes('is being upgraded')), k.lines);
      keep.upgrade!.doneAt = Date.now(); // its 4 game minutes, passed
      await until('the farm started', () => k.lines.some((l) => l.includes('the Farm (level 1)')), k.lines);
      const said = k.lines.filter((l) => l.startsWith('Started') || l.startsWith('In ') || l.startsWith('Every'));
      expect(said[0]).toBe(`Started upgrading the Keep (level 1) in ${home.name} to level 2 (goal 2).`);
      // The one slot is the keep's until it is done; said once while waiting.
      expect(said[1]).toBe(`In ${home.name}, the Keep (level 1) is being upgraded; the next upgrade waits for it.`);
      expect(said[2]).toBe(`Started upgrading the Farm (level 1) in ${home.name} to level 2 (goal 2).`);
      // In the game: the keep is level 2 (its live wod id), the farm under way, paid in wood and stone.
      expect(keep.wodId).toBe(BUILDINGS.KEEP.levels[1]);
      expect(farm.upgrade?.toWodId).toBe(BUILDINGS.FARM.levels[1]);
      expect(home.resources).toMatchObject({ wood: 4600, stone: 4600 });
      farm.upgrade!.doneAt = Date.now();
      await until('the list done', () => k.lines.some((l) => l.startsWith('Every building')), k.lines);
      expect(k.lines.at(-1)).toBe(`Every building on the upgrade list in ${home.name} has reached its level.`);
      expect(farm.wodId).toBe(BUILDINGS.FARM.levels[1]);
    } finally {
      await k.stop();
    }
  },
  GAME_BOT_TEST_MS,
);

test(
  'supplies the castles in the other kingdoms that run low, one at a time, never twice while goods are on their way',
  async () => {
    const k = keeper({ supplyKingdoms: 'yes', supplyBelow: 1500, supplyAmount: 800 });
    const castles = k.player().castles;
    const home = castles.find((c) => c.kingdom === 'green')!;
    const desert = castles.find((c) => c.kingdom === 'sands')!;
    const glacier = castles.find((c) => c.kingdom === 'ice')!;
    home.resources = { wood: 5000, stone: 5000, food: 5000 };
    desert.resources = { wood: 100, stone: 2000, food: 1200 };
    glacier.resources.stone = 1000;
    // Nothing is made but the food the soldiers eat (units.json foodSupply), so only the sends move the stock.
    for (const c of castles) c.baseProduction = { wood: 0, stone: 0, food: c.troops * unitUpkeep(UNIT.SPEARMAN)!.foodPerHour };
    k.run();
    try {
      await until('both supplied', () => k.lines.filter((l) => l.startsWith('Sent ') && l.includes(' from ')).length >= 2, k.lines);
      const sent = k.lines.filter((l) => l.startsWith('Sent ') && l.includes(' from '));
      expect(sent[0]).toBe(`Sent 800 wood, 0 stone, 300 food from ${home.name} to ${desert.name} (Burning Sands), which was below 1,500.`);
      expect(sent[1]).toBe(`Sent 0 wood, 500 stone, 0 food from ${home.name} to ${glacier.name} (Everwinter Glacier), which was below 1,500.`);
      // In the game: out of the main castle at once.
      expect(home.resources).toMatchObject({ wood: 4200, stone: 4500, food: 4700 });
      // The goods take an hour of game time (30 s here): no second send to a kingdom meanwhile.
      await Bun.sleep(500);
      expect(k.lines.filter((l) => l.startsWith('Sent ') && l.includes(' from '))).toHaveLength(2);
    } finally {
      await k.stop();
    }
  },
  GAME_BOT_TEST_MS,
);

test(
  'Storm Forts sends the isle’s wood and stone on to the other kingdoms, up to their free storage, once per 30 minutes',
  async () => {
    const account = gameAccount(sim, 'Isle');
    const castles = sim.world.player(account.zone, account.username)!.castles;
    const isle = castles.find((c) => c.kingdom === 'storm')!;
    const home = castles.find((c) => c.kingdom === 'green')!;
    const desert = castles.find((c) => c.kingdom === 'sands')!;
    for (const c of castles) c.baseProduction = { wood: 0, stone: 0, food: 0 };
    isle.resources = { wood: 9000, stone: 3000, food: 0 };
    home.resources.wood = 9_500; // room for 500 more wood, 8,000 more stone
    const bot = startGameBot(
      sessions,
      botSpec(account, 'storm-sea-forts', { maxLevel: 20, troopsPerAttack: 60, keepAtHome: 0, useSkips: 'none', sendResources: 'yes' }, 'Isle'),
    );
    const lines = bot.lines;
    try {
      await until('the sends', () => lines.some((l) => l.startsWith("Sent the isle's stock on: ")), lines);
      expect(lines.find((l) => l.startsWith("Sent the isle's stock on: "))).toBe(
        `Sent the isle's stock on: 500 wood and 3,000 stone to ${home.name} (Great Empire); 8,000 wood and 0 stone to ${desert.name} (Burning Sands); 500 wood and 0 stone to ${castles.find((c) => c.kingdom === 'ice')!.name} (Everwinter Glacier).`,
      );
      // In the game: the isle's stock left at once, and the goods are on their way (kpi.RT).
      expect(isle.resources).toMatchObject({ wood: 0, stone: 0 });
      await Bun.sleep(500);
      expect(lines.filter((l) => l.startsWith("Sent the isle's stock on: "))).toHaveLength(1);
    } finally {
      await bot.stop();
    }
  },
  GAME_BOT_TEST_MS,
);

test(
  'Storm Forts upgrades the isle’s cargo ships up to the chosen level',
  async () => {
    const account = gameAccount(sim, 'Cargo');
    const isle = sim.world.player(account.zone, account.username)!.castles.find((c) => c.kingdom === 'storm')!;
    isle.resources = { wood: 5000, stone: 5000, food: 0 };
    isle.baseProduction = { wood: 0, stone: 0, food: 0 };
    const cargo = isle.buildings.find((b) => buildingOf(b.wodId)?.name === 'CARGO')!;
    const bot = startGameBot(
      sessions,
      botSpec(account, 'storm-sea-forts', { maxLevel: 20, troopsPerAttack: 60, keepAtHome: 0, useSkips: 'none', sendResources: 'no', cargoLevel: 3 }, 'Cargo'),
    );
    try {
      await until('the upgrade', () => bot.lines.some((l) => l.startsWith('Started upgrading')), bot.lines);
      expect(bot.lines.find((l) => l.startsWith('Started upgrading'))).toBe(`Started upgrading the Cargo ships (level 1) in ${isle.name} to level 2 (goal 3).`);
      // In the game: the cargo building (CARGO_L1, wod 35) is on its way to CARGO_L2 (36), paid.
      expect([cargo.wodId, cargo.upgrade?.toWodId]).toEqual([35, 36]);
      expect(isle.resources).toMatchObject({ wood: 4800, stone: 4800 });
    } finally {
      await bot.stop();
    }
  },
  GAME_BOT_TEST_MS,
);
