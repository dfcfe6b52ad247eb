/**
 * One attack as the live client sends it, shared by the attack loop and custom scripts: a free commander
 * (`gli`, none away with an army or booked by another bot of the account), the army in waves for the
 * target's level (attack-waves.ts), the soldiers, the tools and the target claimed in the session's ledger
 * before `cra` goes, spent once the game answered and released when it did not. And a skip item on a camp's
 * cooldown (`msd`).
 */
import { attackRequest } from '@shared/game-wire/attack-request';
import { RESULT } from '@shared/game-wire/protocol';
import type { MinuteSkip } from '@shared/game-wire/ids';
import { readSentMovement, type Movement } from '@shared/game-wire/live-movements';
import { readState, type Castle, type PlayerState } from '@shared/game-wire/live-data';
import { GameError, type GameClient } from '../game/client';
import { toolAmounts, type Amounts, type Reading } from '../reservations/ledger';
import { DayCountUnavailableError } from '../reservations/day-limits';
import { BudgetReachedError } from '../risk/account-meter';
import { buildWaves, sizedWaves } from './attack-waves';
import type { Stack } from '@shared/combat/camp-defence';
import type { AttackWave } from '@shared/combat/auto-fill';
import type { BehaviourContext } from './context';

export const targetKey = (t: { x: number; y: number }) => t.x * 100_000 + t.y;

/** An attack still to find its commander: a free one among the player's (`state`), none away with an army (`movements`). */
export type AttackAsked = Pick<AttackOrder, 'castle' | 'target' | 'troops' | 'readAt' | 'sized'> & {
  /** The level that sizes the waves. */
  targetLevel: number;
  state: PlayerState;
  movements: Movement[];
};

export type AttackResult =
  | { kind: 'sent'; sent: number; movement: Movement | null }
  | { kind: 'no-commander'; commanders: number }
  | { kind: 'no-soldiers' }
  | { kind: 'booked' }
  /** The map said ready; the game says cooling down (another army hit it since the map was read). */
  | { kind: 'cooling-down' }
  /** The camp is no longer on the map (its event ended). */
  | { kind: 'gone' };

export async function sendAttack(ctx: BehaviourContext, client: GameClient, a: AttackAsked): Promise<AttackResult> {
  const lords = a.state.commanders ?? readState({ ...client.known, gli: await client.send('gli', {}) }, ctx.now()).commanders ?? [];
  const busyLords = new Set(a.movements.flatMap((m) => (m.lordId === null ? [] : [m.lordId])));
  // A commander away with an army, or about to be sent by another bot of the account, is not free. Of the free ones the first
  // leads: no commander of ours carries effects that would change the fight (docs/game.md, "Waves, tools and commanders in the fight").
  const lord = lords.find((id) => !busyLords.has(id) && !ctx.ledger.taken(ctx.botId, `lord:${id}`, a.readAt));
  if (lord === undefined) return { kind: 'no-commander', commanders: lords.length };
  return launchAttack(ctx, client, {
    castle: a.castle,
    target: a.target,
    level: a.targetLevel,
    lordId: lord,
    troops: a.troops,
    sized: a.sized,
    playerId: a.state.playerId,
    playerLevel: a.state.level,
    readAt: a.readAt,
  });
}

/** A sized attack's waves (soldiers and tools per flank) and every tool they carry. */
export type SizedWaves = { waves: AttackWave[]; tools: Stack[] };

/** An attack whose commander is already chosen (the strategy planner plans who leads). */
export type AttackOrder = {
  castle: Castle & { details: NonNullable<Castle['details']> };
  target: { x: number; y: number };
  /** The level that sizes the waves. */
  level: number;
  lordId: number;
  troops: number;
  /**
   * The attack sized from the target's defence (attack-sizing.ts): its waves as the client's auto-fill laid them, soldiers and tools,
   * sent as they are (what was forecast); else `troops` fill the waves.
   */
  sized?: SizedWaves;
  playerId: number;
  playerLevel: number;
  readAt: Reading;
};

/** The waves, the booking and `cra` of an attack led by `order.lordId`. */
export async function launchAttack(ctx: BehaviourContext, client: GameClient, order: AttackOrder): Promise<Exclude<AttackResult, { kind: 'no-commander' }>> {
  const { castle, target } = order;
  const { waves, sent } = order.sized
    ? sizedWaves(order.sized.waves, order.level)
    : buildWaves(castle.details.soldiers, order.troops, order.level, order.playerLevel);
  if (sent <= 0) return { kind: 'no-soldiers' };
  // The tools go with the soldiers: booked alike, so another bot of the account does not plan the same ones.
  const tools = order.sized?.tools ?? [];
  const amounts: Amounts = { troops: sent, ...toolAmounts(tools) };
  const inCastle: Amounts = { troops: castle.details.troops, ...toolAmounts(castle.details.tools) };
  const claim = ctx.ledger.claim(ctx.botId, castle.id, amounts, inCastle, order.readAt, [`target:${targetKey(target)}`, `lord:${order.lordId}`]);
  if (!claim) return { kind: 'booked' };
  try {
    const reply = await client.send('cra', attackRequest(castle, target, order.lordId, waves));
    const movement = readSentMovement(reply.AAM, order.playerId, ctx.now());
    ctx.ledger.spend(claim);
    return { kind: 'sent', sent, movement };
  } catch (err) {
    ctx.ledger.release(claim);
    if (err instanceof GameError && err.result === RESULT.COOLING_DOWN) return { kind: 'cooling-down' };
    if (err instanceof GameError && err.result === RESULT.INVALID_AREA) return { kind: 'gone' };
    throw err;
  }
}

/** Why a counted attack did not go: the day's limit is reached, or the day's count could not be reached. */
export type NotCounted = { kind: 'daily-limit' } | { kind: 'uncounted' };

/**
 * An attack counted against the bot's attacks a day (`limit`; infinite: counted only), durably: reserved
 * before `launch` sends anything, given back when the game answered that nothing went. A connection lost
 * mid-send keeps it counted (it may have gone): the day is counted high at worst, never low.
 */
export async function countedAttack<R extends { kind: string }>(ctx: BehaviourContext, limit: number, launch: () => Promise<R>): Promise<R | NotCounted> {
  try {
    if (!(await ctx.day.reserve('attacks', 1, limit))) return { kind: 'daily-limit' };
  } catch (err) {
    if (err instanceof DayCountUnavailableError) return { kind: 'uncounted' };
    throw err;
  }
  const giveBack = () => ctx.day.giveBack('attacks', 1).catch(() => {});
  try {
    const result = await launch();
    if (result.kind !== 'sent') await giveBack();
    return result;
  } catch (err) {
    // Refused by the game, by the account's daily budget (the bot pauses: bot-run.ts) or uncounted there: nothing went.
    if (err instanceof GameError || err instanceof BudgetReachedError || err instanceof DayCountUnavailableError) await giveBack();
    if (err instanceof DayCountUnavailableError) return { kind: 'uncounted' };
    throw err;
  }
}

/**
 * One skip item on a camp's cooldown (`msd`, a minute skip on a camp: EmpireCore
 * attack/models/dungeon_skips.py; no public client skips an army's travel). The game's answer is the
 * camp's row (read with readSkippedCooldown).
 */
export function sendSkip(client: GameClient, camp: { x: number; y: number; kingdomId: number }, item: MinuteSkip) {
  return client.send('msd', { X: camp.x, Y: camp.y, MID: -1, NID: -1, MST: item, KID: String(camp.kingdomId) });
}
