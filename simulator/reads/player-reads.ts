/**
 * A player's own reads EmpireCore makes beside the web client's (shapes and sources in
 * shared/src/game-wire/client-reads.ts, `skl`'s in own-systems.ts): the joined castle's hospital flags
 * (`hfl`), the players one ignores (`ili`), lost and found (`lfe`) and the legend skills (`skl`). No command
 * here ignores a player (the live `ipl` is not modelled) and no item ever overflows an inventory, so those
 * two lists are the live shape of "none".
 */
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { joinedCastle, type Handlers } from '../core/command-context';
import { CommandError, int } from '../core/payload';

type PlayerRead = 'hfl' | 'ili' | 'lfe' | 'skl';

/** Ours, not live: the level from which legend levels count (each gives one legend skill point). */
const LEGEND_FROM_LEVEL = 70;

export const PLAYER_READ_ANSWERS: Handlers<PlayerRead> = {
  /**
   * `hfl {KID, AID, HRF}` for the joined castle, as the hospital dialog sends it (EmpireCore army/service.py:500-532
   * joins the castle first): `HRF` -1 reads the flag, 0 or 1 sets it. Another castle is 53, as a castle
   * that is not the joined one is for `gui`. Not live: the flag of a castle never set is 0 (the live default
   * is not public); the hospital itself is not modelled (no unit is ever wounded here).
   */
  hfl: (ctx, player, req) => {
    const castle = joinedCastle(ctx, player);
    const [kid, aid] = [int(req, 'KID', 0), int(req, 'AID', 0)];
    if (aid !== castle.id || kid !== KINGDOM_ID[castle.kingdom])
      throw new CommandError(`castle ${aid} in kingdom ${kid} is not the one you are in`, RESULT.NOT_IN_OWNED_CASTLE);
    const admit = int(req, 'HRF', -1, 1);
    if (admit !== -1) castle.hospitalAdmitsRuby = admit === 1;
    return { KID: kid, AID: aid, HRF: castle.hospitalAdmitsRuby ? 1 : 0 };
  },

  ili: () => ({ IPS: [] }),

  lfe: () => ({ lfe: [] }),

  /**
   * `skl {}` (EmpireCore commanders/models/skills.py:318-440, CastleLegendSkillData.parse_SKL): the legend
   * skill points `SP` the player's level gives. Not live: one point per level past 70 (the live legend
   * levels and their points are not public); buying a skill (`skp`) and sceat skills are not modelled, so
   * none is held and none was reset.
   */
  skl: (_ctx, player) => ({ SID: [], SIDS: [], SP: Math.max(0, player.level - LEGEND_FROM_LEVEL), RS: 0, RC: 0, SSA: [] }),
};
