/** Reading and writing an account's placement in its bucket by compare-and-set (fleet-runtime.ts). */
import type { KV } from '@nats-io/kv';
import type { Placement } from './protocol';

/** The account's placement as stored now (not a copy), with its revision. */
export async function currentPlacement(kv: KV, accountId: string): Promise<{ p: Placement | null; revision: number }> {
  const entry = await kv.get(accountId);
  return entry && entry.operation === 'PUT' ? { p: entry.json<Placement>(), revision: entry.revision } : { p: null, revision: entry?.revision ?? 0 };
}

/** Writes the placement if nobody changed it since `revision`; false if someone did. */
export async function swapPlacement(kv: KV, accountId: string, revision: number, next: Placement): Promise<boolean> {
  try {
    if (revision === 0) await kv.create(accountId, JSON.stringify(next));
    else await kv.update(accountId, JSON.stringify(next), revision);
    return true;
  } catch {
    return false;
  }
}
