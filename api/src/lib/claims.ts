/**
 * Once-only claims: the primitive every "exactly once" in Castellan rests on when the engine's lock is not
 * the better fit. A claim is a document whose `_id` is the claimed key; inserting it either succeeds (the
 * caller has it) or fails on the `_id` index (someone has it already). That index holds on every database
 * the product runs on, MongoDB and FerretDB over PostgreSQL or SQLite alike (claims.test.ts: twenty
 * simultaneous claims, one passes); a conditional update is once as well on MongoDB and on the patched
 * embedded FerretDB (docs/architecture.md), not on the SQLite backend, and a claim also carries a lapse.
 *
 * A claim may lapse (`until`): the hourly sweep deletes claims past it, for keys whose own record is gone
 * by then (a link past its lifetime), so the collection does not grow for ever.
 */
import mongoose from 'mongoose';
import { isDuplicateKey } from './db';

const claimSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    until: { type: Date, default: null },
  },
  { collection: 'claims', versionKey: false },
);
claimSchema.index({ until: 1 });

export const ClaimModel = mongoose.model('Claim', claimSchema);

/** Takes `key`: true for exactly one of any number of simultaneous callers, false for the rest (and later ones). */
export async function claim(key: string, until: Date | null = null): Promise<boolean> {
  try {
    await ClaimModel.create({ _id: key, at: new Date(), until });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/** Gives `key` back (what it was taken for did not happen after all). */
export async function release(key: string): Promise<void> {
  await ClaimModel.deleteOne({ _id: key });
}

/** Whether `key` is taken. */
export async function isClaimed(key: string): Promise<boolean> {
  return (await ClaimModel.countDocuments({ _id: key })) > 0;
}

/** Gives `key` back if it lapsed (its holder died): the next claim() may then take it. */
export async function releaseIfLapsed(key: string, now = new Date()): Promise<void> {
  await ClaimModel.deleteOne({ _id: key, until: { $ne: null, $lte: now } });
}

/** Deletes claims that lapsed. */
export async function sweepClaims(now = new Date()): Promise<number> {
  const { deletedCount } = await ClaimModel.deleteMany({ until: { $ne: null, $lte: now } });
  return deletedCount;
}
