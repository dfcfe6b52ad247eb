/**
 * Follows a game account's live map (GET /api/accounts/:id/map, server-sent events): a ticket first (an
 * EventSource cannot send the bearer token, and a session token never goes in a URL), then the stream.
 * A dropped stream is opened again with a new ticket (the old one lapses within a minute), after a wait
 * that doubles up to half a minute; an account that is not (or no longer) the reader's stops it, and so
 * does the stream's `end` (the reader's right ended while it was open: a share, a sign-out), never reopened.
 */
import { MAP_EVENTS, type AccountMap } from '@shared/account-map';
import { api, API_BASE, ApiError, unwrap } from '../../lib/api';

export type MapStatus = 'connecting' | 'live' | 'reconnecting' | 'gone' | 'ended';

export type MapStreamDeps = {
  ticket: (accountId: string) => Promise<string>;
  open: (url: string) => Pick<EventSource, 'addEventListener' | 'close'> & { onerror: ((e: Event) => void) | null };
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
};

const browserDeps: MapStreamDeps = {
  ticket: async (accountId) => (await unwrap(api.api.accounts({ id: encodeURIComponent(accountId) })['map-ticket'].post())).ticket,
  open: (url) => new EventSource(url),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (handle) => window.clearTimeout(handle as number),
};

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Reads a `map` event's data: a map, or null (nothing read yet); undefined when it is not one. */
export function readMapEvent(data: string): AccountMap | null | undefined {
  try {
    const value = JSON.parse(data) as unknown;
    if (value === null) return null;
    const map = value as AccountMap;
    return map && typeof map === 'object' && Array.isArray(map.castles) && Array.isArray(map.targets) && Array.isArray(map.armies) ? map : undefined;
  } catch {
    return undefined;
  }
}

export function followAccountMap(
  accountId: string,
  onMap: (map: AccountMap | null) => void,
  onStatus: (status: MapStatus) => void,
  deps: MapStreamDeps = browserDeps,
): () => void {
  let stopped = false;
  let source: ReturnType<MapStreamDeps['open']> | null = null;
  let timer: unknown = null;
  let retryMs = FIRST_RETRY_MS;

  const again = () => {
    if (stopped) return;
    onStatus('reconnecting');
    timer = deps.setTimer(connect, retryMs);
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
  };

  async function connect() {
    timer = null;
    let ticket: string;
    try {
      ticket = await deps.ticket(accountId);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 401 || err.status === 403)) {
        if (!stopped) onStatus('gone');
        return;
      }
      return again();
    }
    if (stopped) return;
    const opened = deps.open(`${API_BASE.replace(/\/+$/, '')}/api/accounts/${encodeURIComponent(accountId)}/map?token=${encodeURIComponent(ticket)}`);
    source = opened;
    opened.addEventListener(MAP_EVENTS.map, (event) => {
      const map = readMapEvent((event as MessageEvent<string>).data);
      if (map === undefined) return;
      retryMs = FIRST_RETRY_MS;
      onStatus('live');
      onMap(map);
    });
    opened.addEventListener(MAP_EVENTS.end, () => {
      opened.close();
      if (source === opened) source = null;
      stopped = true;
      onStatus('ended');
    });
    opened.onerror = () => {
      // The browser would reconnect with the same ticket, which lapses: a new one instead.
      opened.close();
      if (source === opened) source = null;
      again();
    };
  }

  onStatus('connecting');
  void connect();
  return () => {
    stopped = true;
    if (timer !== null) deps.clearTimer(timer);
    source?.close();
  };
}
