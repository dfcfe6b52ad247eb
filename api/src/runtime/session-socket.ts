/** How a session opens a game socket: through the account's proxy, with the Origin the runtime gives. */
import { AccountPacing } from './game/account-pacing';
import { GameClient } from './game/client';
import { ProxyUnusableError, type WebSocketProxy } from './game/proxy';
import { socketOrigin, type SessionOptions } from './session-options';
import type { AccountSpec } from './types';
import { gameSeries } from './game-metrics';

/** The WebSocket proxy option for the account's proxy; a proxy we cannot use is the account's problem, not an outage. */
async function route(proxyUrl: string | null, options: SessionOptions): Promise<WebSocketProxy | undefined> {
  if (!proxyUrl) return undefined;
  if (!options.proxies) throw new ProxyUnusableError('this runtime cannot use proxies');
  return options.proxies.route(proxyUrl);
}

/** Connects `client` (to its URL) in `zone`, through `proxyUrl` when the account has one. */
export async function connectSocket(client: GameClient, url: string, zone: string, proxyUrl: string | null, options: SessionOptions): Promise<void> {
  await client.connect(zone, { origin: options.tokens?.origin ?? socketOrigin(url), proxy: await route(proxyUrl, options) });
}

/**
 * A second connection of this account, to a temporary server named by `glt` (its host, port and zone:
 * ggejs EmpireClient.getExternalClient), logged in with the token; through the account's proxy, with the
 * same scheme as the main server's address, at a pace of its own (that server counts its own attacks).
 * The caller closes it.
 */
export async function openTempServer(
  account: AccountSpec,
  options: SessionOptions,
  now: () => number,
  server: { host: string; port: number; zone: string },
  serverType: number,
  token: string,
): Promise<GameClient> {
  const url = `${new URL(account.gameUrl).protocol}//${server.host}:${server.port}/`;
  const client = new GameClient(url, options.client, new AccountPacing(options.pacing, now));
  client.onRoundTrip((seconds) => gameSeries.roundTrip(account.server, seconds));
  try {
    await connectSocket(client, url, server.zone, account.proxy, options);
    await client.loginWithServerToken(serverType, token);
    return client;
  } catch (err) {
    client.close();
    throw err;
  }
}
