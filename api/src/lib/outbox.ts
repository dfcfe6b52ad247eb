/**
 * Messages for the engine (or writes for the database), published in order. While the store is away they
 * wait in memory (at most `maxPending`, the oldest dropped first and counted) and go out once it is back;
 * each leaves the outbox only once the store acknowledged it. Callers give each message an id for the
 * stream's duplicate window (each write its document's id), so one retried after a lost acknowledgement
 * is stored once.
 *
 * `inFlight` messages may wait for their acknowledgements at once (1: one after another). Sent over one
 * connection they are stored in the order sent; one at a time, a line written beside 99 others waited for
 * 99 round trips first (issue 40: p99 125–165 ms from publish to a console reader across instances). A
 * message that fails is sent again after those that were stored behind it: only an engine that loses one
 * message of a connection and keeps the next reorders them, and a line's id (its sequence) says the order
 * it was stored in.
 */
import { log } from './logger';
import { watchOutbox } from './metrics/outbox';

export type OutboxOptions = {
  /** Names the outbox in logs ("console lines", "runtime events"). */
  what: string;
  /**
   * Messages awaiting their acknowledgement at once (default 1), asked before each send: a publisher says 1
   * while its connection is down, for calls made then wait for it each on its own and come out in any order
   * (the console outage test saw 14 lines stored in reverse).
   */
  inFlight?: () => number;
  maxPending: number;
  retryMs: number;
  /** What stores them, for the logs: "the engine" unless said. */
  store?: string;
  now?: () => number;
};

export class Outbox<T> {
  private items: T[] = [];
  /** Sent, not yet acknowledged, oldest first: each with its outcome (the error, or null once stored). */
  private flying: { item: T; outcome: Promise<unknown> }[] = [];
  private publishing: Promise<void> | null = null;
  /** Set while a failed publish waits for those sent with it: nothing more goes out meanwhile. */
  private failing = false;
  /** A message was acknowledged since the start or the last failure: the whole window may be used. */
  private proven = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set while publishing fails: when it began. */
  private outage: { since: number } | null = null;
  private droppedOldest = 0;
  private readonly now: () => number;
  private readonly store: string;
  /** Ends its count in castellan_outbox_depth (lib/metrics/outbox.ts). */
  private readonly unwatch: () => void;

  constructor(
    private readonly publishOne: (item: T) => Promise<unknown>,
    private readonly options: OutboxOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.store = options.store ?? 'the engine';
    this.unwatch = watchOutbox(options.what, this);
  }

  push(item: T): void {
    this.items.push(item);
    // The bound holds while the engine is away: the oldest waiting message makes room (counted, reported once).
    while (this.items.length + this.flying.length > this.options.maxPending && this.items.length) {
      this.items.shift();
      this.droppedOldest += 1;
    }
    // Publishing already: it goes out at once if the window has room.
    if (this.publishing) this.fill();
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
    return this.items.length + this.flying.length;
  }

  /** Resolves once the messages already sent have their answers (a stream about to be ended waits for them). */
  async settled(): Promise<void> {
    await Promise.all(this.flying.map((f) => f.outcome));
  }

  /** One last try; what cannot be stored is logged as lost. */
  async close(): Promise<void> {
    this.unwatch();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.publishing;
    await this.flush();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.items.length || this.droppedOldest)
      log.error(`${this.options.what} not stored at shutdown: ${this.store} is away`, { unsaved: this.items.length, droppedOldest: this.droppedOldest });
  }

  /**
   * Sends waiting messages while fewer than `inFlight` await their acknowledgement; one at a time until the
   * store has acknowledged one (at the start, and after a failure): while it is away, what waits stays
   * under the bound instead of hanging in flight.
   */
  private fill(): void {
    while (!this.failing && this.flying.length < (this.proven ? Math.max(1, this.options.inFlight?.() ?? 1) : 1) && this.items.length) {
      const item = this.items.shift()!;
      this.flying.push({
        item,
        outcome: this.publishOne(item).then(
          () => null,
          (err: unknown) => err ?? new Error('not stored'),
        ),
      });
    }
  }

  private async publish(): Promise<void> {
    let published = 0;
    for (;;) {
      this.fill();
      const oldest = this.flying[0];
      if (!oldest) break;
      const err = await oldest.outcome;
      if (err === null) {
        this.proven = true;
        this.flying.shift();
        published += 1;
        continue;
      }
      // Not stored: those sent with it finish, and every one not stored waits again, in order, before the rest.
      this.failing = true;
      this.proven = false;
      const outcomes = await Promise.all(this.flying.map((f) => f.outcome));
      const unstored = this.flying.filter((_, i) => outcomes[i] !== null).map((f) => f.item);
      published += this.flying.length - unstored.length;
      this.flying = [];
      this.failing = false;
      this.items.unshift(...unstored);
      while (this.items.length > this.options.maxPending && this.items.length) {
        this.items.shift();
        this.droppedOldest += 1;
      }
      if (!this.outage) {
        this.outage = { since: this.now() };
        log.error(`${this.options.what} cannot be stored; keeping them in memory until ${this.store} is back`, {
          waiting: this.items.length,
          limit: this.options.maxPending,
          error: String(err),
        });
      }
      this.retryTimer ??= setTimeout(() => {
        this.retryTimer = null;
        void this.flush();
      }, this.options.retryMs);
      return;
    }
    if (this.outage || this.droppedOldest) {
      log.info(`${this.options.what} stored again`, {
        written: published,
        outageSeconds: this.outage ? Math.round((this.now() - this.outage.since) / 100) / 10 : 0,
        droppedOldest: this.droppedOldest,
      });
      this.outage = null;
      this.droppedOldest = 0;
    }
  }
}
