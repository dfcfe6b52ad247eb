/**
 * The alliance battle ground (Beyond the Horizon): a player enters its zone with the alliance of their
 * home account (carried on each entry, temp-servers.ts tokens name the home zone), and `abgph {AID}`
 * answers that alliance's rank there, by the fights its members' accounts won on the battle ground.
 * Answered on the main server too, for the player's own alliance: EmpireCore sends `abgph` on the session
 * it has, needing only the running event (events/service.py get_battleground_rank), and the client
 * parses it into the event's entry (AllianceBattleGroundEventVO.parseOwnRanks, EmpireCore
 * events/board_models.py). Outside the event, the live 145; an alliance not one's own, 114.
 *
 * Not live: what scores on the battle ground (here a won fight of a member is a point; the live battle
 * ground scores its alliance towers, whose timers `trt` reads: battle-ground-towers.ts), that alliance ids
 * are one space across home zones, and the unranked rank (-1, as `pep` answers it).
 */
import { EVENT_ID, TEMP_SERVERS } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { CommandError, int } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { wonFights } from './rankings';
import { TEMP_ZONES } from './temp-servers';

export const BATTLE_GROUND_ZONE = TEMP_ZONES.get(TEMP_SERVERS['beyond-the-horizon'].GST)!;

/** The battle ground account takes the home account's alliance as it is at this entry (none: none). */
export function enterWithAlliance(account: PlayerCore, home: PlayerCore | undefined): void {
  if (home?.allianceId === undefined) delete account.allianceId;
  else account.allianceId = home.allianceId;
}

export const BATTLE_GROUND_ANSWERS: Handlers<'abgph'> = {
  abgph: (ctx, player, req) => {
    if (!(ctx.events().E ?? []).some((e) => e.EID === EVENT_ID.ALLIANCE_BATTLE_GROUND))
      throw new CommandError('the alliance battle ground is not running', RESULT.NO_EVENT);
    const aid = int(req, 'AID', -1);
    if (aid < 0 || aid !== player.allianceId) throw new CommandError(`alliance ${aid} is not yours`, RESULT.ALLI_NOT_FOUND);
    const points = new Map<number, number>();
    for (const p of ctx.playersIn(BATTLE_GROUND_ZONE)) {
      if (p.allianceId !== undefined && p.allianceId >= 0) points.set(p.allianceId, (points.get(p.allianceId) ?? 0) + wonFights(p));
    }
    const own = points.get(aid) ?? 0;
    // Ties by alliance id, so the rank is the same on every read.
    const ahead = [...points].filter(([id, score]) => score > own || (score === own && id < aid)).length;
    return { R: own > 0 ? ahead + 1 : -1 };
  },
};
