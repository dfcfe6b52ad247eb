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
  /** A change made here: drop it here, and tell the other instances. */
  changed(id: string): void;
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
      void follow();
      return subscription !== null && engine.status().state === 'up';
    },
    changed(id) {
      drop(id);
      engine
        .ready(500)
        .then((nc) => nc.publish(subject, id))
        .catch(() => log.warn(`${what} change not announced: the engine is away (other instances keep theirs at most 10 s)`, { id }));
    },
    close() {
      closed = true;
      subscription?.unsubscribe();
    },
  };
}
