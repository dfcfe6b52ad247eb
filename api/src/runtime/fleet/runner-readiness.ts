/**
 * Whether the game's network document answers this runner (issue 56): part of its readiness, with the
 * engine. The document (GAME_NETWORK_URL) is what the API reads each game server's zone and host from
 * (modules/game-network/directory.ts) and what the live web client reads first: a runner that cannot read
 * it has lost its way to the game, and takes no new session until it can (choose-runner.ts).
 *
 * Read as the API reads it (an XML document listing instances, shared/src/game-wire/network.ts) at most
 * every CHECK_EVERY_MS, one read at a time; in between, the last answer stands. Without a document set
 * (GAME_WS_URL alone names the game's host) there is nothing to read and the check always passes.
 */
import { parseNetworkDocument } from '@shared/game-wire/network';

/** How long an answer stands before the document is read again. */
export const CHECK_EVERY_MS = 30_000;
/** A read that takes longer is a document not answering (a health check's own timeout is about 5 s). */
const READ_TIMEOUT_MS = 3_000;

export type DocumentCheckOptions = {
  now?: () => number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  everyMs?: number;
  timeoutMs?: number;
};

export type DocumentCheck = {
  /** null: the document answers (or none is set); else why not. Reads it again first when the last answer is old. */
  check(): Promise<string | null>;
  /** The last answer at once (a heartbeat does not wait on the game); an old one starts a read for next time. */
  known(): string | null;
};

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function gameDocumentCheck(url: string | null, options: DocumentCheckOptions = {}): DocumentCheck {
  const now = options.now ?? Date.now;
  const get = options.fetch ?? ((u: string, init: RequestInit) => fetch(u, init));
  const everyMs = options.everyMs ?? CHECK_EVERY_MS;
  let last: { at: number; why: string | null } | null = null;
  let reading: Promise<string | null> | null = null;

  async function read(from: string): Promise<string | null> {
    let text: string;
    try {
      const response = await get(from, { signal: AbortSignal.timeout(options.timeoutMs ?? READ_TIMEOUT_MS), headers: { accept: 'application/xml, text/xml' } });
      if (!response.ok) return `the game's network document answers HTTP ${response.status}`;
      text = await response.text();
    } catch (err) {
      return `the game's network document does not answer (${reason(err)})`;
    }
    try {
      // It throws on anything but a document listing at least one usable server.
      parseNetworkDocument(text);
      return null;
    } catch (err) {
      return `the game's network document is not a server list (${reason(err)})`;
    }
  }

  function refresh(): Promise<string | null> {
    if (!url) return Promise.resolve(null);
    // Cleared once the read settled (the `.finally` runs after this assignment).
    reading ??= read(url)
      .then((why) => {
        last = { at: now(), why };
        return why;
      })
      .finally(() => (reading = null));
    return reading;
  }

  const stale = () => !last || now() - last.at >= everyMs;

  return {
    async check() {
      return stale() ? refresh() : last!.why;
    },
    known() {
      if (stale()) void refresh();
      if (last) return last.why;
      return url ? "the game's network document has not been read yet" : null;
    },
  };
}
