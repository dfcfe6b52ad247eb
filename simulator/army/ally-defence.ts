/**
 * An alliance member's defence screen before sending support (`sdi {TX, TY, SX, SY}`, shape in
 * shared/src/game-wire/own-systems.ts; EmpireCore defense/models.py:370-450): the ally's castle at
 * `TX`/`TY` in the kingdom of our castle at `SX`/`SY`, its defenders by position as a spy report lists
 * them (the tools placed on each wall section, the garrison in the keep, the support stationed there now,
 * support.ts), its row and owner, and our own units and commanders for the support to pick from.
 *
 * Live (EmpireCore defense/service.py:177-215): one's own castle is 92 NO_SELF_DESTRUCTION. Not live: a
 * castle of a player outside the alliance, or no castle there, is 203 as `aci` refuses one (the live code
 * is not public); the defence is the present one, so `AS` (the spy report's age) is 0; no castellan
 * (`B` null), stronghold or reserve, and the limits (`UYL`, `AUYL`, `UWL`) are 0 as in `dfc`.
 */
import type { UnitCount } from '@shared/game-wire/live-shapes';
import type { SupportDefenceInfo } from '@shared/game-wire/own-systems';
import { UNIT } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { castleInventory, castleRow, commanders, ownerRecord } from '../map/live-views';
import { CommandError, int } from '../core/payload';
import type { CastleRecord } from '../core/players';

const spearmen = (count: number): UnitCount[] => (count > 0 ? [[UNIT.SPEARMAN, count]] : []);

/** The defenders by position: wall left, middle, right (their placed tools), keep, stronghold, support (a spy report's too: spies.ts). */
export function defendersByPosition(castle: CastleRecord, now: number): UnitCount[][] {
  const stationed = (castle.support ?? []).filter((s) => s.arrivesAt <= now && now < s.until).reduce((sum, s) => sum + s.troops, 0);
  const { L, M, R } = castle.defence.wall;
  return [L, M, R].map((slots) => slots.filter(([, n]) => n > 0)).concat([spearmen(castle.troops), [], spearmen(stationed)]);
}

export const ALLY_DEFENCE_ANSWERS: Handlers<'sdi'> = {
  sdi: (ctx, player, req) => {
    const [tx, ty, sx, sy] = [int(req, 'TX', 0), int(req, 'TY', 0), int(req, 'SX', 0), int(req, 'SY', 0)];
    const source = player.castles.find((c) => c.x === sx && c.y === sy);
    if (!source) throw new CommandError(`no castle of yours at ${sx}:${sy}`, RESULT.NOT_IN_OWNED_CASTLE);
    if (player.castles.some((c) => c.kingdom === source.kingdom && c.x === tx && c.y === ty)) {
      throw new CommandError('your own castle: read its defence with dfc', RESULT.NO_SELF_DESTRUCTION);
    }
    const ally = ctx.allies(player).find((p) => p.castles.some((c) => c.kingdom === source.kingdom && c.x === tx && c.y === ty));
    const castle = ally?.castles.find((c) => c.kingdom === source.kingdom && c.x === tx && c.y === ty);
    if (!ally || !castle) throw new CommandError(`no castle of an alliance member at ${tx}:${ty}`, RESULT.INVALID_AREA);
    const reply: SupportDefenceInfo = {
      SCID: source.id,
      S: defendersByPosition(castle, ctx.now),
      AS: 0,
      B: null,
      gaa: { AI: castleRow(castle, ally.playerId), OI: [ownerRecord(ally)] },
      gui: { I: castleInventory(source), SHI: [] },
      gli: commanders(player),
      UYL: 0,
      AUYL: 0,
      UWL: 0,
    };
    return reply;
  },
};
