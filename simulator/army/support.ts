/**
 * Support for another player's castle (`cds`, EmpireCore movements/models/support.py:27-123): soldiers
 * leave the source castle now, led by a commander, and stand in the target castle from their arrival
 * for `WT` game hours (0-12), fighting beside its garrison; the survivors then come home. The request
 * names no kingdom: the target is in the source castle's kingdom. Support to one's own castle is the
 * game's 92 NO_SELF_DESTRUCTION (EmpireCore support.py: `cat` moves troops between one's own castles).
 * The movement is type 1 DEFENCE (EmpireCore enums/movements.py:17).
 * Not live: whether the target must be an alliance member (the client offers support to any castle;
 * the server's rule is not public: anyone's castle is accepted here), and what a stationed army's
 * return looks like in `gam` (here: type 1, D 1). The survivors are read from the target castle when
 * they come home; an attack there that its owner's world resolves later cannot take them back.
 */
import { KINGDOM_ID, UNIT } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext } from '../core/command-context';
import { CommandError, int, pairs, type Payload } from '../core/payload';
import type { CastleRecord, MovementRecord, PlayerCore, SupportEntry } from '../core/players';
import { GAME_HOUR_MS, realMs } from '../core/rules';
import { travelMs } from '../map/travel';

export function sendSupport(ctx: CommandContext, player: PlayerCore, from: CastleRecord, lordId: number, req: Payload): MovementRecord {
  const tx = int(req, 'TX', 0);
  const ty = int(req, 'TY', 0);
  const found = ctx.castlesIn(from.kingdom).find(({ castle }) => castle.x === tx && castle.y === ty);
  if (!found) throw new CommandError(`no castle at ${tx}:${ty} in kingdom ${KINGDOM_ID[from.kingdom]}`, RESULT.INVALID_AREA);
  if (found.owner.playerId === player.playerId)
    throw new CommandError('support goes to another player’s castle (cat moves troops between your own)', RESULT.NO_SELF_DESTRUCTION);
  const hours = int(req, 'WT', 0, 12);
  let troops = 0;
  for (const [wod, amount] of pairs(req.A, 'A')) {
    if (wod !== UNIT.SPEARMAN) throw new CommandError(`unit ${wod} is not in the castle`, RESULT.TOO_MUCH_UNITS);
    if (amount <= 0) throw new CommandError('A: amounts must be positive', RESULT.INVALID_PARAMETER_VALUE);
    troops += amount;
  }
  if (troops === 0) throw new CommandError('support needs soldiers', RESULT.MOVEMENT_HAS_NO_UNITS);
  if (troops > from.troops) throw new CommandError(`not enough units: ${from.troops} at home`, RESULT.TOO_MUCH_UNITS);
  from.troops -= troops;

  const travel = travelMs(from, found.castle, ctx.timeScale);
  const arrivesAt = ctx.now + travel;
  const until = arrivesAt + Math.round(realMs(hours * GAME_HOUR_MS, ctx.timeScale));
  const entry: SupportEntry = { id: ctx.nextId(), fromPlayerId: player.playerId, troops, arrivesAt, until };
  found.castle.support = [...(found.castle.support ?? []).filter((s) => s.until > ctx.now), entry];
  const { castle, owner } = found;
  const ally = {
    playerId: owner.playerId,
    name: owner.name,
    level: owner.level,
    allianceId: owner.allianceId ?? -1,
    castle: { id: castle.id, x: castle.x, y: castle.y, name: castle.name, kingdom: castle.kingdom },
    supportId: entry.id,
  };
  const base = { castleId: from.id, targetId: null, troops, loot: null, attacker: null, lordId, ally };
  const out: MovementRecord = { ...base, id: entry.id, type: 'support', departedAt: ctx.now, arrivesAt };
  // The way home is known now; it is listed once it sets out (movement-views.ts movementList).
  const home: MovementRecord = { ...base, id: ctx.nextId(), type: 'supportHome', departedAt: until, arrivesAt: until + travel };
  player.movements.push(out, home);
  return out;
}

/** The soldiers of a support still standing: the entry's count, read from whichever castle holds it. */
export function survivorsOf(entryId: number, players: Iterable<PlayerCore>): number | null {
  for (const p of players) for (const c of p.castles) for (const s of c.support ?? []) if (s.id === entryId) return s.troops;
  return null;
}

/** Takes a fight's losses off the garrison and the support there, in proportion; returns the garrison's share. */
export function shareLosses(castle: CastleRecord, present: SupportEntry[], lost: number): number {
  const helpers = present.reduce((sum, s) => sum + s.troops, 0);
  const soldiers = castle.troops + helpers;
  if (soldiers === 0 || lost <= 0) return 0;
  const total = Math.min(soldiers, lost);
  let supportLost = 0;
  for (const s of present) {
    const share = Math.min(s.troops, Math.round((total * s.troops) / soldiers));
    s.troops -= share;
    supportLost += share;
  }
  const garrisonLost = Math.min(castle.troops, total - supportLost);
  castle.troops -= garrisonLost;
  return garrisonLost;
}
