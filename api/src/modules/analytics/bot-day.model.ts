import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * What a bot's sums per day and per month share: whose they are (bot, player, game account), the period's
 * `total`, `counted` and `seen` (empty objects kept: `minimize: false`), found by the player and the period, and
 * swept by the period.
 */
function botSumsSchema<Fields extends mongoose.SchemaDefinition>(period: 'day' | 'month', fields: Fields, collection: string) {
  const schema = new mongoose.Schema(
    {
      _id: { type: String, required: true },
      botId: { type: mongoose.Schema.Types.ObjectId, required: true },
      userId: { type: mongoose.Schema.Types.ObjectId, required: true },
      accountId: { type: mongoose.Schema.Types.ObjectId, required: true },
      ...fields,
      total: { type: mongoose.Schema.Types.Mixed, default: {} },
      counted: { type: mongoose.Schema.Types.Mixed, default: {} },
      seen: { type: mongoose.Schema.Types.Mixed, default: {} },
    },
    { collection, minimize: false, versionKey: false },
  );
  schema.index({ userId: 1, [period]: 1 });
  schema.index({ [period]: 1 });
  return schema;
}

/**
 * What one bot achieved on one UTC day: its sums per hour (`hours.h00`…`h23`) and for the day (`total`).
 * One document per bot and day (`_id` `<bot>:<YYYY-MM-DD>`), found by owner and day: FerretDB over
 * PostgreSQL serves equalities from its indexes (lib/embedded-indexes.ts) but reads every row of a range,
 * and its cost grows with the bytes it decodes, so the 24 hours read two days' documents and longer
 * periods read the months below. `counted` keeps the reports of each source counted here (a run's
 * report numbers, or the API's time ticks; record.ts `countOnce`), so a report handled twice counts once;
 * `seen`, the highest number counted, is what documents written before it kept. Kept 90 days, and when
 * the bot is deleted (the player's totals do not shrink); removed with the player.
 */
const botDaySchema = botSumsSchema(
  'day',
  {
    /** YYYY-MM-DD (UTC). */
    day: { type: String, required: true },
    /** YYYY-MM: what reads filter on. */
    month: { type: String, required: true },
    hours: { type: mongoose.Schema.Types.Mixed, default: {} },
  },
  'bot_days',
);

export type BotDay = InferSchemaType<typeof botDaySchema>;
export const BotDayModel = mongoose.model('BotDay', botDaySchema);

/**
 * The same sums per bot and UTC month, by day (`days.d01`…`d31`): what 7 and 30 days read (one or two
 * small documents per bot, where days would be thirty with every hour inside).
 */
const botMonthSchema = botSumsSchema(
  'month',
  {
    month: { type: String, required: true },
    days: { type: mongoose.Schema.Types.Mixed, default: {} },
  },
  'bot_months',
);
export const BotMonthModel = mongoose.model('BotMonth', botMonthSchema);

/** That a bot was online on a UTC day (`_id` `<day>:<bot>`): the admin's active bots per day, counted from tiny documents. */
const activeBotDaySchema = new mongoose.Schema(
  { _id: { type: String, required: true }, day: { type: String, required: true } },
  { collection: 'active_bot_days', versionKey: false },
);
activeBotDaySchema.index({ day: 1 });
export const ActiveBotDayModel = mongoose.model('ActiveBotDay', activeBotDaySchema);
