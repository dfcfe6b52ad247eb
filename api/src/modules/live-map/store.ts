/**
 * Each game account's newest live map (shared/src/account-map.ts), kept in the engine's key-value store
 * under the account's id, so any API instance serves any map and a restart loses none. Only the newest is
 * kept (a bucket of history 1), and a map untouched for a day is forgotten.
 *
 * Reading: one feed per account watched on this instance, a key watcher shared by all its readers here; it
 * stops a while after its last reader left. Each put reaches the readers once (the runtime puts at most
 * once a second, map-watch.ts).
 */
import type { KV, KvWatchEntry } from '@nats-io/kv';
import type { QueuedIterator } from '@nats-io/nats-core';
import type { AccountMap } from '@shared/account-map';
import { keyValueBucket, type Engine } from '../../lib/engine';

const KEEP_MS = 24 * 3600_000;
/** Readers told of a new map in one turn of the event loop. */
const TELL_AT_ONCE = 50;

export type MapListener = () => void;

type Feed = {
  /** The newest map as stored (JSON text; `null` when none, or when it is not a map), and as its readers' event, made once for all of them. */
  text: string;
  event: Uint8Array | null;
  /** The revision of `latest` (0: nothing stored). */
  revision: number;
  listeners: Set<MapListener>;
  /** Resolves once the stored map is read (or found absent); rejects when the engine cannot be reached. */
  ready: Promise<void>;
  stop: () => void;
  idle: ReturnType<typeof setTimeout> | null;
};

export interface LiveMaps {
  /** Keeps the account's newest map (the runtime's report). */
  put(map: AccountMap): Promise<void>;
  /** Forgets the account's map (the account was removed). */
  forget(accountId: string): Promise<void>;
  /**
   * Follows the account's map: `listener` hears of each new one; `event` gives the newest as `encode` writes it
   * for a reader, made once per map for all the account's readers here (a thousand readers of one map would
   * otherwise write it a thousand times). Rejects while the engine is away.
   */
  follow(accountId: string, listener: MapListener): Promise<{ event: (encode: (text: string) => Uint8Array) => Uint8Array; leave: () => void }>;
  /** Stops every feed followed here. */
  close(): void;
}

export function createLiveMaps(engine: Engine, bucket: string, options: { feedIdleMs?: number } = {}): LiveMaps {
  const maps = keyValueBucket(engine, bucket, KEEP_MS);
  const feeds = new Map<string, Feed>();
  const feedIdleMs = options.feedIdleMs ?? 30_000;

  function touch(accountId: string, feed: Feed): void {
    if (feed.listeners.size > 0 || feed.idle) return;
    feed.idle = setTimeout(() => {
      if (feeds.get(accountId) !== feed || feed.listeners.size > 0) return;
      feeds.delete(accountId);
      feed.stop();
    }, feedIdleMs);
    feed.idle.unref?.();
  }

  function take(feed: Feed, entry: { revision: number; operation: string; string(): string } | null): void {
    if (!entry || entry.revision <= feed.revision) return;
    feed.revision = entry.revision;
    const text = entry.operation === 'PUT' ? entry.string() : 'null';
    feed.text = isMap(text) ? text : 'null';
    feed.event = null;
    tellInTurns([...feed.listeners]);
  }

  /**
   * Each listener hears of a new map, a few at a time with the event loop free between: a thousand
   * readers written to at once held every console line behind them (bench/console: p99 134 ms → see
   * docs/benchmarks.md "Issue 53"). A reader told late reads the newest map anyway.
   */
  function tellInTurns(listeners: MapListener[], from = 0): void {
    const to = Math.min(listeners.length, from + TELL_AT_ONCE);
    for (let i = from; i < to; i++) listeners[i]!();
    if (to < listeners.length) setImmediate(() => tellInTurns(listeners, to));
  }

  function feedOf(accountId: string): Feed {
    const known = feeds.get(accountId);
    if (known) return known;
    let watcher: QueuedIterator<KvWatchEntry> | null = null;
    let stopped = false;
    const feed: Feed = {
      text: 'null',
      event: null,
      revision: 0,
      listeners: new Set(),
      ready: Promise.resolve(),
      idle: null,
      stop: () => {
        stopped = true;
        watcher?.stop();
      },
    };
    feed.ready = (async () => {
      const kv: KV = await maps();
      // Watched before the stored map is read, so a put in between is not missed; revisions drop the older.
      watcher = await kv.watch({ key: accountId });
      if (stopped) return watcher.stop();
      void (async () => {
        for await (const entry of watcher!) take(feed, entry);
        // The watch ended without being stopped (the engine went away): the next reader starts a new feed.
        if (!stopped && feeds.get(accountId) === feed) feeds.delete(accountId);
      })().catch(() => feeds.get(accountId) === feed && feeds.delete(accountId));
      take(feed, await kv.get(accountId));
    })();
    feed.ready.catch(() => feeds.get(accountId) === feed && feeds.delete(accountId));
    feeds.set(accountId, feed);
    return feed;
  }

  return {
    async put(map: AccountMap): Promise<void> {
      const kv = await maps();
      await kv.put(map.accountId, JSON.stringify(map));
    },

    async forget(accountId: string): Promise<void> {
      const kv = await maps();
      await kv.purge(accountId);
    },

    async follow(accountId: string, listener: MapListener): Promise<{ event: (encode: (text: string) => Uint8Array) => Uint8Array; leave: () => void }> {
      const feed = feedOf(accountId);
      feed.listeners.add(listener);
      if (feed.idle) clearTimeout(feed.idle);
      feed.idle = null;
      const leave = () => {
        if (feed.listeners.delete(listener)) touch(accountId, feed);
      };
      try {
        await feed.ready;
      } catch (err) {
        leave();
        throw err;
      }
      return { event: (encode) => (feed.event ??= encode(feed.text)), leave };
    },

    close(): void {
      for (const feed of feeds.values()) feed.stop();
      feeds.clear();
    },
  };
}

/** Whether stored text is a map (one of an older shape is simply not shown until the next). */
function isMap(text: string): boolean {
  try {
    const map = JSON.parse(text) as AccountMap | null;
    return Boolean(map && Array.isArray(map.targets) && Array.isArray(map.armies) && Array.isArray(map.castles));
  } catch {
    return false;
  }
}
