/**
 * Whether the game changed under us, from the logins our bots made: in the last 30 minutes, at least
 * three distinct accounts of a world whose newest login failed with ONE of the game's patterns (the version
 * refused at `vck`, the socket's handshake refused, a frame our client does not know), and they are at
 * least half of the accounts that tried that world. Each account counts once, by its newest login: a
 * refused account retries every 20 s while one that got in stays in, so counting tries would let a few
 * refusals outweigh many logins, and an account that got in again stops counting as refused at once.
 *
 * What it is not: an account's own trouble (a wrong password, a suspension, its proxy, its cooldown) is
 * never a verdict on the platform, however many accounts meet it; and our own trouble (runners silent,
 * the database away) shows as no logins, or as failures of our side, which the status page words as our
 * bots' trouble (status-answer.ts), never as the game's change.
 *
 * `classifyLogins` is the rule, pure; `gameChangeVerdict` reads the accounts' newest logins and applies it
 * (the alerts import it).
 */
import { isAccountPattern, isGameSidePattern, type GameSidePattern } from '@shared/status';
import { LatestLoginModel } from './login-counts.model';

export type GameChangeVerdict = { world: string; pattern: GameSidePattern; since: Date; accounts: number };

/** An account's newest login to a world, as login-record.ts keeps it. */
export type LatestLogin = { world: string; outcome: string; at: Date; since: Date };

export const VERDICT_RULES = { windowMs: 30 * 60_000, minAccounts: 3, minShare: 0.5 } as const;
export type VerdictRules = { windowMs: number; minAccounts: number; minShare: number };

/** What the accounts of one world came to in the window: the page's figures and the verdict, if any. */
export type WorldLogins = {
  world: string;
  /** Accounts that tried the world in the window, each by its newest login. */
  accounts: number;
  ok: number;
  /** Failing, by pattern (accounts). */
  failing: Record<string, number>;
  /** Failing for a reason that is not one account's own: the network, timeouts, our token minting, the game's side. */
  failingNotAccounts: number;
  verdicts: GameChangeVerdict[];
};

export function summarizeLogins(latest: readonly LatestLogin[], now: Date, rules: VerdictRules = VERDICT_RULES): WorldLogins[] {
  const from = now.getTime() - rules.windowMs;
  const byWorld = new Map<string, LatestLogin[]>();
  for (const login of latest) {
    // A login stamped in the future (a runner's clock ahead) counts as now.
    if (login.at.getTime() < from) continue;
    byWorld.set(login.world, [...(byWorld.get(login.world) ?? []), login]);
  }
  return [...byWorld.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([world, logins]) => {
      const failing: Record<string, number> = {};
      const since = new Map<string, number>();
      for (const login of logins) {
        if (login.outcome === 'ok') continue;
        failing[login.outcome] = (failing[login.outcome] ?? 0) + 1;
        since.set(login.outcome, Math.min(since.get(login.outcome) ?? Infinity, login.since.getTime()));
      }
      const accounts = logins.length;
      const verdicts = Object.entries(failing)
        .filter(([pattern, n]) => isGameSidePattern(pattern) && n >= rules.minAccounts && n / accounts >= rules.minShare)
        .map(([pattern, n]) => ({ world, pattern: pattern as GameSidePattern, since: new Date(since.get(pattern)!), accounts: n }));
      const failingNotAccounts = Object.entries(failing).reduce((sum, [pattern, n]) => (isAccountPattern(pattern) ? sum : sum + n), 0);
      return { world, accounts, ok: accounts - Object.values(failing).reduce((a, b) => a + b, 0), failing, failingNotAccounts, verdicts };
    });
}

/** The game changes the logins show, world by world (pure: the rule, for any set of accounts' newest logins). */
export function classifyLogins(latest: readonly LatestLogin[], now: Date, rules: VerdictRules = VERDICT_RULES): GameChangeVerdict[] {
  return summarizeLogins(latest, now, rules).flatMap((w) => w.verdicts);
}

/** The accounts' newest logins of the last window (the store keeps two hours of them). */
export async function recentLogins(now: Date, windowMs: number = VERDICT_RULES.windowMs): Promise<LatestLogin[]> {
  const rows = await LatestLoginModel.find({ at: { $gte: new Date(now.getTime() - windowMs) } }, { _id: 0, world: 1, outcome: 1, at: 1, since: 1 }).lean();
  return rows.map((r) => ({ world: r.world, outcome: r.outcome, at: r.at, since: r.since }));
}

/**
 * "The game changed", world by world, as of `now`: each world and game-side pattern that at least three
 * accounts, and at least half of the world's accounts, met at their newest login in the last 30 minutes;
 * `since` is when the first of them began failing so. Empty when nothing changed.
 */
export async function gameChangeVerdict(now: Date = new Date()): Promise<GameChangeVerdict[]> {
  return classifyLogins(await recentLogins(now), now);
}
