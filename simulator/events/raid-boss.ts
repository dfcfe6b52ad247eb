/**
 * The alliance raid boss (event 133): while it runs each alliance fights one boss, level after level,
 * and `bse {}` answers where that fight stands: the boss, its level, the health left on that level, and
 * the boss's card (EmpireCore events/service.py get_raid_boss_status, status_models.py RaidBossStatus).
 * Outside a run, the live 145; a player in no alliance has no boss (`{}`, which the client reads as
 * "no raid", RaidBossStatus.active).
 *
 * Not live (no public source shows how the live boss is fought, its health or its levels): the
 * alliance's members hit it with the fights they win during the run (event-runs.ts), each taking
 * DAMAGE_PER_FIGHT percent of a level's health; a level's health is 100 (per cent) and the boss has
 * LEVELS levels, after the last it is defeated (its card LOCKED_FINAL_DEFEATED, no boss active). Which
 * boss an alliance meets is drawn from the seed and the alliance. No units are revived here (the world
 * has no revival), so `RUP` is 0; the boss has no walls or stages here, so `WI` and `BS` are not sent
 * (the reader keeps none).
 */
import { RAID_BOSS_CARD, type EventSystemReads } from '@shared/game-wire/event-systems';
import { EVENT_ID } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { runFights } from './event-runs';
import { CommandError } from '../core/payload';
import { hashKey } from '../core/rng';

export const RAID_BOSS = { damagePerFight: 5, levels: 10, bosses: 3 } as const;

/** The boss an alliance meets, 1-3 (EmpireCore gamedata/ids/raid_bosses.py: necromancer, fungal swarm, legendary dragon). */
export function allianceBoss(seed: number, zone: string, allianceId: number): number {
  return 1 + (hashKey(seed, 'raid-boss', zone, allianceId) % RAID_BOSS.bosses);
}

/** Where a fight of `fights` won hits stands: the level being fought (past the last: defeated) and its health left. */
export function bossAfter(fights: number): { level: number; health: number; defeated: boolean } {
  const damage = fights * RAID_BOSS.damagePerFight;
  const level = 1 + Math.floor(damage / 100);
  if (level > RAID_BOSS.levels) return { level: RAID_BOSS.levels, health: 0, defeated: true };
  return { level, health: 100 - (damage % 100), defeated: false };
}

export const RAID_BOSS_ANSWERS: Handlers<'bse'> = {
  bse: (ctx, player): EventSystemReads['bse']['res'] => {
    if (!(ctx.events().E ?? []).some((e) => e.EID === EVENT_ID.ALLIANCE_RAIDBOSS)) throw new CommandError('the raid boss is not running', RESULT.NO_EVENT);
    const aid = player.allianceId ?? -1;
    if (aid < 0) return {};
    const hits = [player, ...ctx.allies(player)].reduce((sum, member) => sum + runFights(member, EVENT_ID.ALLIANCE_RAIDBOSS, ctx.now), 0);
    const boss = allianceBoss(ctx.seed, player.zone, aid);
    const { level, health, defeated } = bossAfter(hits);
    if (defeated) return { BCDS: [{ BID: boss, CST: RAID_BOSS_CARD.LOCKED_FINAL_DEFEATED, ULV: level }] };
    return { BID: boss, BLID: level, HP: health, RUP: 0, BCDS: [{ BID: boss, CST: RAID_BOSS_CARD.ONGOING, ULV: level }] };
  },
};
