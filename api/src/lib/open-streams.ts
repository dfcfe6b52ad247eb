/**
 * Every response a page holds open (a bot's console, an account's live map) is held here with what its
 * reader's right to it rests on, so the right is asked again whenever one of those things changes and the
 * stream ends, with an event the page understands, once the right is gone: a right checked only when the
 * stream opened would outlive a share ended, a sign-out or a plan given up for as long as the page stays open.
 *
 * One mechanism for every stream. A held stream names what its right rests on (`watchKeys`: `session:<id>`,
 * `key:<id>`, `user:<id>`, `account:<id>`): a change announced on the engine for any of them (sessions ended, users
 * changed, keys revoked, and the `rights.changed` subject for the rest, such as a share ending) makes each
 * instance ask those streams' `stillReads` again, reading the database, not a cache (a cache may still hold
 * what just changed). Every `sweepEveryMs` the credentials of all open streams are checked in one read (a
 * session expiring, a key reaching its expiry, an announcement made while the engine was away): a stream
 * whose credential is gone is asked again. All of them are asked again when the engine comes back after a
 * gap. A check that fails (the database away) keeps the stream: only a "no" ends it.
 */
import type { Subscription } from '@nats-io/transport-node';
import type { Engine } from './engine';
import { EVERYONE } from './followed-changes';
import { log } from './logger';

/** The engine subject for changes of a right that no other subject announces (a share ended, say). */
export const RIGHTS_CHANGED = 'rights.changed';

/**
 * What a held stream tells about its reader's right. Implemented by the stream's source itself (its methods on
 * its class, not closures made per reader: bench/console counts what each open console keeps alive).
 */
export interface StreamRight {
  /** What the reader signed in with (auth/reader-credential.ts): checked for all streams at once by the sweep. */
  readonly credential: string;
  /** What the right rests on (a change to any asks `stillReads` again); asked when held and let go, not kept. */
  watchKeys(): string[];
  /** Whether the reader may still read, asked of the database (never a cache); a rejection keeps the stream. */
  stillReads(): Promise<boolean>;
}

export interface HeldStream extends StreamRight {
  /** Ends the stream with the event that tells its page access ended. */
  end(): void;
}

/** An engine subject whose messages name an id, and the watched key each id stands for (`'*'`: every stream). */
export type FollowedSubject = { subject: string; watched: (id: string) => string };

export class OpenStreams {
  private readonly streams = new Set<HeldStream>();
  private readonly byKey = new Map<string, Set<HeldStream>>();
  /** Streams being asked now, and those a change asks again once that answer is in. */
  private readonly asking = new Set<HeldStream>();
  private readonly askAgain = new Set<HeldStream>();
  private readonly subscriptions: Subscription[] = [];
  private readonly timer: ReturnType<typeof setInterval>;
  private closed = false;

  /**
   * `liveCredentials`: of these credentials, the ones that still sign their user in (one read for all);
   * `sweepEveryMs`: how often the credentials of every open stream are checked with it.
   */
  constructor(
    private readonly engine: Engine,
    private readonly followed: readonly FollowedSubject[],
    private readonly liveCredentials: (credentials: string[]) => Promise<Set<string>>,
    sweepEveryMs = 60_000,
  ) {
    this.timer = setInterval(() => void this.sweep(), sweepEveryMs);
    this.timer.unref?.();
    void this.follow();
  }

  /** Holds a stream while it is open, until `release` (the reader left, or it ended). */
  hold(held: HeldStream): void {
    this.streams.add(held);
    for (const key of held.watchKeys()) {
      let set = this.byKey.get(key);
      if (!set) this.byKey.set(key, (set = new Set()));
      set.add(held);
    }
  }

  /** Lets a stream go; a stream not held is ignored. */
  release(held: HeldStream): void {
    if (!this.streams.delete(held)) return;
    for (const key of held.watchKeys()) {
      const set = this.byKey.get(key);
      set?.delete(held);
      if (set?.size === 0) this.byKey.delete(key);
    }
  }

  /** How many streams are held here now. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Rights resting on `keys` changed: asked again here at once, and on every other instance through the
   * engine. Resolves once the engine holds the announcement (or it could not be made: the sweep then catches up).
   */
  async changed(keys: readonly string[]): Promise<void> {
    this.recheck(keys);
    try {
      const nc = await this.engine.ready(500);
      nc.publish(RIGHTS_CHANGED, JSON.stringify(keys));
      await Promise.race([nc.flush(), Bun.sleep(500)]);
    } catch {
      log.warn('a change of rights was not announced: the engine is away (other instances ask again within their sweep)', { keys });
    }
  }

  /** Asks again the streams watching any of `keys` (`'*'` among them: every stream). */
  recheck(keys: readonly string[]): void {
    if (keys.includes(EVERYONE)) return this.recheckAll();
    const due = new Set<HeldStream>();
    for (const key of keys) for (const held of this.byKey.get(key) ?? []) due.add(held);
    for (const held of due) void this.ask(held);
  }

  /** Asks every held stream again. */
  recheckAll(): void {
    for (const held of this.streams) void this.ask(held);
  }

  /** Checks the credentials of every open stream in one read; a stream whose credential is gone is asked again. */
  async sweep(): Promise<void> {
    if (this.streams.size === 0) return;
    const credentials = [...new Set([...this.streams].map((held) => held.credential))];
    const live = await this.liveCredentials(credentials).catch((err) => {
      log.warn('the open streams’ credentials could not be checked; kept until the next sweep', { error: String(err) });
      return null;
    });
    if (!live) return;
    for (const held of this.streams) if (!live.has(held.credential)) void this.ask(held);
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  /** One question at a time per stream; a change meanwhile asks once more after it (the answer may predate it). */
  private async ask(held: HeldStream): Promise<void> {
    if (this.asking.has(held)) {
      this.askAgain.add(held);
      return;
    }
    this.asking.add(held);
    try {
      do {
        this.askAgain.delete(held);
        const reads = await held.stillReads().catch((err) => {
          log.warn('a stream reader could not be checked again; kept until the next check', { error: String(err) });
          return true;
        });
        if (!reads && this.streams.has(held)) {
          this.release(held);
          held.end();
          return;
        }
      } while (this.askAgain.has(held) && this.streams.has(held));
    } finally {
      this.asking.delete(held);
      this.askAgain.delete(held);
    }
  }

  /** Follows the subjects that announce changes, and asks everything again after a reconnect (something may have been missed). */
  private async follow(): Promise<void> {
    for (;;) {
      try {
        const nc = await this.engine.ready(5_000);
        if (this.closed) return;
        for (const { subject, watched } of this.followed) {
          this.subscriptions.push(
            nc.subscribe(subject, {
              callback: (_err, msg) => {
                const id = msg.string();
                this.recheck([id === EVERYONE ? EVERYONE : watched(id)]);
              },
            }),
          );
        }
        this.subscriptions.push(nc.subscribe(RIGHTS_CHANGED, { callback: (_err, msg) => this.recheck(keysOf(msg.string())) }));
        for await (const event of nc.status()) if (event.type === 'reconnect') this.recheckAll();
        return;
      } catch {
        if (this.closed) return;
        await Bun.sleep(1_000);
      }
    }
  }
}

function keysOf(text: string): string[] {
  try {
    const keys: unknown = JSON.parse(text);
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}
