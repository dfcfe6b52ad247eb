/**
 * The account's daily budget holds across restarts of the whole product: a real API process (with its
 * runtime process) runs a Robber Baron Farmer on an account whose player set a budget of 2 attacks a day;
 * the bot pauses at 2 ("Paused: 2 attacks today reaches your budget of 2"), the product is killed
 * (SIGKILL) and started again, the bot pauses again at once, and the game server counts 2 attacks.
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../simulator/server';
import { waitFor } from '../test/helpers';
import { BotModel } from './modules/bots/records/bot.model';
import { startedBot, timesSaid, withAttackingPlayer } from '../test/restarts';

const sim = await startSimulator({ port: 0, seed: 23, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

const PAUSED = 'Paused: 2 attacks today reaches your budget of 2.';

test('a budget of 2 attacks a day, with the product killed and started again: the bot pauses at 2 each time, the game sees 2', async () => {
  await withAttackingPlayer(
    sim,
    { paceScale: 0.01, jwtSecret: 'risk-budget-test-secret-risk-budget!' },
    'Budget',
    async ({ api, attacks, token, accountId }) => {
      expect((await api.json('PUT', `/api/accounts/${accountId}/budget`, { attacks: 2 }, token)).status).toBe(200);
      // The bot's own limit is far above the account's budget: the budget is what stops it.
      const botId = await startedBot(api, token, accountId, 'baron-farmer', {
        maxAttacksPerDay: 50,
        troopsPerAttack: 20,
        minDelaySeconds: 30,
        maxDelaySeconds: 40,
        breakEveryMinutes: 0,
      });

      const pausedSaid = (times: number) => timesSaid(api, token, botId, PAUSED, times, 60_000);
      expect(await pausedSaid(1)).toBe(1);
      expect(attacks.ids.size).toBe(2);
      const risk = await api.json('GET', `/api/accounts/${accountId}/risk`, undefined, token);
      expect(risk.body).toMatchObject({ reached: ['attacks'], budget: { attacks: 2 } });
      expect(risk.body.figures).toMatchObject({ attacks: 2, logins: 1 });

      await api.restart('SIGKILL', 'after the budget');
      await waitFor('the bot resumed', async () => (await BotModel.findById(botId).lean())?.state === 'online', 30_000);
      // A bot that forgot its account's count would attack again; this one pauses at once.
      expect(await pausedSaid(2)).toBe(2);
      expect(attacks.ids.size).toBe(2);
      expect((await api.json('GET', `/api/accounts/${accountId}/risk`, undefined, token)).body.figures.logins).toBe(2);
    },
  );
}, 180_000);
