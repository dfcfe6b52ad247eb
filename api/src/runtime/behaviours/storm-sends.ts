/**
 * Resource sends from the Storm Islands, as the GGE-BOT fork's resourceSendStorm.js plays them: the isle's
 * wood and stone go to the player's castles in the other kingdoms (never Berimond), each up to its free
 * storage, skipping a kingdom that has goods on their way already (`kpi.RT`), at most every 30 minutes.
 * The command is `kgt {SCID, SKID: 4, TKID, G}` (EmpireCore movements/models/transfers.py:93-157).
 */
import type { Goods } from '@shared/game-wire/live-shapes';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { readGoodsTransfers, readState } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';
import { kingdomName } from './kingdom-troops';
import type { BehaviourContext } from './types';

/** How often the isle's stock is sent on (the fork's 30-minute interval). */
export const STORM_SEND_EVERY_MS = 30 * 60_000;

export async function sendFromIsle(ctx: BehaviourContext, client: GameClient): Promise<void> {
  await client.send('dcl', { CD: 1 });
  const castles = readState(client.known, ctx.now(), client.receivedAt).castles;
  const isle = castles.find((c) => c.kingdomId === KINGDOM_ID.storm);
  if (!isle?.details) return;
  const stock = { wood: isle.details.resources.wood, stone: isle.details.resources.stone };
  const onTheWay = new Set(readGoodsTransfers(client.known.kpi, ctx.now(), client.receivedAt.kpi).map((t) => t.kingdomId));
  const sent: string[] = [];
  for (const castle of castles) {
    if (stock.wood <= 0 && stock.stone <= 0) break;
    if (castle.kingdomId === KINGDOM_ID.storm || castle.kingdomId === KINGDOM_ID.berimond || !castle.details || onTheWay.has(castle.kingdomId)) continue;
    const room = castle.details.capacity;
    const wood = Math.max(0, Math.min(room - castle.details.resources.wood, stock.wood));
    const stone = Math.max(0, Math.min(room - castle.details.resources.stone, stock.stone));
    const goods = ([['W', wood], ['S', stone]] as Goods).filter(([, n]) => n > 0);
    if (goods.length === 0) continue;
    await client.send('kgt', { SCID: isle.id, SKID: KINGDOM_ID.storm, TKID: castle.kingdomId, G: goods });
    onTheWay.add(castle.kingdomId);
    stock.wood -= wood;
    stock.stone -= stone;
    sent.push(`${wood.toLocaleString('en')} wood and ${stone.toLocaleString('en')} stone to ${castle.name} (${kingdomName(castle.kingdomId)})`);
  }
  if (sent.length > 0) ctx.log(`Sent the isle's stock on: ${sent.join('; ')}.`, { actions: sent.length });
}
