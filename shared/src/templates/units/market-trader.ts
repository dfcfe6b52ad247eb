/**
 * The Market Trader (Professional): a surplus line, a lowest sale price, a reserve line, a highest purchase
 * price and a daily cap for each of wood, stone and food, plus coins kept back and the size and rhythm of
 * its trades (runtime/behaviours/market-trader.ts), and whether the surplus first goes by carriage to the
 * player's own castles in the kingdom that are short (market-carriages.ts, public commands). Its coin
 * market is the local game server's own: the live game's commands to sell and buy resources are not
 * public (docs/market-sources.md), which the description, the help text and the bot's console all say.
 * The rule across its lines (sell above must be over buy below) is the API's (templates/market-template.ts).
 */
import { MARKET_RESOURCES, ruleKey, SEND_TO_CASTLES, type MarketResource, type ResourceRuleName } from '../../market';
import { marketTraderMessages } from '../help-advanced.messages';
import { PACING_DEFAULTS } from '../parts';
import { defineTemplate, type TemplateInput } from '../unit';
import type { TemplateWords } from '../words';

/**
 * Each resource's rules (`ruleKey`: "woodSellAbove"), set for a castle of some size; the local game
 * server's storehouse holds 10,000 of each. Written out so each key keeps its type (`SettingsOf`).
 */
const RULE_DEFAULTS = {
  woodSellAbove: 80_000,
  woodMinSellPrice: 3,
  woodBuyBelow: 20_000,
  woodMaxBuyPrice: 6,
  woodMaxPerDay: 50_000,
  stoneSellAbove: 80_000,
  stoneMinSellPrice: 4,
  stoneBuyBelow: 20_000,
  stoneMaxBuyPrice: 8,
  stoneMaxPerDay: 50_000,
  foodSellAbove: 80_000,
  foodMinSellPrice: 2,
  foodBuyBelow: 20_000,
  foodMaxBuyPrice: 4,
  foodMaxPerDay: 50_000,
} satisfies Record<`${MarketResource}${ResourceRuleName}`, number>;
const MAX_STOCK = 10_000_000;
/** A resource's name as its words' keys end ("sellAboveWood"). */
const WORD: Record<MarketResource, 'Wood' | 'Stone' | 'Food'> = { wood: 'Wood', stone: 'Stone', food: 'Food' };

function resourceInputs(m: TemplateWords['market'], r: MarketResource): TemplateInput[] {
  const n = WORD[r];
  return [
    { key: ruleKey(r, 'SellAbove'), label: m[`sellAbove${n}`], type: 'number', min: 0, max: MAX_STOCK, integer: true, helperText: m[`sellAbove${n}Help`] },
    {
      key: ruleKey(r, 'MinSellPrice'),
      label: m[`minSellPrice${n}`],
      type: 'number',
      min: 1,
      max: 10_000,
      integer: true,
      helperText: m[`minSellPrice${n}Help`],
    },
    { key: ruleKey(r, 'BuyBelow'), label: m[`buyBelow${n}`], type: 'number', min: 0, max: MAX_STOCK, integer: true, helperText: m[`buyBelow${n}Help`] },
    { key: ruleKey(r, 'MaxBuyPrice'), label: m[`maxBuyPrice${n}`], type: 'number', min: 1, max: 10_000, integer: true, helperText: m[`maxBuyPrice${n}Help`] },
    { key: ruleKey(r, 'MaxPerDay'), label: m[`maxPerDay${n}`], type: 'number', min: 0, max: MAX_STOCK, integer: true, helperText: m[`maxPerDay${n}Help`] },
  ];
}

const defaults = { [SEND_TO_CASTLES]: 'yes', maxPerTrade: 5_000, keepCoins: 5_000, tradeEveryMinutes: 15, ...PACING_DEFAULTS, ...RULE_DEFAULTS };

export const marketTrader = defineTemplate({
  id: 'market-trader',
  plan: 'professional',
  category: 'economy',
  name: ['market', 'trader'],
  describe: ({ market: m }) => `${m.traderText} ${m.notice}`,
  defaults,
  inputs: ({ market: m }, p) => [
    // "Yes" first: the default.
    { key: SEND_TO_CASTLES, label: m.sendToCastles, type: 'select', options: [...p.yesNo], helperText: m.sendToCastlesHelp },
    ...MARKET_RESOURCES.flatMap((r) => resourceInputs(m, r)),
    { key: 'keepCoins', label: m.keepCoins, type: 'number', min: 0, max: 100_000_000, integer: true, helperText: m.keepCoinsHelp },
    { key: 'maxPerTrade', label: m.maxPerTrade, type: 'number', min: 100, max: 100_000, integer: true, helperText: m.maxPerTradeHelp },
    { key: 'tradeEveryMinutes', label: m.tradeEvery, type: 'number', min: 1, max: 1_440, integer: true },
    ...p.pacing,
  ],
  help: {
    words: marketTraderMessages,
    what: ['what', 'what2', 'what3', 'notice'],
    settings: ['rules', 'coins', 'send', 'most', 'look'],
  },
});
