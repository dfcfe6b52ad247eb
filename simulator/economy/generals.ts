/**
 * The account's generals (`gie {}`, EmpireCore commanders/models/skills.py:40-115 and 290-315,
 * GeneralVO.parseData): each new account holds two, drawn from the live general ids by seed, zone and
 * name, each serving one of the first two commanders. A fight led by a commander counts for its general:
 * a win or a defeat (`W`, `D`) and experience (`XP`, the last value kept as `OXP`).
 *
 * Not live (no public source gives them): which generals an account starts with, that each serves a fixed
 * commander (assigning them, `gas`/`gue`, is not modelled), and the experience a fight gives (100 for a
 * win, 20 for a defeat). No general skills, abilities or stars (`SIDS`, `GASAIDS` empty, `ST` 0).
 */
import type { Handlers } from '../core/command-context';
import type { PlayerCore } from '../core/players';
import { createRng, hashKey } from '../core/rng';

/** A general the account holds: its live id, the commander it serves, and its record. */
export type GeneralRecord = { id: number; commanderId: number; xp: number; oldXp: number; wins: number; defeats: number };

/** The generals' part of the player record (session/player-record.ts composes the slices): drawn from the seed on first use. */
export type GeneralsSlice = { generals?: GeneralRecord[] };

/** Live general ids (EmpireCore gamedata/ids/generals.py: Toril, Leo, Alyssa, Horatio, Tom, Alice) the start draws from. */
const START_GENERALS = [101, 102, 103, 104, 107, 108] as const;
const XP_PER_WIN = 100;
const XP_PER_DEFEAT = 20;

/** The account's generals, drawn on first use and kept. */
export function generalsOf(player: PlayerCore & GeneralsSlice, seed: number): GeneralRecord[] {
  if (player.generals) return player.generals;
  const rng = createRng(hashKey(seed, 'generals', player.zone, player.name));
  const pool = [...START_GENERALS];
  player.generals = player.commanders.slice(0, 2).map((commanderId) => {
    const id = pool.splice(rng.int(0, pool.length - 1), 1)[0]!;
    return { id, commanderId, xp: 0, oldXp: 0, wins: 0, defeats: 0 };
  });
  return player.generals;
}

/** A fight an army led by `lordId` fought: its general, if it has one, counts it. */
export function recordFight(player: PlayerCore & GeneralsSlice, seed: number, lordId: number | null | undefined, won: boolean): void {
  const general = generalsOf(player, seed).find((g) => g.commanderId === lordId);
  if (!general) return;
  general.oldXp = general.xp;
  general.xp += won ? XP_PER_WIN : XP_PER_DEFEAT;
  if (won) general.wins += 1;
  else general.defeats += 1;
}

export const GENERAL_ANSWERS: Handlers<'gie'> = {
  gie: (ctx, player) => ({
    G: generalsOf(player, ctx.seed).map((g) => ({
      GID: g.id,
      XP: g.xp,
      ST: 0,
      IN: 0,
      LU: 0,
      SIDS: [],
      GASAIDS: [],
      L: -1,
      OXP: g.oldXp,
      W: g.wins,
      D: g.defeats,
    })),
  }),
};
