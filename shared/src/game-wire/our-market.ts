/**
 * OURS, NOT LIVE: the local game server's market, where resources are sold for coins and bought with
 * them. No public source shows such a command for the live game (docs/market-sources.md: its Marketplace
 * moves goods by carriage, `crm`); these shapes are our own design, so they are named apart from the
 * live vocabulary and a bot uses them only on a server that announces the market in its login data
 * (`ourMarket`, a section no live server sends). On any other server the bot sends none of them.
 *
 * - `omp {}` → `{P: [{R, S, B}]}`: the price of each resource, `S` what a sale earns and `B` what a
 *   purchase costs, in coins per 100 units (shared/src/market.ts PRICE_UNIT).
 * - `omt {CID, KID, R, T, A, L}` → `{R, T, A, P, C, gcu, grc}`: trade `A` units of resource `R` in the
 *   castle `CID` (kingdom `KID`), `T` 0 to sell, 1 to buy, at the price now but never worse than the
 *   limit `L` (a sale at no less, a purchase at no more). The reply says the price `P` it went at and the
 *   coins `C` received or paid, with the account's coins (`gcu`) and the castle's stock (`grc`) after.
 */
import type { MarketResource } from '../market';
import type { LiveCurrencies, LiveResources } from './live-shapes';

/** The wire keys of the resources, as the live market's `G` names them (EmpireCore enums/castle.py:41-64). */
export const OUR_MARKET_KEYS: Record<MarketResource, 'W' | 'S' | 'F'> = { wood: 'W', stone: 'S', food: 'F' };
export const OUR_MARKET_RESOURCE_OF: Record<string, MarketResource> = { W: 'wood', S: 'stone', F: 'food' };

/** The login data's announcement: present (any object) only on a server that runs our market. */
export type OurMarketSection = { V: 1 };

export type OurMarketPrice = { R: 'W' | 'S' | 'F'; S: number; B: number };
export type OurMarketPrices = { P?: OurMarketPrice[] };

export const OUR_TRADE_SELL = 0;
export const OUR_TRADE_BUY = 1;
export type OurTradeRequest = { CID: number; KID: number; R: 'W' | 'S' | 'F'; T: 0 | 1; A: number; L: number };
export type OurTradeReply = { R?: string; T?: number; A?: number; P?: number; C?: number; gcu?: LiveCurrencies; grc?: LiveResources };

/**
 * Our market's refusals that no live code names. The live codes it reuses: 10 NOT_ENOUGH_COINS, 55
 * NOT_ENOUGH_RESOURCES, 53 NOT_IN_OWNED_CASTLE, 2 INVALID_PARAMETER_VALUE (protocol.ts RESULT).
 */
export const OUR_MARKET_RESULT = {
  /** The price is worse than the request's limit `L`: nothing traded. */
  PRICE_BEYOND_LIMIT: 9101,
  /** A purchase would overfill the castle's storage. */
  NO_STORAGE_ROOM: 9102,
} as const;

/** Whether the server's login data announces our market. */
export function runsOurMarket(known: Record<string, unknown>): boolean {
  const section = known.ourMarket;
  return typeof section === 'object' && section !== null && (section as { V?: unknown }).V === 1;
}

/** The prices `omp` answered, by resource (a resource the server did not price is left out). */
export function readOurPrices(reply: unknown): Partial<Record<MarketResource, { sell: number; buy: number }>> {
  const rows = (reply as OurMarketPrices | null)?.P;
  const prices: Partial<Record<MarketResource, { sell: number; buy: number }>> = {};
  if (!Array.isArray(rows)) return prices;
  for (const row of rows) {
    const resource = OUR_MARKET_RESOURCE_OF[String(row?.R)];
    if (resource && Number.isFinite(row.S) && Number.isFinite(row.B) && row.S > 0 && row.B > 0) prices[resource] = { sell: row.S, buy: row.B };
  }
  return prices;
}
