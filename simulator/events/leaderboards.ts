/**
 * The event leaderboards (`llsp`, `llsw`, `slse`) and a player's event performance (`gpe`), from the
 * points the local world keeps: won fights on an event's camps (rankings.ts `eventPoints`, as `pep`
 * counts them). The client pages with llsp/llsw/slse only the long-term point event's and the donation
 * event's boards (EmpireCore events/models.py EVENT_SCOREBOARDS, `is_leaderboard`); the long-term point
 * event runs here (rules.ts EVENT_SCHEDULE) and counts the points of the other events (rankings.ts
 * `eventScore`).
 * A list whose event is not running is the live 145 NO_EVENT (ranking/service.py get_ranking_list: "a
 * live server answered NO_EVENT (145) for every list with no event running"); the donation event never
 * runs here. Not live: one league (a page is answered in the league asked for), alliances have no names
 * (`A` ''), the score id `SI` is the player's id, the row's server instance `I` is left out (no public
 * source pairs it with a zone), and the points are not reset between runs (the world keeps won fights).
 */
import type { LeaderboardPage, LeaderboardRow } from '@shared/game-wire/event-reads';
import { EVENT_ID } from '@shared/game-wire/ids';
import { decodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext, Handlers } from '../core/command-context';
import { CommandError, int, text, type Payload } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { eventScore, zonePlayers } from './rankings';

/** The leaderboard lists and the event each belongs to (EmpireCore enums/ranking.py LONG_TERM_POINT_EVENT 53; events/models.py EVENT_SCOREBOARDS). */
const LIST_EVENT: Readonly<Record<number, number>> = { 53: EVENT_ID.LONG_TERM_POINT_EVENT };
/** The most rows a page holds, whatever `M` asks (not live: the live limit is not public; the client asks 10). */
const MAX_PAGE = 50;

function running(ctx: CommandContext, eventId: number): boolean {
  return (ctx.events().E ?? []).some((e) => e.EID === eventId);
}

/** The list `LT` names, its event running; otherwise the live 145. */
function runningList(ctx: CommandContext, req: Payload): { list: number; eventId: number } {
  const list = int(req, 'LT', 1, 1000);
  const eventId = LIST_EVENT[list];
  if (eventId === undefined || !running(ctx, eventId)) throw new CommandError(`no event runs list ${list}`, RESULT.NO_EVENT);
  return { list, eventId };
}

/** Every player of the zone with points, most first; ties by player id, so pages agree with each other. */
function board(ctx: CommandContext, eventId: number): Array<{ row: LeaderboardRow; player: PlayerCore }> {
  return zonePlayers(ctx)
    .map((player) => ({ player, score: eventScore(ctx, player, eventId) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.player.playerId - b.player.playerId)
    .map(({ player, score }, i) => ({ player, row: { R: i + 1, S: score, P: player.name, A: '', SI: String(player.playerId) } }));
}

function page(list: number, league: number, rows: LeaderboardRow[], from: number, size: number): LeaderboardPage {
  return { LT: list, LID: league, L: rows.slice(from, from + size), T: rows.length };
}

export const LEADERBOARD_ANSWERS: Handlers<'llsp' | 'llsw' | 'slse' | 'gpe'> = {
  llsp: (ctx, _player, req) => {
    const { list, eventId } = runningList(ctx, req);
    const rows = board(ctx, eventId).map((b) => b.row);
    return page(list, int(req, 'LID', -1, 1000), rows, int(req, 'R', 1, 1_000_000) - 1, int(req, 'M', 1, MAX_PAGE));
  },

  // The page holding score `SI`, or one's own with `SI` empty; a score not on the list (or a player without
  // points) is the top page, where the client's dialog opens for someone unranked.
  llsw: (ctx, player, req) => {
    const { list, eventId } = runningList(ctx, req);
    const size = int(req, 'M', 1, MAX_PAGE);
    // An empty `SI` (sent as such, EmpireCore's default) asks for one's own page: text() takes no empty string.
    const wanted = req.SI === '' ? String(player.playerId) : decodeJsonText(text(req, 'SI', 64));
    const rows = board(ctx, eventId).map((b) => b.row);
    const at = Math.max(
      0,
      rows.findIndex((r) => r.SI === wanted),
    );
    return page(list, int(req, 'LID', -1, 1000), rows, at - (at % size), size);
  },

  // Names holding the search text, case-insensitive, all in the one league here.
  slse: (ctx, _player, req) => {
    const { list, eventId } = runningList(ctx, req);
    const search = decodeJsonText(text(req, 'SV', 64)).toLowerCase();
    const found = board(ctx, eventId).filter(({ player }) => search !== '' && player.name.toLowerCase().includes(search));
    return { LT: list, LID: 1, L: found.length ? [{ LID: 1, L: found.map(({ row }) => row.SI) }] : [] };
  },

  // The counters `PST` (EmpireCore enums/events.py PerformanceStatistic: influence, alliance towers,
  // aquamarine) count systems the local world does not have, so none is listed rather than a 0 for each.
  gpe: (ctx, _player, req) => {
    const eventId = int(req, 'EID', 0);
    if (!running(ctx, eventId)) throw new CommandError(`event ${eventId} is not running`, RESULT.NO_EVENT);
    const id = int(req, 'PID', 0);
    const found = zonePlayers(ctx).find((p) => p.playerId === id);
    if (!found) throw new CommandError(`no player ${id}`, RESULT.PLAYER_NOT_FOUND);
    return { AMT: eventScore(ctx, found, eventId), PST: [] };
  },
};
