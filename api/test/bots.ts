/** A whole platform against a real local game server, for bot and console tests. */
import { startSimulator, type Simulator } from '../../simulator/server';
import { createPlatform, type AppOptions } from '../src/app';
import type { Sealer } from '../src/lib/crypto';
import { createEngine } from '../src/lib/engine';
import type { BotRuntime } from '../src/runtime';
import { createAccountService } from '../src/modules/accounts/service';
import { BotModel } from '../src/modules/bots/records/bot.model';
import { ConsoleHub } from '../src/modules/bots/control/console/hub';
import { createBots } from '../src/modules/bots/control/service';
import { createSupervisor } from '../src/modules/bots/control/supervisor';
import { createServerDirectory } from '../src/modules/game-network/directory';
import { call, RELAXED_THROTTLE, signUp, testConfig, waitFor, ownCounters } from './helpers';

export type TestPlatform = ReturnType<typeof createPlatform> & { sim: Simulator };

/**
 * The bot service and its supervisor over the test database and engine, without a platform: the runtime
 * is the test's own (`name` names the engine connection). Close the supervisor after the tests.
 */
export function botServices(name: string, sealer: Sealer, createRuntime: () => BotRuntime) {
  const accounts = createAccountService(sealer);
  const hub = new ConsoleHub(createEngine(process.env.NATS_URL!, name));
  const supervisor = createSupervisor({
    createRuntime,
    hub,
    accounts,
    sealer,
    servers: createServerDirectory({ override: 'ws://127.0.0.1:9/', documentUrl: null }),
    dailyLimitSeconds: 3600,
    stopDeadlineMs: 1000,
  });
  return { accounts, hub, supervisor, bots: createBots({ sealer, accounts, supervisor }) };
}

/** Bots at 1/100 of human waits against a game where a game hour passes in six real seconds. */
export async function botPlatform(options: Partial<AppOptions> = {}, sim?: Simulator): Promise<TestPlatform> {
  const game = sim ?? (await startSimulator({ port: 0, seed: 7, timeScale: 600, raidChancePerHour: 0 }));
  const platform = createPlatform({
    throttleNamespace: ownCounters(),
    config: testConfig({ gameUrl: game.url, gameLoginPage: { url: game.loginPageUrl, siteKey: null } }),
    throttle: RELAXED_THROTTLE,
    paceScale: 0.01,
    supervisor: { restartBackoffMs: 300, usageTickMs: 60_000 },
    ...options,
  });
  return Object.assign(platform, { sim: game });
}

export const FAST_PACING = { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 };

let n = 0;
/** A signed-up player with one game account and one bot of `templateId`. */
export async function playerWithBot(
  p: TestPlatform,
  templateId = 'baron-farmer',
  settings: Record<string, unknown> = {},
  login?: { username: string; password: string },
) {
  // Named before the first await: players made in parallel must not share a name.
  const username = login?.username ?? `Knight${Date.now().toString(36)}${++n}`;
  const player = await signUp(p.app);
  const account = await call(p.app, 'POST', '/api/accounts', {
    token: player.token,
    body: { email: `${username}@game.example`, server: 'INT1', username, password: login?.password ?? 'castle-pw', type: 'none' },
  });
  if (account.status !== 201) throw new Error(`account: ${JSON.stringify(account.body)}`);
  const bot = await call(p.app, 'POST', '/api/bots', {
    token: player.token,
    body: { templateId, accountId: account.body.id, settings: { ...(templateId === 'attack-guard' ? {} : FAST_PACING), ...settings } },
  });
  if (bot.status !== 201) throw new Error(`bot: ${JSON.stringify(bot.body)}`);
  return { ...player, username, accountId: account.body.id as string, botId: bot.body.id as string };
}

export async function action(p: TestPlatform, token: string, botId: string, name: 'start' | 'stop') {
  return call(p.app, 'POST', `/api/bots/${botId}/actions`, { token, body: { action: name } });
}

/**
 * 20 s by default: a bot's first login in a fresh runtime process starts its Chromium first, which takes
 * several seconds on a machine the three test shards share.
 */
export function waitForState(botId: string, state: 'online' | 'offline' | 'error', timeoutMs = 45_000) {
  return waitFor(`bot ${botId} to be ${state}`, async () => (await BotModel.findById(botId))?.state === state, timeoutMs);
}

export async function consoleText(p: TestPlatform, botId: string): Promise<string> {
  return (await p.hub.history(botId)).map((l) => l.text).join('\n');
}

export async function waitForConsole(p: TestPlatform, botId: string, text: string | RegExp, timeoutMs = 45_000) {
  try {
    return await waitFor(
      `console of ${botId} to show ${text}`,
      async () => {
        const all = await consoleText(p, botId);
        return typeof text === 'string' ? all.includes(text) : text.test(all);
      },
      timeoutMs,
    );
  } catch (err) {
    const tail = (await consoleText(p, botId)).split('\n').slice(-8).join('\n  ');
    throw new Error(`${(err as Error).message}\nconsole ends with:\n  ${tail}`);
  }
}
