/**
 * The alliance towers of the battle ground (Beyond the Horizon, event 113) and `trt {}`: the seconds to
 * the towers' next relink (`STNL`) and to the next revival of a fallen tower (`STNR`) (EmpireCore
 * events/service.py get_battleground_timers, board_models.py GetBattlegroundTimersResponse, the client's
 * CastleAllianceBattleGroundData.parseTRT). Answered on either server while the event runs, as `abgph`
 * is (battle-ground.ts); outside it, the live 145.
 *
 * Not live (no public source shows the towers' rules, their number, or how one falls): the battle ground
 * holds TOWERS.count towers; each fight won on its zone while the event runs brings one down (each
 * account keeps the times of its last falls, saved with it), and a fallen tower stands again
 * TOWERS.reviveHours game hours later; at most TOWERS.count are down at once (the latest falls), and
 * the oldest of them revives first. The towers relink every TOWERS.relinkHours game hours, counted in game time from the epoch as
 * game days are (rules.ts gameDay). With no tower down, `STNR` is 0: nothing waits to revive.
 */
import type { EventSystemReads } from '@shared/game-wire/event-systems';
import { EVENT_ID, TEMP_SERVERS } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { CommandError } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { GAME_HOUR_MS } from '../core/rules';
import { TEMP_ZONES } from './temp-servers';

export const TOWERS = { count: 5, reviveHours: 6, relinkHours: 4 } as const;
const ZONE = TEMP_ZONES.get(TEMP_SERVERS['beyond-the-horizon'].GST)!;

/** A fight won at real epoch ms `at` on the battle ground's zone, while its event runs, brings a tower down. */
export function bringTowerDown(player: PlayerCore, at: number, running: ReadonlyArray<{ id: number }>): void {
  if (player.zone !== ZONE || !running.some((e) => e.id === EVENT_ID.ALLIANCE_BATTLE_GROUND)) return;
  player.towerFalls = [...(player.towerFalls ?? []), at].slice(-TOWERS.count);
}

/** Real ms from `now` to the next multiple of `hours` game hours of game time. */
function untilNext(hours: number, now: number, timeScale: number): number {
  const every = hours * GAME_HOUR_MS;
  return (every - ((now * timeScale) % every)) / timeScale;
}

export const BATTLE_GROUND_TOWER_ANSWERS: Handlers<'trt'> = {
  trt: (ctx): EventSystemReads['trt']['res'] => {
    if (!(ctx.events().E ?? []).some((e) => e.EID === EVENT_ID.ALLIANCE_BATTLE_GROUND))
      throw new CommandError('the alliance battle ground is not running', RESULT.NO_EVENT);
    const reviveMs = (TOWERS.reviveHours * GAME_HOUR_MS) / ctx.timeScale;
    const down = ctx
      .playersIn(ZONE)
      .flatMap((p) => p.towerFalls ?? [])
      .filter((at) => at + reviveMs > ctx.now)
      .sort((a, b) => a - b)
      .slice(-TOWERS.count);
    return {
      STNL: Math.ceil(untilNext(TOWERS.relinkHours, ctx.now, ctx.timeScale) / 1000),
      STNR: down.length === 0 ? 0 : Math.ceil((down[0]! + reviveMs - ctx.now) / 1000),
    };
  },
};
