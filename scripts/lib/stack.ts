/**
 * The whole product as processes: embedded database (unless MONGODB_URI is set), the API and the site,
 * and the local mail catcher (unless SMTP_URL or MAIL=off says where mail goes).
 * Used by `npm start` and by the browser tests.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { carryOverSqlite } from './carry-over';
import { ROOT, startFerretDB, type Database } from './ferretdb';
import { startNats, type Nats } from './nats';
import { gameSettings } from './game-settings';
import { BUN, astro, waitForHttp } from './processes';
import { keepRunning, type KeptProcess } from './process-keeper';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { portInUse } from './ports';
import { buildingFolder, moveIntoPlace, removeAbandonedBuilds } from './move-into-place';
import { endingWithLauncher } from './launcher-death';

export type StackOptions = {
  apiPort: number;
  sitePort: number;
  simPort: number;
  /** Opens the local game server's operator route (simulator/session/operator.ts) to this key: the browser tests' raids. */
  gameOperatorKey?: string;
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
  /** A part crashed in a tight loop and is no longer restarted: the product is not running. */
  onGiveUp?: (name: string) => void;
  /**
   * Each part in a process group of its own: a Ctrl+C then reaches only the launcher, which stops the parts
   * in order (the API saves its last console lines while the database is still up). The launcher must then
   * stop the stack on SIGINT, SIGTERM and SIGHUP itself.
   */
  detached?: boolean;
  /**
   * The mail catcher's ports when they are free (npm start: 1025 and 8025, so the inbox has an address to
   * bookmark); otherwise, and by default, any free ports.
   */
  mailPorts?: { smtp: number; http: number };
  /** Run the catcher whatever SMTP_URL or MAIL say (the tests: they read every mail, and never send a real one). */
  catchMail?: boolean;
  /** The data folder is thrown away after the run (tests, benchmarks): the database may skip crash safety. */
  throwawayData?: boolean;
};

export type Stack = {
  siteUrl: string;
  apiUrl: string;
  /** The engine every API instance and runner talks through (the local one, or the operator's NATS_URL). */
  natsUrl: string;
  /** The one game server every bot plays on (the operator's GAME_WS_URL, or the local one), if any. */
  gameUrl: string | null;
  /** The network document the API reads zones and hosts from (the operator's, or the local server's). */
  gameNetworkUrl: string | null;
  /** The game's login page, where the bots' Chromium mints reCAPTCHA tokens (null: none configured). */
  loginPageUrl: string | null;
  /** False when the operator pointed the bots elsewhere (GAME_WS_URL or GAME_NETWORK_URL). */
  localGame: boolean;
  /** The local mail catcher's inbox page and API, and the SMTP address the API sends to (null when SMTP_URL or MAIL=off decide where mail goes). */
  mailboxUrl: string | null;
  mailSmtpUrl: string | null;
  database?: Database;
  children: KeptProcess[];
  stop: () => Promise<void>;
};

export const SITE_DIST = join(ROOT, 'site/dist');

/**
 * Builds the site into `outDir`. Each build writes a folder of its own beside it and moves it into place
 * when whole (`moveIntoPlace`): two builds at once in one checkout (two `npm start`, a start and a bench)
 * never write into one folder, where one's precompress step read files the other had just replaced
 * (`ENOENT … index.html.br`). The last build to finish is the one in place; a reader of the folder sees a
 * whole build, old or new. `env`: SITE_PORT or SITE_ORIGIN, the address built into the pages' absolute
 * links (site/server/origin.ts).
 */
