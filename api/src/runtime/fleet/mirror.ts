/**
 * A live copy of a key-value bucket in this process's memory: every value, kept current by a watch. If
 * the watch ends (the engine restarted, the connection dropped), it starts again and reloads everything.
 * `seenAt` is when this process last saw a key change, by its own clock (runners' clocks may differ).
 */
import type { KV } from '@nats-io/kv';
import { log } from '../../lib/logger';

export type Mirrored<T> = { value: T; revision: number; seenAt: number };

export type Mirror<T> = {
  get(key: string): Mirrored<T> | undefined;
  entries(): IterableIterator<[string, Mirrored<T>]>;
  /** Resolves once the bucket's current values are loaded (the first time). */
  loaded: Promise<void>;
  /** When the current watch finished loading (0 while loading): how long this copy has been live. */
  liveSince(): number;
  /** Called after every change, with the key. */
  onChange(listener: (key: string, entry: Mirrored<T> | undefined) => void): void;
  close(): void;
};

export function mirrorBucket<T>(open: () => Promise<KV>, name: string): Mirror<T> {
  const values = new Map<string, Mirrored<T>>();
  const listeners: ((key: string, entry: Mirrored<T> | undefined) => void)[] = [];
  let closed = false;
  let stop = () => {};
  let liveSince = 0;
  let markLoaded = () => {};
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));

  const changed = (key: string, entry: Mirrored<T> | undefined) => {
    for (const listener of listeners) listener(key, entry);
  };

  void (async () => {
    while (!closed) {
      try {
        const kv = await open();
        const watch = await kv.watch();
        stop = () => watch.stop();
        if (closed) return watch.stop();
        const fresh = new Set<string>();
        let loading = true;
        // The watch replays each key's last value, then follows changes; `delta` 0 marks the last replayed.
        const replayDone = () => {
          loading = false;
          // Keys deleted while the watch was away: gone here too, and said so to the listeners.
          for (const key of [...values.keys()]) {
            if (fresh.has(key)) continue;
            values.delete(key);
            changed(key, undefined);
          }
          liveSince = Date.now();
          markLoaded();
        };
        const status = await kv.status();
        if (status.values === 0) replayDone();
        for await (const e of watch) {
          if (e.operation === 'PUT') {
            const entry = { value: e.json<T>(), revision: e.revision, seenAt: Date.now() };
            values.set(e.key, entry);
            changed(e.key, entry);
          } else {
            values.delete(e.key);
            changed(e.key, undefined);
          }
          if (loading) {
            fresh.add(e.key);
            if (e.delta === 0) replayDone();
          }
        }
      } catch (err) {
        if (!closed) log.warn('bucket watch ended; watching again', { bucket: name, error: String(err) });
      }
      liveSince = 0;
      if (!closed) await Bun.sleep(500);
    }
  })();

  return {
    get: (key) => values.get(key),
    entries: () => values.entries(),
    loaded,
    liveSince: () => liveSince,
    onChange: (listener) => void listeners.push(listener),
    close() {
      closed = true;
      stop();
    },
  };
}
