/**
 * A trade as a part of a console line, in each reader's language: the same sentence as `tradeHeadline`
 * (shared/src/market.ts), which the trade log keeps in English.
 */
import type { LineMessage } from '@shared/console';
import { marketLines } from '@shared/bot-lines/market.messages';
import { phrase } from '@shared/i18n/said';
import type { TradeRecord } from '@shared/market';
import { resourceWord } from './line-words';

/** "3 coins per 100", as `priceText` says it. */
export const pricePart = (price: number): LineMessage => phrase(marketLines, 'price', { count: price });

/** `tradeHeadline(t)` as a message: "Sold 5,000 wood at 3 coins per 100 (150 coins)", "Sent 700 stone to Thornwall by carriage". */
export function headlinePart(t: Pick<TradeRecord, 'side' | 'resource' | 'amount' | 'price' | 'coins' | 'executed' | 'to'>): LineMessage {
  const goods = { amount: t.amount, resource: resourceWord(t.resource) };
  if (t.side === 'send') return phrase(marketLines, t.executed ? 'sent' : 'wouldSend', { ...goods, castle: t.to ?? phrase(marketLines, 'anotherCastle') });
  const sell = t.side === 'sell';
  if (t.price === null)
    return t.executed ? phrase(marketLines, sell ? 'soldPlain' : 'boughtPlain', goods) : phrase(marketLines, sell ? 'wouldSell' : 'wouldBuy', goods);
  const price = pricePart(t.price);
  if (!t.executed) return phrase(marketLines, sell ? 'wouldSellAt' : 'wouldBuyAt', { ...goods, price });
  if (t.coins === null) return phrase(marketLines, sell ? 'soldAt' : 'boughtAt', { ...goods, price });
  return phrase(marketLines, sell ? 'sold' : 'bought', { ...goods, price, count: t.coins });
}
