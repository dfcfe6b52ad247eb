/**
 * `tsh`: one's own daily and overall points and ranks on the temporary server (Outer Realms), from the
 * player's account on its zone (temp-servers.ts): the overall points are its won fights there, the daily
 * ones the fights it won this game day (players.ts `dayWins`, counted in simulate.ts as fights are won).
 * Answered on the main server too, for the same account: EmpireCore sends `tsh` on the session it has,
 * requiring only that the event runs (events/service.py get_temporary_server_ranks), and the client
 * parses it into the event's own entry (TempServerEventVO.parseOwnRanks). Outside the event, the live 145.
 *
 * Not live: what scores points on a temporary server (here a won fight is a point, as rankings.ts counts
 * them), when the daily score resets (rules.ts gameDay), and the unranked rank (-1 here, as `pep` answers
 * it; EmpireCore reads any rank below 0 as 0, "unranked", which says the live one is negative too).
 */
import { EVENT_ID, TEMP_SERVERS } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext, Handlers } from '../core/command-context';
import { CommandError } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { wonFights } from './rankings';
import { gameDay } from '../core/rules';
import { TEMP_ZONES } from './temp-servers';

const ZONE = TEMP_ZONES.get(TEMP_SERVERS['outer-realms'].GST)!;

/** The player's rank by `score` among the zone's players with points (ties by player id); -1 without points. */
function rankOf(players: PlayerCore[], own: PlayerCore | undefined, score: (p: PlayerCore) => number): number {
  const mine = own ? score(own) : 0;
  if (!own || mine <= 0) return -1;
  return 1 + players.filter((p) => score(p) > mine || (score(p) === mine && p.playerId < own.playerId)).length;
}

export const TEMP_SERVER_SCORE_ANSWERS: Handlers<'tsh'> = {
  tsh: (ctx: CommandContext, player) => {
    if (!(ctx.events().E ?? []).some((e) => e.EID === EVENT_ID.TEMP_SERVER))
      throw new CommandError('the temporary server event is not running', RESULT.NO_EVENT);
    const players = ctx.playersIn(ZONE);
    const own = player.zone === ZONE ? player : players.find((p) => p.name === player.name);
    const today = gameDay(ctx.now, ctx.timeScale);
    const daily = (p: PlayerCore) => (p.dayWins?.day === today ? p.dayWins.wins : 0);
    return { DHS: own ? daily(own) : 0, DR: rankOf(players, own, daily), HS: own ? wonFights(own) : 0, R: rankOf(players, own, wonFights) };
  },
};
