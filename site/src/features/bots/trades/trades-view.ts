/** The trade log as the bot page shows it: each trade's line and details, the next page's query, the CSV a player downloads. */
import { toCsv } from '@shared/csv';
import { PRICE_UNIT, type TradeRecord } from '@shared/market';
import type { Locale } from '@shared/i18n/locales';
import { messagesNow, pageLocale } from '../../../lib/i18n';
import { tradeLineMessages } from './trades.messages';
import { intlLocale } from '@shared/i18n/intl';

type LineMessages = typeof tradeLineMessages.base;

/** A trade as the API sends it: its time as an ISO string. */
export type TradeRow = Omit<TradeRecord, 'at'> & { at: string };

/** "Sold 2,000 wood", "Would buy 2,000 stone", "Sent 700 stone to Thornwall by carriage" (the price and coins are details of their own). */
export function tradeTitle(t: TradeRow, m: LineMessages = messagesNow(tradeLineMessages), locale: Locale = pageLocale): string {
  const words = { amount: t.amount.toLocaleString(intlLocale(locale)), resource: m[t.resource] };
  if (t.side === 'send') return (t.executed ? m.sent : m.wouldSend)({ ...words, castle: t.to ?? m.anotherCastle });
  const said = t.executed ? (t.side === 'sell' ? m.sold : m.bought) : t.side === 'sell' ? m.wouldSell : m.wouldBuy;
  return said(words);
}

/** "3 coins per 100 · 60 coins received"; a would-be trade has neither, a carriage send no coins at all. */
export function tradeDetails(t: TradeRow, m: LineMessages = messagesNow(tradeLineMessages)): string {
  if (t.side === 'send') return m.betweenCastles;
  if (!t.executed || t.price === null) return m.noPrice;
  const price = m.price({ unit: PRICE_UNIT })(t.price);
  return t.coins === null ? price : `${price} · ${(t.side === 'sell' ? m.received : m.paid)(t.coins)}`;
}

/** The query for the page after `shown` (newest first): before its last trade. */
export function nextPageQuery(shown: TradeRow[], limit: number): { limit: number; before?: string } {
  const last = shown.at(-1);
  return last ? { limit, before: last.at } : { limit };
}

/** Adds a page below what is shown, without a trade twice (two trades may share a time). */
export function appendTrades(shown: TradeRow[], page: TradeRow[]): TradeRow[] {
  const seen = new Set(shown.map((t) => t.id));
  return [...shown, ...page.filter((t) => !seen.has(t.id))];
}

/** The trades shown, as CSV (shared/src/csv.ts: castle names come from the game, so formulas are guarded). */
export function tradesCsv(trades: TradeRow[]): string {
  const head = ['time', 'side', 'resource', 'amount', 'to', 'price per 100', 'coins', 'traded', 'market', 'reason'];
  return toCsv([head, ...trades.map((t) => [t.at, t.side, t.resource, t.amount, t.to, t.price, t.coins, t.executed, t.market, t.reason])]);
}
