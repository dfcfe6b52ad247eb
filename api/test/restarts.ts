/**
 * What the tests that restart the whole product share (api/src/day-limits-, login-budget- and
 * risk-budget-restart.test.ts): a real API process (api/src/index.ts, with its runtime process) on a port of its
 * own against a local game server, asked over HTTP and restarted by a signal; a Professional player with a
 * game account; a bot started; the attacks the game server itself counts; and how often a bot's console said a line.
 */
import { join } from 'node:path';
import type { Simulator } from '../../simulator/server';
import { zoneOf } from '@shared/game';
import { freePort } from '../../scripts/lib/ports';
import { signUpOver, uniqueEmail, waitFor, SPAWNED_API_BOOT_MS, SPAWNED_API_ENV } from './helpers';
import { BotModel } from '../src/modules/bots/records/bot.model';
import { UserModel } from '../src/modules/users/user.model';
import { readSse, type SseEvent } from './sse';

export type Answer = { status: number; body: any };

export interface SpawnedApi {
  base: string;
  json(method: string, path: string, body?: unknown, token?: string): Promise<Answer>;
  /** Ends the process by `signal`, starts it again and waits until it answers. */
  restart(signal: 'SIGTERM' | 'SIGKILL', what: string): Promise<void>;
  /** Kills the process if it still runs; for a `finally`. */
  stop(): Promise<void>;
}

const healthy = (base: string) =>
  fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Before an API process of a test's own starts on the shard's database: the bots that earlier files left
 * wanted online (their platforms closed as a product going down leaves them) are wanted no more. The new
 * API would resume them all, against game servers long stopped, and spend its time and its shutdown on
 * them: the shutdown test's exit took 7 s instead of 1.2 s after isolation.test.ts's eleven bots. A shard
 * runs its files one after another, so no other file's bot is playing meanwhile.
 */
export async function forgetEarlierFilesBots(): Promise<void> {
  await BotModel.updateMany({ desiredState: 'online' }, { $set: { desiredState: 'offline' } });
}

/** An API process against `sim`, its bots paced by `paceScale`, answering once `spawnApi` returns. */
export async function spawnApi(sim: Simulator, options: { paceScale: number; jwtSecret: string }): Promise<SpawnedApi> {
  await forgetEarlierFilesBots();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const start = () =>
    Bun.spawn([process.execPath, join(import.meta.dir, '..', 'src', 'index.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        API_PORT: String(port),
        GAME_WS_URL: sim.url,
        GAME_NETWORK_URL: '',
        GAME_LOGIN_PAGE_URL: sim.loginPageUrl,
        RUNTIME_PACE_SCALE: String(options.paceScale),
        JWT_SECRET: options.jwtSecret,
        ...SPAWNED_API_ENV,
      },
      stdout: 'ignore',
      stderr: 'ignore',
    });
  let api = start();
  const stop = async () => {
    if (api.exitCode === null) api.kill('SIGKILL');
    await api.exited;
  };
  try {
    await waitFor('the API', () => healthy(base), SPAWNED_API_BOOT_MS, 100);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    base,
    async json(method, path, body, token) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    },
    async restart(signal, what) {
      api.kill(signal);
      await api.exited;
      api = start();
      await waitFor(`the API again (${what})`, () => healthy(base), SPAWNED_API_BOOT_MS, 100);
    },
    stop,
  };
}

/** A player signed up through the mailed link, on the Professional plan, with the game account `username`. */
export async function professionalPlayerWithAccount(api: SpawnedApi, username: string): Promise<{ token: string; accountId: string }> {
  const signup = await signUpOver(api.base, uniqueEmail(username.toLowerCase()));
  await UserModel.updateOne({ _id: signup.user.id }, { plan: 'professional', emailVerifiedAt: new Date() });
  const account = await api.json(
    'POST',
    '/api/accounts',
    { email: `${username}@game.example`, server: 'INT1', username, password: 'castle-pw', type: 'none' },
    signup.token,
  );
  if (account.status !== 201) throw new Error(`the game account was refused: ${account.status} ${JSON.stringify(account.body)}`);
  return { token: signup.token, accountId: account.body.id as string };
}

/** A bot made from `templateId` with `settings` on the account, started; its id. */
export async function startedBot(api: SpawnedApi, token: string, accountId: string, templateId: string, settings: Record<string, unknown>): Promise<string> {
  const bot = await api.json('POST', '/api/bots', { templateId, accountId, settings }, token);
  if (bot.status !== 201) throw new Error(`the bot was refused: ${bot.status} ${JSON.stringify(bot.body)}`);
  const started = await api.json('POST', `/api/bots/${bot.body.id}/actions`, { action: 'start' }, token);
  if (started.status !== 200) throw new Error(`the bot did not start: ${started.status} ${JSON.stringify(started.body)}`);
  return bot.body.id as string;
}

/**
 * Every attack the game server takes from `username`, by its movement id: counted at the game, not in
 * our logs. Watched every 10 ms (an attack stays a movement for minutes of game time) until `stop`.
 */
export function attacksAtTheGame(sim: Simulator, username: string): { ids: Set<number>; stop: () => void } {
  const ids = new Set<number>();
  const watch = setInterval(() => {
    for (const m of sim.world.player(zoneOf('INT1'), username)?.movements ?? []) if (m.type === 'attack') ids.add(m.id);
  }, 10);
  return { ids, stop: () => clearInterval(watch) };
}

/**
 * A product spawned against `sim`, a Professional player on a new game account named from `prefix`, and
 * the attacks the game takes from that account, for `run`; the watch and the product stopped after.
 */
export async function withAttackingPlayer(
  sim: Simulator,
  options: { paceScale: number; jwtSecret: string },
  prefix: string,
  run: (player: { api: SpawnedApi; username: string; attacks: { ids: Set<number> }; token: string; accountId: string }) => Promise<void>,
): Promise<void> {
  const api = await spawnApi(sim, options);
  const username = `${prefix}${crypto.randomUUID().slice(0, 6)}`;
  const attacks = attacksAtTheGame(sim, username);
  try {
    const { token, accountId } = await professionalPlayerWithAccount(api, username);
    await run({ api, username, attacks, token, accountId });
  } finally {
    attacks.stop();
    await api.stop();
  }
}

/** How often the bot's console has said `text`, read until it has said it `times` times (once per run) or `timeoutMs` passed. */
export async function timesSaid(api: SpawnedApi, token: string, botId: string, text: string, times: number, timeoutMs: number): Promise<number> {
  const count = (events: SseEvent[]) => events.filter((e) => e.data.includes(text)).length;
  const read = await readSse(
    `${api.base}/api/bots/${botId}/console`,
    { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    (events) => count(events) >= times,
    timeoutMs,
  );
  return count(read.events);
}
