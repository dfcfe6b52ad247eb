/**
 * The event shops public bots buy from, with `sbp {PID, BT, TID, AMT, KID, AID:-1, PC2:-1, BA:0, PWR:0, _PO:-1}`
 * (pygge shop/shop.py buy_package_generic; the GGE-BOT fork's nomadShop.js and samuraiShop.js; EmpireCore
 * names `sbp` "Buy package", protocol/base.py:267-268, without a model: the shape is bot-only).
 * - `TID` is the shop's event id (EmpireCore gamedata/ids/events.py: 94 NOMAD_INVASION_VENDOR; the
 *   fork buys the samurai packages with TID 80, SAMURAI_INVASION), `BT` 0, `KID` 0.
 * - The currency is held in `sce` as `[key, amount]` (EmpireCore gamedata/ids/currencies.py:204, 286:
 *   KT khan tablets, ST samurai tokens; state/player.py:253-263).
 * - `packages`: the package ids the fork buys there, in its order (its own list; the game's packages
 *   table names them, which no source here carries).
 * - The fork buys only while the invasion runs (event 72 / 80) and so does this.
 */
export const EVENT_SHOPS = {
  nomad: {
    label: 'Nomad shop',
    currency: 'KT',
    currencyName: 'khan tablets',
    BT: 0,
    TID: 94,
    KID: 0,
    event: 72,
    eventName: 'Nomad invasion',
    packages: [3215, 3214, 3213, 3223, 3222, 3221, 3207, 3206, 3205],
  },
  samurai: {
    label: 'Samurai shop',
    currency: 'ST',
    currencyName: 'samurai tokens',
    BT: 0,
    TID: 80,
    KID: 0,
    event: 80,
    eventName: 'Samurai invasion',
    packages: [3322, 3321, 3320, 3330, 3329, 3328, 3314, 3313, 3312],
  },
} as const;
export type EventShop = keyof typeof EVENT_SHOPS;

/** A line of the player's shopping list: the package id and how many to buy. */
export type ShopOrder = { packageId: number; amount: number };

/** "3215 x2, 3214" → the orders in sequence; an empty list is the shop's own list, one of each. */
export function parseShopList(text: string, shop: EventShop): ShopOrder[] {
  const orders = text.split(',').flatMap((part) => {
    const m = part.trim().match(/^(\d{1,6})(?:\s*x\s*(\d{1,4}))?$/);
    return m ? [{ packageId: Number(m[1]), amount: Number(m[2] ?? 1) }] : [];
  });
  return orders.length > 0 ? orders : EVENT_SHOPS[shop].packages.map((packageId) => ({ packageId, amount: 1 }));
}
