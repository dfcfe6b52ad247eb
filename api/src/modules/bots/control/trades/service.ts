/**
 * A bot's trade log: written from the runtime's trade reports (the supervisor hands them here), read by
 * its owner (GET /api/bots/:id/trades), summed for the daily caps a restarted bot counts on from, and
 * removed with the bot. Bounded: the newest KEEP_PER_BOT trades of each bot are kept, give or take the
 * PRUNE_EVERY a process writes between two prunes (a prune reads the bot's log sorted: 500 writes each
 * followed by one took 21 s on the embedded database; one in 20, about a twentieth of that).
 */
import { dayOf } from '@shared/day';
import type { MarketResource, TradedToday, TradeRecord } from '@shared/market';
import { readLineMessage } from '@shared/console';
import { BotModel } from '../../records/bot.model';
import { TradeModel, type StoredTrade } from './trade.model';
import { MAX_PAGE } from './limits';

export const KEEP_PER_BOT = 500;
export const PRUNE_EVERY = 20;
/** Trades written per bot since this process last pruned its log; a bot's first write here prunes. */
const sincePrune = new Map<string, number>();
export { MAX_PAGE };

const DUPLICATE_KEY = 11000;

/** Stores a trade the runtime reported; the same report again (a redelivery, a retry) changes nothing. */
export async function recordTrade(botId: string, trade: TradeRecord): Promise<void> {
  const bot = await BotModel.findById(botId, { userId: 1 }).lean();
  // The bot was deleted meanwhile: its log went with it.
  if (!bot) return;
  try {
    await TradeModel.create({
      _id: trade.id,
      botId,
      userId: bot.userId,
      at: new Date(trade.at),
      side: trade.side,
      resource: trade.resource,
      amount: trade.amount,
      to: trade.to ?? null,
      price: trade.price,
      coins: trade.coins,
      reason: trade.reason,
      because: readLineMessage(trade.because) ?? null,
      executed: trade.executed,
      market: trade.market,
    });
  } catch (err) {
    if ((err as { code?: number }).code === DUPLICATE_KEY) return;
    throw err;
  }
  const written = sincePrune.get(botId) ?? PRUNE_EVERY;
  if (written < PRUNE_EVERY) return void sincePrune.set(botId, written + 1);
  sincePrune.set(botId, 1);
  await prune(botId);
}

/** Drops what lies beyond the newest KEEP_PER_BOT of a bot's trades. */
async function prune(botId: string): Promise<void> {
  const beyond = await TradeModel.find({ botId }, { _id: 1 }).sort({ at: -1, _id: -1 }).skip(KEEP_PER_BOT).limit(100).lean();
  if (beyond.length) await TradeModel.deleteMany({ _id: { $in: beyond.map((t) => t._id) } });
}

export type TradeView = Omit<TradeRecord, 'at'> & { at: string };

/** A page of a bot's log, newest first; `before` continues after the last trade of a page. */
export async function listTrades(botId: string, limit: number, before?: Date): Promise<TradeView[]> {
  const rows = await TradeModel.find({ botId, ...(before ? { at: { $lt: before } } : {}) })
    .sort({ at: -1, _id: -1 })
    .limit(Math.min(Math.max(1, limit), MAX_PAGE))
    .lean();
  return rows.map(tradeView);
}

/** A stored trade as the API answers it: the bot's trade log, and (without `because`) the data export. */
export function tradeView(t: Omit<StoredTrade, 'userId'>): TradeView {
  const because = readLineMessage(t.because);
  return {
    id: t._id,
    at: t.at.toISOString(),
    side: t.side as TradeRecord['side'],
    resource: t.resource as MarketResource,
    amount: t.amount,
    ...(t.to ? { to: t.to } : {}),
    price: t.price ?? null,
    coins: t.coins ?? null,
    reason: t.reason,
    ...(because && { because }),
    executed: t.executed,
    market: t.market as TradeRecord['market'],
  };
}

/**
 * What a bot traded today (UTC), for its daily caps after a restart: executed coin trades only (the caps are on sales and purchases, not on carriage sends).
 */
export async function tradedToday(botId: string, now = Date.now()): Promise<TradedToday> {
  const day = dayOf(now);
  const rows = await TradeModel.find(
    { botId, executed: true, side: { $in: ['sell', 'buy'] }, at: { $gte: new Date(`${day}T00:00:00.000Z`) } },
    { side: 1, resource: 1, amount: 1 },
  ).lean();
  const today: TradedToday = { day, sold: {}, bought: {} };
  for (const row of rows) {
    const bySide = row.side === 'sell' ? today.sold : today.bought;
    const resource = row.resource as MarketResource;
    bySide[resource] = (bySide[resource] ?? 0) + row.amount;
  }
  return today;
}

/** The bot is deleted: its log goes too. */
export async function forgetTrades(botId: string): Promise<void> {
  sincePrune.delete(botId);
  await TradeModel.deleteMany({ botId });
}

/** A user's trades, for the data export (leaving/export.ts). */
export function tradesOf(userId: string) {
  return TradeModel.find({ userId }, { userId: 0 }).sort({ at: -1 }).lean();
}
