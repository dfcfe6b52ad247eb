/**
 * When a session tries its login again, and what it says meanwhile: the login budget's wait (said once per
 * wait), the login guard away, the game's login cooldowns (at most MAX_COOLDOWN_WAITS in a row), and an
 * outage (the game server down, refusing or dropping us), waited out for as long as it takes with capped,
 * jittered backoff and told to the player once it lasts. Anything else cannot be helped by trying again.
 */
import { sessionLines } from '@shared/bot-lines/session.messages';
import { resultAction, secondsIn } from '@shared/game-wire/protocol';
import { said, type Said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import type { ConsoleLevel } from '@shared/console';
import { GameConnectionError, GameError } from './game/client';
import { LoginTokenError } from './game/login-token';
import { LOGIN_BUDGET, LOGIN_WINDOW_MS, LoginGuardUnavailableError } from './login-guard';
import { LoginBudgetSpent } from './session-guard';
import type { AccountSpec } from './types';
import { durationPart, timeOfDay } from './words/format';

/** How long a session that cannot reach the login guard waits before it asks again. */
const GUARD_AWAY_RETRY_MS = 5000;
/** Login cooldowns in a row the session waits out before it reports the account as unusable. */
export const MAX_COOLDOWN_WAITS = 3;
/** An outage is told to the player (one notification) once it has lasted this long. */
export const OUTAGE_NOTICE_MS = 60_000;

export type LoginRetriesDeps = {
  account: () => AccountSpec;
  now: () => number;
  random: () => number;
  backoff: { firstMs: number; capMs: number };
  outageNoticeMs?: number;
  /** A line in the console of every bot of the session. */
  say: (line: Said, level: ConsoleLevel) => void;
  /** One notification for the session (on its first bot). */
  notifyOnce: (notice: Said) => void;
};

export class LoginRetries {
  private saidBudgetUntil = 0;
  private outage: { since: number; tries: number; notice: ReturnType<typeof setTimeout> } | null = null;
  /** Login cooldowns waited out in a row. */
  private cooldowns = 0;

  constructor(private readonly deps: LoginRetriesDeps) {}

  /** How long to wait before the next try, or null when trying again cannot help. */
  after(err: unknown): number | null {
    const { now, say } = this.deps;
    if (err instanceof LoginBudgetSpent) {
      // Said once per wait: each try of the connector within it would say it again.
      if (this.saidBudgetUntil !== err.retryAt)
        say(said(sessionLines, 'loginBudget', { count: LOGIN_BUDGET, minutes: LOGIN_WINDOW_MS / 60_000, time: timeOfDay(err.retryAt) }), 'warning');
      this.saidBudgetUntil = err.retryAt;
      return Math.max(0, err.retryAt - now());
    }
    if (err instanceof LoginGuardUnavailableError) {
      say(said(sessionLines, 'guardAway', { reason: err.message }), 'warning');
      return GUARD_AWAY_RETRY_MS;
    }
    if (err instanceof GameError) {
      if (resultAction(err.result) !== 'cooldown' || ++this.cooldowns > MAX_COOLDOWN_WAITS) return null;
      const seconds = secondsIn(err.payload, 'CD') ?? 60;
      say(said(sessionLines, 'loginCooldown', { duration: durationPart(seconds * 1000), time: timeOfDay(now() + seconds * 1000) }), 'warning');
      return seconds * 1000;
    }
    if (!(err instanceof GameConnectionError) && !(err instanceof LoginTokenError && err.retryable)) return null;
    // An outage: the game server is down, refusing connections or dropping us. Wait and try again,
    // for as long as it takes, with capped and jittered waits so a fleet does not knock in step.
    const outage = (this.outage ??= this.beginOutage());
    outage.tries += 1;
    const { firstMs, capMs } = this.deps.backoff;
    const base = Math.min(capMs, firstMs * 2 ** (outage.tries - 1));
    const wait = Math.round(base * (0.8 + this.deps.random() * 0.4));
    say(said(sessionLines, 'unreachable', { reason: err.message, duration: durationPart(wait) }), 'warning');
    return wait;
  }

  /** Logged in: an outage ends (said with how long it lasted), and the cooldowns are counted afresh. */
  loggedIn(): void {
    if (this.outage) this.deps.say(said(sessionLines, 'gameBack', { duration: durationPart(this.deps.now() - this.outage.since) }), 'success');
    this.endOutage();
    this.cooldowns = 0;
  }

  /** The session closed: nothing more is told. */
  close(): void {
    this.endOutage();
  }

  /** An outage that lasts is told to the player once (a short one only in the console). */
  private beginOutage(): { since: number; tries: number; notice: ReturnType<typeof setTimeout> } {
    const since = this.deps.now();
    const notice = setTimeout(() => {
      if (this.outage?.since !== since) return;
      const account = this.deps.account();
      const facts = { server: account.server, time: timeOfDay(since), username: account.username };
      this.deps.notifyOnce(said(notificationLines, account.proxy ? 'outageProxy' : 'outage', facts));
    }, this.deps.outageNoticeMs ?? OUTAGE_NOTICE_MS);
    return { since, tries: 0, notice };
  }

  private endOutage(): void {
    if (this.outage) clearTimeout(this.outage.notice);
    this.outage = null;
  }
}
