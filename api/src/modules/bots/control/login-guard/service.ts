/**
 * The durable side of the login guard (runtime/login-guard.ts), whichever runtime asks (the API's own
 * runtime process over IPC, a runner node over the engine):
 * - the login budget from the database (login-entry.model.ts): a reservation reads the newest entries,
 *   decides by the budget's rule, and inserts the next entry; an entry already there (another runtime's at
 *   the same moment, or one whose head a crash kept from being written) is counted and the decision made
 *   again. `_id` operations only (the embedded FerretDB pushes no other filter down).
 * - the holds in the engine's key-value store: created by the first holder, renewed by compare-and-set,
 *   lapsing after HOLD_LEASE_MS when their holder dies; a Play now the player asked for takes the hold
 *   from anyone at the holder's next ask.
 */
import type { KV } from '@nats-io/kv';
import { keyValueBucket, type Engine } from '../../../../lib/engine';
import { isDuplicateKey } from '../../../../lib/db';
import { budgetAnswer, HOLD_LEASE_MS, type FleetNames, type LoginGuard, type LoginGuardAnswer, type LoginGuardRequest } from '../../../../runtime';
import { LoginEntryModel, LoginHeadModel } from './login-entry.model';

/** A Play now not picked up within this long lapses (the bot was not waiting, or not running). */
const PLAY_NOW_KEEP_MS = 60_000;
/** Entries past its head a reservation walks at most (a runaway log is a bug). */
const MAX_WALK = 1000;
/** Compare-and-set races a hold request retries before it answers "not held". */
const HOLD_TRIES = 5;

const entryId = (key: string, n: number) => `${key}|${n}`;

/** The times of entries `from`…`to` of the key's log (the ones that exist). */
async function timesOf(key: string, from: number, to: number): Promise<number[]> {
  const ids = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => entryId(key, from + i));
  if (ids.length === 0) return [];
  return (await LoginEntryModel.find({ _id: { $in: ids } }, { at: 1 }).lean()).map((e) => e.at);
}

/** Reserves one login of the key's account; see LoginGuardRequest 'login'. */
export async function reserveLogin({ key, at, windowMs, budget }: { key: string; at: number; windowMs: number; budget: number }): Promise<LoginGuardAnswer> {
  let seq = (await LoginHeadModel.findById(key, { seq: 1 }).lean())?.seq ?? 0;
  for (let walked = 0; walked <= MAX_WALK; walked++) {
    const answer = budgetAnswer(await timesOf(key, seq - budget + 1, seq), at, windowMs, budget);
    if (!answer.granted) return answer;
    try {
      await LoginEntryModel.create({ _id: entryId(key, seq + 1), at });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      seq += 1; // someone else's login took this entry: count it, decide again
      continue;
    }
    seq += 1;
    // Neither write decides anything (the head is a hint, the entry before the newest `budget` is never
    // read again), so the login does not wait for them: a fleet's failover logs sessions in by the dozen.
    void LoginHeadModel.updateOne({ _id: key }, { $set: { seq } }, { upsert: true }).catch(() => {});
    void LoginEntryModel.deleteOne({ _id: entryId(key, seq - budget) }).catch(() => {});
    return answer;
  }
  throw new Error(`login log ${key}: runs past ${MAX_WALK} entries beyond its head`);
}

/** When the key's account may log in next (`at` when it may now): what Play now tells the player. */
export async function nextLoginAt(key: string, at: number, windowMs: number, budget: number): Promise<number> {
  const seq = (await LoginHeadModel.findById(key, { seq: 1 }).lean())?.seq ?? 0;
  // Entries past the head (a crash before its write) are counted too: the head is only a hint.
  const times = await timesOf(key, seq - budget + 1, seq + budget);
  return budgetAnswer(times, at, windowMs, budget).retryAt ?? at;
}

export type LoginGuardService = LoginGuard & {
  /** The player asked to play the account now with this record (bots/routes: Play now): its bot takes the hold at its next ask. */
  playNow(key: string, holder: string): Promise<void>;
};

/**
 * `buckets`: the installation's (fleetNames(FLEET_NAMESPACE)): two installations on one engine each hold
 * their own accounts, as each has its own runners and events.
 */
export function createLoginGuardService(engine: Engine, buckets: Pick<FleetNames, 'accountHolds' | 'playNow'>): LoginGuardService {
  const holds = keyValueBucket(engine, buckets.accountHolds, HOLD_LEASE_MS);
  const playNows = keyValueBucket(engine, buckets.playNow, PLAY_NOW_KEEP_MS);

  /** Takes or keeps the hold; true when `holder` has it now. */
  async function hold(kv: KV, key: string, holder: string, force: boolean): Promise<boolean> {
    for (let tries = 0; tries < HOLD_TRIES; tries++) {
      const entry = await kv.get(key);
      const current = entry && entry.operation === 'PUT' ? entry.string() : null;
      try {
        if (force) await kv.put(key, holder);
        else if (current === null) await kv.create(key, holder);
        else if (current === holder) await kv.update(key, holder, entry!.revision);
        else return false;
        return true;
      } catch (err) {
        // Another instance wrote between our read and our write: read again.
        if (!/wrong last sequence|key exists/i.test(err instanceof Error ? err.message : String(err))) throw err;
      }
    }
    return false;
  }

  async function ask(request: LoginGuardRequest): Promise<LoginGuardAnswer> {
    if (request.op === 'login') return reserveLogin(request);
    const kv = await holds();
    if (request.op === 'release') {
      const entry = await kv.get(request.key);
      // A failed delete: taken meanwhile, not ours to free.
      if (entry?.operation === 'PUT' && entry.string() === request.holder) await kv.delete(request.key, { previousSeq: entry.revision }).catch(() => {});
      return { granted: true };
    }
    const asks = await playNows();
    const asked = (await asks.get(`${request.key}.${request.holder}`))?.operation === 'PUT';
    if (asked) await asks.delete(`${request.key}.${request.holder}`);
    const granted = await hold(kv, request.key, request.holder, asked);
    return { granted, ...(asked && granted && { playNow: true }) };
  }

  return {
    ask,
    async playNow(key, holder) {
      await (await playNows()).put(`${key}.${holder}`, String(Date.now()));
    },
  };
}
