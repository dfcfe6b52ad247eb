/**
 * A list's reads kept per user for a moment (the bot list, the game accounts). The dashboard asks for
 * its lists often (each open tab, after every action), and on the embedded FerretDB a read by owner is a
 * scan of the whole collection (its filter on `userId` is pushed down as a jsonb containment, which
 * PostgreSQL's btree index cannot serve: ~11 ms with 10,000 other bots).
 *
 * Never stale for a write made through this process: every save, update and delete of the documents
 * listed is reported by their models (write-feed.ts) and drops the owner's entry at once (a write that
 * names only a document drops the entry holding it; one that names neither drops all). Another API
 * instance's writes are seen within `ttlMs`. A read that started before a drop is not kept.
 */
import type { Write, WriteFeed } from './write-feed';

type Entry<T> = { value: T; at: number; ids: Set<string> };
type Load<T> = { value: Promise<T>; stale: boolean };

export interface ListCache<T> {
  /**
   * The user's value, from the cache or `load` (which also names the documents it read). Callers that miss
   * while a load is under way share it: 50 requests at the moment an entry lapses read once.
   */
  get(userId: string, load: () => Promise<{ value: T; ids: string[] }>): Promise<T>;
  /** Stops following the feeds. */
  close(): void;
}

export function createListCache<T>(feeds: WriteFeed[], { ttlMs = 2_000, max = 10_000, now = Date.now } = {}): ListCache<T> {
  const entries = new Map<string, Entry<T>>();
  /** Which user's entry holds a document: a write that names only the document finds its owner here. */
  const owners = new Map<string, string>();
  /** Loads under way, by user; one a write overtook is marked stale and keeps nothing. */
  const loading = new Map<string, Load<T>>();

  const remove = (userId: string) => {
    const entry = entries.get(userId);
    if (!entry) return;
    for (const id of entry.ids) if (owners.get(id) === userId) owners.delete(id);
    entries.delete(userId);
  };
  const drop = (userId: string) => {
    remove(userId);
    const load = loading.get(userId);
    if (load) load.stale = true;
    loading.delete(userId);
  };
  const onWrite = ({ userId, id }: Write) => {
    if (userId) return drop(userId);
    const owner = id ? owners.get(id) : undefined;
    if (owner) return drop(owner);
    if (id) return; // a document no entry holds
    entries.clear();
    owners.clear();
    for (const load of loading.values()) load.stale = true;
    loading.clear();
  };
  const unsubscribe = feeds.map((feed) => feed.on(onWrite));

  return {
    get(userId: string, load: () => Promise<{ value: T; ids: string[] }>): Promise<T> {
      const kept = entries.get(userId);
      if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.value);
      const shared = loading.get(userId);
      if (shared) return shared.value;
      const mine: Load<T> = { stale: false, value: Promise.resolve(undefined as T) };
      mine.value = load().then(({ value, ids }) => {
        if (!mine.stale) {
          remove(userId);
          if (entries.size >= max) remove(entries.keys().next().value!);
          entries.set(userId, { value, at: now(), ids: new Set(ids) });
          for (const id of ids) owners.set(id, userId);
        }
        return value;
      });
      loading.set(userId, mine);
      const forget = () => {
        if (loading.get(userId) === mine) loading.delete(userId);
      };
      mine.value.then(forget, forget);
      return mine.value;
    },
    close: () => unsubscribe.forEach((off) => off()),
  };
}
