/**
 * The season league (event 601): while a season runs, players earn medals by playing, and `kli {}`
 * answers where one stands: division, medals (one's own and one's alliance's), promotion progress and the
 * seconds to the medal payout at the season's end (EmpireCore ranking/service.py get_season_info,
 * event_models.py GetSeasonInfoResponse). Outside a season, the live 145.
 *
 * Not live (no public source shows how medals are won, their ids, the divisions or the promotions): a
 * fight won in the season earns one medal of id MEDAL (event-runs.ts), so a new season starts from none;
 * the division is one per DIVISION_MEDALS medals, up to DIVISIONS, and its size the zone's players in it
 * (those without medals in the first); the promotion is the division, its medal points one's medals. The
 * passes and the introduction dialogs are not answered (the world sells no pass and shows no dialog).
 */
import type { EventSystemReads } from '@shared/game-wire/event-systems';
import { EVENT_ID } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { runFights } from './event-runs';
import { CommandError } from '../core/payload';
import type { PlayerCore } from '../core/players';

export const SEASON = { medal: 1, divisionMedals: 10, divisions: 5 } as const;

export const medalsOf = (p: PlayerCore, now: number) => runFights(p, EVENT_ID.SEASON_LEAGUE, now);
export const divisionOf = (medals: number) => Math.min(SEASON.divisions, 1 + Math.floor(medals / SEASON.divisionMedals));

export const SEASON_LEAGUE_ANSWERS: Handlers<'kli'> = {
  kli: (ctx, player): EventSystemReads['kli']['res'] => {
    const season = (ctx.events().E ?? []).find((e) => e.EID === EVENT_ID.SEASON_LEAGUE);
    if (!season) throw new CommandError('no season league is running', RESULT.NO_EVENT);
    const medals = medalsOf(player, ctx.now);
    const division = divisionOf(medals);
    const size = ctx.playersIn(player.zone).filter((p) => divisionOf(medalsOf(p, ctx.now)) === division).length;
    const alliance = (player.allianceId ?? -1) >= 0 ? [player, ...ctx.allies(player)].reduce((sum, p) => sum + medalsOf(p, ctx.now), 0) : null;
    return {
      KLD: { KLDID: division, KLDS: size },
      KLM: [[SEASON.medal, medals]],
      ...(alliance === null ? {} : { KLAM: [[SEASON.medal, alliance]] as Array<[number, number]> }),
      KLR: { KLRID: division, KLMP: medals },
      RD: season.RS ?? 0,
    };
  },
};
