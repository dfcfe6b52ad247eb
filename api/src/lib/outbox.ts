/**
 * Messages for the engine (or writes for the database), published in order. While the store is away they
 * wait in memory (at most `maxPending`, the oldest dropped first and counted) and go out once it is back;
 * each leaves the outbox only once the store acknowledged it. Callers give each message an id for the
 * stream's duplicate window (each write its document's id), so one retried after a lost acknowledgement
 * is stored once.
 */
import { log } from './logger';

export type OutboxOptions = {
  /** Names the outbox in logs ("console lines", "runtime events"). */
  what: string;
  maxPending: number;
  retryMs: number;
  /** What stores them, for the logs: "the engine" unless said. */
  store?: string;
  now?: () => number;
};

export class Outbox<T> {
  private items: T[] = [];
  private publishing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set while publishing fails: when it began. */
  private outage: { since: number } | null = null;
  private droppedOldest = 0;
  private readonly now: () => number;
  private readonly store: string;

  constructor(
    private readonly publishOne: (item: T) => Promise<unknown>,
    private readonly o: OutboxOptions,
  ) {
    this.now = o.now ?? Date.now;
    this.store = o.store ?? 'the engine';
  }

  push(item: T): void {
    this.items.push(item);
    // The bound holds while the engine is away: the oldest waiting message makes room (counted, reported once).
    if (this.items.length > this.o.maxPending) {
      this.items.shift();
      this.droppedOldest += 1;
    }
    void this.flush();
  }

  /** Drops the waiting messages that match (their subject is gone). */
  remove(match: (item: T) => boolean): void {
    this.items = this.items.filter((item) => !match(item));
  }

  /** Publishes the waiting messages now (resolves when they are stored, or when the engine is away). */
  flush(): Promise<void> {
    this.publishing ??= this.publish().finally(() => (this.publishing = null));
    return this.publishing;
  }

  get pending(): number {
    return this.items.length;
  }

  /** One last try; what cannot be stored is logged as lost. */
  async close(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.publishing;
    await this.flush();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.items.length || this.droppedOldest) log.error(`${this.o.what} not stored at shutdown: ${this.store} is away`, { unsaved: this.items.length, droppedOldest: this.droppedOldest });
  }

  private async publish(): Promise<void> {
    let published = 0;
    while (this.items.length) {
      const next = this.items[0]!;
      try {
        await this.publishOne(next);
      } catch (err) {
        if (!this.outage) {
          this.outage = { since: this.now() };
          log.error(`${this.o.what} cannot be stored; keeping them in memory until ${this.store} is back`, { waiting: this.items.length, limit: this.o.maxPending, error: String(err) });
        }
        this.retryTimer ??= setTimeout(() => {
          this.retryTimer = null;
          void this.flush();
        }, this.o.retryMs);
        return;
      }
      // Stored: only now does it leave the outbox (unless a drop for the bound took it meanwhile).
      if (this.items[0] === next) this.items.shift();
      published += 1;
    }
    if (this.outage || this.droppedOldest) {
      log.info(`${this.o.what} stored again`, { written: published, outageSeconds: this.outage ? Math.round((this.now() - this.outage.since) / 100) / 10 : 0, droppedOldest: this.droppedOldest });
      this.outage = null;
      this.droppedOldest = 0;
    }
  }
}
