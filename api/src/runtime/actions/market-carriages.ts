/**
 * The Market Trader's first duty each round, on every server (both commands are public): the main castle's
 * surplus goes by carriage to the player's other castles in the same kingdom that are short. A castle is
 * short of a resource below the player's reserve line ("buy below"); the main castle gives what it holds
 * above its surplus line ("sell above"), up to the shortfall less what is already on its way there, one
 * `crm` per step, claimed in the session's ledger as a sale is. Other kingdoms are Resource Collector &
 * Feasts' (`kgt`): `crm` moves goods within a kingdom.
 *
 * Commands (EmpireCore 0.59.0): `cmi {S: 1, KID: -1}` as the client sends it, each castle's carriages at
 * home and stock (movements/models/market.py:142-214); `gam` for goods already on their way
 * (movements/models/movement.py); `crm` exactly as CreateMarketMovementRequest serialises it, `{KID, SID,
 * TX, TY, HBW: -1, PTT: 0, SD: 0, G: [[key, amount]]}` (movements/models/market.py:59-107, sent by
 * service.py send_resources with no horse, no feathers, no slowdown). What one carriage carries is not
 * public and `cmi` does not say: the bot learns it from its own sends (a reply's movement names the
 * carriages it took, `MM.C`) and, refused for too few carriages (109), sends half as much next time.
 */
import { readMovements } from '@shared/game-wire/live-movements';
import type { Castle, PlayerState } from '@shared/game-wire/live-data';
import type { Goods, LiveMovementWrapper } from '@shared/game-wire/live-shapes';
import { MARKET_SCOPE, readMarketInfo } from '@shared/game-wire/market-info';
import { RESULT } from '@shared/game-wire/protocol';
import { MARKET_RESOURCES, type MarketResource, type MarketRules, type TradeRecord } from '@shared/market';
import type { LineMessage } from '@shared/console';
import { marketLines } from '@shared/bot-lines/market.messages';
import { phrase, said, type Said } from '@shared/i18n/said';
import { GameError, type GameClient } from '../game/client';
import { MIN_TRADE } from './market-plan';
import { headlinePart } from '../words/market-lines';
import { resourceWord } from '../words/line-words';
import type { BehaviourContext } from './context';

/** Goods keys of `crm`'s `G` (EmpireCore enums `Resource`: W, S, F). */
const GOODS_KEY: Record<MarketResource, 'W' | 'S' | 'F'> = { wood: 'W', stone: 'S', food: 'F' };
/** After a refusal that waiting cures (no Marketplace, the game's limit of carriages to a player), carriages rest this long. */
const PAUSE_MS = 3_600_000;

/** What a round of sends leaves for the coin market: per resource, the surplus the short castles still wait for. */
export type CarriageRound = { sent: boolean; held: Record<MarketResource, number> };

type Say = (key: string, line: Said, level?: 'info' | 'warning') => void;
type Need = { target: Castle; resource: MarketResource; stock: number; coming: number; short: number };

const n = (x: number) => x.toLocaleString('en');
const none = (): Record<MarketResource, number> => ({ wood: 0, stone: 0, food: 0 });

