/**
 * A copy of something read over the network (the game's server list, the game client's build), kept
 * for `cacheMs` and read again when asked for after that; after a failed read, not tried again for
 * `retryMs`; one read at a time however many ask. A failed read keeps the copy read before, and only
 * the first failure of a streak is reported, so a host that is down is said once, not at every ask.
 */
export type KeptCopyOptions<T> = {
  read: () => Promise<T>;
  now: () => number;
  cacheMs: number;
  retryMs: number;
  /** A read that succeeded: `previous` the value it replaces, `recovered` when the read before it failed. */
  onRead?: (value: T, previous: T | null, recovered: boolean) => void;
  /** The first failed read of a streak, with the copy that is kept. */
  onFailure?: (reason: string, kept: Kept<T> | null) => void;
};

export type Kept<T> = { value: T; readAt: number };

export function keptCopy<T>(options: KeptCopyOptions<T>) {
  let copy: Kept<T> | null = null;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let error: string | null = null;
  let inFlight: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    lastAttemptAt = options.now();
    try {
      const value = await options.read();
      options.onRead?.(value, copy?.value ?? null, error !== null);
      copy = { value, readAt: options.now() };
      error = null;
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      if (error === null) options.onFailure?.(reason, copy);
      error = reason;
    }
  }

  return {
    /** The copy, read first when it is due and a read may be tried. */
    async current(): Promise<Kept<T> | null> {
      const due = copy === null || options.now() - copy.readAt >= options.cacheMs;
      const mayTry = error === null || options.now() - lastAttemptAt >= options.retryMs;
      if (due && mayTry) {
        inFlight ??= refresh().finally(() => {
          inFlight = null;
        });
        await inFlight;
      }
      return copy;
    },
    /** The copy as kept now, without reading. */
    kept: (): Kept<T> | null => copy,
    /** Why the last read failed, while reads keep failing; null once one succeeds. */
    error: (): string | null => error,
  };
}
