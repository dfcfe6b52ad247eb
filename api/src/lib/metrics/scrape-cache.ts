/**
 * A figure a gauge reads from a store when it is scraped (a count in the database): read at most once per
 * `everyMs`, however often Prometheus scrapes and however many scrapes arrive together (one read under way
 * is shared). A read that fails keeps the last figures, so the scrape still answers, and is not tried again
 * before `everyMs` either: a database that is away is not asked at every scrape.
 */
import { log } from '../logger';

export type ScrapeCache<T> = {
  /** The figures, read now if the last read is `everyMs` old; null until a read succeeded. */
  fresh(): Promise<T | null>;
  /** Reads made so far (tests). */
  readonly reads: number;
  /** The next `fresh()` reads, however recent the last read (a test that changed the store). */
  forget(): void;
};

export function scrapeCache<T>(what: string, read: () => Promise<T>, everyMs = 10_000, now: () => number = Date.now): ScrapeCache<T> {
  let value: T | null = null;
  let readAt = -Infinity;
  let reading: Promise<T | null> | null = null;
  let reads = 0;
  async function readNow(): Promise<T | null> {
    reads += 1;
    try {
      value = await read();
    } catch (err) {
      log.warn(`metrics: ${what} not read; the last figures stand`, { error: String(err) });
    }
    readAt = now();
    return value;
  }
  return {
    fresh() {
      if (now() - readAt < everyMs) return Promise.resolve(value);
      // Cleared after the read settles (a `.finally` always runs later than this assignment).
      reading ??= readNow().finally(() => (reading = null));
      return reading;
    },
    get reads() {
      return reads;
    },
    forget() {
      readAt = -Infinity;
    },
  };
}
