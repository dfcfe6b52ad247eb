/**
 * Runs tasks one after another per key inside this process: where one process's own steps must not
 * interleave (a sign-in judged before the next, a plan settled before the next); across instances, the
 * engine's lock (engine-lock.ts).
 */
export interface KeyedLock {
  /** Runs `task` once the tasks queued before it under `key` are done (failed or not). */
  <T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
