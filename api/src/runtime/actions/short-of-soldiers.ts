/**
 * An attack loop short of soldiers, or with nothing it can beat: what it does about it. Soldiers that will
 * come by themselves are waited for (this castle's armies out or on their way home, soldiers on their way
 * from the main castle, or sent from there now); then the army's upkeep heals and recruits what the losses
 * took (upkeep.ts, within the player's share of the coins); only when nothing can change by itself is it a
 * stall, said with its advice (stall-advice.ts).
 */
import { KINGDOM_ID } from '@shared/game-wire/ids';
import type { Movement } from '@shared/game-wire/live-movements';
import { readState, type Castle } from '@shared/game-wire/live-data';
import { said, type Said } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import type { GameClient } from '../game/client';
import { durationPart } from '../words/format';
import { bringTroops } from './kingdom-troops';
import type { BehaviourContext } from './context';
import type { MainCastle } from './stall-advice';

/** This castle's own armies out or on their way home: their soldiers, and when the first of them is home. */
export type ArmiesOut = { soldiers: number; firstHomeAt: number };

export function armiesOut(movements: readonly Movement[], castleId: number): ArmiesOut | null {
  const own = movements.filter((m) => m.castleId === castleId && (m.type === 'attack' || m.type === 'return'));
  if (!own.length) return null;
  // An army on its way out is home after as long again as it has been, and will be, on the way there.
  const homeAt = (m: Movement) => (m.type === 'attack' && m.departedAt !== undefined ? m.arrivesAt + (m.arrivesAt - m.departedAt) : m.arrivesAt);
  return { soldiers: own.reduce((n, m) => n + m.troops, 0), firstHomeAt: Math.min(...own.map(homeAt)) };
}

export type Shortage = {
  ctx: BehaviourContext;
  client: GameClient;
  castle: Castle & { details: NonNullable<Castle['details']> };
  movements: readonly Movement[];
  /** Soldiers at home that may go (not kept home, not booked by another bot). */
  free: number;
  readAt: number;
  coins: number;
  /** The plan's Soldiers to bring from the main castle when short (absent: the plan has no such setting). */
  bringTroops?: number;
};

/** The main castle's spare soldiers, for a castle elsewhere whose plan may bring them (stall-advice.ts tries bringing more). */
export function mainCastleOf(s: Shortage): MainCastle | null {
  const main = readState(s.client.known, s.ctx.now(), s.client.receivedAt).castles.find((c) => c.kingdomId === KINGDOM_ID.green);
  if (s.bringTroops === undefined || s.castle.kingdomId === KINGDOM_ID.green || !main?.details) return null;
  const spare = s.ctx.ledger.available(s.ctx.botId, main.id, 'troops', main.details.troops, s.readAt);
  return { bringSetting: s.bringTroops, spare, soldiers: main.details.soldiers };
}

/** What the step says: a wait (`stalled` false), the stall, or nothing more (upkeep healed or recruited soldiers and said so). */
export type ShortOutcome = { line: Said; stalled: boolean } | 'recruited';

/**
 * Short of `needed` soldiers (null: no number of them beats a target here). `upkeep`: a round of the army's upkeep now, true when it
 * brought soldiers back (healed or recruited: the next step reads the castle again). `stalled`: the stall's line.
 */
export async function whenShort(
  s: Shortage,
  needed: number | null,
  o: { upkeep: () => Promise<boolean>; stalled: () => Said | Promise<Said> },
): Promise<ShortOutcome> {
  const { ctx, castle } = s;
  const away = armiesOut(s.movements, castle.id);
  // Outside the Great Empire soldiers on their way from the main castle are waited for; more are sent
  // from there unless this castle's armies are out (they come home first), and only for a need a number
  // of soldiers meets.
  if (castle.kingdomId !== KINGDOM_ID.green && !away) {
    const bring = needed === null ? 0 : Math.max(0, s.bringTroops ?? 0);
    const line = await bringTroops(ctx, s.client, castle, bring, s.readAt);
    if (line) return { line, stalled: false };
  }
  if (away) return { line: waitingHome(away, castle.details.troops, castle.details.troops - s.free, needed, ctx.now()), stalled: false };
  if (await o.upkeep()) return 'recruited';
  return { line: await o.stalled(), stalled: true };
}

/**
 * "Waiting for 106 soldiers coming home (next in 40s): 4 at home, 30 needed." (`held`: kept home or booked by other bots;
 * `needed` null: no number of soldiers beats a target here). The Strategy Planner says its wait so too (planner/nothing-planned.ts).
 */
export function waitingHome(away: ArmiesOut, home: number, held: number, needed: number | null, now: number): Said {
  // Soldier counts as the English line writes them (no separators).
  const counts = { count: away.soldiers, duration: durationPart(Math.max(0, away.firstHomeAt - now)), home: String(home) };
  if (needed === null) return said(attackLines, 'waitingHomeAny', counts);
  if (held > 0) return said(attackLines, 'waitingHomeHeld', { ...counts, held: String(held), needed: String(needed) });
  return said(attackLines, 'waitingHome', { ...counts, needed: String(needed) });
}
