/**
 * Gathers items that arrive close together and writes them in one go: `add` resolves once the batch its
 * item went into is written (or rejects with that write's error). A batch is written `delayMs` after its
 * first item, or at once when it holds `max`; batches are written one at a time, in order.
 */
export function createBatcher<T>(write: (items: T[]) => Promise<void>, { delayMs = 10, max = 250 } = {}) {
  type Waiting = { item: T; resolve: () => void; reject: (err: unknown) => void };
  let waiting: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (!batch.length) return;
    writing = writing.then(async () => {
      try {
        await write(batch.map((w) => w.item));
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    });
  }

  return {
    add(item: T): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (waiting.length >= max) flush();
        else timer ??= setTimeout(flush, delayMs);
      });
    },
    /** Writes what waits now, and resolves when every batch so far is written. */
    async drain(): Promise<void> {
      flush();
      await writing;
    },
  };
}
