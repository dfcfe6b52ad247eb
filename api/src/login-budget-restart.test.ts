/**
 * The login budget holds across restarts of the whole product: a real API process (with its runtime
 * process) runs a bot, is killed (SIGKILL) and started again three times; each time the bot resumes and its
 * session logs in again, until the fourth login within the budget's window waits, says until when, and the
 * game server has seen three logins. At 0.1 pace the ten minutes are 60 s (an API's restart takes seconds).
 */
import { afterAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import { startSimulator } from '../../simulator/server';
import { freePort } from '../../scripts/lib/ports';
import { signUpOver, uniqueEmail, waitFor, SPAWNED_API_ENV } from '../test/helpers';
import { readSse } from '../test/sse';
import { BotModel } from './modules/bots/bot.model';
import { UserModel } from './modules/users/user.model';

const sim = await startSimulator({ port: 0, seed: 19, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

test('a bot whose product is killed and started again three times within ten minutes: three logins, the fourth waits and says so', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startApi = () =>
    Bun.spawn([process.execPath, join(import.meta.dir, 'index.ts')], {
      env: { ...process.env, NODE_ENV: 'development', API_PORT: String(port), GAME_WS_URL: sim.url, GAME_NETWORK_URL: '', GAME_LOGIN_PAGE_URL: sim.loginPageUrl, RUNTIME_PACE_SCALE: '0.1', JWT_SECRET: 'login-budget-test-secret-budget!!', ...SPAWNED_API_ENV },
      stdout: 'ignore',
      stderr: 'ignore',
    });
  let api = startApi();
  const username = `Relog${crypto.randomUUID().slice(0, 6)}`;
  const logins = () => sim.sessions(username).logins;
  try {
    await waitFor('the API', () => fetch(`${base}/api/health`).then((r) => r.ok, () => false), 30_000, 100);
    const json = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as any };
    };
    const signup = await signUpOver(base, uniqueEmail('relog'));
    const token = signup.token;
    await UserModel.updateOne({ _id: signup.user.id }, { plan: 'premium', emailVerifiedAt: new Date() });
    const account = await json('POST', '/api/accounts', { email: `${username}@game.example`, server: 'INT1', username, password: 'castle-pw', type: 'none' }, token);
    expect(account.status).toBe(201);
    const bot = await json('POST', '/api/bots', { templateId: 'attack-guard', accountId: account.body.id, settings: { checkEverySeconds: 3600, minAttackers: 1 } }, token);
    expect(bot.status).toBe(201);
    const botId = bot.body.id as string;
    expect((await json('POST', `/api/bots/${botId}/actions`, { action: 'start' }, token)).status).toBe(200);
    await waitFor('the first login', () => logins() === 1, 30_000);

    for (const restart of [1, 2, 3]) {
      api.kill('SIGKILL');
      await api.exited;
      api = startApi();
      await waitFor(`the API again (${restart})`, () => fetch(`${base}/api/health`).then((r) => r.ok, () => false), 30_000, 100);
      if (restart < 3) await waitFor(`login ${restart + 1} after restart ${restart}`, () => logins() === restart + 1, 30_000);
    }
    // The fourth login within the window is held back: the console says until when, and the game saw three.
    const said = await readSse(`${base}/api/bots/${botId}/console`, { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, (events) => events.some((e) => e.data.includes('This game account was logged in 3 times in the last 10 minutes')), 45_000);
    expect(said.events.some((e) => /as often as a person would: the next login waits until \d\d:\d\d:\d\d UTC\./.test(e.data))).toBe(true);
    expect(logins()).toBe(3);
    // The bot is not failed for it: it stays wanted, and logs in once the oldest login has left the window.
    expect((await BotModel.findById(botId).lean())?.state).not.toBe('error');
    await waitFor('the fourth login after the window', () => logins() === 4, 90_000);
  } finally {
    if (api.exitCode === null) api.kill('SIGKILL');
    await api.exited;
  }
}, 240_000);
