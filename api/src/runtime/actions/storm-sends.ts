/**
 * The Storm Islands' economy beside the sea forts.
 *
 * Resource sends from the Storm Islands, as the GGE-BOT fork's resourceSendStorm.js plays them: the isle's
 * wood and stone go to the player's castles in the other kingdoms (never Berimond), each up to its free
 * storage, skipping a kingdom that has goods on their way already (`kpi.RT`), at most every 30 minutes.
 * The command is `kgt {SCID, SKID: 4, TKID, G}` (EmpireCore movements/models/transfers.py:93-157).
 *
 * Cargo upgrades, as the fork's upgradeStormCargo.js plays them: `jca` into the storm castle, the cargo
 * buildings (the chain from wod 35) lowest level first, `eup` when a construction slot is free
 * (building-queue.ts). The fork then spends minute skips (`msb`) and the free finish (`fco`) on it; this
 * waits the construction out instead, so no skip item is spent unasked. Live, the chain is paid in
 * aquamarine; the game's refusal for lack of it is waited out like any other.
 */
import type { Goods } from '@shared/game-wire/live-shapes';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { readGoodsTransfers, readState } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';
import { upgradeNext } from './building-queue';
import type { LineParam } from '@shared/console';
import { phrase, said } from '@shared/i18n/said';
import { economyLines } from '@shared/bot-lines/economy.messages';
import { kingdomPart } from '../words/line-words';
import { listPart } from '@shared/bot-lines/list-part';
import type { BehaviourContext } from './context';

/** How often the isle's stock is sent on (the fork's 30-minute interval). */
export const STORM_SEND_EVERY_MS = 30 * 60_000;

export async function sendFromIsle(ctx: BehaviourContext, client: GameClient): Promise<void> {
  await client.send('dcl', { CD: 1 });
  const castles = readState(client.known, ctx.now(), client.receivedAt).castles;
  const isle = castles.find((c) => c.kingdomId === KINGDOM_ID.storm);
  if (!isle?.details) return;
  const stock = { wood: isle.details.resources.wood, stone: isle.details.resources.stone };
  const onTheWay = new Set(readGoodsTransfers(client.known.kpi, ctx.now(), client.receivedAt.kpi).map((t) => t.kingdomId));
  const sent: LineParam[] = [];
  for (const castle of castles) {
    if (stock.wood <= 0 && stock.stone <= 0) break;
    if (castle.kingdomId === KINGDOM_ID.storm || castle.kingdomId === KINGDOM_ID.berimond || !castle.details || onTheWay.has(castle.kingdomId)) continue;
    const room = castle.details.capacity;
    const wood = Math.max(0, Math.min(room - castle.details.resources.wood, stock.wood));
    const stone = Math.max(0, Math.min(room - castle.details.resources.stone, stock.stone));
    const goods = (
      [
        ['W', wood],
        ['S', stone],
      ] as Goods
    ).filter(([, n]) => n > 0);
    if (goods.length === 0) continue;
    await client.send('kgt', { SCID: isle.id, SKID: KINGDOM_ID.storm, TKID: castle.kingdomId, G: goods });
    onTheWay.add(castle.kingdomId);
    stock.wood -= wood;
    stock.stone -= stone;
    sent.push(phrase(economyLines, 'isleSend', { wood, stone, castle: castle.name, kingdom: kingdomPart(castle.kingdomId) }));
  }
  if (sent.length > 0) ctx.log(said(economyLines, 'isleStockSent', { sends: listPart(sent, 'listSemicolon') }), { actions: sent.length });
}

/** How often the cargo ships are looked at: an upgrade takes game hours, so a few minutes is prompt. */
export const CARGO_CHECK_EVERY_MS = 5 * 60_000;

/** Upgrades the isle's cargo ships up to the "cargo level" setting (0 = never), each check one step. */
export function cargoUpgrades(ctx: BehaviourContext<'storm-sea-forts'>): { step(): Promise<void> } {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let lastLine = '';
  return {
    async step() {
      const level = ctx.settings.cargoLevel;
      if (level <= 0 || ctx.now() - checkedAt < ctx.interval(CARGO_CHECK_EVERY_MS)) return;
      checkedAt = ctx.now();
      const client = ctx.client();
      const isle = readState(client.known, ctx.now(), client.receivedAt).castles.find((c) => c.kingdomId === KINGDOM_ID.storm);
      const outcome = isle ? await upgradeNext(client, isle, [{ name: 'CARGO', level }]) : null;
      const line = outcome?.line ?? said(economyLines, 'noStormCastle');
      const started = outcome?.kind === 'started';
      if (line.text !== lastLine || started) ctx.log(line, started ? { actions: 1 } : undefined);
      lastLine = line.text;
    },
  };
}
