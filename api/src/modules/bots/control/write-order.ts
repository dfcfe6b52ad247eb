/** The order the supervisor writes in: one write at a time per bot (the few reports at a time across bots: lib/concurrently.ts). */

/**
 * Writes to bot documents, one at a time per bot, in the order they were asked for: a bot's states must
 * land in the order they happened (before our patch the embedded FerretDB also wrote a document whole, and
 * a counters write overlapping a state write put the old state back: bench/runtime, 2 of 100 bots playing
 * but stored "offline"). Different bots' writes overlap freely. A write takes its place in each of its bots' queues
 * at once: waiting until none of its bots was busy let the counters of a thousand bots, written one after
 * another, keep a batch of 250 "online" states waiting for minutes (1,000 bots online after 163 s).
 */
/** Runs `write` once every write asked before it for any of `botIds` is done; its result is the write's. */
export type BotWrites = <T>(botIds: string[], write: () => Promise<T>) => Promise<T>;

export function createBotWrites(): BotWrites {
  const writing = new Map<string, Promise<void>>();
  return async function writeBots<T>(botIds: string[], write: () => Promise<T>): Promise<T> {
    const earlier = [...new Set(botIds.flatMap((id) => writing.get(id) ?? []))];
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    for (const id of botIds) writing.set(id, mine);
    try {
      await Promise.all(earlier);
      // Awaited once here: a query given back (a thenable) runs each time it is awaited.
      return await (async () => await write())();
    } finally {
      done();
      for (const id of botIds) if (writing.get(id) === mine) writing.delete(id);
    }
  };
}
