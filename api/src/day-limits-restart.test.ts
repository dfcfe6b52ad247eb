/**
 * "Max attacks per day" holds across restarts of the whole product: a real API process (with its runtime
 * process) runs a Robber Baron Farmer allowed one attack a day, is stopped (SIGTERM) and killed (SIGKILL),
 * started again each time, and the game server counts one attack that day.
 */
import { afterAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import { startSimulator } from '../../simulator/server';
import { zoneOf } from '@shared/game';
import { freePort } from '../../scripts/lib/ports';
import { signUpOver, uniqueEmail, waitFor, SPAWNED_API_ENV } from '../test/helpers';
import { readSse } from '../test/sse';
import { BotModel } from './modules/bots/bot.model';
import { UserModel } from './modules/users/user.model';

const sim = await startSimulator({ port: 0, seed: 17, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

test('a bot allowed one attack a day, with the product restarted twice (SIGTERM, then SIGKILL): the game sees one attack', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startApi = () =>
    Bun.spawn([process.execPath, join(import.meta.dir, 'index.ts')], {
      env: { ...process.env, NODE_ENV: 'development', API_PORT: String(port), GAME_WS_URL: sim.url, GAME_NETWORK_URL: '', GAME_LOGIN_PAGE_URL: sim.loginPageUrl, RUNTIME_PACE_SCALE: '0.01', JWT_SECRET: 'day-limits-test-secret-day-limits!', ...SPAWNED_API_ENV },
      stdout: 'ignore',
      stderr: 'ignore',
    });
  let api = startApi();

  // Every attack the game server takes from the account, by its movement id: counted at the game, not in our logs.
  const username = `Daily${crypto.randomUUID().slice(0, 6)}`;
  const attacks = new Set<number>();
  const watch = setInterval(() => {
    for (const m of sim.world.player(zoneOf('INT1'), username)?.movements ?? []) if (m.type === 'attack') attacks.add(m.id);
  }, 10);
  try {
    await waitFor('the API', () => fetch(`${base}/api/health`).then((r) => r.ok, () => false), 30_000, 100);
    const json = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as any };
    };
    const signup = await signUpOver(base, uniqueEmail('daily'));
    const token = signup.token;
    await UserModel.updateOne({ _id: signup.user.id }, { plan: 'premium', emailVerifiedAt: new Date() });
    const account = await json('POST', '/api/accounts', { email: `${username}@game.example`, server: 'INT1', username, password: 'castle-pw', type: 'none' }, token);
    expect(account.status).toBe(201);
    const bot = await json('POST', '/api/bots', { templateId: 'baron-farmer', accountId: account.body.id, settings: { maxAttacksPerDay: 1, troopsPerAttack: 60, minDelaySeconds: 30, maxDelaySeconds: 40, breakEveryMinutes: 0 } }, token);
    expect(bot.status).toBe(201);
    const botId = bot.body.id as string;
    expect((await json('POST', `/api/bots/${botId}/actions`, { action: 'start' }, token)).status).toBe(200);
    await waitFor('the first attack', () => attacks.size === 1, 30_000);

    // The bot's console, until it has said `times` times that the day's limit is reached (once per run).
    const limitSaid = async (times: number) => {
      const read = await readSse(`${base}/api/bots/${botId}/console`, { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, (events) => events.filter((e) => e.data.includes('Daily attack limit of 1 reached')).length >= times, 45_000);
      return read.events.filter((e) => e.data.includes('Daily attack limit of 1 reached')).length;
    };
    expect(await limitSaid(1)).toBe(1);

    for (const [restart, signal] of [[1, 'SIGTERM'], [2, 'SIGKILL']] as const) {
      api.kill(signal);
      await api.exited;
      api = startApi();
      await waitFor(`the API again (${restart})`, () => fetch(`${base}/api/health`).then((r) => r.ok, () => false), 30_000, 100);
      await waitFor(`the bot resumed (${restart})`, async () => (await BotModel.findById(botId).lean())?.state === 'online', 30_000);
      // The army is home again by now or soon: a bot that forgot its count would attack; this one says the limit.
      expect(await limitSaid(restart + 1)).toBe(restart + 1);
    }
    await waitFor('the army home', () => (sim.world.player(zoneOf('INT1'), username)?.movements ?? []).length === 0, 30_000);
    expect(await limitSaid(3)).toBe(3);
    expect(attacks.size).toBe(1);
  } finally {
    clearInterval(watch);
    if (api.exitCode === null) api.kill('SIGKILL');
    await api.exited;
  }
}, 180_000);
