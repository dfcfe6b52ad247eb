/**
 * The colossus (event 44): the zone's players donate to it while it runs, and `che {SV}` answers the
 * donors around one's own place ("-1"), a rank, or a name, with one's own points (EmpireCore
 * ranking/service.py get_colossus_highscore: the command names no event, the server picks the running
 * colossus). Outside a run, the live 145.
 *
 * Not live: no public source shows the donate command (EmpireCore and ggejs read `che` only), so here a
 * player donates by playing: each fight won during the run gives DONATION_PER_FIGHT points
 * (event-runs.ts), and a new run starts from none. The page's length is the highscores' (rankings.ts
 * HIGHSCORE_PAGE); a name or rank not on the list is an empty page, as `hgh` answers it. The colossus's
 * level is not in `che` (EmpireCore reads `OP`, `LR`, `HS` only), so it is not answered here.
 */
import type { ColossusDonor, EventSystemReads } from '@shared/game-wire/event-systems';
import { EVENT_ID } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext, Handlers } from '../core/command-context';
import { runFights } from './event-runs';
import { CommandError, text } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { HIGHSCORE_PAGE } from './rankings';

/** Points a won fight donates, in the live unit "before the event's conversion" (the client shows them ×0.01). */
export const DONATION_PER_FIGHT = 100;

export function donatedPoints(player: PlayerCore, now: number): number {
  return runFights(player, EVENT_ID.COLOSSUS, now) * DONATION_PER_FIGHT;
}

/** The zone's donors by points, then by player id (so a tie reads the same each time). */
function donors(ctx: CommandContext, zone: string): ColossusDonor[] {
  return ctx
    .playersIn(zone)
    .map((p) => ({ p, points: donatedPoints(p, ctx.now) }))
    .filter(({ points }) => points > 0)
    .sort((a, b) => b.points - a.points || a.p.playerId - b.p.playerId)
    .map(({ p, points }, i) => ({ CR: i + 1, PN: p.name, CP: points, PID: p.playerId }));
}

export const COLOSSUS_ANSWERS: Handlers<'che'> = {
  che: (ctx, player, req): EventSystemReads['che']['res'] => {
    if (!(ctx.events().E ?? []).some((e) => e.EID === EVENT_ID.COLOSSUS)) throw new CommandError('no colossus is running', RESULT.NO_EVENT);
    const rows = donors(ctx, player.zone);
    const asked = text(req, 'SV', 64);
    const around = (row: ColossusDonor | undefined) => (row ? Math.max(1, row.CR - Math.floor(HIGHSCORE_PAGE / 2)) : null);
    const first =
      asked === '-1'
        ? (around(rows.find((r) => r.PID === player.playerId)) ?? 1)
        : /^\d+$/.test(asked)
          ? Number(asked)
          : around(rows.find((r) => r.PN === asked));
    return { OP: donatedPoints(player, ctx.now), LR: rows.length, HS: first === null ? [] : rows.slice(first - 1, first - 1 + HIGHSCORE_PAGE) };
  },
};
