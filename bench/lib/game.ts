/** The local game server as a process of its own, for benchmarks (a game hour every real minute). */
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/ports';
import { BUN, spawnChild, waitForHttp, type Child } from '../../scripts/lib/processes';

export type GameSessions = { live: number; logins: number; replaced: number };

/**
 * `sessions()`: what the game server counts over every player (its operator's route, simulator/session/operator.ts):
 * sockets logged in now, logins so far, and sessions replaced by a second login of the same account.
 */
export async function startBenchGame(): Promise<{ sim: Child; gameUrl: string; loginPageUrl: string; sessions(): Promise<GameSessions> }> {
  const simPort = await freePort();
  const key = crypto.randomUUID();
  const sim = spawnChild(
    'game server',
    [BUN, join(import.meta.dir, '../../simulator/main.ts')],
    { SIM_PORT: String(simPort), SIM_TIME_SCALE: '60', SIM_OPERATOR_KEY: key },
    true,
  );
  const loginPageUrl = `http://127.0.0.1:${simPort}/`;
  await waitForHttp(loginPageUrl, sim);
  const sessions = async () =>
    (await (await fetch(`${loginPageUrl}operator/sessions`, { headers: { authorization: `Bearer ${key}` } })).json()) as GameSessions;
  return { sim, gameUrl: `ws://127.0.0.1:${simPort}/`, loginPageUrl, sessions };
}
