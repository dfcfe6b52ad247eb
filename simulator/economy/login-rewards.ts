/**
 * The daily login bonus (`alb`, picked with `clb`) and the startup bonus (`sli`, collected with `slc`),
 * shapes in shared/src/game-wire/own-systems.ts. The calendar advances by one day for each UTC day on
 * which the player logs in (`countLogin`, called on every `lli`); a day missed is not counted, and the
 * week (`D % 7`) runs on. One reward of today's may be picked; the startup bonus hands out one reward per
 * UTC day, seven in all.
 *
 * Not live (no public source gives them): the rewards of each day and of the startup bonus, the startup
 * rewards' ids 1-7, how the live calendar counts days, and the codes refusing a second pick, a key not
 * among today's rewards (2) or an early collect (all GENERAL_ERROR but the key). The alliance and VIP
 * bonuses (`SP`) are not modelled: `ALLI`/`VIP` stay empty and picking one is refused. EmpireCore asks
 * `alb` only from 1,200 XP (rewards/service.py:75-93); the simulator answers it at any XP.
 */
import type { LoginBonus, LoginBonusDay, OwnSystemReads, RewardObject } from '@shared/game-wire/own-systems';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { CommandError, type Payload } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { grantReward } from './rewards';

/** Kept per player: the last UTC day counted, the login days counted so far (`D`), picks by day, and the startup bonus. */
export type LoginRewards = { lastDay: string; days: number; picks: Record<number, keyof RewardObject>; startup: { collected: number; lastDay: string | null } };

/**
 * The login rewards' part of the player record (session/player-record.ts composes the slices): the bonus calendar and the startup bonus, none until the first
 * login that counts.
 */
export type LoginRewardsSlice = { loginRewards?: LoginRewards };

/**
 * Ours, not live: the week of the login bonus, one reward object per day, one of whose keys is picked. Loot boxes 1-3 and construction items 1-2 are live ids
 * (EmpireCore gamedata/ids).
 */
export const LOGIN_BONUS_WEEK: readonly RewardObject[] = [
  { W: [500], S: [500], F: [500] },
  { C1: [300], C2: [10] },
  { LB: [[1, 1]], W: [1000] },
  { CI: [1], S: [1000] },
  { C1: [600], F: [1000] },
  { LB: [[2, 1]], C2: [20] },
  { LB: [[3, 1]], CI: [2] },
];

/** Ours, not live: the startup bonus's seven rewards, ids 1-7 in this order. */
export const STARTUP_REWARDS: readonly RewardObject[] = [
  { C1: [200] },
  { W: [800] },
  { S: [800] },
  { LB: [[1, 1]] },
  { C2: [15] },
  { CI: [1] },
  { LB: [[2, 1]] },
];

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

function state(player: PlayerCore & LoginRewardsSlice, now: number): LoginRewards {
  player.loginRewards ??= { lastDay: utcDay(now), days: 0, picks: {}, startup: { collected: 0, lastDay: null } };
  return player.loginRewards;
}

/** A login: the first of a new UTC day moves the calendar on by one day. */
export function countLogin(player: PlayerCore & LoginRewardsSlice, now: number): void {
  const rewards = player.loginRewards;
  if (!rewards) return void state(player, now);
  const today = utcDay(now);
  if (rewards.lastDay === today) return;
  rewards.lastDay = today;
  rewards.days += 1;
}

function loginBonus(rewards: LoginRewards): LoginBonus {
  const weekStart = rewards.days - (rewards.days % 7);
  const R = LOGIN_BONUS_WEEK.map((reward, d): LoginBonusDay => {
    const picked = rewards.picks[weekStart + d];
    const pick: RewardObject[] = picked ? [{ [picked]: reward[picked] }] : [];
    return { [`D${d + 1}`]: [{ REW: [reward] }, { PICK: pick }, { ALLI: [] }, { VIP: [] }] };
  });
  return { D: rewards.days, R };
}

function pick(player: PlayerCore & LoginRewardsSlice, req: Payload, now: number): void {
  const rewards = state(player, now);
  if (req.SP !== null && req.SP !== undefined) throw new CommandError('the alliance and VIP login bonuses are not kept here', RESULT.GENERAL_ERROR);
  if (rewards.picks[rewards.days] !== undefined) throw new CommandError("today's login bonus was picked already", RESULT.GENERAL_ERROR);
  const today = LOGIN_BONUS_WEEK[rewards.days % 7]!;
  const key = req.I;
  if (typeof key !== 'string' || !(key in today)) throw new CommandError(`${String(key)} is not among today's rewards`, RESULT.INVALID_PARAMETER_VALUE);
  const chosen = key as keyof RewardObject;
  rewards.picks[rewards.days] = chosen;
  grantReward(player, { [chosen]: today[chosen] });
}

function startupStatus(rewards: LoginRewards, now: number): OwnSystemReads['sli']['res'] {
  const { collected, lastDay } = rewards.startup;
  const next = collected < STARTUP_REWARDS.length ? collected + 1 : -1;
  return { NRR: next, CC: next > 0 && lastDay !== utcDay(now) ? 1 : 0 };
}

type LoginRewardCommand = 'alb' | 'clb' | 'sli' | 'slc';

export const LOGIN_REWARD_ANSWERS: Handlers<LoginRewardCommand> = {
  alb: (ctx, player) => loginBonus(state(player, ctx.now)),

  clb: (ctx, player, req) => {
    pick(player, req, ctx.now);
    return { alb: loginBonus(state(player, ctx.now)) };
  },

  sli: (ctx, player) => startupStatus(state(player, ctx.now), ctx.now),

  slc: (ctx, player) => {
    const rewards = state(player, ctx.now);
    if (startupStatus(rewards, ctx.now).CC !== 1) throw new CommandError('no startup reward to collect today', RESULT.GENERAL_ERROR);
    grantReward(player, STARTUP_REWARDS[rewards.startup.collected]!);
    rewards.startup = { collected: rewards.startup.collected + 1, lastDay: utcDay(ctx.now) };
    return {};
  },
};
