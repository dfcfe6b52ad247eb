/** What an operator checks first: the database, the bot runtime, the game server, the payment providers. */
import { DEFAULT_GAME_SERVER } from '@shared/game';
import { databaseHealth } from '../../lib/db';
import type { ServerDirectory } from '../game-network/directory';
import type { Engine } from '../../lib/engine';
import { openGameSocket, type ClientBuildSource, type RunnerView } from '../../runtime';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { log } from '../../lib/logger';

/** The engine's connection and what JetStream holds for us (streams, bytes on disk), asked within 1 s. */
async function engineHealth(engine: Engine) {
  const status = engine.status();
  const account = await engine
    .manager(1_000)
    .then((jsm) => jsm.getAccountInfo())
    .catch(() => null);
  return {
    state: account ? ('up' as const) : status.state === 'connecting' ? ('connecting' as const) : ('down' as const),
    url: status.url,
    server: account ? engine.status().server : null,
    streams: account?.streams ?? null,
    storedBytes: account?.storage ?? null,
  };
}

/** Whether the game server takes a socket (with the game page's Origin, as a bot's would carry). */
function gameServerReachable(url: string, origin: string | null, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      resolve(ok);
    };
    try {
      const ws = openGameSocket(url, { origin });
      const timer = setTimeout(() => {
        ws.close();
        finish(false);
      }, timeoutMs);
      ws.onopen = () => {
        clearTimeout(timer);
        ws.close();
        finish(true);
      };
      ws.onerror = () => {
        clearTimeout(timer);
        finish(false);
      };
    } catch {
      finish(false);
    }
  });
}

/** What the System tab reads, as the admin routes are given it. */
export type SystemSources = {
  servers: Pick<ServerDirectory, 'resolve' | 'status'>;
  runtime: () => { bots: number; rssBytes: number; lagMs: number; crashLoop?: boolean } | null;
  /** The fleet's runner nodes (none when the API runs its bots itself). */
  runners: () => RunnerView[];
  billing: { stripe: boolean; paypal: boolean };
  /** The game page's origin (GAME_LOGIN_PAGE_URL), which the game's sockets carry. */
  gameOrigin: string | null;
  /** The game client build the bots announce, and where it came from (runtime/game/client-build.ts). */
  clientBuild: Pick<ClientBuildSource, 'current' | 'status'>;
  engine: Engine;
  /**
   * The admins' alerts open now, in the reader's language (modules/alerts/open-alerts.ts, handed in by
   * app.ts: this module may not import the alerts module, which imports this one's guard and audit).
   */
  openAlerts: (locale: Locale) => Promise<OpenAlertView[]>;
};

/** An admins' alert open now as the System tab lists it (modules/alerts/open-alerts.ts makes them). */
export type OpenAlertView = { rule: string; name: string; subject: string; startedAt: string; saw: string; quiet: boolean };

/** The alerts open now (where an alert's bell item leads); none when they cannot be read, the rest still answers. */
const alertsNow = (openAlerts: SystemSources['openAlerts'], locale: Locale): Promise<OpenAlertView[]> =>
  openAlerts(locale).catch((err: unknown) => {
    log.warn('open alerts not read for the System tab', { error: String(err) });
    return [];
  });

export async function systemHealth(deps: SystemSources, locale: Locale = BASE_LOCALE) {
  // The default server's address, resolved as a bot's would be (reading the network document if due):
  // the URL shown is the one probed, and the document's state says where it came from.
  const address = await deps.servers.resolve(DEFAULT_GAME_SERVER);
  // The build as a bot would read it now (the client's files if due, else the setting): shown with its source.
  const [database, game, engine, , alerts] = await Promise.all([
    databaseHealth(),
    gameServerReachable(address.url, deps.gameOrigin),
    engineHealth(deps.engine),
    deps.clientBuild.current(),
    alertsNow(deps.openAlerts, locale),
  ]);
  const runtime = deps.runtime();
  return {
    database,
    // Degraded while its process keeps dying and being replaced (runtime/process-runtime.ts CRASH_LOOP).
    runtime: runtime
      ? { state: runtime.crashLoop ? ('degraded' as const) : ('up' as const), running: runtime.bots, rssBytes: runtime.rssBytes, lagMs: runtime.lagMs }
      : { state: 'idle' as const, running: 0, rssBytes: 0, lagMs: 0 },
    runners: deps.runners(),
    gameServer: { server: address.server, zone: address.zone, url: address.url, urlFrom: address.urlFrom, reachable: game, network: deps.servers.status() },
    gameClient: deps.clientBuild.status(),
    engine,
    billing: deps.billing,
    uptimeSeconds: Math.round(process.uptime()),
    alerts,
  };
}
