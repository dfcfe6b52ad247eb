/**
 * What the Market Trader writes: which market this server has, trades made or that it would make (each
 * with the rule that asked for it), surplus sent by market barrow to the player's short castles, and what the
 * market or the game refused. Amounts, prices and coins are numbers, written the reader's way.
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const marketLines = defineMessages('bot-lines/market', {
  noMarket:
    'This game server has no coin market the bot may use (the live game’s commands to sell and buy resources are not public): the bot sends surplus to your own short castles by market barrow and only reports the coin trades it would make.',
  ourMarket:
    'This game server runs our own coin market (the local game server’s; the live game’s is not public): surplus goes to your own short castles by market barrow first, the rest is traded by your rules.',
  carriagesOff: 'Sending surplus to your castles by market barrow is off in this bot’s settings.',
  noGreenCastle: 'No castle in the Great Empire found on this account: nothing to trade.',
  nothingToTrade: 'Nothing to trade: each resource is between your reserve and surplus lines.',
  capSold: params('Your daily cap of {cap} {resource} sold is reached: no more today (UTC).'),
  capBought: params('Your daily cap of {cap} {resource} bought is reached: no more today (UTC).'),
  /** A trade (or one it would make) with the rule that asked for it: "Sold 5,000 wood at 3 coins per 100 (150 coins): wood above …". */
  traded: params('{trade}: {reason}.'),
  wouldTrade: params('{trade}: {reason}. Nothing was sent (no market on this server).'),
  sold: params(
    plural({
      one: 'Sold {amount} {resource} at {price} ({count} coin)',
      other: 'Sold {amount} {resource} at {price} ({count} coins)',
    }),
  ),
  bought: params(
    plural({
      one: 'Bought {amount} {resource} at {price} ({count} coin)',
      other: 'Bought {amount} {resource} at {price} ({count} coins)',
    }),
  ),
  soldAt: params('Sold {amount} {resource} at {price}'),
  boughtAt: params('Bought {amount} {resource} at {price}'),
  soldPlain: params('Sold {amount} {resource}'),
  boughtPlain: params('Bought {amount} {resource}'),
  wouldSell: params('Would sell {amount} {resource}'),
  wouldBuy: params('Would buy {amount} {resource}'),
  wouldSellAt: params('Would sell {amount} {resource} at {price}'),
  wouldBuyAt: params('Would buy {amount} {resource} at {price}'),
  sent: params('Sent {amount} {resource} to {castle} by market barrow'),
  wouldSend: params('Would send {amount} {resource} to {castle} by market barrow'),
  anotherCastle: 'another castle',
  price: plural({ one: '{count} coin per 100', other: '{count} coins per 100' }),
  /** The rules that ask for a trade. */
  surplusRule: params('{resource} above {line} (your surplus rule)'),
  reserveRule: params('{resource} below {line} (your reserve rule)'),
  sendReason: params('{castle} holds {stock} {resource}, under your reserve of {reserve}; {main} had {above} above your surplus line'),
  sendReasonComing: params(
    '{castle} holds {stock} {resource} ({coming} already on the way), under your reserve of {reserve}; {main} had {above} above your surplus line',
  ),
  /** What the market or the game refused. */
  priceTooLow: params('Did not sell {amount} {resource}: the market pays {price}, below your lowest price of {limit}.'),
  priceTooHigh: params('Did not buy {amount} {resource}: the market asks {price}, above your highest price of {limit}.'),
  notEnoughCoins: params('Not enough coins to buy {resource} ({held} held, {kept} kept back): waiting for more.'),
  didNotSell: params('Did not sell {amount} {resource}: {why}.'),
  didNotBuy: params('Did not buy {amount} {resource}: {why}.'),
  priceMoved: 'the price moved past your limit just before the trade',
  noRoom: 'the storehouse has no room for it',
  castleHoldsLess: 'the castle holds less than it did a moment ago',
  coinsSpent: 'the coins were spent a moment ago',
  carriagesUnknown: params('The game did not report {castle}’s market barrows: no market barrow sends until it does.'),
  noFreeCarriage: params('No free market barrow in {castle}: waiting for them to come home before sending to {target}.'),
  didNotSend: params('Did not send {amount} {resource} to {castle}: {why}.'),
  tooFewCarriages: params('{castle} has too few market barrows at home for it; the next send is smaller'),
  carriageLimit: 'the game allows no more market barrows on their way there for now; trying again in an hour',
  noMarketplace: params('{castle} has no Marketplace (build one to send goods by market barrow); trying again in an hour'),
  holdsLess: params('{castle} holds less than it did a moment ago'),
});
