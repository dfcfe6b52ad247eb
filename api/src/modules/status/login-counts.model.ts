/**
 * Logins to each game world as our bots met them, counted for the status page. Two shapes:
 *
 * - `status_logins`: one document per world and UTC day (kept 90 days) and per world and UTC hour (kept
 *   48 hours), `_id` `<world>:<day|hour>:<start>`, so every login is one `$inc` upsert per document and
 *   simultaneous writers add up (the embedded database keeps MongoDB's atomic operators:
 *   docs/architecture.md). Counts by outcome, and the distinct accounts behind each outcome as a set of
 *   slots: each account is hashed to one of ACCOUNT_SLOTS slots and the slot is `$addToSet`, so the set
 *   never holds more than ACCOUNT_SLOTS numbers whatever the number of accounts, and its size reads back
 *   as a count by linear counting (distinct.ts). No account id is stored.
 * - `status_login_latest`: each account's newest login per world (`_id` `<world>:<account hash>`), kept 2
 *   hours: the verdict reads which outcome each account is at now, so an account that logs in again no
 *   longer counts as failing, however many times it failed before (retries every 20 s would otherwise
 *   outnumber the one login that succeeds).
 */
import mongoose, { type InferSchemaType } from 'mongoose';

const loginCountSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    world: { type: String, required: true },
    span: { type: String, required: true, enum: ['day', 'hour'] },
    /** The UTC day or hour the counts are of. */
    start: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    /** Logins by outcome (shared/src/status.ts LOGIN_OUTCOMES). */
    outcomes: { type: mongoose.Schema.Types.Mixed, default: {} },
    /** Per outcome, the slots of the distinct accounts that met it (at most ACCOUNT_SLOTS each). */
    accounts: { type: mongoose.Schema.Types.Mixed, default: {} },
    /** The handshake round trips of successful logins: their sum (ms) and how many. */
    roundTripMs: { type: Number, default: 0 },
    roundTrips: { type: Number, default: 0 },
  },
  { collection: 'status_logins', versionKey: false, minimize: false },
);
loginCountSchema.index({ span: 1, start: 1 });

export type LoginCountDocument = InferSchemaType<typeof loginCountSchema>;
export const LoginCountModel = mongoose.model('StatusLoginCount', loginCountSchema);

const latestLoginSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    world: { type: String, required: true },
    /** The outcome of the account's newest login. */
    outcome: { type: String, required: true },
    /** When that login was. */
    at: { type: Date, required: true },
    /** Since when the account's logins have come to this outcome (its first login of the streak). */
    since: { type: Date, required: true },
  },
  { collection: 'status_login_latest', versionKey: false },
);
latestLoginSchema.index({ at: 1 });

export type LatestLoginDocument = InferSchemaType<typeof latestLoginSchema>;
export const LatestLoginModel = mongoose.model('StatusLatestLogin', latestLoginSchema);
