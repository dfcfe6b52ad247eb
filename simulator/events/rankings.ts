/**
 * Highscores (`hgh`) and event points (`pep`) from the one figure the local world keeps per player: won
 * fights (`player.victories`, per NPC target). Not live: which figure each live list scores (honour,
 * might, loot, ...) is not kept here, so every player list ranks won fights; an event's points are the
 * won fights on its own camps, one point each; a page holds HIGHSCORE_PAGE rows.
 */
import type { ClientReads, HighscoreRow } from '@shared/game-wire/client-reads';
import { decodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import { EVENT_ID } from '@shared/game-wire/ids';
import type { CommandContext } from '../core/command-context';
import { RUN_SCORED_EVENTS, runFights } from './event-runs';
import { ownerRecord } from '../map/live-views';
import { EVENT_OF_KIND, npcById } from '../map/npcs';
import { CommandError, int, text, type Payload } from '../core/payload';
import type { PlayerCore } from '../core/players';

/** Rows per highscore page (not live: the client's page size is not public). */
export const HIGHSCORE_PAGE = 10;
/** The player lists (EmpireCore enums/ranking.py: achievement points, weekly loot, honour, might, legend); the others rank alliances or events. */
const PLAYER_LISTS: ReadonlySet<number> = new Set([1, 2, 5, 6, 7]);

/** Every player of the connection's zone: each holds a castle in the Great Empire from the first login. */
export function zonePlayers(ctx: CommandContext): PlayerCore[] {
  return [...new Set(ctx.castlesIn('green').map(({ owner }) => owner))];
}

/** Ranked by the score, most first; ties by player id, so a page is the same on every read. */
function ranked(players: PlayerCore[], score: (p: PlayerCore) => number): HighscoreRow[] {
  return players
    .map((p) => ({ p, s: score(p) }))
    .sort((a, b) => b.s - a.s || a.p.playerId - b.p.playerId)
    .map(({ p, s }, i): HighscoreRow => [i + 1, s, ownerRecord(p)]);
}

export const wonFights = (p: PlayerCore) => Object.values(p.victories).reduce((sum, n) => sum + n, 0);

/**
 * `hgh {LT, LID, SV}`: `SV` "-1" is the page around the reader's own rank, a number the page from that
 * rank, a name the page around that player (none of that name: an empty page). Alliance and event lists
 * are answered empty (the local world keeps no score for them), and a name searched on them is 114.
 */
export function highscore(ctx: CommandContext, player: PlayerCore, req: Payload): ClientReads['hgh']['res'] {
  const list = int(req, 'LT', 1, 1000);
  const league = int(req, 'LID', -1, 1000);
  const asked = text(req, 'SV', 64);
  const search = decodeJsonText(asked);
  const players = PLAYER_LISTS.has(list);
  // An alliance search (the client's LT 11 with a name, EmpireCore alliance/models/search.py:62-90): no
  // alliance has a name here, so none is found, answered as live with 114.
  if (!players && search !== '-1' && !/^\d+$/.test(search)) throw new CommandError(`no alliance named ${search}`, RESULT.ALLI_NOT_FOUND);
  const rows = players ? ranked(zonePlayers(ctx), wonFights) : [];
  const around = (row: HighscoreRow | undefined) => (row ? Math.max(1, row[0] - Math.floor(HIGHSCORE_PAGE / 2)) : null);
  const first =
    search === '-1'
      ? around(rows.find((r) => r[2].OID === player.playerId))
      : /^\d+$/.test(search)
        ? Number(search)
        : around(rows.find((r) => r[2].N === search));
  const page = first === null ? [] : rows.slice(first - 1, first - 1 + HIGHSCORE_PAGE);
  return { LT: list, LID: league, LR: rows.length, SV: asked, L: page };
}

/** A player's points in an event: won fights on the camps that event brings (npcs.ts EVENT_OF_KIND). */
export function eventPoints(ctx: CommandContext, player: PlayerCore, eventId: number): number {
  let points = 0;
  for (const [id, wins] of Object.entries(player.victories)) {
    const site = npcById(ctx.seed, player.zone, Number(id));
    if (site && EVENT_OF_KIND[site.kind] === eventId) points += wins;
  }
  return points;
}

/** The events whose camps bring points, every one the long-term point event counts. */
const POINT_EVENTS = [...new Set(Object.values(EVENT_OF_KIND))];

/**
 * A player's points in an event. The long-term point event's are the sum of the events it counts, as its
 * live entry names the events "whose points count towards it" (EmpireCore events/models.py
 * LongTermPointEvent `UE`); not live: every event with camps here counts.
 */
export function eventScore(ctx: CommandContext, player: PlayerCore, eventId: number): number {
  if (eventId === EVENT_ID.LONG_TERM_POINT_EVENT) return POINT_EVENTS.reduce((sum, id) => sum + eventPoints(ctx, player, id), 0);
  // The events with a state of their own score the fights won in their run (event-runs.ts).
  if (RUN_SCORED_EVENTS.includes(eventId)) return runFights(player, eventId, ctx.now);
  return eventPoints(ctx, player, eventId);
}

/**
 * `pep {EID}` for a running event: `OP` the reader's points then the alliance's (the invasions' layout,
 * EmpireCore events/models.py:1634-1646), `OR` the reader's rank among the zone's players with points,
 * -1 without points or for the alliance (alliances are not ranked here). The Berimond invasion (85) lists
 * blue, red, alliance: not live, the local world has no factions and counts every player as blue.
 * An event that is not running is the live 145 (NO_EVENT).
 */
export function eventPointsReply(ctx: CommandContext, player: PlayerCore, req: Payload): ClientReads['pep']['res'] {
  const eventId = int(req, 'EID', 0);
  if (!(ctx.events().E ?? []).some((e) => e.EID === eventId)) throw new CommandError(`event ${eventId} is not running`, RESULT.NO_EVENT);
  const own = eventScore(ctx, player, eventId);
  const alliance = own + ctx.allies(player).reduce((sum, member) => sum + eventScore(ctx, member, eventId), 0);
  const rank = own > 0 ? ranked(zonePlayers(ctx), (p) => eventScore(ctx, p, eventId)).find((r) => r[2].OID === player.playerId)![0] : -1;
  const allianceKnown = (player.allianceId ?? -1) >= 0;
  if (eventId === 85) return { EID: eventId, OR: [rank, -1, -1], OP: [own, 0, allianceKnown ? alliance : 0] };
  return { EID: eventId, OR: [rank, -1], OP: [own, allianceKnown ? alliance : 0] };
}
