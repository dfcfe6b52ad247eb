/**
 * Market Trader: first sends the main castle's surplus by carriage to the player's other castles in the
 * kingdom that are short (market-carriages.ts: public commands, so on every server, live ones included),
 * then sells what is left of the surplus and buys the main castle's shortfalls within the player's rules
 * (a surplus line and a lowest sale price, a reserve line and a highest purchase price, a daily cap per
 * resource, coins kept back), one action per step, and logs each with the rule that asked for it.
 *
 * Where it trades for coins: no public source shows the live game selling resources for coins or buying
 * them with coins (docs/market-sources.md). So it trades only on a server that announces our own market in
 * its login data (`ourMarket`: the local game server's, shared/src/game-wire/our-market.ts). On every other
 * server, the live ones included, it sends no coin market command: it reads the castle (`dcl`, public) and
 * reports what it would sell or buy, and why, in the console and the trade log, at most once an hour per
 * resource and side unless the amount changes.
 */
import { readState, type Castle, type PlayerState } from '@shared/game-wire/live-data';
import { OUR_MARKET_KEYS, OUR_MARKET_RESULT, OUR_TRADE_BUY, OUR_TRADE_SELL, readOurPrices, runsOurMarket } from '@shared/game-wire/our-market';
import { RESULT } from '@shared/game-wire/protocol';
import { coinsFor, MARKET_RESOURCES, readMarketRules, SEND_TO_CASTLES, type MarketResource, type MarketRules, type TradeRecord } from '@shared/market';
import { marketLines } from '@shared/bot-lines/market.messages';
import { phrase, said, type Said } from '@shared/i18n/said';
import { GameError, type GameClient } from '../game/client';
import { PURSE } from '../reservations/ledger';
import { carriageSender } from '../actions/market-carriages';
import { headlinePart, pricePart } from '../words/market-lines';
import { resourceWord } from '../words/line-words';
import { counterOf, MIN_TRADE, TradeDay, tradeIntents, type TradeIntent } from '../actions/market-plan';
import { DayCountUnavailableError } from '../reservations/day-limits';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import type { BehaviourFactory } from '../actions/context';
import { waitNote } from '../words/wait-note';

/** A round every this often (the template's "Look at the market every"), when the setting is missing. */
const DEFAULT_EVERY_MINUTES = 15;
/** A would-be trade on a server without our market is logged again after this long, unless its amount changes. */
export const WOULD_AGAIN_MS = 3_600_000;

export const NO_MARKET_LINE = marketLines.base.noMarket;
export const OUR_MARKET_LINE = marketLines.base.ourMarket;
/** Said once when the player turned carriage sends off (the two lines above assume them on, the default). */
export const NO_CARRIAGES_LINE = marketLines.base.carriagesOff;

