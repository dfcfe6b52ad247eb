/**
 * A session's side of the login guard (login-guard.ts): it takes its game account's hold before it logs in
 * and keeps it while it lives, reserves every login from the account's budget before the `lli` goes out,
 * and, while it waits, watches for the player's Play now.
 */
import { said, type Said } from '@shared/i18n/said';
import { sessionLines } from '@shared/bot-lines/session.messages';
import type { ConsoleLevel } from '@shared/console';
import { HOLD_LEASE_MS, LOGIN_BUDGET, LoginGuardUnavailableError, type LoginGuard, type LoginGuardAnswer, type LoginGuardRequest } from './login-guard';
import { sleep } from './sleep';

/** How often a waiting session asks again (the hold, a Play now), and how often a holder renews its lease. */
export type GuardTiming = { checkMs: number; renewMs: number };
/** A waiting bot takes over a freed account within about two seconds; a lease is renewed three times per life. */
export const GUARD_TIMING: GuardTiming = { checkMs: 2000, renewMs: HOLD_LEASE_MS / 3 };

/** The account's login budget is used up: the next login may go at `retryAt`. */
export class LoginBudgetSpent extends Error {
  constructor(readonly retryAt: number) {
    super('login budget used up');
  }
}

export type AccountGuardOptions = {
  guard: LoginGuard;
  /** The Castellan game-account record this session plays (two records of one game account are two holders). */
  holder: string;
  /** The game account's key now (the account may be edited while the session runs). */
  key: () => string;
  now: () => number;
  /** The budget's window, pace-scaled. */
  windowMs: number;
  timing: GuardTiming;
  /** The session's life: every wait ends when it aborts. */
  signal: AbortSignal;
  say(line: Said, level: ConsoleLevel): void;
  /** The hold went to another session while this one had it (the player pressed Play now on another record). */
  lost(): void;
};

export class AccountGuard {
  private holding = false;
  /** The key the hold was last asked under: the account's key then (an edit of its name or server changes it since). */
  private heldKey: string | null = null;
  private renewal: ReturnType<typeof setInterval> | null = null;
  /** What the session last said about waiting for the hold, so each reason is said once. */
  private lastSaid: 'held' | 'away' | null = null;

  constructor(private readonly o: AccountGuardOptions) {}

  /**
   * Waits until this session holds the account: 'playNow' when the player's Play now gave it, 'held'
   * otherwise; null when the session closed meanwhile. Says once why it waits, naming no other player.
   */
  async take(): Promise<'held' | 'playNow' | null> {
    // Asked before every login, even while this session thinks it holds the account: another record's
    // Play now may have taken it since the last renewal, and a login on a stale hold would fight it.
    for (;;) {
      try {
        const key = this.o.key();
        const answer = await this.ask({ op: 'hold', key, holder: this.o.holder });
        if (answer.granted) {
          if (this.heldKey !== key) this.giveBack(this.heldKey);
          this.heldKey = key;
          this.holding = true;
          this.lastSaid = null;
          this.renewal ??= setInterval(() => void this.renew(), this.o.timing.renewMs);
          this.renewal.unref?.();
          return answer.playNow ? 'playNow' : 'held';
        }
        this.letGo();
        if (this.lastSaid !== 'held') this.o.say(said(sessionLines, 'heldElsewhere'), 'warning');
        this.lastSaid = 'held';
      } catch (err) {
        if (this.lastSaid !== 'away') this.o.say(said(sessionLines, 'guardAway', { reason: err instanceof Error ? err.message : String(err) }), 'warning');
        this.lastSaid = 'away';
      }
      if (!(await sleep(this.o.timing.checkMs, this.o.signal))) return null;
    }
  }

  /** Reserves one login before its `lli`; throws LoginBudgetSpent, or LoginGuardUnavailableError when the budget cannot be reached. */
  async reserveLogin(): Promise<void> {
    const answer = await this.ask({ op: 'login', key: this.o.key(), at: this.o.now(), windowMs: this.o.windowMs, budget: LOGIN_BUDGET });
    if (!answer.granted) throw new LoginBudgetSpent(answer.retryAt ?? this.o.now() + this.o.windowMs);
  }

  /**
   * Waits until `until`: 'done', or 'playNow' when the player asked to play now (checked every checkMs
   * while the session holds the account); null when the session closed.
   */
  async waitOut(until: number): Promise<'done' | 'playNow' | null> {
    for (let left = until - this.o.now(); left > 0; left = until - this.o.now()) {
      if (!(await sleep(Math.min(left, this.o.timing.checkMs), this.o.signal))) return null;
      if (!this.holding) continue;
      const answer = await this.keep();
      if (answer?.playNow) return 'playNow';
      if (answer && !answer.granted) return 'done'; // taken over meanwhile: the connector waits for the hold and says why
    }
    return this.o.signal.aborted ? null : 'done';
  }

  /** Gives the hold back (the session closed, or every bot on it rests): a bot waiting for it takes over. */
  release(): void {
    if (!this.holding) return;
    this.letGo();
    this.giveBack(this.heldKey);
  }

  /**
   * The account was edited (its in-game name or server): the hold moves to its new key now, the old one
   * given back at once rather than left to lapse (HOLD_LEASE_MS) while nothing plays under it. Another
   * session holding the new key ends this one's hold, as a lost renewal does.
   */
  keyChanged(): void {
    if (this.holding && this.o.key() !== this.heldKey) void this.renew();
  }

  /** A lease not given back lapses: a guard out of reach changes nothing here. */
  private giveBack(key: string | null): void {
    if (key) void this.ask({ op: 'release', key, holder: this.o.holder }).catch(() => {});
  }

  private letGo(): void {
    this.holding = false;
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
  }

  /** Keeps the lease; a guard out of reach changes nothing (a session logged in plays on), another holder ends ours. */
  private async renew(): Promise<void> {
    if ((await this.keep())?.lost) this.o.lost();
  }

  /**
   * Asks to keep the hold under the account's key now (an edited account's old key is given back), and
   * lets go when refused: `lost`, this session held it until now. Null when the guard is out of reach.
   */
  private async keep(): Promise<(LoginGuardAnswer & { lost: boolean }) | null> {
    const key = this.o.key();
    const answer = await this.ask({ op: 'hold', key, holder: this.o.holder }).catch(() => null);
    if (!answer || !this.holding) return answer && { ...answer, lost: false }; // let go meanwhile: nothing here to change
    if (key !== this.heldKey) {
      this.giveBack(this.heldKey);
      this.heldKey = key;
    }
    if (answer.granted) return { ...answer, lost: false };
    this.letGo();
    return { ...answer, lost: true };
  }

  private async ask(request: LoginGuardRequest): Promise<LoginGuardAnswer> {
    try {
      return await this.o.guard.ask(request);
    } catch (err) {
      throw new LoginGuardUnavailableError(err instanceof Error ? err.message : String(err));
    }
  }
}
