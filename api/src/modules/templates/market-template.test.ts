/** The Market Trader's settings: the defaults pass, each rule is checked in the player's words, the lines may not cross; its notice is said. */
import { describe, expect, test } from 'bun:test';
import { OUR_MARKET_NOTICE, readMarketRules } from '@shared/market';
import { findTemplate } from './catalogue';
import { validateSettings } from './settings';

const trader = findTemplate('market-trader')!;

describe('Market Trader settings', () => {
  test('the defaults pass and read as rules for wood, stone and food', () => {
    const rules = readMarketRules(validateSettings(trader, {}));
    expect(rules.resources.wood).toEqual({ sellAbove: 80_000, minSellPrice: 3, buyBelow: 20_000, maxBuyPrice: 6, maxPerDay: 50_000 });
    expect(Object.keys(rules.resources)).toEqual(['wood', 'stone', 'food']);
    expect(rules).toMatchObject({ maxPerTrade: 5_000, keepCoins: 5_000 });
  });

  test('keeps valid values; 0 turns a side off', () => {
    expect(validateSettings(trader, { woodSellAbove: 0, stoneBuyBelow: 0, foodMaxPerDay: 0, keepCoins: 0 })).toMatchObject({
      woodSellAbove: 0,
      stoneBuyBelow: 0,
      foodMaxPerDay: 0,
      keepCoins: 0,
    });
  });

  test.each([
    [{ woodMinSellPrice: 0 }, '"Lowest price for wood" must be between 1 and 10000.'],
    [{ stoneMaxBuyPrice: 2.5 }, '"Highest price for stone" must be a whole number.'],
    [{ foodSellAbove: -1 }, '"Sell food above" must be between 0 and 10000000.'],
    [{ woodMaxPerDay: '5000' }, '"Most wood a day (each way)" must be a number.'],
    [{ maxPerTrade: 50 }, '"Most units in one trade" must be between 100 and 100000.'],
    [{ ironSellAbove: 5 }, 'Unknown setting for Market Trader: ironSellAbove.'],
    [
      { woodSellAbove: 20_000, woodBuyBelow: 30_000 },
      'Sell wood only above a line higher than the one you buy it below (now: sell above 20,000, buy below 30,000).',
    ],
    [{ stoneSellAbove: 20_000 }, 'Sell stone only above a line higher than the one you buy it below (now: sell above 20,000, buy below 20,000).'],
  ])('refuses %j', (settings, message) => {
    expect(() => validateSettings(trader, settings)).toThrow(message);
  });

  test('a side turned off may cross the other line', () => {
    expect(validateSettings(trader, { woodSellAbove: 0, woodBuyBelow: 90_000 })).toMatchObject({ woodSellAbove: 0, woodBuyBelow: 90_000 });
  });

  test('Professional, and it says where it trades', () => {
    expect(trader.plan).toBe('professional');
    expect(trader.description).toContain(OUR_MARKET_NOTICE);
    expect(OUR_MARKET_NOTICE).toBe(
      'Coin trades follow our local game server’s market: the live game’s commands to sell and buy resources are not public, so on live servers the bot only reports the coin trades it would make. Sending surplus to your own castles by market barrow uses the live game’s public commands and works everywhere.',
    );
  });

  test('sending surplus to your short castles by market barrow is on by default and may be turned off', () => {
    expect(validateSettings(trader, {})).toMatchObject({ sendToCastles: 'yes' });
    expect(validateSettings(trader, { sendToCastles: 'no' })).toMatchObject({ sendToCastles: 'no' });
    expect(() => validateSettings(trader, { sendToCastles: 'maybe' })).toThrow('Send surplus to my castles that are short');
  });
});
