/**
 * Recruiting spearmen in a castle as the live client does it: enter the castle (`jca`), then `bup` into
 * the barracks' first queue (EmpireCore army/service.py:198-254, GGE-BOT barracks.js). Shared by Resource
 * Collector & Feasts, the Robber Baron Farmer (when short, with its setting on) and custom scripts.
 */
import { UNIT } from '@shared/game-wire/ids';
import type { Castle } from '@shared/game-wire/live-data';
import { said } from '@shared/i18n/said';
import { economyLines } from '@shared/bot-lines/economy.messages';
import type { GameClient } from '../game/client';
import type { BehaviourContext } from './context';

/** A spearman's price in coins (the game's units.json, wod id 602, `costC1`). */
export const SPEARMAN_COINS = 30;

export function recruitSpearmen(client: GameClient, castle: Castle, amount: number) {
  return client.inCastle(castle, () =>
    client.send('bup', { LID: 0, WID: UNIT.SPEARMAN, AMT: amount, PO: -1, PWR: 0, SK: 73, SID: castle.kingdomId, AID: castle.id }),
  );
}

/**
 * The spearmen `missing` in `castle`, as far as the coins go at the game's own price, said in the console
 * with its outcome. False when none could be paid for.
 */
export async function recruitMissing(ctx: Pick<BehaviourContext, 'log'>, client: GameClient, castle: Castle, coins: number, missing: number): Promise<boolean> {
  const amount = Math.min(missing, Math.floor(coins / SPEARMAN_COINS));
  if (amount <= 0) return false;
  await recruitSpearmen(client, castle, amount);
  // Soldier counts as the English line writes them (no separators).
  ctx.log(said(economyLines, 'recruited', { soldiers: String(amount), castle: castle.name }), { outcome: { kind: 'recruit', soldiers: amount } });
  return true;
}
