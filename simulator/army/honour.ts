/**
 * Honour and the weekly honour rank (`gwh`, shared/src/game-wire/battle-logs.ts). What is public (a
 * players' guide, empireplayer.varago.net/honor/): honour is won by attacking and lost by an unsuccessful
 * defence, never below zero, and how much depends on both sides' honour and levels; the formula is not.
 * The local world fights NPCs only, so the proxy is ours (not live): a won attack earns the defeated
 * target's level, a lost defence costs the defender's own level, floored at 0. Weeks are game weeks
 * (7 game days counted from the epoch at the world's time scale, as every timed rule here runs in game
 * time); a week's rank orders the zone's players by the honour they won in it, 0 for none won. One
 * league (`LID` 1): the live leagues' bounds are not public. The reward itself (`rwb`) is not modelled,
 * so last week's rank stays readable all week.
 */
import type { WeeklyHonour } from '@shared/game-wire/battle-logs';
import type { CommandContext } from '../core/command-context';
import type { PlayerCore } from '../core/players';
import { zonePlayers } from '../events/rankings';
import { GAME_HOUR_MS, realMs } from '../core/rules';

/** Honour held, and the honour won in the game week `week` and the one before. */
export type HonourRecord = { total: number; week: number; thisWeek: number; lastWeek: number };

/** Honour's part of the player record (session/player-record.ts composes the slices): held and won per game week, none until the first fight that moves it. */
export type HonourSlice = { honour?: HonourRecord };

export const WEEK_GAME_MS = 7 * 24 * GAME_HOUR_MS;
/** Ours: the one league every player is ranked in. */
const LEAGUE = 1;

/** The game week a real epoch ms falls in. */
export function weekOf(at: number, timeScale: number): number {
  return Math.floor((at * timeScale) / WEEK_GAME_MS);
}

/** The player's honour seen from game week `week` (a later week starts from nothing won). */
function honourIn(player: PlayerCore & HonourSlice, week: number): HonourRecord {
  const h = player.honour ?? { total: 0, week, thisWeek: 0, lastWeek: 0 };
  if (week <= h.week) return h;
  return { total: h.total, week, thisWeek: 0, lastWeek: week === h.week + 1 ? h.thisWeek : 0 };
}

/** Changes the player's honour by `amount` at real epoch ms `at` (never below 0); returns the change made. */
export function changeHonour(player: PlayerCore & HonourSlice, amount: number, at: number, timeScale: number): number {
  const h = honourIn(player, weekOf(at, timeScale));
  const change = Math.max(-h.total, amount);
  player.honour = { ...h, total: h.total + change, thisWeek: h.thisWeek + Math.max(0, change) };
  return change;
}

/** The honour the player holds now. */
export const honourOf = (player: PlayerCore & HonourSlice): number => player.honour?.total ?? 0;

/** The player's rank among `players` by the honour each won in that week, 0 without any. */
function rankBy(players: Array<PlayerCore & HonourSlice>, player: PlayerCore & HonourSlice, won: (p: PlayerCore & HonourSlice) => number): number {
  if (won(player) <= 0) return 0;
  const ahead = players.filter((p) => p !== player && (won(p) > won(player) || (won(p) === won(player) && p.playerId < player.playerId)));
  return ahead.length + 1;
}

/** `gwh {}`: last week's and this week's rank in the zone, and the real seconds left of this game week. */
export function weeklyHonour(ctx: CommandContext, player: PlayerCore & HonourSlice): WeeklyHonour {
  const week = weekOf(ctx.now, ctx.timeScale);
  const players = zonePlayers(ctx);
  const weekEnds = realMs((week + 1) * WEEK_GAME_MS, ctx.timeScale);
  return {
    LWR: rankBy(players, player, (p) => honourIn(p, week).lastWeek),
    CWR: rankBy(players, player, (p) => honourIn(p, week).thisWeek),
    RT: Math.max(0, Math.ceil((weekEnds - ctx.now) / 1000)),
    LID: LEAGUE,
  };
}
