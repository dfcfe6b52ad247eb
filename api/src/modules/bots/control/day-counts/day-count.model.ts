/**
 * A bot's day counts (runtime/reservations/day-limits.ts), kept as an append-only log per bot, day and counter: entry
 * `n` is the n-th reservation (or give-back), its `_id` the key and `n`. Inserting on a unique `_id` is the
 * one write MongoDB and FerretDB both let through exactly once under concurrency (lib/claims.ts measured a
 * conditional `$inc` letting all of 10 parallel tries through on FerretDB), so two reservations can never
 * both take entry `n`: the loser reads it and counts it. The total per key is a hint that saves walking
 * the log from its start; the entries are the truth.
 */
import mongoose from 'mongoose';

/**
 * One schema of the log: `_id` its key (the bot, the day and the counter, and for an entry its `n`), the
 * bot and the UTC day counted ("2026-11-23"), each indexed: old days are swept, a deleted bot's counts go.
 */
function dayCountSchema<Fields extends mongoose.SchemaDefinition>(fields: Fields, collection: string) {
  const schema = new mongoose.Schema(
    {
      _id: { type: String, required: true },
      botId: { type: String, required: true },
      day: { type: String, required: true },
      ...fields,
    },
    { collection, versionKey: false },
  );
  schema.index({ day: 1 });
  schema.index({ botId: 1 });
  return schema;
}

/** Entry `<botId>|<day>|<counter>|<n>`. */
const entrySchema = dayCountSchema(
  {
    /** What it reserved (> 0) or gave back (< 0). */
    amount: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  'day_count_entries',
);

/**
 * The totals of one bot (or one account's risk counters) for one day, `<botId>|<day>`: for each counter,
 * `counters[counter]` = { seq, total }, the entries 1…seq summing to total. One document for all of them,
 * so a bot's start reads an account's five risk counters in one read, not five (bench/runtime: 3,375 reads
 * of these hints were a third of the operations of 1,000 bots starting). Before 2026-11-27 a total was a
 * document per counter, `_id` `<botId>|<day>|<counter>`: such documents are no longer read, and go with
 * their day.
 */
const totalSchema = dayCountSchema(
  {
    counters: { type: mongoose.Schema.Types.Mixed, default: {} },
  },
  'day_count_totals',
);

export const DayCountEntryModel = mongoose.model('DayCountEntry', entrySchema);
export const DayCountTotalModel = mongoose.model('DayCountTotal', totalSchema);
