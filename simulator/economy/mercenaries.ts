/**
 * The mercenary camp (`mpe {MID}`, shapes in shared/src/game-wire/own-systems.ts; EmpireCore
 * castle/models/mercenaries.py): every 24 game hours the camp offers three new missions, drawn from the
 * seed, the player and the batch's number. `MID` -1 lists them, an open mission's id starts it (paying its
 * price in coins), a finished one's id collects its rewards (rewards.ts `grantReward`). Missions started
 * or waiting to be collected stay when a new batch comes; open ones are replaced.
 *
 * Not live (no public source gives them): the missions' rewards, durations (1-4 game hours), prices (100
 * coins per quality step, the free ones 0), the batch length and the code refusing a second mission (1); finishing a running mission for rubies
 * is not modelled (refused, 1); an id the camp does not list is 2.
 */
import type { MercenaryMission, RewardRow } from '@shared/game-wire/own-systems';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext, Handlers } from '../core/command-context';
import { seconds } from '../map/live-views';
import { CommandError, int } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { grantReward, rowAsObject } from './rewards';
import { createRng, hashKey } from '../core/rng';
import { GAME_HOUR_MS, realMs } from '../core/rules';

type Mission = { id: number; quality: number; durationMs: number; price: number; rewards: RewardRow[]; startedAt?: number };
/** The batch on offer (its number counts 24-game-hour periods from the account's creation) and its missions. */
export type MercenaryCamp = { batch: number; missions: Mission[] };

/** The mercenary camp's part of the player record (session/player-record.ts composes the slices): its missions, none until the camp is first read. */
export type MercenariesSlice = { mercenaries?: MercenaryCamp };

const BATCH_GAME_HOURS = 24;
const PER_BATCH = 3;
const STATE = { OPEN: 0, STARTED: 1, COLLECTABLE: 2 } as const;

function batchMs(ctx: CommandContext): number {
  return Math.round(realMs(BATCH_GAME_HOURS * GAME_HOUR_MS, ctx.timeScale));
}

function draw(ctx: CommandContext, player: PlayerCore & MercenariesSlice, batch: number): Mission[] {
  const rng = createRng(hashKey(ctx.seed, 'mercenaries', player.zone, player.name, batch));
  return Array.from({ length: PER_BATCH }, (_, i) => {
    const quality = rng.int(0, 3);
    const rewards: RewardRow[] = [[rng.pick(['W', 'S', 'F'] as const), 500 * (quality + 1)]];
    if (quality >= 2) rewards.push(['LB', [quality - 1, 1]]);
    if (quality === 3) rewards.push(['CI', 1]);
    return { id: batch * 10 + i + 1, quality, durationMs: Math.round(realMs(rng.int(1, 4) * GAME_HOUR_MS, ctx.timeScale)), price: 100 * quality, rewards };
  });
}

/** The camp caught up to now: a new batch replaces the open missions of the last. */
function camp(ctx: CommandContext, player: PlayerCore & MercenariesSlice): MercenaryCamp {
  const batch = Math.floor(Math.max(0, ctx.now - player.createdAt) / batchMs(ctx));
  if (player.mercenaries?.batch === batch) return player.mercenaries;
  const kept = (player.mercenaries?.missions ?? []).filter((m) => m.startedAt !== undefined);
  player.mercenaries = { batch, missions: [...kept, ...draw(ctx, player, batch)] };
  return player.mercenaries;
}

function view(ctx: CommandContext, player: PlayerCore & MercenariesSlice, mercenaries: MercenaryCamp): { NM: number; M: MercenaryMission[] } {
  const nextBatchAt = player.createdAt + (mercenaries.batch + 1) * batchMs(ctx);
  const M = mercenaries.missions.map((m): MercenaryMission => {
    const left = m.startedAt === undefined ? 0 : Math.max(0, m.startedAt + m.durationMs - ctx.now);
    const S = m.startedAt === undefined ? STATE.OPEN : left > 0 ? STATE.STARTED : STATE.COLLECTABLE;
    return { ID: m.id, R: m.rewards, D: seconds(m.durationMs), P: m.price, Q: m.quality, S, RD: seconds(left) };
  });
  return { NM: seconds(Math.max(0, nextBatchAt - ctx.now)), M };
}

export const MERCENARY_ANSWERS: Handlers<'mpe'> = {
  mpe: (ctx, player, req) => {
    const mercenaries = camp(ctx, player);
    const id = int(req, 'MID', -1);
    if (id !== -1) {
      const mission = mercenaries.missions.find((m) => m.id === id);
      if (!mission) throw new CommandError(`the camp has no mission ${id}`, RESULT.INVALID_PARAMETER_VALUE);
      if (mission.startedAt === undefined) {
        // One mission at a time, as the client starts one only while none runs or waits (EmpireCore castle/service.py:1481-1506).
        if (mercenaries.missions.some((m) => m.startedAt !== undefined))
          throw new CommandError('another mission runs or waits to be collected', RESULT.GENERAL_ERROR);
        if (player.coins < mission.price) throw new CommandError(`the mission costs ${mission.price} coins`, RESULT.NOT_ENOUGH_COINS);
        player.coins -= mission.price;
        mission.startedAt = ctx.now;
      } else if (mission.startedAt + mission.durationMs > ctx.now) {
        throw new CommandError('finishing a running mission early is not modelled here', RESULT.GENERAL_ERROR);
      } else {
        for (const row of mission.rewards) grantReward(player, rowAsObject(row));
        mercenaries.missions = mercenaries.missions.filter((m) => m !== mission);
      }
    }
    return view(ctx, player, mercenaries);
  },
};
