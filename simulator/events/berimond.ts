/**
 * Berimond, the faction event's kingdom (event 3 FACTION, kingdom 10): a player opens it with `fsc` while
 * the event runs and gets a camp there (area type 15), answered as `fjf` with the events, the castle list
 * (`mir.gcl`) and `kpi` (EmpireCore state/manager.py:515-524, the client's FJFCommand). The request's
 * shape is bot-only (the GGE-BOT fork's attackBerimondKingdom.js: `{ID: 2, PWR: 0, OC2: 0, SID: 10}`).
 * Not live: the join is free here (the fork asks for 9,000 wood and stone in the main castle before it
 * sends it, so the live join may cost them; which code the live server refuses with is not public), and
 * the camp stays when the event ends.
 */
import type { Commands } from '@shared/game-wire/commands';
import { EVENT_ID } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext } from '../core/command-context';
import { castleList, kingdomInfo } from '../map/live-views';
import { CommandError, int, type Payload } from '../core/payload';
import { homePosition, newCastle, type PlayerCore } from '../core/players';

export function openBerimond(ctx: CommandContext, player: PlayerCore, req: Payload): Commands['fsc']['res'] {
  if (int(req, 'ID', 0) !== 2 || int(req, 'SID', 0) !== 10) throw new CommandError('fsc opens Berimond with ID 2 and SID 10', RESULT.INVALID_PARAMETER_VALUE);
  if (!(ctx.events().E ?? []).some((e) => e.EID === EVENT_ID.BERIMOND)) throw new CommandError('Berimond is not open now', RESULT.GENERAL_ERROR);
  if (player.castles.some((c) => c.kingdom === 'berimond')) throw new CommandError('you have a camp in Berimond already', RESULT.GENERAL_ERROR);
  const at = homePosition(ctx.seed, player.zone, player.name, 'berimond');
  player.castles.push({ ...newCastle(ctx.nextId(), `${player.name}'s camp`, 'berimond', at.x, at.y, ctx.now), troops: 0 });
  return { sei: ctx.events(), mir: { gcl: castleList(player) }, kpi: kingdomInfo(player, ctx.now) };
}
