/**
 * The build number our game clients send in the handshake, learnt where the web client has it
 * (shared/src/game-wire/client-build.ts): the game's `index.html` on its HTML5 host (GAME_CLIENT_URL)
 * names the CacheBreaker bundle, and the bundle names the client's version. Read like the network
 * document (modules/game-network/directory.ts): kept 5 minutes, so a game update reaches the bots within
 * minutes while a fleet's logins do not each fetch the page; a refresh that fails keeps the last good
 * build (retried every 30 s); with none ever read, or no GAME_CLIENT_URL, the operator's setting
 * GAME_CLIENT_BUILD. One warning per failure streak, never a crash.
 */
import { buildNumberOf, cacheBreakerBundleIn, clientVersionIn, DEFAULT_CLIENT_BUILD } from '@shared/game-wire/client-build';
import { keptCopy } from '../../lib/kept-copy';
import { log } from '../../lib/logger';

export const CLIENT_BUILD_CACHE_MS = 5 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;
/** The live page is a few KB and the CacheBreaker bundle some 100 KB; anything far larger is not them. */
const MAX_DOCUMENT_CHARS = 5_000_000;

/** The operator's settings: GAME_CLIENT_BUILD, and GAME_CLIENT_URL (the client's folder, ending in `/`) or null. */
export type ClientBuildSetting = { build: string; clientUrl: string | null };

export type ClientBuildStatus = {
  build: string;
  /** Where `build` came from: the client's own files (read at `readAt` from `documentUrl`) or the setting. */
  from: 'client files' | 'setting';
  documentUrl: string | null;
  readAt: string | null;
  /** Why the last read failed, while reads keep failing; null once one succeeds. */
  error: string | null;
};

export type ClientBuildSource = {
  /** The build to send now, reading the client's files when the kept copy is due. */
  current(): Promise<string>;
  status(): ClientBuildStatus;
};

export type ClientBuildOptions = ClientBuildSetting & {
  now?: () => number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  cacheMs?: number;
  retryMs?: number;
  timeoutMs?: number;
};

/** The setting alone, for runtimes given no client folder (and tests). */
export const settingOnly = (build = DEFAULT_CLIENT_BUILD): ClientBuildSource => createClientBuildSource({ build, clientUrl: null });

export function createClientBuildSource(options: ClientBuildOptions): ClientBuildSource {
  const get = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const indexUrl = options.clientUrl ? new URL('index.html', options.clientUrl).href : null;

  async function download(url: string): Promise<string> {
    const response = await get(url, { signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
    const text = await response.text();
    if (text.length > MAX_DOCUMENT_CHARS) throw new Error(`${url} is ${text.length} characters long, far more than the client's page or bundle`);
    return text;
  }

  /** index.html, then the bundle it names, as the client's loader reads them. */
  async function readBuild(index: string): Promise<string> {
    const bundle = cacheBreakerBundleIn(await download(index));
    if (!bundle) throw new Error(`${index} names no CacheBreaker bundle`);
    const version = clientVersionIn(await download(new URL(bundle, index).href));
    if (!version) throw new Error(`${bundle} names no client version`);
    const build = buildNumberOf(version);
    if (!build) throw new Error(`${bundle} names the version "${version.slice(0, 40)}", which gives no build`);
    return build;
  }

  const copy = keptCopy({
    read: () => readBuild(indexUrl!),
    now: options.now ?? Date.now,
    cacheMs: options.cacheMs ?? CLIENT_BUILD_CACHE_MS,
    retryMs: options.retryMs ?? RETRY_AFTER_FAILURE_MS,
    onRead: (build, previous, recovered) => {
      if (recovered || (previous !== null && previous !== build)) log.info('game client build read', { url: indexUrl, build });
    },
    onFailure: (error, kept) => {
      log.warn(kept ? 'game client build could not be read; keeping the build read before' : 'game client build could not be read; using GAME_CLIENT_BUILD', {
        url: indexUrl,
        error,
        build: kept?.value ?? options.build,
      });
    },
  });

  return {
    async current() {
      if (!indexUrl) return options.build;
      return (await copy.current())?.value ?? options.build;
    },
    status() {
      const kept = copy.kept();
      return {
        build: kept?.value ?? options.build,
        from: kept ? 'client files' : 'setting',
        documentUrl: indexUrl,
        readAt: kept ? new Date(kept.readAt).toISOString() : null,
        error: copy.error(),
      };
    },
  };
}
