/**
 * Soldiers for a castle in another kingdom, brought from the main castle with `kut` (EmpireCore
 * movements/models/transfers.py:31-85 and movements/service.py:474-506; the GGE-BOT fork's
 * attackBerimondKingdom.js sends the same keys, at most 10 unit slots, `CID` -1 for "the kingdom's
 * castle"). Units on their way are the game's `kpi.UT` (EmpireCore castle/models/kingdoms.py:80-150),
 * read from the newest `kpi` (a login section, and inside the `kut` reply).
 */
import type { UnitCount } from '@shared/game-wire/live-shapes';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { readKingdomTransfers, readState, type Castle } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';
import { durationPart } from '../words/format';
import { said, type Said } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { kingdomPart } from '../words/line-words';
import type { BehaviourContext } from './context';

/** How long past its announced arrival a transfer still counts as on its way (its `RS` is rounded to seconds). */
const ARRIVAL_MARGIN_MS = 2_000;
/** The most unit slots one `kut` carries (public bots' limit). */
const MAX_SLOTS = 10;

const KINGDOM_NAMES: Record<number, string> = {
  0: 'Great Empire',
  1: 'Burning Sands',
  2: 'Everwinter Glacier',
  3: 'Fire Peaks',
  4: 'Storm Islands',
  10: 'Berimond',
};
export const kingdomName = (id: number) => KINGDOM_NAMES[id] ?? `kingdom ${id}`;

/** `amount` soldiers from a castle's units (largest stack first), in at most MAX_SLOTS slots. */
export function unitSlots(soldiers: UnitCount[], amount: number): UnitCount[] {
  const slots: UnitCount[] = [];
  let left = amount;
  for (const [wod, count] of [...soldiers].sort((a, b) => b[1] - a[1])) {
    if (left <= 0 || slots.length >= MAX_SLOTS) break;
    const take = Math.min(count, left);
    if (take > 0) slots.push([wod, take]);
    left -= take;
  }
  return slots;
}

/**
 * When `castle` (outside the Great Empire) lacks soldiers: says so while soldiers are on their way there,
 * else sends up to `bring` spare soldiers of the main castle (those no bot of the account keeps home or
 * has booked). Returns the console line for this step, or null when nothing can come (the caller says why
 * it waits).
 */
export async function bringTroops(ctx: BehaviourContext, client: GameClient, castle: Castle, bring: number, readAt: number): Promise<Said | null> {
  const where = { castle: castle.name, kingdom: kingdomPart(castle.kingdomId) };
  // Soldiers that arrived after the castle's stock was read are not in it yet, and `RS` is whole seconds:
  // a transfer counts as coming until a margin past its arrival, so none is sent twice.
  const stockReadAt = Math.min(ctx.now(), client.receivedAt.dcl ?? ctx.now());
  const coming = readKingdomTransfers(client.known.kpi, stockReadAt - ARRIVAL_MARGIN_MS, client.receivedAt.kpi).filter((t) => t.kingdomId === castle.kingdomId);
  if (coming.length > 0) {
    const troops = coming.reduce((sum, t) => sum + t.troops, 0);
    const first = Math.min(...coming.map((t) => t.arrivesAt));
    return said(attackLines, 'troopsComing', { ...where, count: troops, duration: durationPart(Math.max(0, first - ctx.now())) });
  }
  if (bring <= 0) return null;
  // The castle details were read this step (dcl lists every castle).
  const main = readState(client.known, ctx.now(), client.receivedAt).castles.find((c) => c.kingdomId === KINGDOM_ID.green);
  if (!main?.details) return null;
  const spare = ctx.ledger.available(ctx.botId, main.id, 'troops', main.details.troops, readAt);
  const amount = Math.min(bring, spare);
  if (amount <= 0) return null;
  const slots = unitSlots(main.details.soldiers, amount);
  const sent = slots.reduce((sum, [, n]) => sum + n, 0);
  // One transfer to a kingdom at a time across the account's bots: the soldiers serve every bot there.
  const claim = ctx.ledger.claim(ctx.botId, main.id, { troops: sent }, { troops: main.details.troops }, readAt, [`transfer:${castle.kingdomId}`]);
  if (!claim) return said(attackLines, 'transferBooked', where);
  try {
    await client.send('kut', { SCID: main.id, SKID: main.kingdomId, TKID: castle.kingdomId, CID: -1, A: slots });
    ctx.ledger.spend(claim);
  } catch (err) {
    ctx.ledger.release(claim);
    throw err;
  }
  const arrival = readKingdomTransfers(client.known.kpi, ctx.now(), client.receivedAt.kpi).find((t) => t.kingdomId === castle.kingdomId);
  const moved = { ...where, count: sent, from: main.name };
  ctx.log(
    arrival
      ? said(attackLines, 'troopsSentArrive', { ...moved, duration: durationPart(arrival.arrivesAt - ctx.now()) })
      : said(attackLines, 'troopsSent', moved),
    { actions: 1 },
  );
  return said(attackLines, 'troopsOnWay', { ...where, count: sent });
}
