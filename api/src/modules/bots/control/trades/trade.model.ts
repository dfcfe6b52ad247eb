/**
 * The trade log: each market trade a bot made, or would have made on a server without a market, and each
 * carriage of goods it sent to another of the player's castles, with the rule that asked for it. Keyed by the trade's own id (the runtime names it), so a
 * report handled twice is
 * stored once: an insert on a unique `_id` is the one write FerretDB lets through exactly once.
 */
import mongoose, { type InferSchemaType } from 'mongoose';
import { MARKET_RESOURCES } from '@shared/market';

const tradeSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    botId: { type: mongoose.Schema.Types.ObjectId, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
    /** `send`: goods by carriage to the player's castle `to`. */
    side: { type: String, enum: ['sell', 'buy', 'send'], required: true },
    resource: { type: String, enum: MARKET_RESOURCES, required: true },
    amount: { type: Number, required: true },
    /** A carriage send's destination castle, by name; null on a coin trade. */
    to: { type: String, default: null },
    /** Coins per 100 units; null when no price was known (no market). */
    price: { type: Number, default: null },
    coins: { type: Number, default: null },
    reason: { type: String, required: true },
    /** The reason as a message, for a reader in another language; null on trades kept before it was. */
    because: { type: mongoose.Schema.Types.Mixed, default: null },
    executed: { type: Boolean, required: true },
    /** `ours`: the local game server's market; `none`: a server without one (reported only); `carriage`: a send. */
    market: { type: String, enum: ['ours', 'none', 'carriage'], required: true },
  },
  { collection: 'bot_trades', versionKey: false },
);
tradeSchema.index({ botId: 1, at: -1 });

export type StoredTrade = InferSchemaType<typeof tradeSchema>;
export const TradeModel = mongoose.model('BotTrade', tradeSchema);
