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

export function createListCache<T>(feeds: WriteFeed[], { ttlMs = 2_000, max = 10_000, now = Date.now } = {}) {
  const entries = new Map<string, Entry<T>>();
  /** Per user, bumped by every drop: a load that saw another number keeps nothing. */
  const generations = new Map<string, number>();
  let everyone = 0;
  /** Loads under way, by user, with the generation they started in. */
  const loading = new Map<string, { generation: string; value: Promise<T> }>();
  const generation = (userId: string) => `${everyone}.${generations.get(userId) ?? 0}`;

  const drop = (userId: string) => {
    entries.delete(userId);
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
  };
  const onWrite = ({ userId, id }: Write) => {
    if (userId) return drop(userId);
    if (id) {
      for (const [owner, entry] of entries) if (entry.ids.has(id)) drop(owner);
      return;
    }
    everyone++;
    entries.clear();
  };
  const unsubscribe = feeds.map((feed) => feed.on(onWrite));

  return {
    /**
     * The user's value, from the cache or `load` (which also names the documents it read). Callers that
     * miss while a load is under way share it: 50 requests at the moment an entry lapses read once.
     */
    get(userId: string, load: () => Promise<{ value: T; ids: string[] }>): Promise<T> {
      const kept = entries.get(userId);
      if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.value);
      const seen = generation(userId);
      const shared = loading.get(userId);
      if (shared && shared.generation === seen) return shared.value;
      const value = load().then(({ value, ids }) => {
        if (generation(userId) === seen) {
          if (entries.size >= max) entries.delete(entries.keys().next().value!);
          entries.set(userId, { value, at: now(), ids: new Set(ids) });
        }
        return value;
      });
      const mine = { generation: seen, value };
      loading.set(userId, mine);
      const forget = () => {
        if (loading.get(userId) === mine) loading.delete(userId);
      };
      value.then(forget, forget);
      return value;
    },
    close: () => unsubscribe.forEach((off) => off()),
  };
}
