/**
 * The event shops (shared/src/game-wire/shops.ts): `sbp` buys a package for the shop's event currency
 * while the shop's event runs; the refusals are the game's (EmpireCore enums/errors.py: 158
 * PACKAGE_NOT_IN_EVENT, 159 PACKAGE_NOT_FOUND, 237 PACKAGE_MAX_BUY_REACHED, 327
 * NOT_ENOUGH_SPECIAL_CURRENCY). `sce` answers the currencies and skip items.
 * Not live: which packages a shop sells beyond the ids public bots buy, their prices and how often each
 * may be bought (the game's packages table holds them): here the n-th package of a shop costs
 * 50 + 25·n of its currency and sells 1 + n mod 3 times. Event currency is not earned here (live, the
 * invasions pay it out; how much is not public): tests and operators grant it.
 */
import type { Commands } from '@shared/game-wire/commands';
import { EVENT_SHOPS } from '@shared/game-wire/shops';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext } from '../core/command-context';
import { specialCurrencies } from '../map/live-views';
import { CommandError, int, type Payload } from '../core/payload';
import type { PlayerCore } from '../core/players';

/** A shop's packages by id: price and how often a player may buy it. */
function packagesOf(tid: number): { shop: (typeof EVENT_SHOPS)[keyof typeof EVENT_SHOPS]; prices: Map<number, { price: number; stock: number }> } | null {
  const shop = Object.values(EVENT_SHOPS).find((s) => s.TID === tid);
  if (!shop) return null;
  return { shop, prices: new Map(shop.packages.map((pid, n) => [pid, { price: 50 + 25 * n, stock: 1 + (n % 3) }])) };
}

export function buyPackage(ctx: CommandContext, player: PlayerCore, req: Payload): Commands['sbp']['res'] {
  const found = packagesOf(int(req, 'TID', -1));
  if (!found || int(req, 'BT', 0) !== found.shop.BT || int(req, 'KID', 0) !== found.shop.KID) throw new CommandError('no such shop', RESULT.PACKAGE_NOT_FOUND);
  const pid = int(req, 'PID', 0);
  const amount = int(req, 'AMT', 1, 1000);
  const item = found.prices.get(pid);
  if (!item) throw new CommandError(`the shop sells no package ${pid}`, RESULT.PACKAGE_NOT_FOUND);
  if (!(ctx.events().E ?? []).some((e) => e.EID === found.shop.event)) throw new CommandError(`the ${found.shop.label} is closed`, RESULT.PACKAGE_NOT_IN_EVENT);
  player.shopBought ??= {};
  const bought = player.shopBought[pid] ?? 0;
  if (bought + amount > item.stock) throw new CommandError(`package ${pid} sells ${item.stock} times`, RESULT.PACKAGE_MAX_BUY_REACHED);
  player.currencies ??= {};
  const held = player.currencies[found.shop.currency] ?? 0;
  if (held < item.price * amount) throw new CommandError(`not enough ${found.shop.currencyName}`, RESULT.NOT_ENOUGH_SPECIAL_CURRENCY);
  player.currencies[found.shop.currency] = held - item.price * amount;
  player.shopBought[pid] = bought + amount;
  return { PID: pid, AMT: amount, sce: specialCurrencies(player) };
}
