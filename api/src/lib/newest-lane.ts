/**
 * Values that matter only in their newest form (a bot's counters for today, an account's login token),
 * written one at a time in a lane of their own, so a burst of them never takes the place of more urgent
 * writes. A value put while an older one of its key waits replaces it (or is merged with it); a failed
 * write is passed to `failed` and the lane goes on.
 */
export interface NewestLane<V> {
  /** Writes `value` in turn, replacing (or merged with) a value of `key` still waiting. */
  put(key: string, value: V): void;
  /** Resolves once everything put so far is written (or failed). */
  drained(): Promise<void>;
}

export function createNewestLane<V>(
  write: (key: string, value: V) => Promise<void>,
  {
    merge = (_waiting: V | undefined, next: V) => next,
    failed,
  }: { merge?: (waiting: V | undefined, next: V) => V; failed: (key: string, err: unknown) => void },
): NewestLane<V> {
  const waiting = new Map<string, V>();
  let lane: Promise<void> | null = null;
  return {
    put(key: string, value: V): void {
      waiting.set(key, merge(waiting.get(key), value));
      lane ??= (async () => {
        for (const [next, newest] of waiting) {
          waiting.delete(next);
          await write(next, newest).catch((err: unknown) => failed(next, err));
        }
        lane = null;
      })();
    },
    async drained(): Promise<void> {
      while (lane) await lane;
    },
  };
}
