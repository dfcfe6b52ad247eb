/**
 * The Market Trader's vocabulary, shared by the API (its trade log), the runtime (which trades and sends)
 * and the site (which shows the log): the resources it trades, what a trade record holds (a coin trade,
 * or goods sent by market barrow to another of the player's castles), and how a price reads.
 *
 * Prices are coins per 100 units: a resource costs a fraction of a coin a unit, and whole numbers per
 * 100 keep the player's price rules and the log free of decimals.
 */
import type { LineMessage } from './console';

export const MARKET_RESOURCES = ['wood', 'stone', 'food'] as const;
export type MarketResource = (typeof MARKET_RESOURCES)[number];
export type TradeSide = 'sell' | 'buy';
/** What a trade log entry is: a coin trade's side, or `send`: goods by market barrow to another of the player's castles. */
export type TradeKind = TradeSide | 'send';

/** Said wherever the Market Trader is: its description, its help article, its trade log. */
export const OUR_MARKET_NOTICE =
  'Coin trades follow our local game server’s market: the live game’s commands to sell and buy resources are not public, so on live servers the bot only reports the coin trades it would make. Sending surplus to your own castles by market barrow uses the live game’s public commands and works everywhere.';

/** The template's setting that lets the bot send surplus by market barrow to the player's short castles ("yes"/"no"). */
export const SEND_TO_CASTLES = 'sendToCastles';

/** Units a price is given for. */
export const PRICE_UNIT = 100;

/**
 * Which market a trade was on. `ours`: the local game server's own market (its commands are our design,
 * see docs/market-sources.md); `none`: the server has no market the bot may use (every live server:
 * the live game's market commands are not public), so the trade is one the bot would make and did not;
 * `carriage`: goods sent by the Marketplace's carriages to another of the player's castles (`crm`, public).
 */
export type TradeMarket = 'ours' | 'none' | 'carriage';

/** One trade, or one the bot would have made, as the trade log keeps it. */
export type TradeRecord = {
  /** Unique per trade (the runtime names it): a report handled twice is stored once. */
  id: string;
  /** When, epoch ms. */
  at: number;
  side: TradeKind;
  resource: MarketResource;
  amount: number;
  /** A carriage send's destination: the player's castle, by name (absent on a coin trade). */
  to?: string;
  /** Coins per 100 units it traded at; null when no price was known (no market). */
  price: number | null;
  /** Coins received (sell) or paid (buy); null when nothing was traded. */
  coins: number | null;
  /** Why, in the player's own rule: "wood above 80,000 (your surplus rule)", or the castles' stock for a send. */
  reason: string;
  /** The reason as a message (shared/src/console.ts), for a reader in another language. */
  because?: LineMessage;
  /** Whether the game carried it out (false: reported only). */
  executed: boolean;
  market: TradeMarket;
};

/** What a bot traded today (UTC), per resource and side: its daily caps count on from here after a restart. */
export type TradedToday = { day: string; sold: Partial<Record<MarketResource, number>>; bought: Partial<Record<MarketResource, number>> };

/** Coins for `amount` units at `price` per 100: what a sale earns (rounded down) or a purchase costs (rounded up). */
export function coinsFor(amount: number, price: number, side: TradeSide): number {
  const exact = (amount * price) / PRICE_UNIT;
  return side === 'sell' ? Math.floor(exact) : Math.ceil(exact);
}

/** "3 coins per 100" */
export function priceText(price: number): string {
  return `${price.toLocaleString('en')} coin${price === 1 ? '' : 's'} per ${PRICE_UNIT}`;
}

/** The sentence the log and console show for a trade: "Sold 5,000 wood at 3 coins per 100 (150 coins)", "Sent 700 stone to Thornwall by market barrow". */
export function tradeHeadline(t: Pick<TradeRecord, 'side' | 'resource' | 'amount' | 'price' | 'coins' | 'executed' | 'to'>): string {
  const amount = `${t.amount.toLocaleString('en')} ${t.resource}`;
  if (t.side === 'send') return `${t.executed ? 'Sent' : 'Would send'} ${amount} to ${t.to ?? 'another castle'} by market barrow`;
  const verb = t.executed ? (t.side === 'sell' ? 'Sold' : 'Bought') : t.side === 'sell' ? 'Would sell' : 'Would buy';
  const price = t.price === null ? '' : ` at ${priceText(t.price)}`;
  const coins = t.executed && t.coins !== null ? ` (${t.coins.toLocaleString('en')} coins)` : '';
  return `${verb} ${amount}${price}${coins}`;
}

/** A resource's rules, as the Market Trader template names its settings ("woodSellAbove"). */
export const RESOURCE_RULES = ['SellAbove', 'MinSellPrice', 'BuyBelow', 'MaxBuyPrice', 'MaxPerDay'] as const;
export type ResourceRuleName = (typeof RESOURCE_RULES)[number];
export function ruleKey(resource: MarketResource, rule: ResourceRuleName): string {
  return `${resource}${rule}`;
}

/** One resource's rules: 0 in `sellAbove` or `buyBelow` turns that side off. */
export type ResourceRule = { sellAbove: number; minSellPrice: number; buyBelow: number; maxBuyPrice: number; maxPerDay: number };
export type MarketRules = {
  resources: Record<MarketResource, ResourceRule>;
  /** Units in one trade at most: a surplus goes in several, a few minutes apart, as a person trades. */
  maxPerTrade: number;
  /** Coins no purchase spends. */
  keepCoins: number;
};

/** The rules a Market Trader's settings hold (checked by its template; a missing number reads as 0). */
export function readMarketRules(settings: Record<string, unknown>): MarketRules {
  const num = (key: string) => {
    const n = Number(settings[key]);
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  const resources = Object.fromEntries(
    MARKET_RESOURCES.map((r) => [
      r,
      {
        sellAbove: num(ruleKey(r, 'SellAbove')),
        minSellPrice: num(ruleKey(r, 'MinSellPrice')),
        buyBelow: num(ruleKey(r, 'BuyBelow')),
        maxBuyPrice: num(ruleKey(r, 'MaxBuyPrice')),
        maxPerDay: num(ruleKey(r, 'MaxPerDay')),
      },
    ]),
  ) as Record<MarketResource, ResourceRule>;
  return { resources, maxPerTrade: num('maxPerTrade'), keepCoins: num('keepCoins') };
}

/**
 * What a set of rules gets wrong, in a sentence, or null. A resource that both sells and buys needs its
 * surplus line above its reserve line, else the bot would sell what it just bought, in a loop.
 */
export function marketRulesProblem(rules: MarketRules): string | null {
  const fault = marketRulesFault(rules);
  return (
    fault &&
    `Sell ${fault.resource} only above a line higher than the one you buy it below (now: sell above ${fault.sellAbove.toLocaleString('en')}, buy below ${fault.buyBelow.toLocaleString('en')}).`
  );
}

/** The same, unworded: the first resource whose lines cross, for whoever words it in another language. */
export function marketRulesFault(rules: MarketRules): { resource: MarketResource; sellAbove: number; buyBelow: number } | null {
  for (const r of MARKET_RESOURCES) {
    const rule = rules.resources[r];
    if (rule.sellAbove > 0 && rule.buyBelow > 0 && rule.sellAbove <= rule.buyBelow) return { resource: r, sellAbove: rule.sellAbove, buyBelow: rule.buyBelow };
  }
  return null;
}
