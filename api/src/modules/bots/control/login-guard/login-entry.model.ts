/**
 * The logins of each game account (runtime/login-guard.ts), as an append-only log per account key: entry
 * `n` is its n-th login, `_id` `<key>|<n>`. Inserting on a unique `_id` is the one write MongoDB and
 * FerretDB both let through exactly once under concurrency (as the day counts, bots/day-counts), so two
 * runtimes can never both take login `n`. Only the newest LOGIN_BUDGET entries decide; older ones are
 * deleted as new ones come. The head per key is a hint that saves walking the log; the entries are the
 * truth. The key is a hash of server and in-game name: nothing here names a player.
 */
import mongoose from 'mongoose';

const entrySchema = new mongoose.Schema(
  {
    /** `<key>|<n>`. */
    _id: { type: String, required: true },
    /** When the login was reserved (epoch ms, the runtime's clock). */
    at: { type: Number, required: true },
  },
  { collection: 'login_entries', versionKey: false },
);

const headSchema = new mongoose.Schema(
  {
    /** The game account's key. */
    _id: { type: String, required: true },
    /** Entries 1…seq exist (or did, before the older ones were deleted). */
    seq: { type: Number, required: true },
  },
  { collection: 'login_heads', versionKey: false },
);

export const LoginEntryModel = mongoose.model('LoginEntry', entrySchema);
export const LoginHeadModel = mongoose.model('LoginHead', headSchema);
