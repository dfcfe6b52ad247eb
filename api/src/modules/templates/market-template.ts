/**
 * The Market Trader template (Professional): a surplus line, a lowest sale price, a reserve line, a
 * highest purchase price and a daily cap for each of wood, stone and food, plus coins kept back and the
 * size and rhythm of its trades (runtime/behaviours/market-trader.ts), and whether the surplus first goes
 * by carriage to the player's own castles in the kingdom that are short (market-carriages.ts, public
 * commands). Its coin market is the local game server's own: the live game's commands to sell and buy
 * resources are not public (docs/market-sources.md), which the description, the help text and the bot's
 * console all say.
 */
import { lineWords } from '@shared/bot-lines/words.messages';
import { phrase, said } from '@shared/i18n/said';
import { templateErrors } from './errors.messages';
import { MARKET_RESOURCES, marketRulesFault, OUR_MARKET_NOTICE, readMarketRules, ruleKey, SEND_TO_CASTLES, type MarketResource } from '@shared/market';
import type { BotTemplate, TemplateInput } from './types';

const LABEL: Record<MarketResource, string> = { wood: 'Wood', stone: 'Stone', food: 'Food' };
/** Defaults for a castle of some size; the local game server's storehouse holds 10,000 of each. */
const DEFAULTS: Record<MarketResource, { sellAbove: number; minSellPrice: number; buyBelow: number; maxBuyPrice: number }> = {
  wood: { sellAbove: 80_000, minSellPrice: 3, buyBelow: 20_000, maxBuyPrice: 6 },
  stone: { sellAbove: 80_000, minSellPrice: 4, buyBelow: 20_000, maxBuyPrice: 8 },
  food: { sellAbove: 80_000, minSellPrice: 2, buyBelow: 20_000, maxBuyPrice: 4 },
};
const MAX_STOCK = 10_000_000;
const PRICE_HELP = 'Coins per 100 units.';
/** "Yes" first: the default. */
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function resourceInputs(r: MarketResource): TemplateInput[] {
  const name = LABEL[r];
  return [
    { key: ruleKey(r, 'SellAbove'), label: `Sell ${r} above`, type: 'number', min: 0, max: MAX_STOCK, integer: true, helperText: `Only what your main castle holds above this is sold. 0 = never sell ${r}.` },
    { key: ruleKey(r, 'MinSellPrice'), label: `Lowest price for ${r}`, type: 'number', min: 1, max: 10_000, integer: true, helperText: `${PRICE_HELP} ${name} is not sold for less.` },
    { key: ruleKey(r, 'BuyBelow'), label: `Buy ${r} below`, type: 'number', min: 0, max: MAX_STOCK, integer: true, helperText: `When your main castle holds less than this, ${r} is bought up to it (your reserve). 0 = never buy ${r}.` },
    { key: ruleKey(r, 'MaxBuyPrice'), label: `Highest price for ${r}`, type: 'number', min: 1, max: 10_000, integer: true, helperText: `${PRICE_HELP} ${name} is not bought for more.` },
    { key: ruleKey(r, 'MaxPerDay'), label: `Most ${r} a day (each way)`, type: 'number', min: 0, max: MAX_STOCK, integer: true, helperText: `At most this much ${r} sold, and this much bought, per day (UTC), across restarts. 0 = no cap.` },
  ];
}

export function marketTraderTemplate(pacing: TemplateInput[], pacingDefaults: Record<string, number>): BotTemplate {
  const defaults: Record<string, number | string> = { [SEND_TO_CASTLES]: 'yes', maxPerTrade: 5_000, keepCoins: 5_000, tradeEveryMinutes: 15, ...pacingDefaults };
  for (const r of MARKET_RESOURCES) {
    const d = DEFAULTS[r];
    Object.assign(defaults, { [ruleKey(r, 'SellAbove')]: d.sellAbove, [ruleKey(r, 'MinSellPrice')]: d.minSellPrice, [ruleKey(r, 'BuyBelow')]: d.buyBelow, [ruleKey(r, 'MaxBuyPrice')]: d.maxBuyPrice, [ruleKey(r, 'MaxPerDay')]: 50_000 });
  }
  return {
    id: 'market-trader',
    label: 'Market Trader',
    description: `Sends your main castle’s surplus wood, stone and food by carriage to your other castles in the kingdom that run short, sells what is left for coins and buys what your main castle runs short of, within your price limits, reserves and daily caps, one action every few minutes as a person would, and keeps a trade log with the reason of each. ${OUR_MARKET_NOTICE}`,
    category: 'Economy',
    plan: 'premium',
    defaults,
    inputs: [
      {
        key: SEND_TO_CASTLES,
        label: 'Send surplus to my castles that are short',
        type: 'select',
        options: YES_NO,
        helperText: 'Before any sale, your main castle’s surplus (above “Sell … above”) goes by carriage to your other castles in the same kingdom that hold less than “Buy … below”.',
      },
      ...MARKET_RESOURCES.flatMap(resourceInputs),
      { key: 'keepCoins', label: 'Coins to keep', type: 'number', min: 0, max: 100_000_000, integer: true, helperText: 'Purchases never spend these.' },
      { key: 'maxPerTrade', label: 'Most units in one trade', type: 'number', min: 100, max: 100_000, integer: true, helperText: 'A larger surplus goes in several trades, a few minutes apart.' },
      { key: 'tradeEveryMinutes', label: 'Look at the market every (min)', type: 'number', min: 1, max: 1_440, integer: true },
      ...pacing,
    ],
    check: (settings) => {
      const fault = marketRulesFault(readMarketRules(settings));
      return fault && said(templateErrors, 'marketLines', { resource: phrase(lineWords, fault.resource), sellAbove: fault.sellAbove, buyBelow: fault.buyBelow });
    },
  };
}
