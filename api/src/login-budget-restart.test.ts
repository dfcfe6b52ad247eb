/**
 * The login budget holds across restarts of the whole product: a real API process (with its runtime
 * process) runs a bot, is killed (SIGKILL) and started again three times; each time the bot resumes and its
 * session logs in again, until the fourth login within the budget's window waits, says until when, and the
 * game server has seen three logins. At 0.25 pace the ten minutes are 150 s: three restarts fit in it on a loaded machine, where one took
 * over 20 s (at 0.1 pace, 60 s, CI's third restart once came after the first login had left the window).
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator } from '../../simulator/server';
import { waitFor } from '../test/helpers';
import { readSse } from '../test/sse';
import { BotModel } from './modules/bots/records/bot.model';
import { professionalPlayerWithAccount, spawnApi, startedBot } from '../test/restarts';

const sim = await startSimulator({ port: 0, seed: 19, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

test('a bot whose product is killed and started again three times within ten minutes: three logins, the fourth waits and says so', async () => {
  const api = await spawnApi(sim, { paceScale: 0.25, jwtSecret: 'login-budget-test-secret-budget!!' });
  const username = `Relog${crypto.randomUUID().slice(0, 6)}`;
  const logins = () => sim.sessions(username).logins;
  try {
    const { token, accountId } = await professionalPlayerWithAccount(api, username);
    const botId = await startedBot(api, token, accountId, 'attack-guard', { checkEverySeconds: 3600, minAttackers: 1 });
    await waitFor('the first login', () => logins() === 1, 30_000);

    for (const restart of [1, 2, 3]) {
      await api.restart('SIGKILL', String(restart));
      if (restart < 3) await waitFor(`login ${restart + 1} after restart ${restart}`, () => logins() === restart + 1, 30_000);
    }
    // The fourth login within the window is held back: the console says until when, and the game saw three.
    const said = await readSse(
      `${api.base}/api/bots/${botId}/console`,
      { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      (events) => events.some((e) => e.data.includes('This game account was logged in 3 times in the last 10 min')),
      45_000,
    );
    expect(said.events.some((e) => /as often as a person would: the next login waits until \d\d?:\d\d:\d\d [AP]M UTC\./.test(e.data))).toBe(true);
    expect(logins()).toBe(3);
    // The bot is not failed for it: it stays wanted, and logs in once the oldest login has left the window.
    expect((await BotModel.findById(botId).lean())?.state).not.toBe('error');
    await waitFor('the fourth login after the window', () => logins() === 4, 180_000);
  } finally {
    await api.stop();
  }
}, 400_000);
