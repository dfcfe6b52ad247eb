/**
 * Ruins (simulator/isles-and-ruins.md): a long-inactive account's castles stand on the map as ruins for a
 * while, then free their tiles. Public: the map marks a ruin by its owner record's `R` 1 (EmpireCore
 * map/models/areas.py `is_ruin`, ggejs `params.R === 1`; the client's CastleMapobject opens the ruin
 * dialog for such a castle), `rui {PX, PY}` answers the seconds until it frees (`ART`, map/models/ruins.py),
 * the game's support pages say an account inactive long enough turns into a ruin and is then removed from
 * the map, the time depending on its level, and a player on the game's forum gives the rule "level + 1
 * days". Ours, not live: that rule exactly (in game days), how long a ruin stands (RUIN_STANDS_DAYS), and
 * that a login ends it with the castles where they were (live, a returning paying player's castle is put
 * elsewhere, and a non-paying one's progress is gone).
 */
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { CommandError, int } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { GAME_HOUR_MS, realMs } from '../core/rules';

/** Ours: game days a ruin stands before its tiles free. */
export const RUIN_STANDS_DAYS = 7;

/** An account's castles now: standing (null), a ruin until `freesAt` (real epoch ms), or freed (off the map). */
export function ruinState(player: PlayerCore, now: number, timeScale: number): { freesAt: number } | 'freed' | null {
  const day = realMs(24 * GAME_HOUR_MS, timeScale);
  const ruinAt = (player.lastSeenAt ?? player.createdAt) + (player.level + 1) * day;
  if (now < ruinAt) return null;
  const freesAt = ruinAt + RUIN_STANDS_DAYS * day;
  return now < freesAt ? { freesAt } : 'freed';
}

export const RUIN_ANSWERS: Handlers<'rui'> = {
  /**
   * `rui {PX, PY}`: the ruin at a tile of the Great Empire (the client sends it while relocating the main
   * castle, which is there; the request names no kingdom). Not live: the code refusing a tile with no ruin
   * is not public; 203 as for other places with nothing there.
   */
  rui: (ctx, _player, req) => {
    const [px, py] = [int(req, 'PX', 0), int(req, 'PY', 0)];
    const there = ctx.castlesIn('green').find(({ castle }) => castle.x === px && castle.y === py);
    const ruin = there && ruinState(there.owner, ctx.now, ctx.timeScale);
    if (!ruin || ruin === 'freed') throw new CommandError(`no ruin at ${px}:${py}`, RESULT.INVALID_AREA);
    return { ART: Math.ceil((ruin.freesAt - ctx.now) / 1000), PX: px, PY: py };
  },
};

/** Marks a castle owner's record as the map sends it: `R` 1 while a ruin. */
export function ownerWithRuin<T extends object>(record: T, owner: PlayerCore, now: number, timeScale: number): T & { R?: 1 } {
  const ruin = ruinState(owner, now, timeScale);
  return ruin && ruin !== 'freed' ? { ...record, R: 1 as const } : record;
}

/** The castles still on the map: a freed ruin's are not. */
export const onMap = (owner: PlayerCore, now: number, timeScale: number) => ruinState(owner, now, timeScale) !== 'freed';
