/**
 * Sending one attack the way every attack bot of an account does: the army in waves by the game's caps
 * (attack-waves.ts), the soldiers, the camp and the commander booked in the account's ledger first (bots
 * of one account share its castle), then `cra`. A camp the game says is cooling down or gone is not a
 * refusal of ours: the caller reads the map again.
 */
import { RESULT } from '@shared/game-wire/protocol';
import { readSentMovement, type Castle, type CastleDetails, type Movement } from '@shared/game-wire/live-data';
import { GameError, type GameClient } from '../game/client';
import { attackRequest, buildWaves } from './attack-waves';
import type { BehaviourContext } from './types';

export const targetKey = (t: { x: number; y: number }) => t.x * 100_000 + t.y;

export type AttackOrder = {
  castle: Castle & { details: CastleDetails };
  target: { x: number; y: number };
  /** The level the waves are capped by. */
  level: number;
  lordId: number;
  troops: number;
  playerId: number;
  playerLevel: number;
  /** The ledger mark taken before the castle was read (ledger.ts). */
  readAt: number;
};

export type Launched =
  | { ok: true; sent: number; movement: Movement | null }
  /** none: no soldier can go; booked: another bot of the account booked them first; cooling/gone: the game refused the camp. */
  | { ok: false; reason: 'none' | 'booked' | 'cooling' | 'gone' };

export async function launchAttack(ctx: BehaviourContext, client: GameClient, order: AttackOrder): Promise<Launched> {
  const { castle, target } = order;
  const { waves, sent } = buildWaves(castle.details.soldiers, order.troops, order.level, order.playerLevel);
  if (sent <= 0) return { ok: false, reason: 'none' };
  const claim = ctx.ledger.claim(ctx.botId, castle.id, { troops: sent }, { troops: castle.details.troops }, order.readAt, [`target:${targetKey(target)}`, `lord:${order.lordId}`]);
  if (!claim) return { ok: false, reason: 'booked' };
  try {
    const reply = await client.send('cra', attackRequest(castle, target, order.lordId, waves));
    ctx.ledger.spend(claim);
    return { ok: true, sent, movement: readSentMovement(reply.AAM, order.playerId, ctx.now()) };
  } catch (err) {
    ctx.ledger.release(claim);
    // The map said ready, the game says cooling down (its row was read before another army hit it), or the
    // camp is gone (its event ended since the map was read).
    if (err instanceof GameError && err.result === RESULT.COOLING_DOWN) return { ok: false, reason: 'cooling' };
    if (err instanceof GameError && err.result === RESULT.INVALID_AREA) return { ok: false, reason: 'gone' };
    throw err;
  }
}
