/**
 * Small JSON records shared by every API instance (counters, delays): kept in a key-value bucket of the
 * engine and changed only by compare-and-set (create, or update at the revision read), so two instances
 * changing the same key at the same moment both count and neither overwrites the other. Keys are hashed:
 * no e-mail or address is stored in the engine. The bucket forgets a key a while after its last change;
 * `live` says when a record has lapsed before that.
 */
import { createHash } from 'node:crypto';
import type { KV } from '@nats-io/kv';
import { EngineUnavailableError } from './errors';
import { createKeyedLock } from './keyed-lock';

/** The record after the change: a new value, null to remove it, undefined to leave it as it is. */
export type RecordChange<T> = (current: T | null) => T | null | undefined;

export class SharedRecords<T> {
  /**
   * Changes to one key from this instance go one at a time: 150 requests at once with one API key all
   * racing the same compare-and-set ran out of tries and answered "cannot reach its engine" (82 of 150).
   * Only other instances' changes can now conflict with ours.
   */
  private readonly local = createKeyedLock();

  constructor(
    private readonly bucket: () => Promise<KV>,
    /** Sets keys of different records apart in one bucket. */
    private readonly name: string,
    /** Whether a stored record still holds (false: it lapsed, and reads as none). */
    private readonly live: (record: T) => boolean,
  ) {}

  /** Applies `next` to the key's live record, retried from a fresh read when another instance changed it in between. */
  change(key: string, next: RecordChange<T>): Promise<void> {
    const k = `${this.name}.${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
    return this.local(k, () => this.changeShared(k, next));
  }

  private read(entry: { operation: string; value: Uint8Array } | null): T | null {
    if (!entry || entry.operation !== 'PUT') return null;
    const record = JSON.parse(new TextDecoder().decode(entry.value)) as T;
    return this.live(record) ? record : null;
  }

  private async changeShared(k: string, next: RecordChange<T>): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      // Another instance won the last try: step aside a random moment, so the two do not collide again.
      if (attempt > 0) await Bun.sleep(Math.random() * Math.min(50, 2 * attempt));
      const kv = await engineCall(() => this.bucket());
      const entry = await engineCall(() => kv.get(k));
      const value = next(this.read(entry));
      if (value === undefined) return;
      try {
        if (value === null) await kv.delete(k, { previousSeq: entry!.revision });
        else if (!entry || entry.operation !== 'PUT') await kv.create(k, JSON.stringify(value));
        else await kv.update(k, JSON.stringify(value), entry.revision);
        return;
      } catch (err) {
        if (isConflict(err)) continue;
        throw new EngineUnavailableError();
      }
    }
    throw new EngineUnavailableError();
  }
}

/** Any engine failure is the engine being away, said as a 503. */
async function engineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof EngineUnavailableError) throw err;
    throw new EngineUnavailableError();
  }
}

/** Another writer changed the key since we read it (or created it first). */
function isConflict(err: unknown): boolean {
  return /wrong last sequence|key exists/i.test(err instanceof Error ? err.message : String(err));
}
