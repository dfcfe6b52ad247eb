/**
 * Recruiting spearmen in a castle as the live client does it: enter the castle (`jca`), then `bup` into
 * the barracks' first queue (EmpireCore army/service.py:198-254, GGE-BOT barracks.js). Shared by Resource
 * Collector & Feasts, the army's upkeep of the attack templates (upkeep.ts) and custom scripts.
 */
import { UNIT } from '@shared/game-wire/ids';
import type { Castle } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';

export function recruitSpearmen(client: GameClient, castle: Castle, amount: number) {
  return client.inCastle(castle, () => bupSpearmen(client, castle, amount));
}

/** `bup` alone, for work already inside `client.inCastle(castle, …)` (upkeep.ts): entering again there would wait on itself. */
export function bupSpearmen(client: GameClient, castle: Castle, amount: number) {
  return client.send('bup', { LID: 0, WID: UNIT.SPEARMAN, AMT: amount, PO: -1, PWR: 0, SK: 73, SID: castle.kingdomId, AID: castle.id });
}