export const marketTrader: BehaviourFactory<'market-trader'> = (ctx) => {
  const day = new TradeDay(ctx.tradedToday, ctx.now());
  const note = waitNote((line) => ctx.log(line));
  /** Said once per change, not each round: which market this server has, a refused price, a closed cap. */
  const told = new Map<string, string>();
  const sayOnce = (key: string, line: Said, level: 'info' | 'warning' = 'info') => {
    if (told.get(key) === line.text) return;
    told.set(key, line.text);
    ctx.log(line, { level });
  };
  const lastWould = new Map<string, { amount: number; at: number }>();
  let roundAt = Number.NEGATIVE_INFINITY;
  /** Inside a round, the next step trades on at the human pace instead of waiting for the next round. */
  let trading = false;
  let seq = 0;
  /**
   * The side and resource of the last trade: it goes last next time, so a resource that keeps growing (its surplus back each step) does not starve the others.
   */
  let lastTraded = '';
  const runId = `${ctx.botId}:${ctx.now().toString(36)}`;
  const carriages = carriageSender(
    ctx,
    sayOnce,
    (key) => told.delete(key),
    () => `${runId}:${++seq}`,
  );

  return {
    async step() {
      const every = Math.max(1, ctx.settings.tradeEveryMinutes || DEFAULT_EVERY_MINUTES) * 60_000;
      if (!trading && ctx.now() - roundAt < ctx.interval(every)) return;
      roundAt = ctx.now();
      const client = ctx.client();
      const readAt = ctx.ledger.mark();
      await client.send('dcl', { CD: 1 });
      const state = readState(client.known, ctx.now(), client.receivedAt);
      const castle = state.castles.find((c) => c.kingdom === 'green' && c.details);
      if (!castle?.details) {
        trading = false;
        return note(said(marketLines, 'noGreenCastle'));
      }
      const rules = readMarketRules(ctx.settings);
      const ours = runsOurMarket(client.known);
      sayOnce('market', said(marketLines, ours ? 'ourMarket' : 'noMarket'));
      const sending = ctx.settings[SEND_TO_CASTLES] !== 'no';
      if (!sending) sayOnce('carriages-off', said(marketLines, 'carriagesOff'));
      // The player's own short castles first: one carriage send is this step's action.
      const round = sending ? await carriages.round(client, castle, state, rules, readAt) : null;
      if (round?.sent) {
        trading = true;
        return;
      }
      // What may go without dipping below the surplus line, another bot's claim, any bot's reserve, or
      // what the short castles still wait for (their carriages may be on the road).
      const sellable = Object.fromEntries(
        MARKET_RESOURCES.map((r) => [
          r,
          Math.max(
            0,
            ctx.ledger.available(ctx.botId, castle.id, r, castle.details!.resources[r], readAt, rules.resources[r].sellAbove) - (round?.held[r] ?? 0),
          ),
        ]),
      ) as Record<MarketResource, number>;
      const capacity = castle.details.capacity > 0 ? castle.details.capacity : null;
      // A report (no market) names the whole amount the rules ask for; trades go a trade's size at a time.
      const { intents, capped } = tradeIntents(
        ours ? rules : { ...rules, maxPerTrade: 0 },
        castle.details.resources,
        sellable,
        capacity,
        day.with(ctx.now(), (side, r) => ctx.day.count(counterOf(side, r))),
      );
      for (const c of capped)
        sayOnce(
          `cap:${c.side}:${c.resource}`,
          said(marketLines, c.side === 'sell' ? 'capSold' : 'capBought', { cap: c.cap, resource: resourceWord(c.resource) }),
        );

      if (!ours) {
        trading = false;
        reportOnly(intents);
        if (intents.length === 0) note(said(marketLines, 'nothingToTrade'));
        return;
      }
      const traded = await tradeOne(client, castle, state, rules, intents, readAt);
      trading = traded;
      if (!traded && intents.length === 0) note(said(marketLines, 'nothingToTrade'));
    },
  };

  function record(intent: TradeIntent, fields: Pick<TradeRecord, 'price' | 'coins' | 'executed' | 'market'> & { amount?: number }): TradeRecord {
    return {
      id: `${runId}:${++seq}`,
      at: ctx.now(),
      side: intent.side,
      resource: intent.resource,
      amount: fields.amount ?? intent.amount,
      reason: intent.reason,
      because: intent.because,
      price: fields.price,
      coins: fields.coins,
      executed: fields.executed,
      market: fields.market,
    };
  }

  /** No market: the trades the rules ask for, logged as would-be trades (nothing is sent). */
  function reportOnly(intents: TradeIntent[]): void {
    for (const intent of intents) {
      const key = `${intent.side}:${intent.resource}`;
      const last = lastWould.get(key);
      if (last && last.amount === intent.amount && ctx.now() - last.at < WOULD_AGAIN_MS) continue;
      lastWould.set(key, { amount: intent.amount, at: ctx.now() });
      const trade = record(intent, { price: null, coins: null, executed: false, market: 'none' });
      ctx.log(said(marketLines, 'wouldTrade', { trade: headlinePart(trade), reason: intent.because }));
      ctx.trade(trade);
    }
  }

  /** Our market: the first intent its price allows, claimed in the ledger, then traded. True when a trade went through. */
  async function tradeOne(
    client: GameClient,
    castle: Castle,
    state: PlayerState,
    rules: MarketRules,
    intents: TradeIntent[],
    readAt: number,
  ): Promise<boolean> {
    if (intents.length === 0) return false;
    const prices = readOurPrices(await client.send('omp', {}));
    const turn = [...intents.filter((i) => `${i.side}:${i.resource}` !== lastTraded), ...intents.filter((i) => `${i.side}:${i.resource}` === lastTraded)];
    for (const intent of turn) {
      const price = prices[intent.resource]?.[intent.side];
      if (price === undefined) continue;
      const key = `price:${intent.side}:${intent.resource}`;
      if (intent.side === 'sell' ? price < intent.limit : price > intent.limit) {
        const refused = { amount: intent.amount, resource: resourceWord(intent.resource), price: pricePart(price), limit: pricePart(intent.limit) };
        sayOnce(key, said(marketLines, intent.side === 'sell' ? 'priceTooLow' : 'priceTooHigh', refused), 'warning');
        continue;
      }
      told.delete(key);
      let amount = intent.amount;
      if (intent.side === 'sell') {
        // Again, right before the claim (nothing awaited in between): another bot of the account may have
        // claimed some of the surplus while the prices were asked for.
        const stock = castle.details!.resources[intent.resource];
        amount = Math.min(amount, ctx.ledger.available(ctx.botId, castle.id, intent.resource, stock, readAt, rules.resources[intent.resource].sellAbove));
        if (amount < MIN_TRADE) continue;
      } else {
        const coins = ctx.ledger.available(ctx.botId, PURSE, 'coins', state.coins, readAt, rules.keepCoins);
        amount = Math.min(amount, Math.floor((coins * 100) / price));
        if (amount < MIN_TRADE) {
          sayOnce(
            `coins:${intent.resource}`,
            said(marketLines, 'notEnoughCoins', { resource: resourceWord(intent.resource), held: state.coins, kept: rules.keepCoins }),
          );
          continue;
        }
        told.delete(`coins:${intent.resource}`);
      }
      const cost = coinsFor(amount, price, intent.side);
      const claim =
        intent.side === 'sell'
          ? ctx.ledger.claim(ctx.botId, castle.id, { [intent.resource]: amount }, { [intent.resource]: castle.details!.resources[intent.resource] }, readAt)
          : ctx.ledger.claim(ctx.botId, PURSE, { coins: cost }, { coins: state.coins }, readAt);
      // Another bot of the account is using it: next round.
      if (!claim) continue;
      // The day's cap is counted durably, before the trade: a restart right after it cannot forget it.
      const counter = counterOf(intent.side, intent.resource);
      const cap = rules.resources[intent.resource].maxPerDay;
      const counted = await ctx.day.reserve(counter, amount, cap > 0 ? cap : null).catch((err: unknown) => {
        if (err instanceof DayCountUnavailableError) return null;
        throw err;
      });
      if (!counted) {
        ctx.ledger.release(claim);
        if (counted === null) {
          note(said(runtimeLines, 'dayCountUnreachable'));
          return false;
        }
        sayOnce(
          `cap:${intent.side}:${intent.resource}`,
          said(marketLines, intent.side === 'sell' ? 'capSold' : 'capBought', { cap, resource: resourceWord(intent.resource) }),
        );
        continue;
      }
      try {
        const reply = await client.send('omt', {
          CID: castle.id,
          KID: castle.kingdomId,
          R: OUR_MARKET_KEYS[intent.resource],
          T: intent.side === 'sell' ? OUR_TRADE_SELL : OUR_TRADE_BUY,
          A: amount,
          L: intent.limit,
        });
        ctx.ledger.spend(claim);
        const done = typeof reply.A === 'number' ? reply.A : amount;
        // The game did less than asked: the rest is free again under the cap.
        if (done < amount) await ctx.day.giveBack(counter, amount - done).catch(() => {});
        day.add(ctx.now(), intent.side, intent.resource, done);
        lastTraded = `${intent.side}:${intent.resource}`;
        const trade = record(intent, {
          amount: done,
          price: typeof reply.P === 'number' ? reply.P : price,
          coins: typeof reply.C === 'number' ? reply.C : cost,
          executed: true,
          market: 'ours',
        });
        ctx.log(said(marketLines, 'traded', { trade: headlinePart(trade), reason: intent.because }), { level: 'success', actions: 1 });
        ctx.trade(trade);
        return true;
      } catch (err) {
        ctx.ledger.release(claim);
        // The game answered: nothing was traded, so nothing counts. (A lost connection keeps it counted: it may have gone.)
        if (err instanceof GameError) await ctx.day.giveBack(counter, amount).catch(() => {});
        if (!(err instanceof GameError)) throw err;
        const why = REFUSALS[err.result];
        if (!why) throw err;
        ctx.log(
          said(marketLines, intent.side === 'sell' ? 'didNotSell' : 'didNotBuy', {
            amount,
            resource: resourceWord(intent.resource),
            why: phrase(marketLines, why),
          }),
          { level: 'warning' },
        );
      }
    }
    return false;
  }
};

/** The market's refusals a round gets over (the next round reads the castle again). */
const REFUSALS: Record<number, 'priceMoved' | 'noRoom' | 'castleHoldsLess' | 'coinsSpent'> = {
  [OUR_MARKET_RESULT.PRICE_BEYOND_LIMIT]: 'priceMoved',
  [OUR_MARKET_RESULT.NO_STORAGE_ROOM]: 'noRoom',
  [RESULT.NOT_ENOUGH_RESOURCES]: 'castleHoldsLess',
  [RESULT.NOT_ENOUGH_COINS]: 'coinsSpent',
};
