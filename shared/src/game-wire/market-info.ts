/**
 * `cmi`, the Marketplace's overview: each of the player's castles with its market carriages (all, and
 * those at home) and its stock (EmpireCore 0.59.0 movements/models/market.py:142-214, the client's
 * C2SMarketInfoVO and CastleTradeVO.fillFromParamObject, which reads every number through int()).
 * Shared by the runtime (Market Trader's carriage sends) and the local game server (which answers it).
 */
import type { Resources } from './live-data';

/** `S` of `cmi` (EmpireCore enums/castle.py:66-74, `MarketScope`): the castles of one kingdom, or all. */
export const MARKET_SCOPE = { CURRENT_KINGDOM: 0, ALL_KINGDOMS: 1 } as const;

/** `cmi` as the client sends it: `{S: 1, KID: -1}` (every kingdom); `{S: 0, KID}` one kingdom's castles. */
export type MarketInfoRequest = { S: (typeof MARKET_SCOPE)[keyof typeof MARKET_SCOPE]; KID: number };

/**
 * One castle of the overview: `TC` its carriages, `AC` those at home (not on the road), then its stock:
 * wood, stone, food, coal, oil, glass, iron, honey, mead, beef.
 */
export type LiveMarketCastle = {
  KID: number;
  CID: number;
  TC: number;
  AC: number;
  W: number;
  S: number;
  F: number;
  C: number;
  O: number;
  G: number;
  I: number;
  HONEY: number;
  MEAD: number;
  BEEF: number;
};
export type LiveMarketInfo = { C?: LiveMarketCastle[] };

/** A castle of the overview as the runtime uses it: its carriages and its wood, stone and food. */
export type MarketCastle = { castleId: number; kingdomId: number; carriages: number; free: number; resources: Resources };

/** Reads `cmi`'s reply; an entry that is not an object is skipped, a missing number reads as 0 (as the client's int()). */
export function readMarketInfo(reply: unknown): MarketCastle[] {
  const list = reply !== null && typeof reply === 'object' ? (reply as { C?: unknown }).C : undefined;
  if (!Array.isArray(list)) return [];
  const int = (value: unknown) => {
    const n = Number(value);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  };
  return list.flatMap((entry): MarketCastle[] => {
    if (entry === null || typeof entry !== 'object') return [];
    const c = entry as Record<string, unknown>;
    return [
      { castleId: int(c.CID), kingdomId: int(c.KID), carriages: int(c.TC), free: int(c.AC), resources: { wood: int(c.W), stone: int(c.S), food: int(c.F) } },
    ];
  });
}
