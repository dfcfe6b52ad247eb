/**
 * What keeps a game account from being logged in the way no person logs in (issue 36): a login budget per
 * game account, and one hold per game account within the installation.
 *
 * - The budget: at most LOGIN_BUDGET logins (an `lli` sent, with the password or a login token) in any
 *   LOGIN_WINDOW_MS, across all of the account's bots, runtimes, runners and restarts. A login is reserved
 *   BEFORE its `lli` goes out, so a crash can only leave one counted that never happened (fewer logins),
 *   never one that happened uncounted.
 * - The hold: one session at a time plays a game account (server + in-game name, whoever added it): a
 *   lease that lapses when its holder dies, renewed while the holder lives.
 *
 * Both live where a restart cannot lose them (the login log in the API's database, the holds in the
 * engine's key-value store), and the runtime reaches them through one narrow door, `LoginGuard`, as it
 * reaches the day counts (day-limits.ts): over IPC from the API's own runtime process (daemon.ts), over
 * the engine from a runner node (fleet/engine-questions.ts).
 */
import { createHash } from 'node:crypto';

/**
 * Three logins in ten minutes: a person logs in once, and after a dropped connection or two logs in again;
 * a fourth within ten minutes is a client fighting for the account (issue 36 measured 23 in 120 s), which
 * the game punishes with login cooldowns and, repeated, a ban.
 */
export const LOGIN_BUDGET = 3;
export const LOGIN_WINDOW_MS = 10 * 60_000;
/** A hold not renewed for this long lapses (its holder died); holders renew every third of it. */
export const HOLD_LEASE_MS = 30_000;

/**
 * The key of a game account, whoever added it: its server and in-game name. Names compare case-blind (the
 * safe side: two records that differ only in case are one account here, and at worst one bot waits), and
 * hashed, so the guard's stores keep no player's name.
 */
export function gameAccountKey(server: string, username: string): string {
  return createHash('sha256').update(`${server.trim().toLowerCase()}\u0000${username.trim().toLowerCase()}`).digest('hex').slice(0, 40);
}

export type LoginGuardRequest =
  /** Reserve one login of the account at `at` (epoch ms), unless `budget` logins already fall within `windowMs` before it. */
  | { op: 'login'; key: string; at: number; windowMs: number; budget: number }
  /** Take or keep the account's hold for `holder` (a Castellan game-account record); a Play now pending for it takes it from anyone. */
  | { op: 'hold'; key: string; holder: string }
  /** Let go of the hold, if `holder` has it. */
  | { op: 'release'; key: string; holder: string };

/**
 * login: granted, or refused with the time the oldest login leaves the window (`retryAt`). hold: granted
 * when the holder has it now; `playNow` when the player asked to take the account back.
 */
export type LoginGuardAnswer = { granted: boolean; retryAt?: number; playNow?: boolean };

export interface LoginGuard {
  ask(request: LoginGuardRequest): Promise<LoginGuardAnswer>;
}

/** The guard could not be reached (the API or the engine is away): the session does not log in meanwhile. */
export class LoginGuardUnavailableError extends Error {}

/** Whether a request that came over the wire is a LoginGuardRequest (a runner's, over the engine; the runtime's, over IPC). */
export function isLoginGuardRequest(value: unknown): value is LoginGuardRequest {
  const r = value as Record<string, unknown>;
  if (typeof r !== 'object' || r === null || typeof r.key !== 'string' || !/^[0-9a-f]{40}$/.test(r.key)) return false;
  if (r.op === 'login') return [r.at, r.windowMs, r.budget].every((n) => typeof n === 'number' && Number.isFinite(n) && n > 0);
  return (r.op === 'hold' || r.op === 'release') && typeof r.holder === 'string' && /^[\w-]{1,64}$/.test(r.holder);
}

/**
 * The budget's rule, on the times of the account's logins so far (any order): granted when fewer than
 * `budget` fall within the window before `at`; else the time the oldest of them leaves it.
 */
export function budgetAnswer(times: readonly number[], at: number, windowMs: number, budget: number): LoginGuardAnswer {
  // A login stamped a little after `at` (another runner's clock) counts too.
  const inWindow = times.filter((t) => t > at - windowMs).sort((a, b) => a - b);
  if (inWindow.length < budget) return { granted: true };
  return { granted: false, retryAt: inWindow[inWindow.length - budget]! + windowMs };
}

/**
 * A guard kept in this process only, for runs with no API behind them (a session tested on its own, a
 * benchmark): one such guard is one installation. `playNow` is what the API's Play now route does.
 */
export function processLoginGuard(now: () => number = Date.now): LoginGuard & { playNow(key: string, holder: string): void } {
  const logins = new Map<string, number[]>();
  const holds = new Map<string, { holder: string; until: number }>();
  const playNow = new Set<string>();
  return {
    async ask(request) {
      if (request.op === 'login') {
        const times = (logins.get(request.key) ?? []).filter((t) => t > request.at - request.windowMs);
        const answer = budgetAnswer(times, request.at, request.windowMs, request.budget);
        if (answer.granted) times.push(request.at);
        logins.set(request.key, times);
        return answer;
      }
      const held = holds.get(request.key);
      const free = !held || held.until <= now() || held.holder === request.holder;
      if (request.op === 'release') {
        if (held?.holder === request.holder) holds.delete(request.key);
        return { granted: true };
      }
      const asked = playNow.delete(`${request.key}:${request.holder}`);
      if (!free && !asked) return { granted: false };
      holds.set(request.key, { holder: request.holder, until: now() + HOLD_LEASE_MS });
      return { granted: true, ...(asked && { playNow: true }) };
    },
    playNow(key, holder) {
      playNow.add(`${key}:${holder}`);
    },
  };
}
