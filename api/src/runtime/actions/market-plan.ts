/**
 * What the Market Trader's rules ask for, before any price is known: the surplus above each sell line,
 * the shortfall below each reserve line, each within the day's cap, one trade's size and (for purchases)
 * the storehouse's room. Pure, so the rules are tested without a game; the behaviour then weighs each
 * intent against the market's price and the player's price limits (market-trader.ts).
 */
import { dayOf } from '@shared/day';
import { MARKET_RESOURCES, type MarketResource, type MarketRules, type TradedToday, type TradeSide } from '@shared/market';
import type { Resources } from '@shared/game-wire/live-data';
import type { LineMessage } from '@shared/console';
import { marketLines } from '@shared/bot-lines/market.messages';
import { phrase } from '@shared/i18n/said';
import { resourceWord } from '../words/line-words';

/** Trades smaller than this are not worth a trip to the market (and would nibble at a line all day). */
export const MIN_TRADE = 100;

export type TradeIntent = {
  side: TradeSide;
  resource: MarketResource;
  amount: number;
  /** The player's price limit: the lowest sale price, the highest purchase price (coins per 100). */
  limit: number;
  /** The rule that asks for it, in the player's words: in English for the trade log, and as the console's message. */
  reason: string;
  because: LineMessage;
};

/** A side the day's cap has closed: said in the console, traded again tomorrow (UTC). */
export type Capped = { side: TradeSide; resource: MarketResource; cap: number };

const n = (x: number) => x.toLocaleString('en');

/**
 * `sellable`: per resource, what the bot may sell without going below its surplus line or another bot's
 * claim or reserve (the session's ledger); `capacity`: what the castle stores of each, null when unknown.
 */
export function tradeIntents(
  rules: MarketRules,
  stock: Resources,
  sellable: Resources,
  capacity: number | null,
  traded: TradedToday,
): { intents: TradeIntent[]; capped: Capped[] } {
  const intents: TradeIntent[] = [];
  const capped: Capped[] = [];
  for (const resource of MARKET_RESOURCES) {
    const rule = rules.resources[resource];
    const cap = (done: number | undefined) => (rule.maxPerDay > 0 ? Math.max(0, rule.maxPerDay - (done ?? 0)) : Number.POSITIVE_INFINITY);
    const most = rules.maxPerTrade > 0 ? rules.maxPerTrade : Number.POSITIVE_INFINITY;

    if (rule.sellAbove > 0 && stock[resource] > rule.sellAbove) {
      const left = cap(traded.sold[resource]);
      const amount = Math.floor(Math.min(sellable[resource], stock[resource] - rule.sellAbove, most, left));
      if (left < MIN_TRADE) capped.push({ side: 'sell', resource, cap: rule.maxPerDay });
      else if (amount >= MIN_TRADE)
        intents.push({
          side: 'sell',
          resource,
          amount,
          limit: rule.minSellPrice,
          reason: `${resource} above ${n(rule.sellAbove)} (your surplus rule)`,
          because: phrase(marketLines, 'surplusRule', { resource: resourceWord(resource), line: rule.sellAbove }),
        });
    }
    if (rule.buyBelow > 0 && stock[resource] < rule.buyBelow) {
      const left = cap(traded.bought[resource]);
      const room = capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, capacity - stock[resource]);
      const amount = Math.floor(Math.min(rule.buyBelow - stock[resource], most, left, room));
      if (left < MIN_TRADE) capped.push({ side: 'buy', resource, cap: rule.maxPerDay });
      else if (amount >= MIN_TRADE)
        intents.push({
          side: 'buy',
          resource,
          amount,
          limit: rule.maxBuyPrice,
          reason: `${resource} below ${n(rule.buyBelow)} (your reserve rule)`,
          because: phrase(marketLines, 'reserveRule', { resource: resourceWord(resource), line: rule.buyBelow }),
        });
    }
  }
  return { intents, capped };
}

/**
 * The day's trades by side and resource as the trade log held them at start. The caps count on the durable
 * day counts (ctx.day); this only covers trades the log knows and the counts do not (made before they were kept).
 */
export class TradeDay {
  private current: TradedToday;

  constructor(from: TradedToday | null, now: number) {
    this.current =
      from && from.day === dayOf(now) ? { day: from.day, sold: { ...from.sold }, bought: { ...from.bought } } : { day: dayOf(now), sold: {}, bought: {} };
  }

  /** Today's totals (a new UTC day starts from nothing). */
  at(now: number): TradedToday {
    if (this.current.day !== dayOf(now)) this.current = { day: dayOf(now), sold: {}, bought: {} };
    return this.current;
  }

  add(now: number, side: TradeSide, resource: MarketResource, amount: number): void {
    const day = this.at(now);
    const bySide = side === 'sell' ? day.sold : day.bought;
    bySide[resource] = (bySide[resource] ?? 0) + amount;
  }

  /** Today's totals: per side and resource, the larger of the log's and the durable count (`counted`). */
  with(now: number, counted: (side: TradeSide, resource: MarketResource) => number): TradedToday {
    const log = this.at(now);
    const both = (side: TradeSide, bySide: Partial<Record<MarketResource, number>>) =>
      Object.fromEntries(MARKET_RESOURCES.map((r) => [r, Math.max(bySide[r] ?? 0, counted(side, r))]));
    return { day: log.day, sold: both('sell', log.sold), bought: both('buy', log.bought) };
  }
}

/** The durable day counter of a side and resource (runtime/reservations/day-limits.ts). */
export const counterOf = (side: TradeSide, resource: MarketResource) => `${side === 'sell' ? 'sold' : 'bought'}:${resource}` as const;
