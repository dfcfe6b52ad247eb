/**
 * The map searches: `fnm`, the nearest map object of an area type (the client's "show me" buttons), and
 * `fec`, the next enemy castle near a place (its "search enemy" button), answered from the world's map
 * (npcs.ts, the players' castles) as EmpireCore reads them (map/models/areas.py: `{gaa, X, Y}`, 153
 * NO_PLAYER_FOUND when nothing matches). `fnt` (the Berimond tower) is in commands.ts.
 *
 * Not live, where no public source tells: what a search is measured from (`fnm` from the player's first
 * castle in the kingdom, else their main castle's place), how many rows around the object the reply
 * carries (here the object's row alone), whether the map-read ban counts a search (here its one row is
 * counted, as a map read of one tile, rules.ts MAP_BAN), what LMIN -3 asks (any level, as -1), and what
 * `fec` answers for an `N` past the castles there are (it wraps round, as the client's counter does at 10).
 */
import type { FoundOnMap } from '@shared/game-wire/event-reads';
import { KINGDOM_BY_ID, KINGDOM_ID, type Kingdom } from '@shared/game-wire/ids';
import type { AreaRow, LiveOwner } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext, Handlers } from '../core/command-context';
import { castleRow, npcRow, ownerOf, ownerRecord } from './live-views';
import { distance, levelFor, npcsIn, type NpcSite, presentNow } from './npcs';
import { CommandError, int, type Payload } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { CELL_SIZE, MAP_SIZE } from '../core/rules';

/** A level inside `LMIN`..`LMAX`, either bound negative for none. */
function levelFilter(req: Payload): (level: number) => boolean {
  const min = int(req, 'LMIN', -10, 10_000);
  const max = int(req, 'LMAX', -10, 10_000);
  return (level) => (min < 0 || level >= min) && (max < 0 || level <= max);
}

/** The nearest matching site to `from`: squares of growing size, done once the best lies inside the square searched. */
function nearestSite(
  ctx: CommandContext,
  player: PlayerCore,
  kingdom: Kingdom,
  from: { x: number; y: number },
  matches: (s: NpcSite) => boolean,
): NpcSite | undefined {
  for (let r = CELL_SIZE; ; r *= 2) {
    const sites = npcsIn(ctx.seed, player.zone, kingdom, { x1: from.x - r, y1: from.y - r, x2: from.x + r, y2: from.y + r }).filter(matches);
    const best = sites.sort((a, b) => distance(a, from) - distance(b, from) || a.id - b.id)[0];
    if (best && distance(best, from) <= r) return best;
    if (r >= MAP_SIZE) return best;
  }
}

/** The reply around one found row; reading it counts as reading its tile. */
function found(ctx: CommandContext, kid: number, rows: AreaRow[], owners: LiveOwner[], x: number, y: number): FoundOnMap {
  ctx.readTiles(1);
  return { gaa: { KID: kid, AI: rows, OI: owners }, X: x, Y: y };
}

export const MAP_SEARCH_ANSWERS: Handlers<'fnm' | 'fec'> = {
  fnm: (ctx, player, req) => {
    const type = int(req, 'T', 0, 1000);
    const kid = int(req, 'KID', 0);
    const kingdom = KINGDOM_BY_ID.get(kid);
    if (!kingdom) throw new CommandError(`no kingdom ${kid}`, RESULT.INVALID_PARAMETER_VALUE);
    const inLevel = levelFilter(req);
    const owner = int(req, 'NID', -100_000, 100_000);
    const from = player.castles.find((c) => c.kingdom === kingdom) ?? player.castles[0]!;
    const rowOf = (site: NpcSite) => {
      const until = ctx.cooldownUntil(player.zone, site.id);
      return npcRow(site, player.victories[site.id] ?? 0, until > ctx.now ? Math.ceil((until - ctx.now) / 1000) : 0);
    };
    const site = nearestSite(
      ctx,
      player,
      kingdom,
      from,
      (s) =>
        // Event targets are on the map only while their event runs, as gaa shows them.
        presentNow(ctx, s.kind) && rowOf(s)[0] === type && inLevel(levelFor(s, player.victories[s.id] ?? 0)) && (owner === -1 || ownerOf(s) === owner),
    );
    if (!site) throw new CommandError(`no area of type ${type} found`, RESULT.NO_PLAYER_FOUND);
    return found(ctx, kid, [rowOf(site)], [], site.x, site.y);
  },

  fec: (ctx, player, req) => {
    const at = { x: int(req, 'X', -10_000, 10_000), y: int(req, 'Y', -10_000, 10_000) };
    const index = int(req, 'N', 0, 9);
    const inLevel = levelFilter(req);
    // The request names no kingdom: the one of our castle searched from, else the Great Empire.
    const kingdom = player.castles.find((c) => c.x === at.x && c.y === at.y)?.kingdom ?? 'green';
    // Enemies: other players' castles, not our alliance's (not live: whether live skips allies is not public).
    const allies = new Set(ctx.allies(player).map((p) => p.playerId));
    const enemies = ctx
      .castlesIn(kingdom)
      .filter(({ owner }) => owner !== player && !allies.has(owner.playerId) && inLevel(owner.level))
      .sort((a, b) => distance(a.castle, at) - distance(b.castle, at) || a.castle.id - b.castle.id);
    if (enemies.length === 0) throw new CommandError('no enemy castle found', RESULT.NO_PLAYER_FOUND);
    const { castle, owner } = enemies[index % enemies.length]!;
    return found(ctx, KINGDOM_ID[kingdom], [castleRow(castle, owner.playerId)], [ownerRecord(owner)], castle.x, castle.y);
  },
};
