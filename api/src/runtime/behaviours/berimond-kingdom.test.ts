/**
 * Berimond Kingdom against the real game server, through one Battle for Berimond: the bot opens
 * Berimond (`fsc`), brings soldiers to the new camp (`kut`), unlocks its plots (`ebe`), upgrades and
 * places small tents (`eup`, `ebu`) and attacks the watch towers. Checked in the game's own state.
 */
import { afterAll, expect, test } from 'bun:test';
import { BUILDINGS, buildingOf } from '@shared/game-wire/buildings';
import { EVENT_ID, UNIT } from '@shared/game-wire/ids';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { npcById } from '../../../../simulator/map/npcs';
import { startSimulator } from '../../../../simulator/server';
import { botSpec, gameAccount, startGameBot, until } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 23, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0, maxRequestsPerSecond: 200 });
afterAll(() => sim.stop());
// Commands 20 ms apart (200 live) and the bot's pacing at a thousandth: the whole event in a few seconds.
const sessions = new SessionPool({ paceScale: 0.001, client: { minIntervalMs: 20 }, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });
const TENT = BUILDINGS.FACTION_UNITTENT.levels;

const settings = { openBerimond: 'yes', bringTroops: 400, maxLevel: 40, troopsPerAttack: 150, keepAtHome: 0, expandCamp: 'yes', tents: 2, tentLevel: 2 };

test('opens Berimond, brings soldiers, unlocks plots, upgrades and places tents, and attacks the towers while the event runs', async () => {
  sim.world.setEvents([EVENT_ID.ALLIANCE_NOMAD_INVASION]);
  const account = gameAccount(sim, 'Beri');
  const player = () => sim.world.player(account.zone, account.username)!;
  const main = player().castles.find((c) => c.kingdom === 'green')!;
  main.resources = { wood: 8_000, stone: 9_500, food: 2_000 };
  main.troops = 800;
  // Nothing is made but the food the soldiers eat (units.json foodSupply): no castle starves while the event runs.
  for (const c of player().castles) c.baseProduction = { wood: 0, stone: 0, food: c.troops * unitUpkeep(UNIT.SPEARMAN)!.foodPerHour };
  const bot = startGameBot(sessions, botSpec(account, 'berimond-kingdom', settings, 'Beri'), 0.001);
  const lines = bot.lines;
  try {
    await until('the wait for the event', () => lines.includes('The Battle for Berimond event is not running: waiting for it.'), lines);
    sim.world.setEvents([EVENT_ID.BERIMOND]);
    // Not enough wood in the main castle to open it as public bots do: it says so, and waits.
    await until('the wait for wood', () => lines.some((l) => l.includes('holds 9,000 wood and stone')), lines);
    expect(player().castles.some((c) => c.kingdom === 'berimond')).toBe(false);
    main.resources.wood = 9_500;

    await until('Berimond opened', () => lines.some((l) => l.startsWith('Opened Berimond: ')), lines);
    const camp = player().castles.find((c) => c.kingdom === 'berimond')!;
    expect(lines.find((l) => l.startsWith('Opened Berimond: '))).toBe(`Opened Berimond: your camp is ${camp.name} at ${camp.x}:${camp.y}.`);
    await until(
      'the towers attacked',
      () => Object.keys(player().victories).length >= 1 && lines.some((l) => l.includes('small tent in') && l.startsWith('Placed')),
      lines,
      30_000,
    );

    // In the game: soldiers left the main castle for the camp, 400 a time, and the victories are on Berimond watchtowers.
    const sends = lines.filter((l) => l.startsWith('Sent '));
    expect(sends[0]).toStartWith(`Sent 400 soldiers from ${main.name} to ${camp.name} (Berimond); they arrive in `);
    expect(main.troops).toBeLessThan(800);
    expect((800 - main.troops) % 400).toBe(0);
    const won = Object.keys(player().victories).map((id) => npcById(sim.world.seed, account.zone, Number(id))!);
    expect(new Set(won.map((site) => `${site.kind} in ${site.kingdom}`))).toEqual(new Set(['berimond in berimond']));
    // Plots unlocked in the fork's order, as far as the camp could pay (its stock and the towers' loot).
    const plots = ['190:220', '190:200', '180:220', '180:200', '180:190', '200:190', '220:190', '180:180', '200:180', '220:180'];
    const unlocked = camp.expansions!.map((e) => `${e.x}:${e.y}`);
    expect(unlocked.length).toBeGreaterThan(0);
    expect(unlocked).toEqual(plots.slice(0, unlocked.length));
    expect(lines.filter((l) => l.startsWith('Unlocked plot'))).toHaveLength(unlocked.length);
    camp.resources = { wood: 1_000, stone: 1_000, food: 0 };
    await until(
      'the tents done',
      () =>
        camp.buildings.filter((b) => buildingOf(b.wodId)?.name === 'FACTION_UNITTENT' && !b.upgrade).length === 2 &&
        camp.buildings.every((b) => buildingOf(b.wodId)?.level === 2),
      lines,
      30_000,
    );
    // Two tents (the first one and one placed at the fork's first place), both at level 2.
    expect(camp.buildings.map((b) => [b.wodId, b.x, b.y].join(' '))).toContain(`${TENT[1]} 195 235`);
    expect(lines.filter((l) => l.startsWith('Placed a new small tent'))).toEqual([`Placed a new small tent in ${camp.name} at 195:235 (2 of the 2 wanted).`]);
  } finally {
    await bot.stop();
    sim.world.setEvents(null);
  }
}, 60_000);
