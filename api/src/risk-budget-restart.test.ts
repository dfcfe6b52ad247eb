/**
 * The account's daily budget holds across restarts of the whole product: a real API process (with its
 * runtime process) runs a Robber Baron Farmer on an account whose player set a budget of 2 attacks a day;
 * the bot pauses at 2 ("Paused: 2 attacks today reaches your budget of 2"), the product is killed
 * (SIGKILL) and started again, the bot pauses again at once, and the game server counts 2 attacks.
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

const sim = await startSimulator({ port: 0, seed: 23, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

const PAUSED = 'Paused: 2 attacks today reaches your budget of 2.';

test('a budget of 2 attacks a day, with the product killed and started again: the bot pauses at 2 each time, the game sees 2', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startApi = () =>
    Bun.spawn([process.execPath, join(import.meta.dir, 'index.ts')], {
      env: { ...process.env, NODE_ENV: 'development', API_PORT: String(port), GAME_WS_URL: sim.url, GAME_NETWORK_URL: '', GAME_LOGIN_PAGE_URL: sim.loginPageUrl, RUNTIME_PACE_SCALE: '0.01', JWT_SECRET: 'risk-budget-test-secret-risk-budget!', ...SPAWNED_API_ENV },
      stdout: 'ignore',
      stderr: 'ignore',
    });
  let api = startApi();

  // Every attack the game server takes from the account, by its movement id: counted at the game, not in our logs.
  const username = `Budget${crypto.randomUUID().slice(0, 6)}`;
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
    const signup = await signUpOver(base, uniqueEmail('budget'));
    const token = signup.token;
    await UserModel.updateOne({ _id: signup.user.id }, { plan: 'premium', emailVerifiedAt: new Date() });
    const account = await json('POST', '/api/accounts', { email: `${username}@game.example`, server: 'INT1', username, password: 'castle-pw', type: 'none' }, token);
    expect(account.status).toBe(201);
    expect((await json('PUT', `/api/accounts/${account.body.id}/budget`, { attacks: 2 }, token)).status).toBe(200);
    // The bot's own limit is far above the account's budget: the budget is what stops it.
    const bot = await json('POST', '/api/bots', { templateId: 'baron-farmer', accountId: account.body.id, settings: { maxAttacksPerDay: 50, troopsPerAttack: 20, minDelaySeconds: 30, maxDelaySeconds: 40, breakEveryMinutes: 0 } }, token);
    expect(bot.status).toBe(201);
    const botId = bot.body.id as string;
    expect((await json('POST', `/api/bots/${botId}/actions`, { action: 'start' }, token)).status).toBe(200);

    // The bot's console, until it has said `times` times that the budget is reached (once per run).
    const pausedSaid = async (times: number) => {
      const read = await readSse(`${base}/api/bots/${botId}/console`, { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, (events) => events.filter((e) => e.data.includes(PAUSED)).length >= times, 60_000);
      return read.events.filter((e) => e.data.includes(PAUSED)).length;
    };
    expect(await pausedSaid(1)).toBe(1);
    expect(attacks.size).toBe(2);
    const risk = await json('GET', `/api/accounts/${account.body.id}/risk`, undefined, token);
    expect(risk.body).toMatchObject({ reached: ['attacks'], budget: { attacks: 2 } });
    expect(risk.body.figures).toMatchObject({ attacks: 2, logins: 1 });

    api.kill('SIGKILL');
    await api.exited;
    api = startApi();
    await waitFor('the API again', () => fetch(`${base}/api/health`).then((r) => r.ok, () => false), 30_000, 100);
    await waitFor('the bot resumed', async () => (await BotModel.findById(botId).lean())?.state === 'online', 30_000);
    // A bot that forgot its account's count would attack again; this one pauses at once.
    expect(await pausedSaid(2)).toBe(2);
    expect(attacks.size).toBe(2);
    expect((await json('GET', `/api/accounts/${account.body.id}/risk`, undefined, token)).body.figures.logins).toBe(2);
  } finally {
    clearInterval(watch);
    if (api.exitCode === null) api.kill('SIGKILL');
    await api.exited;
  }
}, 180_000);