export function carriageSender(ctx: BehaviourContext, say: Say, unsay: (key: string) => void, nextId: () => string) {
  /** The most goods one carriage was seen to carry (a lower bound of its capacity); 0 until a send tells. */
  let perCarriage = 0;
  /** After a 109, sends stay at half the refused load until one goes through. */
  let atMost = Number.POSITIVE_INFINITY;
  let pausedUntil = 0;

  return {
    /** One send at most; `held` is what the coin market must leave for the short castles meanwhile. */
    async round(client: GameClient, main: Castle, state: PlayerState, rules: MarketRules, readAt: number): Promise<CarriageRound> {
      const held = none();
      const kept = MARKET_RESOURCES.filter((r) => rules.resources[r].buyBelow > 0 && rules.resources[r].sellAbove > 0);
      const targets = state.castles.filter((c) => c.kingdomId === main.kingdomId && c.id !== main.id);
      // No other castle in the kingdom, or no resource with both lines: nothing to ask the game.
      if (targets.length === 0 || kept.length === 0 || !main.details || ctx.now() < pausedUntil) return { sent: false, held };

      const info = readMarketInfo(await client.send('cmi', { S: MARKET_SCOPE.ALL_KINGDOMS, KID: -1 }));
      const needs = await shortfalls(client, state, targets, kept, rules, info);
      if (needs.length === 0) return { sent: false, held };
      for (const need of needs) held[need.resource] += need.short;

      const home = info.find((c) => c.castleId === main.id);
      if (!home) {
        say('carriages', said(marketLines, 'carriagesUnknown', { castle: main.name }), 'warning');
        return { sent: false, held };
      }
      if (home.free <= 0) {
        say('carriages', said(marketLines, 'noFreeCarriage', { castle: main.name, target: needs[0]!.target.name }));
        return { sent: false, held };
      }
      unsay('carriages');
      const byCarriage = perCarriage > 0 ? perCarriage * home.free : Number.POSITIVE_INFINITY;
      const most = rules.maxPerTrade > 0 ? rules.maxPerTrade : Number.POSITIVE_INFINITY;

      for (const need of needs) {
        const rule = rules.resources[need.resource];
        const stock = main.details.resources[need.resource];
        // Again right before the claim (nothing awaited in between): another bot may have claimed some.
        const spare = ctx.ledger.available(ctx.botId, main.id, need.resource, stock, readAt, rule.sellAbove);
        const amount = Math.floor(Math.min(need.short, spare, most, byCarriage, atMost));
        if (amount < MIN_TRADE) continue;
        const claim = ctx.ledger.claim(ctx.botId, main.id, { [need.resource]: amount }, { [need.resource]: stock }, readAt);
        if (!claim) continue;
        try {
          const reply = await client.send('crm', {
            KID: main.kingdomId,
            SID: main.id,
            TX: need.target.x,
            TY: need.target.y,
            HBW: -1,
            PTT: 0,
            SD: 0,
            G: [[GOODS_KEY[need.resource], amount]],
          });
          ctx.ledger.spend(claim);
          learn(reply.A);
          atMost = Number.POSITIVE_INFINITY;
          for (const key of REFUSAL_KEYS) unsay(key);
          const coming = need.coming > 0 ? ` (${n(need.coming)} already on the way)` : '';
          // In English for the trade log's CSV and API clients; as a message for the console and the trade log's readers.
          const reason = `${need.target.name} holds ${n(need.stock)} ${need.resource}${coming}, under your reserve of ${n(rule.buyBelow)}; ${main.name} had ${n(stock - rule.sellAbove)} above your surplus line`;
          const because = {
            castle: need.target.name,
            stock: need.stock,
            resource: resourceWord(need.resource),
            reserve: rule.buyBelow,
            main: main.name,
            above: stock - rule.sellAbove,
          };
          const why =
            need.coming > 0 ? phrase(marketLines, 'sendReasonComing', { ...because, coming: need.coming }) : phrase(marketLines, 'sendReason', because);
          const trade: TradeRecord = {
            id: nextId(),
            at: ctx.now(),
            side: 'send',
            resource: need.resource,
            amount,
            to: need.target.name,
            price: null,
            coins: null,
            reason,
            because: why,
            executed: true,
            market: 'carriage',
          };
          ctx.log(said(marketLines, 'traded', { trade: headlinePart(trade), reason: why }), { level: 'success', actions: 1 });
          ctx.trade(trade);
          held[need.resource] = Math.max(0, held[need.resource] - amount);
          return { sent: true, held };
        } catch (err) {
          ctx.ledger.release(claim);
          if (!(err instanceof GameError) || !(err.result in REFUSALS)) throw err;
          if (err.result === RESULT.MISSING_CARRIAGE) atMost = Math.max(MIN_TRADE, Math.floor(amount / 2));
          if (err.result === RESULT.NO_MARKETPLACE || err.result === RESULT.MAX_MARKET_MOVEMENTS_TO_PLAYER_REACHED)
            pausedUntil = ctx.now() + ctx.interval(PAUSE_MS);
          say(
            `refused:${err.result}`,
            said(marketLines, 'didNotSend', { amount, resource: resourceWord(need.resource), castle: need.target.name, why: REFUSALS[err.result]!(main.name) }),
            'warning',
          );
          return { sent: false, held };
        }
      }
      return { sent: false, held };
    },
  };

  /** The short castles of the kingdom, per resource, less the goods already on their way there (`gam`). */
  async function shortfalls(
    client: GameClient,
    state: PlayerState,
    targets: Castle[],
    kept: MarketResource[],
    rules: MarketRules,
    info: ReturnType<typeof readMarketInfo>,
  ): Promise<Need[]> {
    const stockOf = (c: Castle) => info.find((m) => m.castleId === c.id)?.resources ?? c.details?.resources ?? null;
    const short = (c: Castle, r: MarketResource) => {
      const stock = stockOf(c);
      return stock !== null && stock[r] < rules.resources[r].buyBelow;
    };
    if (!targets.some((c) => kept.some((r) => short(c, r)))) return [];
    const moving = readMovements(await client.send('gam', {}), state.playerId, ctx.now()).filter((m) => m.type === 'transport' && m.loot && m.target);
    const needs: Need[] = [];
    for (const target of targets) {
      const stock = stockOf(target);
      if (!stock) continue;
      const incoming = moving.filter((m) => m.target!.id === target.id || (m.target!.x === target.x && m.target!.y === target.y));
      for (const r of kept) {
        const coming = incoming.reduce((sum, m) => sum + m.loot![r], 0);
        const room = target.details ? target.details.capacity - stock[r] - coming : Number.POSITIVE_INFINITY;
        const gap = Math.min(rules.resources[r].buyBelow - stock[r] - coming, room);
        if (gap >= MIN_TRADE) needs.push({ target, resource: r, stock: stock[r], coming, short: gap });
      }
    }
    return needs;
  }

  /** What one carriage carried at least, from a send's movement (`MM.C` carriages for `MM.G` goods). */
  function learn(movement: LiveMovementWrapper | undefined): void {
    const carriages = movement?.MM?.C;
    const goods: Goods = movement?.MM?.G ?? [];
    const total = goods.reduce((sum, [, amount]) => sum + (typeof amount === 'number' ? amount : 0), 0);
    if (typeof carriages === 'number' && carriages > 0 && total > 0) perCarriage = Math.max(perCarriage, Math.floor(total / carriages));
  }
}

/** `crm`'s refusals a session gets over, in words (EmpireCore enums/errors.py). */
const REFUSALS: Record<number, (castle: string) => LineMessage> = {
  [RESULT.MISSING_CARRIAGE]: (castle) => phrase(marketLines, 'tooFewCarriages', { castle }),
  [RESULT.MAX_MARKET_MOVEMENTS_TO_PLAYER_REACHED]: () => phrase(marketLines, 'carriageLimit'),
  [RESULT.NO_MARKETPLACE]: (castle) => phrase(marketLines, 'noMarketplace', { castle }),
  [RESULT.NOT_ENOUGH_RESOURCES]: (castle) => phrase(marketLines, 'holdsLess', { castle }),
};
const REFUSAL_KEYS = Object.keys(REFUSALS).map((code) => `refused:${code}`);
