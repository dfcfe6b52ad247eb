/**
 * A bot's day counts (runtime/reservations/day-limits.ts), kept as an append-only log per bot, day and counter: entry
 * `n` is the n-th reservation (or give-back), its `_id` the key and `n`. Inserting on a unique `_id` is the
 * one write MongoDB and FerretDB both let through exactly once under concurrency (lib/claims.ts measured a
 * conditional `$inc` letting all of 10 parallel tries through on FerretDB), so two reservations can never
 * both take entry `n`: the loser reads it and counts it. The total per key is a hint that saves walking
 * the log from its start; the entries are the truth.
 */
import mongoose from 'mongoose';

const entrySchema = new mongoose.Schema(
  {
    /** `<botId>|<day>|<counter>|<n>`. */
    _id: { type: String, required: true },
    botId: { type: String, required: true },
    /** The UTC day counted ("2026-11-23"): old days are swept. */
    day: { type: String, required: true },
    /** What it reserved (> 0) or gave back (< 0). */
    amount: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'day_count_entries', versionKey: false },
);
entrySchema.index({ day: 1 });
entrySchema.index({ botId: 1 });

const totalSchema = new mongoose.Schema(
  {
    /** `<botId>|<day>|<counter>`. */
    _id: { type: String, required: true },
    botId: { type: String, required: true },
    day: { type: String, required: true },
    /** The entries 1…seq sum to total. */
    seq: { type: Number, required: true },
    total: { type: Number, required: true },
  },
  { collection: 'day_count_totals', versionKey: false },
);
totalSchema.index({ day: 1 });
totalSchema.index({ botId: 1 });

export const DayCountEntryModel = mongoose.model('DayCountEntry', entrySchema);
export const DayCountTotalModel = mongoose.model('DayCountTotal', totalSchema);
