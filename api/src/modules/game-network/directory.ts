/**
 * Where each game server is: its zone and the WebSocket URL its bots connect to, read at run time from
 * the game's network configuration document (GAME_NETWORK_URL; see runtime/game/network.ts), as public
 * clients of the game do. The document is cached for 5 minutes; a refresh that fails keeps the last good
 * copy (retried every 30 s); with no good copy ever, zones come from the built-in list (shared/src/game.ts)
 * and the WebSocket from the document's own host. One warning per failure streak, never a crash.
 *
 * An operator's GAME_WS_URL overrides the host of every server (zones still come from the document when
 * there is one): it is how bots are pointed at one particular game server.
 */
import { isGameServer, zoneOf } from '@shared/game';
import { keptCopy } from '../../lib/kept-copy';
import { log } from '../../lib/logger';
import { documentHostSocket, parseNetworkDocument, webSocketUrlOf, type NetworkInstance } from '@shared/game-wire/network';

/** How long a read document is used before it is read again (public clients: about 5 minutes). */
export const NETWORK_CACHE_MS = 5 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;
/** The live document lists a few dozen servers in some 20 KB; anything far larger is not it. */
const MAX_DOCUMENT_CHARS = 1_000_000;

export type ServerAddress = {
  server: string;
  zone: string;
  url: string;
  zoneFrom: 'network document' | 'built-in list';
  urlFrom: 'GAME_WS_URL' | 'network document' | 'document host';
};

export type NetworkStatus = {
  /** What decides the hosts bots connect to. */
  hosts: 'GAME_WS_URL' | 'network document';
  documentUrl: string | null;
  /** A good copy of the document is held (it may be older than 5 minutes when refreshes fail). */
  read: boolean;
  readAt: string | null;
  servers: number;
  /** Why the last read failed, while reads keep failing; null once one succeeds. */
  error: string | null;
};

export type ServerDirectoryOptions = {
  /** GAME_WS_URL: every server's host, when set. */
  override: string | null;
  /** GAME_NETWORK_URL: the network configuration document. */
  documentUrl: string | null;
  now?: () => number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  cacheMs?: number;
  retryMs?: number;
  timeoutMs?: number;
};

type Servers = { byCode: Map<string, NetworkInstance>; servers: number };

export interface ServerDirectory {
  /** The zone and WebSocket URL of a server name (INT1, DE1, …). */
  resolve(server: string): Promise<ServerAddress>;
  /** Where the hosts come from and whether the network document was read (the admin's status). */
  status(): NetworkStatus;
}

export function createServerDirectory(options: ServerDirectoryOptions): ServerDirectory {
  if (!options.override && !options.documentUrl) throw new Error('A game server directory needs GAME_NETWORK_URL or GAME_WS_URL.');
  const get = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const missingWarned = new Set<string>();

  async function download(url: string): Promise<string> {
    const response = await get(url, { signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS), headers: { accept: 'application/xml, text/xml' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_DOCUMENT_CHARS) throw new Error(`the document is ${text.length} characters long, far more than a server list`);
    return text;
  }

  async function readServers(url: string): Promise<Servers> {
    const { instances, skipped } = parseNetworkDocument(await download(url));
    const byCode = new Map<string, NetworkInstance>();
    for (const instance of instances) if (instance.code && !byCode.has(instance.code)) byCode.set(instance.code, instance);
    if (skipped > 0) log.warn('game network document has rows without a zone or host; they are left out', { url, skipped });
    return { byCode, servers: instances.length };
  }

  const copy = keptCopy({
    read: () => readServers(options.documentUrl!),
    now: options.now ?? Date.now,
    cacheMs: options.cacheMs ?? NETWORK_CACHE_MS,
    retryMs: options.retryMs ?? RETRY_AFTER_FAILURE_MS,
    onRead: (servers, _previous, recovered) => {
      if (recovered) log.info('game network document read again', { url: options.documentUrl, servers: servers.servers });
    },
    // Bots resolving meanwhile get the kept copy or the built-in list.
    onFailure: (error, kept) => {
      log.warn(
        kept
          ? 'game network document could not be read; keeping the copy read before'
          : 'game network document could not be read; using the built-in server list',
        {
          url: options.documentUrl,
          error,
          ...(kept ? { readAt: new Date(kept.readAt).toISOString() } : {}),
        },
      );
    },
  });

  const current = async (): Promise<Servers | null> => (options.documentUrl ? ((await copy.current())?.value ?? null) : null);

  return {
    async resolve(server: string): Promise<ServerAddress> {
      const row = (await current())?.byCode.get(server);
      if (!row && !isGameServer(server)) throw new Error(`Unknown game server "${server}".`);
      if (!row && copy.kept() && options.documentUrl && !missingWarned.has(server)) {
        missingWarned.add(server);
        log.warn('game network document does not list this server; using the built-in zone', { server, url: options.documentUrl });
      }
      const zone = row ? row.zone : zoneOf(server as Parameters<typeof zoneOf>[0]);
      const zoneFrom = row ? 'network document' : 'built-in list';
      if (options.override) return { server, zone, url: options.override, zoneFrom, urlFrom: 'GAME_WS_URL' };
      const documentUrl = options.documentUrl!;
      return row
        ? { server, zone, url: webSocketUrlOf(row.server, documentUrl), zoneFrom, urlFrom: 'network document' }
        : { server, zone, url: documentHostSocket(documentUrl), zoneFrom, urlFrom: 'document host' };
    },

    status(): NetworkStatus {
      return {
        hosts: options.override ? 'GAME_WS_URL' : 'network document',
        documentUrl: options.documentUrl,
        read: copy.kept() !== null,
        readAt: copy.kept() ? new Date(copy.kept()!.readAt).toISOString() : null,
        servers: copy.kept()?.value.servers ?? 0,
        error: copy.error(),
      };
    },
  };
}
