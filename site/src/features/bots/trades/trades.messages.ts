import { OUR_MARKET_NOTICE } from '@shared/market';
import { defineMessages, params, plural } from '@shared/i18n/messages';

/** The bot page's Trades section (each trade's reason is the bot's own words, as the API sends it). */
export const tradesMessages = defineMessages('bots/trades', {
  title: 'Trades',
  what: 'the trades',
  refreshing: 'Refreshing…',
  refresh: 'Refresh',
  notice: OUR_MARKET_NOTICE,
  olderFailed: 'Could not load older trades',
  empty:
    'No trades yet. Each trade, each one the bot would make on a server without our market, and each market barrow of goods sent to your castles shows up here with its reason.',
  listLabel: 'Trades, newest first',
  why: params('Why: {reason}'),
  reportedOnly: 'Reported only',
  loading: 'Loading…',
  older: 'Load older trades',
  download: 'Download CSV',
});

/** One trade as a line: {amount} is written as the language writes numbers, {resource} is one of the names below. */
export const tradeLineMessages = defineMessages('bots/trade-line', {
  sold: params('Sold {amount} {resource}'),
  bought: params('Bought {amount} {resource}'),
  wouldSell: params('Would sell {amount} {resource}'),
  wouldBuy: params('Would buy {amount} {resource}'),
  sent: params('Sent {amount} {resource} to {castle} by market barrow'),
  wouldSend: params('Would send {amount} {resource} to {castle} by market barrow'),
  anotherCastle: 'another castle',
  wood: 'wood',
  stone: 'stone',
  food: 'food',
  betweenCastles: 'Between your own castles: no coins',
  noPrice: 'No price: nothing was traded',
  /** {unit}: how many units the price is for (100). */
  price: params<{ unit: number }>(plural({ one: '{count} coin per {unit}', other: '{count} coins per {unit}' })),
  received: plural({ one: '{count} coin received', other: '{count} coins received' }),
  paid: plural({ one: '{count} coin paid', other: '{count} coins paid' }),
});
