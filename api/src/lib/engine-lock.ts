/**
 * A lock per key shared by every API instance, for work of several steps the database cannot make one
 * (a count, then an insert under a cap; a check, then a write that must be the only one). Taken by creating the key in a
 * key-value bucket of the engine (create fails while another holder has it) and given back by deleting
 * it at the revision we created; the bucket forgets a key after `leaseMs`, so a holder that died frees it.
 * Inside one instance, tasks on one key also queue locally, so they do not compete for the key.
 */
import type { KV } from '@nats-io/kv';
import { EngineUnavailableError } from './errors';
import { createKeyedLock } from './keyed-lock';

/**
 * Runs `task` alone for `key` across every API instance (what createEngineLock returns). A key is a key of the engine's buckets: letters, digits, `-`, `_`,
 * `.`.
 */
export type TurnLock = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/** Runs tasks one at a time per key within this process only: for services built without an engine (tests of one module). */
export const localTurns = (): TurnLock => createKeyedLock();

export function createEngineLock(bucket: () => Promise<KV>, { waitMs = 5_000 } = {}): TurnLock {
  const local = createKeyedLock();
  return function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    // A key the bucket refuses would read as the engine being away (a 503) on every call: a mistake of ours, said as one.
    if (!/^[-\w.]+$/.test(key)) throw new Error(`"${key}" is not a key of the engine's buckets (letters, digits, - _ .)`);
    return local(key, async () => {
      const kv = await bucket().catch(() => {
        throw new EngineUnavailableError();
      });
      const revision = await acquire(kv, key, waitMs);
      try {
        return await task();
      } finally {
        await kv.delete(key, { previousSeq: revision }).catch(() => {}); // a lapsed lease was freed already
      }
    });
  };
}

async function acquire(kv: KV, key: string, waitMs: number): Promise<number> {
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return await kv.create(key, String(Date.now()));
    } catch (err) {
      const held = /wrong last sequence|key exists/i.test(err instanceof Error ? err.message : String(err));
      // Held by another instance: wait for it (a lock is held for one database write). Anything else: the engine is away.
      if (!held || Date.now() > deadline) throw new EngineUnavailableError();
      await Bun.sleep(pause);
    }
  }
}
