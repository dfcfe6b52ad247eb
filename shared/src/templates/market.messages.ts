/**
 * The Market Trader's words (see common.messages.ts). Each resource has its own sentences: languages
 * decline a resource's name differently in each ("Most wood a day" is "najwięcej drewna" in Polish).
 */
import { defineMessages } from '../i18n/messages';
import { OUR_MARKET_NOTICE } from '../market';

export const marketWords = defineMessages('templates/market', {
  trader: 'Market Trader',
  traderText:
    'Sends your main castle’s surplus wood, stone and food by market barrow to your other castles in the kingdom that run short, sells what is left for coins and buys what your main castle runs short of, within your price limits, reserves and daily caps, one action every few minutes as a person would, and keeps a trade log with the reason of each.',
  notice: OUR_MARKET_NOTICE,
  sendToCastles: 'Send surplus to my castles that are short',
  sendToCastlesHelp:
    'Before any sale, your main castle’s surplus (above “Sell … above”) goes by market barrow to your other castles in the same kingdom that hold less than “Buy … below”.',
  sellAboveWood: 'Sell wood above',
  sellAboveWoodHelp: 'Only what your main castle holds above this is sold. 0 = never sell wood.',
  minSellPriceWood: 'Lowest price for wood',
  minSellPriceWoodHelp: 'Coins per 100 units. Wood is not sold for less.',
  buyBelowWood: 'Buy wood below',
  buyBelowWoodHelp: 'When your main castle holds less than this, wood is bought up to it (your reserve). 0 = never buy wood.',
  maxBuyPriceWood: 'Highest price for wood',
  maxBuyPriceWoodHelp: 'Coins per 100 units. Wood is not bought for more.',
  maxPerDayWood: 'Most wood a day (each way)',
  maxPerDayWoodHelp: 'At most this much wood sold, and this much bought, per day (UTC), across restarts. 0 = no cap.',
  sellAboveStone: 'Sell stone above',
  sellAboveStoneHelp: 'Only what your main castle holds above this is sold. 0 = never sell stone.',
  minSellPriceStone: 'Lowest price for stone',
  minSellPriceStoneHelp: 'Coins per 100 units. Stone is not sold for less.',
  buyBelowStone: 'Buy stone below',
  buyBelowStoneHelp: 'When your main castle holds less than this, stone is bought up to it (your reserve). 0 = never buy stone.',
  maxBuyPriceStone: 'Highest price for stone',
  maxBuyPriceStoneHelp: 'Coins per 100 units. Stone is not bought for more.',
  maxPerDayStone: 'Most stone a day (each way)',
  maxPerDayStoneHelp: 'At most this much stone sold, and this much bought, per day (UTC), across restarts. 0 = no cap.',
  sellAboveFood: 'Sell food above',
  sellAboveFoodHelp: 'Only what your main castle holds above this is sold. 0 = never sell food.',
  minSellPriceFood: 'Lowest price for food',
  minSellPriceFoodHelp: 'Coins per 100 units. Food is not sold for less.',
  buyBelowFood: 'Buy food below',
  buyBelowFoodHelp: 'When your main castle holds less than this, food is bought up to it (your reserve). 0 = never buy food.',
  maxBuyPriceFood: 'Highest price for food',
  maxBuyPriceFoodHelp: 'Coins per 100 units. Food is not bought for more.',
  maxPerDayFood: 'Most food a day (each way)',
  maxPerDayFoodHelp: 'At most this much food sold, and this much bought, per day (UTC), across restarts. 0 = no cap.',
  keepCoins: 'Coins to keep',
  keepCoinsHelp: 'Purchases never spend these.',
  maxPerTrade: 'Most units in one trade',
  maxPerTradeHelp: 'A larger surplus goes in several trades, a few minutes apart.',
  tradeEvery: 'Look at the market every (min)',
});
