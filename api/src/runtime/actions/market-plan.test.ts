/** What the rules ask for before prices: surplus and shortfall, within a trade's size, the day's cap, the ledger's share and the storehouse. */
import { expect, test } from 'bun:test';
import type { MarketRules, ResourceRule } from '@shared/market';
import { MIN_TRADE, TradeDay, tradeIntents } from './market-plan';

const off: ResourceRule = { sellAbove: 0, minSellPrice: 1, buyBelow: 0, maxBuyPrice: 1, maxPerDay: 0 };
const rules = (over: Partial<MarketRules['resources']>, maxPerTrade = 0): MarketRules => ({
  resources: { wood: off, stone: off, food: off, ...over },
  maxPerTrade,
  keepCoins: 0,
});
const stock = { wood: 9_000, stone: 1_000, food: 5_000 };
const day = { day: '2026-11-25', sold: {}, bought: {} };

test('the surplus above the sell line and the shortfall below the reserve, with the rule as the reason', () => {
  const { intents } = tradeIntents(
    rules({ wood: { ...off, sellAbove: 6_000, minSellPrice: 3 }, stone: { ...off, buyBelow: 3_000, maxBuyPrice: 8 } }),
    stock,
    stock,
    null,
    day,
  );
  expect(intents).toEqual([
    {
      side: 'sell',
      resource: 'wood',
      amount: 3_000,
      limit: 3,
      reason: 'wood above 6,000 (your surplus rule)',
      because: { key: 'bot-lines/market.surplusRule', params: { resource: { key: 'bot-lines/words.wood' }, line: 6_000 } },
    },
    {
      side: 'buy',
      resource: 'stone',
      amount: 2_000,
      limit: 8,
      reason: 'stone below 3,000 (your reserve rule)',
      because: { key: 'bot-lines/market.reserveRule', params: { resource: { key: 'bot-lines/words.stone' }, line: 3_000 } },
    },
  ]);
});

test('one trade’s size, what the ledger leaves, the storehouse’s room and the day’s cap bound each', () => {
  const wood = { ...off, sellAbove: 6_000, maxPerDay: 10_000 };
  expect(tradeIntents(rules({ wood }, 2_000), stock, stock, null, day).intents[0]!.amount).toBe(2_000);
  // Another bot claimed most of it.
  expect(tradeIntents(rules({ wood }), stock, { ...stock, wood: 500 }, null, day).intents[0]!.amount).toBe(500);
  expect(tradeIntents(rules({ stone: { ...off, buyBelow: 9_000 } }), stock, stock, 2_500, day).intents[0]!.amount).toBe(1_500);
  expect(tradeIntents(rules({ wood }), stock, stock, null, { ...day, sold: { wood: 9_000 } }).intents[0]!.amount).toBe(1_000);
  const capped = tradeIntents(rules({ wood }), stock, stock, null, { ...day, sold: { wood: 10_000 - MIN_TRADE + 1 } });
  expect(capped).toEqual({ intents: [], capped: [{ side: 'sell', resource: 'wood', cap: 10_000 }] });
});

test('less than a trip’s worth is left alone; a line met exactly asks for nothing', () => {
  expect(tradeIntents(rules({ wood: { ...off, sellAbove: 9_000 - MIN_TRADE + 1 } }), stock, stock, null, day).intents).toEqual([]);
  expect(tradeIntents(rules({ wood: { ...off, sellAbove: 9_000, buyBelow: 9_000 } }), stock, stock, null, day).intents).toEqual([]);
});

test('the day’s totals start from the log’s when it is today’s, and from nothing on a new UTC day', () => {
  const now = Date.parse('2026-11-25T23:59:00Z');
  const today = new TradeDay({ day: '2026-11-25', sold: { wood: 700 }, bought: {} }, now);
  today.add(now, 'sell', 'wood', 300);
  expect(today.at(now).sold).toEqual({ wood: 1_000 });
  expect(today.at(now + 120_000)).toEqual({ day: '2026-11-26', sold: {}, bought: {} });
  expect(new TradeDay({ day: '2026-11-24', sold: { wood: 700 }, bought: {} }, now).at(now).sold).toEqual({});
});
