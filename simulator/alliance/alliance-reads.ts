/**
 * The alliance's reads EmpireCore makes (shapes and sources in shared/src/game-wire/client-reads.ts):
 * its details and members (`ain`), applications (`aal`) and chat log (`acl`), answered from what the
 * local world keeps of an alliance: its id and its members (alliances.ts; tests and operators make them
 * with `world.joinAlliance`). No command here writes an application or a chat line, so those lists are
 * the live shape of "none"; the forum (`gat`) is in alliance-life.ts. Not live: an alliance has no name here
 * (`N` ""), members hold no rank (`AR` absent, so no leader) and no donations or login activity (`AMI`
 * absent), and no fame or might is kept (`CF`, `MP` absent: the client reads 0).
 */
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext, Handlers } from '../core/command-context';
import { ownerRecord } from '../map/live-views';
import { CommandError, int } from '../core/payload';
import type { AllianceInfo } from '@shared/game-wire/client-reads';
import type { PlayerCore } from '../core/players';
import { zonePlayers } from '../events/rankings';

type AllianceRead = 'ain' | 'aal' | 'acl';

/** Every player of the connection's zone in alliance `aid`, by player id (`M`'s order when ranks are equal). */
export function membersOf(ctx: CommandContext, aid: number): PlayerCore[] {
  if (aid < 0) return [];
  return zonePlayers(ctx)
    .filter((p) => p.allianceId === aid)
    .sort((a, b) => a.playerId - b.playerId);
}

/**
 * The reads of one's own alliance need one. EmpireCore sends them only from one, and reads the server's
 * 114 ALLI_NOT_FOUND as "no longer in one" (alliance/service.py:924-945): so answered here, with the reason.
 */
export function ownAlliance(player: PlayerCore): number {
  const aid = player.allianceId ?? -1;
  if (aid < 0) throw new CommandError('not in an alliance', RESULT.ALLI_NOT_FOUND);
  return aid;
}

/** An alliance's details and members (`ain`'s `A`, `bai`'s too); an id no player holds is 114. */
export function allianceInfo(ctx: CommandContext, aid: number): AllianceInfo {
  const members = membersOf(ctx, aid);
  if (members.length === 0) throw new CommandError(`no alliance ${aid}`, RESULT.ALLI_NOT_FOUND);
  // `AA` is sent: without it the client keeps 12 open applications (info.py:434-438); nobody can apply here.
  return { AID: aid, N: '', M: members.map(ownerRecord), AA: 0 };
}

export const ALLIANCE_READ_ANSWERS: Handlers<AllianceRead> = {
  ain: (ctx, _player, req) => ({ A: allianceInfo(ctx, int(req, 'AID', -1)) }),

  aal: (_ctx, player) => {
    ownAlliance(player);
    return { AL: [], OI: [] };
  },

  // The web client only reads the `acl` a live server pushes at login; EmpireCore asks for it (chat.py:145-160).
  acl: (_ctx, player) => {
    ownAlliance(player);
    return { CM: [] };
  },
};
