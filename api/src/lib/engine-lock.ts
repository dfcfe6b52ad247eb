/**
 * A lock per key shared by every API instance, for work the database cannot make atomic by itself
 * (FerretDB's conditional updates are not atomic under concurrency). Taken by creating the key in a
 * key-value bucket of the engine (create fails while another holder has it) and given back by deleting
 * it at the revision we created; the bucket forgets a key after `leaseMs`, so a holder that died frees it.
 * Inside one instance, tasks on one key also queue locally, so they do not compete for the key.
 */
import type { KV } from '@nats-io/kv';
import { EngineUnavailableError } from './errors';
import { createKeyedLock } from './keyed-lock';

export function createEngineLock(bucket: () => Promise<KV>, { waitMs = 5_000 } = {}) {
  const local = createKeyedLock();
  return function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
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
