/**
 * Keeps caches of this process honest across API instances: a change made here is dropped here and
 * announced on an engine subject; changes announced by other instances are dropped as they arrive. While
 * the engine is not connected an instance could miss another's change, so `trusted()` is false and the
 * cache must read the database instead. Connected again after a gap, everything is dropped (a change may
 * have been missed meanwhile).
 */
import type { Subscription } from '@nats-io/transport-node';
import type { Engine } from './engine';
import { log } from './logger';

/** The id that stands for every entry (a change a query did not name one by one). */
export const EVERYONE = '*';

export type FollowedChanges = {
  /** Whether kept entries may be used: only while changes made elsewhere are being followed. */
  trusted(): boolean;
  /**
   * A change made here: drop it here, and tell the other instances. Resolves once the engine holds the
   * announcement (or it could not be made), so an answer sent after it reaches the other instances after
   * the change does, as near as a message can: a revoked key used at once elsewhere met the old entry there.
   */
  changed(id: string): Promise<void>;
  close(): void;
};

export function followChanges(engine: Engine, subject: string, drop: (id: string) => void, what: string): FollowedChanges {
  let subscription: Subscription | null = null;
  let closed = false;
  let following: Promise<void> | null = null;

  const follow = () => {
    following ??= engine
      .ready()
      .then((nc) => {
        if (closed) return;
        subscription = nc.subscribe(subject, { callback: (_err, msg) => drop(msg.string()) });
        void (async () => {
          for await (const event of nc.status()) if (event.type === 'reconnect') drop(EVERYONE);
        })();
      })
      .catch(() => {
        following = null; // tried again at the next check
      });
    return following;
  };

  return {
    trusted() {
      // Every signed-in request asks (sessions, users): once following, nothing is built or started here.
      if (subscription === null) void follow();
      return subscription !== null && engine.isUp();
    },
    changed(id) {
      drop(id);
      return engine
        .ready(500)
        .then(async (nc) => {
          nc.publish(subject, id);
          // The engine's answer to a flush comes after it took the message; bounded, as the engine may go now.
          await Promise.race([nc.flush(), Bun.sleep(500)]);
        })
        .catch(() => log.warn(`${what} change not announced: the engine is away (other instances keep theirs at most 10 s)`, { id }));
    },
    close() {
      closed = true;
      subscription?.unsubscribe();
    },
  };
}

/**
 * What a cache keeps by id, with a generation per id bumped on every change: a read that began before a
 * change does not store what it read (it may be the old value), and the oldest entry goes when it is full.
 */
export class KeptEntries<T> {
  private readonly entries = new Map<string, T>();
  private readonly generations = new Map<string, number>();
  private everyone = 0;

  constructor(private readonly max: number) {}

  /** A change to `id` (or to EVERYONE): forget it, and make reads in flight not store theirs. */
  readonly drop = (id: string): void => {
    if (id === EVERYONE) {
      this.everyone += 1;
      this.entries.clear();
    } else {
      this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
      this.entries.delete(id);
    }
  };

  /** Taken before a read; handed back to `keep` after it. */
  generation(id: string): string {
    return `${this.everyone}:${this.generations.get(id) ?? 0}`;
  }

  /** Keeps `value` for `id` unless `id` changed since `before`. */
  keep(id: string, before: string, value: T): void {
    if (this.generation(id) !== before) return;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, value);
  }

  get(id: string): T | undefined {
    return this.entries.get(id);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
