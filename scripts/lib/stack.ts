/**
 * The whole product as processes: embedded database (unless MONGODB_URI is set), the API and the site.
 * Used by `npm start` and by the browser tests.
 */
import { join } from 'node:path';
import { ROOT, startFerretDB, type Database } from './ferretdb';
import { BUN, astro, spawnChild, stopChildren, waitForHttp, waitForWebSocket, type Child } from './processes';

export type StackOptions = {
  apiPort: number;
  sitePort: number;
  simPort: number;
  /** Game minutes per real minute on the local game server, and the bots' pacing scale. */
  timeScale?: number;
  paceScale?: number;
  dataDir: string;
  dev?: boolean;
  quiet?: boolean;
  env?: Record<string, string>;
  dbName?: string;
  /** Where the built site is (site/dist unless the test run built elsewhere). */
  siteDir?: string;
};

export type Stack = { siteUrl: string; apiUrl: string; gameUrl: string; children: Child[]; stop: () => Promise<void> };

export const SITE_DIST = join(ROOT, 'site/dist');

export async function buildSite(outDir = SITE_DIST): Promise<void> {
  const build = Bun.spawn(astro(['build']), {
    cwd: ROOT,
    stdout: 'ignore',
    stderr: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_OUT_DIR: outDir },
  });
  if ((await build.exited) !== 0) throw new Error('The site build failed (see above).');
}

export async function startStack(opts: StackOptions): Promise<Stack> {
  let db: Database | undefined;
  let mongoUri = process.env.MONGODB_URI;
  if (!mongoUri) {
    db = await startFerretDB(join(opts.dataDir, 'db'), opts.dbName);
    mongoUri = db.uri;
  }
  const apiUrl = `http://127.0.0.1:${opts.apiPort}`;
  const siteUrl = `http://localhost:${opts.sitePort}`;
  const children: Child[] = [];
  const stop = async () => {
    await stopChildren(children);
    await db?.stop();
  };

  const gameUrl = `ws://127.0.0.1:${opts.simPort}/`;

  try {
    // The local game server the bots play against (the live game cannot be reached from here).
    const sim = spawnChild(
      'game server',
      [BUN, join(ROOT, 'simulator/main.ts')],
      {
        SIM_PORT: String(opts.simPort),
        SIM_TIME_SCALE: String(opts.timeScale ?? 60),
        SIM_STATE_FILE: join(opts.dataDir, 'simulator-world.json'),
      },
      opts.quiet,
    );
    children.push(sim);
    await waitForWebSocket(gameUrl, sim);

    const api = spawnChild(
      'API',
      [BUN, ...(opts.dev ? ['--watch'] : []), join(ROOT, 'api/src/index.ts')],
      {
        MONGODB_URI: mongoUri,
        API_PORT: String(opts.apiPort),
        SITE_ORIGIN: siteUrl,
        DATA_DIR: opts.dataDir,
        GAME_WS_URL: gameUrl,
        RUNTIME_PACE_SCALE: String(opts.paceScale ?? 1),
        ...opts.env,
      },
      opts.quiet,
    );
    children.push(api);
    await waitForHttp(`${apiUrl}/api/health`, api);

    const siteEnv = { API_ORIGIN: apiUrl, HOST: '127.0.0.1', PORT: String(opts.sitePort), SITE_PORT: String(opts.sitePort), ASTRO_TELEMETRY_DISABLED: '1' };
    const site = opts.dev
      ? spawnChild('site', astro(['dev']), siteEnv, opts.quiet)
      : spawnChild('site', [BUN, join(opts.siteDir ?? SITE_DIST, 'server/entry.mjs')], siteEnv, opts.quiet);
    children.push(site);
    await waitForHttp(`${siteUrl}/`, site, opts.dev ? 60_000 : 30_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { siteUrl, apiUrl, gameUrl, children, stop };
}
