import mongoose, { type InferSchemaType } from 'mongoose';

/**
 * One attack of a bot, from its launch to its army's return (shared/src/timeline.ts): written from the
 * same outcome reports as the bots' days, so the timeline and the sums agree. `_id` is `<bot>:<attack>`,
 * the bot's own name for it: the launch and the end upsert the same document, in either order, and a
 * report handled twice writes the same values again. Found by the player, game account or bot and the UTC
 * day of the launch (equalities: the embedded database serves them from its indexes and scans a range).
 * Kept as long as the days (90 days), and removed with the player.
 */
const attackSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    botId: { type: mongoose.Schema.Types.ObjectId, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    accountId: { type: mongoose.Schema.Types.ObjectId, required: true },
    templateId: { type: String, required: true },
    /** YYYY-MM-DD (UTC) of the launch, or of the end when the launch was never reported. */
    day: { type: String, required: true },
    sentAt: { type: Number, default: null },
    target: { type: mongoose.Schema.Types.Mixed, default: null },
    soldiers: { type: Number, default: null },
    arrivesAt: { type: Number, default: null },
    endedAt: { type: Number, default: null },
    /** won, lost, empty, unknown; null while the army is away. */
    result: { type: String, default: null },
    loot: { type: mongoose.Schema.Types.Mixed, default: null },
    lost: { type: Number, default: 0 },
    /** How its end was known: army, report (the game's battle report) or noReport (shared/src/timeline.ts AttackEndSource). */
    source: { type: String, default: null },
    /** What the bot forecast when it sent it, `{ won, lost }` (shared/src/timeline.ts AttackForecast); null when it forecast nothing. */
    forecast: { type: mongoose.Schema.Types.Mixed, default: null },
    /** The report that ended it from a battle report: only the first counts it, and that one again when handled twice (timeline.ts). */
    endedBy: { type: String, default: null },
  },
  { collection: 'attacks', versionKey: false, minimize: false },
);
attackSchema.index({ userId: 1, day: 1 });
attackSchema.index({ accountId: 1, day: 1 });
attackSchema.index({ botId: 1, day: 1 });
attackSchema.index({ day: 1 });

export type AttackDocument = InferSchemaType<typeof attackSchema>;
export const AttackModel = mongoose.model('Attack', attackSchema);
