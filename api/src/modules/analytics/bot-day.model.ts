import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * What one bot achieved on one UTC day: its sums per hour (`hours.h00`…`h23`) and for the day (`total`).
 * One document per bot and day (`_id` `<bot>:<YYYY-MM-DD>`), found by owner and month: FerretDB over
 * PostgreSQL serves equalities from its indexes (lib/embedded-indexes.ts) but reads every row of a range,
 * so a player's 30 days are two equality reads of at most a few hundred small documents, on MongoDB too.
 * `seen` names the last report of each source counted here (a run's report number, or the API's time
 * tick), so a report handled twice counts once. Kept 90 days; kept when the bot is deleted (the player's
 * totals do not shrink), removed with the player.
 */
const botDaySchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    botId: { type: mongoose.Schema.Types.ObjectId, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    accountId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** YYYY-MM-DD (UTC). */
    day: { type: String, required: true },
    /** YYYY-MM: what reads filter on. */
    month: { type: String, required: true },
    hours: { type: mongoose.Schema.Types.Mixed, default: {} },
    total: { type: mongoose.Schema.Types.Mixed, default: {} },
    seen: { type: mongoose.Schema.Types.Mixed, default: {} },
  },
  { collection: 'bot_days', minimize: false, versionKey: false },
);
botDaySchema.index({ userId: 1, month: 1 });
botDaySchema.index({ day: 1 });
botDaySchema.index({ month: 1 });

export type BotDay = InferSchemaType<typeof botDaySchema>;
export const BotDayModel = mongoose.model('BotDay', botDaySchema);
