/** The local game server as a process of its own, for benchmarks (a game hour every real minute). */
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/ports';
import { BUN, spawnChild, waitForHttp, type Child } from '../../scripts/lib/processes';

export async function startBenchGame(): Promise<{ sim: Child; gameUrl: string; loginPageUrl: string }> {
  const simPort = await freePort();
  const sim = spawnChild('game server', [BUN, join(import.meta.dir, '../../simulator/main.ts')], { SIM_PORT: String(simPort), SIM_TIME_SCALE: '60' }, true);
  const loginPageUrl = `http://127.0.0.1:${simPort}/`;
  await waitForHttp(loginPageUrl, sim);
  return { sim, gameUrl: `ws://127.0.0.1:${simPort}/`, loginPageUrl };
}
