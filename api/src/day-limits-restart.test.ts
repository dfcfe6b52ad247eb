/**
 * "Max attacks per day" holds across restarts of the whole product: a real API process (with its runtime
 * process) runs a Robber Baron Farmer allowed one attack a day, is stopped (SIGTERM) and killed (SIGKILL),
 * started again each time, and the game server counts one attack that day.
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../simulator/server';
import { zoneOf } from '@shared/game';
import { waitFor } from '../test/helpers';
import { BotModel } from './modules/bots/records/bot.model';
import { startedBot, timesSaid, withAttackingPlayer } from '../test/restarts';

const sim = await startSimulator({ port: 0, seed: 17, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

test('a bot allowed one attack a day, with the product restarted twice (SIGTERM, then SIGKILL): the game sees one attack', async () => {
  await withAttackingPlayer(
    sim,
    { paceScale: 0.01, jwtSecret: 'day-limits-test-secret-day-limits!' },
    'Daily',
    async ({ api, username, attacks, token, accountId }) => {
      const botId = await startedBot(api, token, accountId, 'baron-farmer', {
        maxAttacksPerDay: 1,
        troopsPerAttack: 60,
        minDelaySeconds: 30,
        maxDelaySeconds: 40,
        breakEveryMinutes: 0,
      });
      await waitFor('the first attack', () => attacks.ids.size === 1, 30_000);

      const limitSaid = (times: number) => timesSaid(api, token, botId, 'Daily attack limit of 1 reached', times, 45_000);
      expect(await limitSaid(1)).toBe(1);

      for (const [restart, signal] of [
        [1, 'SIGTERM'],
        [2, 'SIGKILL'],
      ] as const) {
        await api.restart(signal, String(restart));
        await waitFor(`the bot resumed (${restart})`, async () => (await BotModel.findById(botId).lean())?.state === 'online', 30_000);
        // The army is home again by now or soon: a bot that forgot its count would attack; this one says the limit.
        expect(await limitSaid(restart + 1)).toBe(restart + 1);
      }
      await waitFor('the army home', () => (sim.world.player(zoneOf('INT1'), username)?.movements ?? []).length === 0, 30_000);
      expect(await limitSaid(3)).toBe(3);
      expect(attacks.ids.size).toBe(1);
    },
  );
  // Three API boots (SPAWNED_API_BOOT_MS each at most) and the waits between them, one after another.
}, 300_000);
