/**
 * The resource isles' commands (simulator/isles-and-ruins.md): the isle attack dialog's pre-calculation
 * `aii` (EmpireCore attack/models/target_info.py:160-190, read as `aci`'s reply), the isles in the Storm
 * Islands' map reads, and the target a conquest (`cra` with `ATT` 7, army-commands.ts) may take.
 */
import type { LiveOwner } from '@shared/game-wire/live-shapes';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import type { ResourceIsleRow } from '@shared/game-wire/isles-and-ruins';
import { RESULT } from '@shared/game-wire/protocol';
import { attackInfoReply } from './attack-info';
import type { CommandContext, Handlers } from '../core/command-context';
import { isleRow, isleSiteAt, isleSitesIn, isleState, type IsleSite } from '../map/isle-sites';
import { ownerRecord } from '../map/live-views';
import { CommandError, int } from '../core/payload';
import type { CastleRecord, PlayerCore } from '../core/players';

/** The isle at a tile of kingdom `kid` with its row and holder, as the map shows it now; 203 where the map shows none. */
function isleOnMap(ctx: CommandContext, player: PlayerCore, kid: number, x: number, y: number): { site: IsleSite; row: ResourceIsleRow; owners: LiveOwner[] } {
  const site = kid === KINGDOM_ID.storm ? isleSiteAt(ctx.seed, player.zone, x, y) : undefined;
  const state = site && isleState(site, ctx.playersIn(player.zone), ctx.now, ctx.timeScale);
  const row = site && state ? isleRow(site, state, ctx.now) : null;
  // Not live: the code refusing a tile with no isle on it is not public; 203 as `adi` and `cra` refuse theirs.
  if (!site || !state || !row) throw new CommandError(`no resource isle at ${x}:${y} in kingdom ${kid}`, RESULT.INVALID_AREA);
  return { site, row, owners: state.kind === 'held' ? [ownerRecord(state.holder)] : [] };
}

/**
 * The isle a conquest from `castle` may take at TX/TY: one on the map now. Whether it is free (not
 * claimed by an army on its way, held or away) is the zone's cooldown store's, checked by `cra` as for
 * every target; so a held isle is refused with COOLING_DOWN (95). Ours, not live: how a held isle is
 * fought for is not public, so it cannot be taken from its holder here.
 */
export function conquestTarget(ctx: CommandContext, player: PlayerCore, castle: CastleRecord, x: number, y: number): IsleSite {
  return isleOnMap(ctx, player, KINGDOM_ID[castle.kingdom], x, y).site;
}

/** The isles of a Storm Islands map read, with their holders' records. */
export function isleRowsIn(
  ctx: CommandContext,
  player: PlayerCore,
  rect: { x1: number; y1: number; x2: number; y2: number },
): { rows: ResourceIsleRow[]; owners: LiveOwner[] } {
  const players = ctx.playersIn(player.zone);
  const rows: ResourceIsleRow[] = [];
  const owners: LiveOwner[] = [];
  for (const site of isleSitesIn(ctx.seed, player.zone, rect)) {
    const state = isleState(site, players, ctx.now, ctx.timeScale);
    const row = isleRow(site, state, ctx.now);
    if (row) rows.push(row);
    if (state.kind === 'held') owners.push(ownerRecord(state.holder));
  }
  return { rows, owners };
}

export const RESOURCE_ISLE_ANSWERS: Handlers<'aii'> = {
  /**
   * `aii {KID, TX, TY}`: the isle's row and holder, our inventory and commanders. The client sends no
   * source castle; ours, not live: the reply's source (`SCID`, `gui`) is our first castle in that kingdom.
   */
  aii: (ctx, player, req) => {
    const kid = int(req, 'KID', 0);
    const tx = int(req, 'TX', 0);
    const ty = int(req, 'TY', 0);
    const source = player.castles.find((c) => KINGDOM_ID[c.kingdom] === kid);
    if (!source) throw new CommandError(`no castle of yours in kingdom ${kid}`, RESULT.NOT_IN_OWNED_CASTLE);
    const { row, owners } = isleOnMap(ctx, player, kid, tx, ty);
    return attackInfoReply(ctx, player, source, { tx, ty, kid }, row, owners);
  },
};
