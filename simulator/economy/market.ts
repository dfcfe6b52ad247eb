/**
 * OURS, NOT LIVE: the local game server's market, where a castle sells resources for coins and buys them
 * with coins (shared/src/game-wire/our-market.ts). No public source shows the live game pricing resources
 * in coins (docs/market-sources.md): the live Marketplace sends goods by carriage (`crm`, commands.ts), so
 * everything here is our own design, announced in the login data (`ourMarket`) so that bots trade only
 * where it exists. A world built with the market closed behaves as a live server does: no section, and
 * `omp`/`omt` are unknown commands.
 *
 * Prices (coins per 100 units): a sale earns the resource's base price, swinging by up to ±1 over a game
 * day (its phase per seed, zone and resource, so the price rules meet both sides of it); a purchase costs
 * twice the sale price (the market's cut). One trade moves at most MAX_PER_TRADE units. Tests fix the
 * prices with `setPrices`.
 */
import { coinsFor, MARKET_RESOURCES, type MarketResource } from '@shared/market';
import {
  OUR_MARKET_RESULT,
  OUR_MARKET_RESOURCE_OF,
  OUR_MARKET_KEYS,
  OUR_TRADE_BUY,
  OUR_TRADE_SELL,
  type OurMarketPrices,
  type OurTradeReply,
} from '@shared/game-wire/our-market';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { castleResources, gcu } from '../map/live-views';
import { CommandError, int, oneOf, type Payload } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { GAME_HOUR_MS } from '../core/rules';
import { hashKey } from '../core/rng';

/** What a sale of 100 units earns at the middle of the swing. */
export const BASE_SELL_PRICE: Record<MarketResource, number> = { wood: 3, stone: 4, food: 2 };
/** A purchase costs this many times the sale price. */
export const BUY_FACTOR = 2;
export const MAX_PER_TRADE = 100_000;
const SWING_HOURS = 24;

export type MarketPrices = Record<MarketResource, { sell: number; buy: number }>;

export class OurMarket {
  /** Closed: the world answers as a live server (no `ourMarket` section, no market commands). */
  open = true;
  private fixed: Partial<MarketPrices> | null = null;

  constructor(private readonly seed: number) {}

  /** Fixes some resources' prices (tests and operators); null returns every price to its swing. */
  setPrices(prices: Partial<MarketPrices> | null): void {
    this.fixed = prices;
  }

  prices(zone: string, now: number, timeScale: number): MarketPrices {
    const gameHours = (now * timeScale) / GAME_HOUR_MS;
    const entries = MARKET_RESOURCES.map((resource) => {
      const fixed = this.fixed?.[resource];
      if (fixed) return [resource, fixed] as const;
      const phase = (hashKey(this.seed, 'market', zone, resource) % 360) * (Math.PI / 180);
      const sell = Math.max(1, BASE_SELL_PRICE[resource] + Math.round(Math.sin((2 * Math.PI * gameHours) / SWING_HOURS + phase)));
      return [resource, { sell, buy: sell * BUY_FACTOR }] as const;
    });
    return Object.fromEntries(entries) as MarketPrices;
  }

  /** `omp`: each resource's prices now. */
  priceList(zone: string, now: number, timeScale: number): OurMarketPrices {
    const prices = this.prices(zone, now, timeScale);
    return { P: MARKET_RESOURCES.map((r) => ({ R: OUR_MARKET_KEYS[r], S: prices[r].sell, B: prices[r].buy })) };
  }

  /** `omt`: one sale or purchase in one of the player's castles, at the price now, never past the limit `L`. */
  trade(player: PlayerCore, req: Payload, now: number, timeScale: number): OurTradeReply {
    const castleId = int(req, 'CID', 0);
    const castle = player.castles.find((c) => c.id === castleId);
    if (!castle || KINGDOM_ID[castle.kingdom] !== int(req, 'KID', 0))
      throw new CommandError(`castle ${castleId} is not one of yours in that kingdom`, RESULT.NOT_IN_OWNED_CASTLE);
    const key = oneOf(req, 'R', ['W', 'S', 'F'] as const);
    const resource = OUR_MARKET_RESOURCE_OF[key]!;
    const side = oneOf(req, 'T', [OUR_TRADE_SELL, OUR_TRADE_BUY] as const) === OUR_TRADE_SELL ? 'sell' : 'buy';
    const amount = int(req, 'A', 1, MAX_PER_TRADE);
    const limit = int(req, 'L', 1, 1_000_000);
    const price = this.prices(player.zone, now, timeScale)[resource][side];
    if (side === 'sell' ? price < limit : price > limit) {
      throw new CommandError(
        `${resource} ${side === 'sell' ? 'sells' : 'costs'} ${price} per 100 now, past your limit of ${limit}`,
        OUR_MARKET_RESULT.PRICE_BEYOND_LIMIT,
      );
    }
    const coins = coinsFor(amount, price, side);
    if (side === 'sell') {
      if (castle.resources[resource] < amount)
        throw new CommandError(`only ${Math.floor(castle.resources[resource])} ${resource} in the castle`, RESULT.NOT_ENOUGH_RESOURCES);
      castle.resources[resource] -= amount;
      player.coins += coins;
    } else {
      if (player.coins < coins) throw new CommandError(`${coins} coins needed, ${player.coins} held`, RESULT.NOT_ENOUGH_COINS);
      if (castle.resources[resource] + amount > castle.capacity)
        throw new CommandError(`the storehouse holds ${castle.capacity} ${resource}`, OUR_MARKET_RESULT.NO_STORAGE_ROOM);
      castle.resources[resource] += amount;
      player.coins -= coins;
    }
    return { R: key, T: side === 'sell' ? OUR_TRADE_SELL : OUR_TRADE_BUY, A: amount, P: price, C: coins, gcu: gcu(player), grc: castleResources(castle) };
  }
}

/** Our market's part of the command context (session/world-context.ts composes the slices). */
export type MarketContext = { market: OurMarket };
