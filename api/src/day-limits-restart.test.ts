/**
 * "Max attacks per day" holds across restarts of the whole product: a real API process (with its runtime
 * process) runs a Robber Baron Farmer allowed one attack a day, is stopped (SIGTERM) and killed (SIGKILL),
 * started again each time, and the game server counts one attack that day.
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../simulator/server';
import { zoneOf } from '@shared/game';
import { waitFor } from '../test/helpers';
import { readSse } from '../test/sse';
import { BotModel } from './modules/bots/bot.model';
import { attacksAtTheGame, professionalPlayerWithAccount, spawnApi, startedBot } from '../test/restarts';

const sim = await startSimulator({ port: 0, seed: 17, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

test('a bot allowed one attack a day, with the product restarted twice (SIGTERM, then SIGKILL): the game sees one attack', async () => {
  const api = await spawnApi(sim, { paceScale: 0.01, jwtSecret: 'day-limits-test-secret-day-limits!' });
  const username = `Daily${crypto.randomUUID().slice(0, 6)}`;
  const attacks = attacksAtTheGame(sim, username);
  try {
    const { token, accountId } = await professionalPlayerWithAccount(api, username);
    const botId = await startedBot(api, token, accountId, 'baron-farmer', { maxAttacksPerDay: 1, troopsPerAttack: 60, minDelaySeconds: 30, maxDelaySeconds: 40, breakEveryMinutes: 0 });
    await waitFor('the first attack', () => attacks.ids.size === 1, 30_000);

    // The bot's console, until it has said `times` times that the day's limit is reached (once per run).
    const limitSaid = async (times: number) => {
      const read = await readSse(`${api.base}/api/bots/${botId}/console`, { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, (events) => events.filter((e) => e.data.includes('Daily attack limit of 1 reached')).length >= times, 45_000);
      return read.events.filter((e) => e.data.includes('Daily attack limit of 1 reached')).length;
    };
    expect(await limitSaid(1)).toBe(1);

    for (const [restart, signal] of [[1, 'SIGTERM'], [2, 'SIGKILL']] as const) {
      await api.restart(signal, String(restart));
      await waitFor(`the bot resumed (${restart})`, async () => (await BotModel.findById(botId).lean())?.state === 'online', 30_000);
      // The army is home again by now or soon: a bot that forgot its count would attack; this one says the limit.
      expect(await limitSaid(restart + 1)).toBe(restart + 1);
    }
    await waitFor('the army home', () => (sim.world.player(zoneOf('INT1'), username)?.movements ?? []).length === 0, 30_000);
    expect(await limitSaid(3)).toBe(3);
    expect(attacks.ids.size).toBe(1);
  } finally {
    attacks.stop();
    await api.stop();
  }
  // Three API boots (SPAWNED_API_BOOT_MS each at most) and the waits between them, one after another.
}, 300_000);