export async function buildSite(outDir = SITE_DIST, env: Record<string, string> = {}): Promise<void> {
  removeAbandonedBuilds(outDir);
  const building = buildingFolder(outDir);
  try {
    // Ends with the launcher: a launcher killed with -9 mid-build leaves no build running on.
    const build = Bun.spawn(endingWithLauncher(astro(['build'])), {
      cwd: ROOT,
      stdout: 'ignore',
      stderr: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_OUT_DIR: building, ...env },
    });
    if ((await build.exited) !== 0) throw new Error('The site build failed (see above).');
    moveIntoPlace(building, outDir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Every part is kept running: restarted when it dies unexpectedly, given up on only when it keeps dying. */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const hooks = { onGiveUp: opts.onGiveUp };
  const detached = opts.detached ?? false;
  let db: Database | undefined;
  let mongoUri = process.env.MONGODB_URI;
  if (!mongoUri) {
    db = await startFerretDB(join(opts.dataDir, 'db'), opts.dbName, { ...hooks, detached, throwaway: opts.throwawayData });
    mongoUri = db.uri;
    // A data folder from the SQLite days: its data moves to PostgreSQL before anything reads it.
    if (db.backend === 'postgresql') {
      try {
        await carryOverSqlite(join(opts.dataDir, 'db'), db.uri, opts.quiet ? () => {} : console.log);
      } catch (err) {
        await db.stop();
        throw new Error(
          `Carrying the SQLite data over to PostgreSQL failed; nothing was moved or deleted (EMBEDDED_DB=sqlite starts on it as before): ${err instanceof Error ? err.message : err}`,
        );
      }
    }
  }
  // The engine (consoles, placement, locks), on disk beside the database, unless NATS_URL names one.
  let nats: Nats | undefined;
  let natsUrl = process.env.NATS_URL;
  if (!natsUrl) {
    try {
      nats = await startNats(join(opts.dataDir, 'nats'), { ...hooks, detached });
    } catch (err) {
      await db?.stop();
      throw err;
    }
    natsUrl = nats.url;
  }
  const apiUrl = `http://127.0.0.1:${opts.apiPort}`;
  const siteUrl = `http://localhost:${opts.sitePort}`;
  const children: KeptProcess[] = [];
  let catcher: MailCatcher | undefined;
  // The engine and the database go last, so the API's final writes (console lines, states) still land.
  // Every part is told first that its exit is expected: one that stops on its own meanwhile is not
  // reported as a crash.
  const stop = async () => {
    for (const part of [...children, ...(nats ? [nats.kept] : []), ...(db ? [db.kept] : []), ...(db?.storage ? [db.storage.kept] : [])]) part.expectExit();
    // The game server goes after the API and runners: their bots log out of it as they stop.
    const game = children.find((child) => child.name === 'game server');
    await Promise.all(children.filter((child) => child !== game).map((child) => child.stop()));
    await game?.stop();
    await nats?.stop();
    await db?.stop();
    await catcher?.stop();
  };
  const spawn = (cmd: string[], env: Record<string, string | undefined>) => (): Subprocess =>
    Bun.spawn(endingWithLauncher(cmd), { env: { ...process.env, ...env }, stdout: opts.quiet ? 'ignore' : 'inherit', stderr: 'inherit', detached });

  // An operator's GAME_WS_URL or GAME_NETWORK_URL wins, untouched; otherwise the local game server.
  const game = gameSettings(process.env, opts.simPort);

  try {
    // Mail: the operator's relay (SMTP_URL), none (MAIL=off), or the catcher, where every mail lands.
    const given = { ...process.env, ...opts.env };
    if (opts.catchMail || !(given.SMTP_URL?.trim() || given.MAIL?.trim().toLowerCase() === 'off')) {
      const free = async (port: number | undefined) => (port && !(await portInUse(port)) ? port : 0);
      catcher = await startMailCatcher({ smtpPort: await free(opts.mailPorts?.smtp), httpPort: await free(opts.mailPorts?.http), quiet: opts.quiet });
    }

    // The local game server the bots play against (the live game cannot be reached from here).
    const simEnv = {
      SIM_PORT: String(opts.simPort),
      SIM_TIME_SCALE: String(opts.timeScale ?? 60),
      SIM_STATE_FILE: join(opts.dataDir, 'simulator-world.json'),
      SIM_OPERATOR_KEY: opts.gameOperatorKey ?? '',
    };
    if (game.localGame)
      children.push(
        // Never given up on: a game server that keeps dying stops only the bots' game (they wait for it and say
        // so), not the site, the API or the database; it is tried again every 30 s at the longest.
        await keepRunning('game server', {
          start: spawn([BUN, join(ROOT, 'simulator/main.ts')], simEnv),
          ready: (proc) => waitForHttp(game.loginPageUrl!, { name: 'game server', proc }),
          maxCrashes: Number.POSITIVE_INFINITY,
          maxBackoffMs: 30_000,
        }),
      );

    const apiEnv = {
      MONGODB_URI: mongoUri,
      // Where the embedded FerretDB keeps its data: the API adds the indexes its filters use there.
      ...(db?.storage ? { EMBEDDED_POSTGRES_URL: db.storage.url } : {}),
      NATS_URL: natsUrl,
      API_PORT: String(opts.apiPort),
      SITE_ORIGIN: siteUrl,
      DATA_DIR: opts.dataDir,
      ...game.apiEnv,
      RUNTIME_PACE_SCALE: String(opts.paceScale ?? 1),
      ...opts.env,
      ...(catcher ? { SMTP_URL: catcher.smtpUrl, MAIL: '' } : {}),
    };
    children.push(
      await keepRunning('API', {
        ...hooks,
        start: spawn([BUN, ...(opts.dev ? ['--watch'] : []), join(ROOT, 'api/src/index.ts')], apiEnv),
        ready: (proc) => waitForHttp(`${apiUrl}/api/health`, { name: 'API', proc }),
      }),
    );

    // RUNNERS=fleet: the bots run on a runner node, as they would on other hosts; here, one beside the API
    // (it announces itself through the engine: no port to wait for).
    if ((opts.env?.RUNNERS ?? process.env.RUNNERS) === 'fleet') {
      children.push(
        await keepRunning('runner', {
          ...hooks,
          start: spawn([BUN, join(ROOT, 'api/src/runner.ts')], { ...apiEnv, RUNNER_ID: 'local-runner' }),
        }),
      );
    }

    const siteEnv = { API_ORIGIN: apiUrl, HOST: '127.0.0.1', PORT: String(opts.sitePort), SITE_PORT: String(opts.sitePort), ASTRO_TELEMETRY_DISABLED: '1' };
    const siteCmd = opts.dev ? astro(['dev']) : [BUN, join(ROOT, 'site/serve.mjs'), opts.siteDir ?? SITE_DIST];
    children.push(
      await keepRunning('site', {
        ...hooks,
        start: spawn(siteCmd, siteEnv),
        ready: (proc) => waitForHttp(`${siteUrl}/`, { name: 'site', proc }, opts.dev ? 60_000 : 30_000),
      }),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    siteUrl,
    apiUrl,
    natsUrl,
    gameUrl: game.gameUrl,
    gameNetworkUrl: game.gameNetworkUrl,
    loginPageUrl: game.loginPageUrl,
    localGame: game.localGame,
    mailboxUrl: catcher?.httpUrl ?? null,
    mailSmtpUrl: catcher?.smtpUrl ?? null,
    database: db,
    children,
    stop,
  };
}
