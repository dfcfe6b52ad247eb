/**
 * Event Shops: spends an invasion's currency in its shop on the packages the player lists, in order, as
 * the GGE-BOT fork's nomadShop.js and samuraiShop.js do (every minute while the event runs, `sbp` with
 * the shop's `BT`/`TID`/`KID`: shared/src/game-wire/shops.ts). Where the fork reads the spendable amount
 * from `pep` OP[0] (event points, not the currency the prices are in), this reads the currency itself
 * from `sce` (EmpireCore state/player.py:253-263), and where it reads bought counts with `gbc` (whose
 * `CID` no source explains), this counts its own purchases and takes the game's refusal (237) as "sold
 * out". Packages are bought one at a time, so the list's order is the player's priority: the first one
 * the currency cannot pay stops the round.
 */
import { said } from '@shared/i18n/said';
import { watchLines } from '@shared/bot-lines/watch.messages';
import { gameWord } from '../words/line-words';
import { readCurrency } from '@shared/game-wire/live-data';
import { RESULT } from '@shared/game-wire/protocol';
import { EVENT_SHOPS, parseShopList, type EventShop } from '@shared/game-wire/shops';
import { GameError } from '../game/client';
import { EVENT_RECHECK_MS, eventWatch } from '../actions/event-watch';
import { durationPart } from '../words/format';
import type { BehaviourFactory } from '../actions/context';
import { waitNote } from '../words/wait-note';

/** The fork's round: once a minute. */
export const SHOP_EVERY_MS = 60_000;

export const eventShops: BehaviourFactory<'event-shops'> = (ctx) => {
  const events = eventWatch(ctx);
  /** Bought by this run, by package id. */
  const bought = new Map<number, number>();
  /** Packages the game will not sell (sold out for the player, or not in this shop). */
  const closed = new Set<number>();
  let roundAt = Number.NEGATIVE_INFINITY;
  let open = false;
  const note = waitNote((line) => ctx.log(line));

  return {
    async step() {
      const key = (ctx.settings.shop in EVENT_SHOPS ? ctx.settings.shop : 'nomad') as EventShop;
      const shop = EVENT_SHOPS[key];
      const client = ctx.client();
      const endsAt = await events.endsAt(client, [shop.event]);
      if (endsAt === null) {
        open = false;
        note(said(watchLines, 'shopClosed', { event: gameWord(shop.eventName), shop: gameWord(shop.label) }));
        return EVENT_RECHECK_MS;
      }
      if (!open)
        ctx.log(said(watchLines, 'shopOpen', { event: gameWord(shop.eventName), shop: gameWord(shop.label), duration: durationPart(endsAt - ctx.now()) }));
      open = true;
      if (ctx.now() - roundAt < ctx.interval(SHOP_EVERY_MS)) return;
      roundAt = ctx.now();

      const orders = parseShopList(ctx.settings.packages, key).filter((o) => !closed.has(o.packageId) && (bought.get(o.packageId) ?? 0) < o.amount);
      // Package ids as the English line writes them (no separators).
      if (orders.length === 0) return note(said(watchLines, 'shopAllBought', { shop: gameWord(shop.label) }));
      let held = readCurrency(await client.send('sce', {}), shop.currency) ?? 0;
      for (const { packageId, amount } of orders) {
        while ((bought.get(packageId) ?? 0) < amount) {
          try {
            const reply = await client.send('sbp', {
              PID: packageId,
              BT: shop.BT,
              TID: shop.TID,
              AMT: 1,
              KID: shop.KID,
              AID: -1,
              PC2: -1,
              BA: 0,
              PWR: 0,
              _PO: -1,
            });
            bought.set(packageId, (bought.get(packageId) ?? 0) + 1);
            held = readCurrency(reply.sce, shop.currency) ?? held;
            ctx.log(
              said(watchLines, 'shopBought', {
                package: String(packageId),
                shop: gameWord(shop.label),
                bought: String(bought.get(packageId)),
                amount: String(amount),
                held,
                currency: gameWord(shop.currencyName),
              }),
              { level: 'success', actions: 1 },
            );
          } catch (err) {
            if (!(err instanceof GameError)) throw err;
            if (err.result === RESULT.NOT_ENOUGH_SPECIAL_CURRENCY)
              return note(said(watchLines, 'shopShort', { currency: gameWord(shop.currencyName), package: String(packageId), held }));
            if (err.result === RESULT.PACKAGE_MAX_BUY_REACHED) {
              ctx.log(said(watchLines, 'shopSoldOut', { package: String(packageId), shop: gameWord(shop.label) }));
            } else if (err.result === RESULT.PACKAGE_NOT_FOUND || err.result === RESULT.PACKAGE_NOT_IN_EVENT) {
              ctx.log(said(watchLines, 'shopNotSold', { shop: gameWord(shop.label), package: String(packageId) }), { level: 'warning' });
            } else throw err;
            closed.add(packageId);
            break;
          }
        }
      }
      note(said(watchLines, 'shopAllBought', { shop: gameWord(shop.label) }));
    },
  };
};
