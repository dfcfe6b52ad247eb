/**
 * Event Shops against the real game server through one Nomad invasion: closed before it, then the listed
 * packages bought in order as the khan tablets allow, waiting when they run out. Checked in the game.
 */
import { afterAll, expect, test } from 'bun:test';
import { EVENT_ID } from '@shared/game-wire/ids';
import { startSimulator } from '../../../../simulator/server';
import { botSpec, gameAccount, startGameBot, until } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';

const sim = await startSimulator({ port: 0, seed: 31, raidChancePerHour: 0, maxRequestsPerSecond: 200 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.001, client: { minIntervalMs: 20 } });

test('buys the listed packages in order while the Nomad invasion runs, and waits for khan tablets', async () => {
  sim.world.setEvents([EVENT_ID.SAMURAI_INVASION]);
  const account = gameAccount(sim, 'Shop');
  const player = () => sim.world.player(account.zone, account.username)!;
  player().currencies = { KT: 200 };
  const bot = startGameBot(sessions, botSpec(account, 'event-shops', { shop: 'nomad', packages: '3215, 3214 x2, 3213' }, 'Shop'), 0.001);
  const lines = bot.lines;
  try {
    await until('closed', () => lines.includes('The Nomad invasion event is not running, so the Nomad shop is closed: waiting for it.'), lines);
    expect(player().shopBought).toBeUndefined();
    sim.world.setEvents([EVENT_ID.ALLIANCE_NOMAD_INVASION]);
    await until('out of tablets', () => lines.some((l) => l.startsWith('Not enough khan tablets')), lines);
    expect(lines.filter((l) => l.startsWith('Bought'))).toEqual([
      'Bought package 3215 in the Nomad shop (1 of 1); 150 khan tablets left.',
      'Bought package 3214 in the Nomad shop (1 of 2); 75 khan tablets left.',
      'Bought package 3214 in the Nomad shop (2 of 2); 0 khan tablets left.',
    ]);
    expect(lines).toContain('Not enough khan tablets for package 3213 (0 held); waiting for more.');
    // In the game: the packages are the player's, the tablets spent.
    expect(player().shopBought).toEqual({ 3215: 1, 3214: 2 });
    player().currencies = { KT: 130 };
    await until('the list done', () => lines.includes('Every package on the list is bought in the Nomad shop.'), lines);
    expect(player().shopBought).toEqual({ 3215: 1, 3214: 2, 3213: 1 });
    expect(player().currencies).toEqual({ KT: 30 });
  } finally {
    await bot.stop();
    sim.world.setEvents(null);
  }
}, 30_000);
