/**
 * The safety lock of one game account in a runtime process, shared by every bot of the account (as its
 * session is). It trips when the game answers something no person would let pass:
 *
 *   - a result code the game client itself does not know (shared/src/game-wire/client-errors.ts): no bot
 *     of ours can know what it means, and carrying on is a guess;
 *   - one action refused REFUSALS_TO_LOCK times in a row by the same bot (see there why five);
 *   - a ban (result 27, IS_BANNED, with its RS seconds) or a warning from the game (gameWarning below).
 *
 * Under the policy "halt" (the default) the lock holds the account: no bot sends anything more (their
 * sends are refused here before a frame goes out, and they log out), the API keeps the lock on the game
 * account (a restart or another runner starts with it), and only the player's Resume lifts it. Under
 * "warn" (an operator's choice) the lock is only said: the console, one notification, and the bots carry on.
 */
import { safetyLines } from '@shared/bot-lines/safety.messages';
import { isClientResult } from '@shared/game-wire/client-errors';
import { RESULT, secondsIn, type ReplyFrame } from '@shared/game-wire/protocol';
import { said, type Said } from '@shared/i18n/said';
import { NO_SAFETY_LOCK, type AccountSafety, type SafetyLock, type SafetyPolicy } from '@shared/safety-lock';
import { durationPart } from './words/format';

/**
 * Refusals of one action in a row that lock the account. A person shown the same refusal twice changes
 * what they do; five leaves room for the refusals of ordinary play in a shared world (a target taken by
 * another player between the read and the attack, resources spent by a second bot of the account), and it
 * is the number a bot gave up at before the lock (bot-run.ts's MAX_REFUSALS), which no template met in play.
 */
export const REFUSALS_TO_LOCK = 5;

/**
 * The mailbox message type the game client names ATTACK_COUNT_THRESHOLD (EmpireCore enums/messages.py:
 * MessageType, "MessageConst.MESSAGE_TYPE_* (dll line 19516)"; ggejs shows it titled "title_attack_threshold"
 * from the "system" sender): the game's own notice that the account attacks more than it allows. New mail
 * comes as `sne` with `MSG: [[messageId, type, …], …]` (ggejs commands/sne.js parseMessageInfo: the type is
 * the row's second field). Public sources show no other warning: no pushed command and no result code that
 * means "warned" (EmpireCore's errors and ggejs's commands name none), so this is the one recognised.
 */
export const ATTACK_THRESHOLD_MESSAGE = 105;

/** Whether a frame from the game is a warning to the account (see ATTACK_THRESHOLD_MESSAGE). */
export function gameWarning(frame: ReplyFrame): boolean {
  if (frame.command !== 'sne' || frame.result !== RESULT.OK) return false;
  const rows = (frame.payload as { MSG?: unknown } | null)?.MSG;
  return Array.isArray(rows) && rows.some((row) => Array.isArray(row) && row[1] === ATTACK_THRESHOLD_MESSAGE);
}

/** A send refused because the account is locked: nothing went out. */
export class SafetyHaltError extends Error {
  constructor(readonly lock: SafetyLock) {
    super(`the account is locked for safety: ${lock.reason}`);
  }
}

/** A run of refusals of one action by one bot: which action, the last code, how many in a row. */
export type RefusalRun = { command: string; code: number; times: number };

/** The run after one more refusal: longer for the same action, a new run for another. */
export function nextRefusalRun(run: RefusalRun | null, command: string, code: number): RefusalRun {
  return run && run.command === command ? { command, code, times: run.times + 1 } : { command, code, times: 1 };
}

export type SafetyWatchHooks = {
  /** The lock tripped under "halt": the API keeps it on the account and tells the player (the bell). */
  tripped(lock: SafetyLock): void;
  /** Under "warn": what would have locked the account, said once per reason to the bot that met it. */
  warned?(line: Said): void;
  now?: () => number;
};

export class SafetyWatch {
  private lock: SafetyLock | null;
  private policy: SafetyPolicy;
  private resumers = new Set<() => void>();
  /** Under "warn", the reasons said already: each once per session, not once per answer. */
  private readonly warnedOf = new Set<string>();

  constructor(
    private readonly account: { username: string },
    safety: AccountSafety | undefined,
    private readonly hooks: SafetyWatchHooks,
  ) {
    ({ lock: this.lock, policy: this.policy } = safety ?? NO_SAFETY_LOCK);
  }

  /** The lock that holds the account now, or null. */
  get locked(): SafetyLock | null {
    return this.lock;
  }

  /**
   * The account's safety as the API sends it (a start, an update): a lock kept there holds here too, and a
   * Resume lifts the lock it names (`resumedFrom`), never one that tripped after it. True when it lifted one.
   */
  take(safety: AccountSafety | undefined): boolean {
    const next = safety ?? NO_SAFETY_LOCK;
    this.policy = next.policy;
    if (!this.lock) {
      this.lock = next.lock;
      return false;
    }
    if (next.lock || next.resumedFrom !== this.lock.at) return false;
    this.lock = null;
    for (const resume of [...this.resumers]) resume();
    return true;
  }

  /** A result code the game answered a command with: an unknown code or a ban trips the lock. */
  answered(command: string, code: number, payload: unknown): void {
    if (code === RESULT.IS_BANNED) {
      const seconds = secondsIn(payload, 'RS');
      this.trip('ban', seconds === null ? said(safetyLines, 'banned') : said(safetyLines, 'bannedFor', { duration: durationPart(seconds * 1000) }), {
        command,
        code,
      });
    } else if (!isClientResult(code)) this.trip('unknown-code', said(safetyLines, 'unknownCode', { command, code: String(code) }), { command, code });
  }

  /** A frame the game pushed: a warning, or a code nobody knows, trips the lock. */
  pushed(frame: ReplyFrame): void {
    if (gameWarning(frame)) this.trip('warning', said(safetyLines, 'warning'), { command: frame.command });
    else this.answered(frame.command, frame.result, frame.payload);
  }

  /** A bot's run of refusals of one action: at REFUSALS_TO_LOCK the lock trips. True when it holds now. */
  refused(run: RefusalRun): boolean {
    if (run.times >= REFUSALS_TO_LOCK)
      this.trip('refusals', said(safetyLines, 'refusedInARow', { command: run.command, code: String(run.code), count: run.times }), run);
    return this.lock !== null;
  }

  /** Resolves true when the player lifts the lock (at once if none holds), false when `signal` aborts first. */
  whenResumed(signal: AbortSignal): Promise<boolean> {
    if (!this.lock) return Promise.resolve(true);
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (resumed: boolean) => {
        this.resumers.delete(onResume);
        signal.removeEventListener('abort', onAbort);
        resolve(resumed);
      };
      const onResume = () => done(true);
      const onAbort = () => done(false);
      this.resumers.add(onResume);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** What a bot's console says while the account is locked. */
  waitingLine(lock: SafetyLock): Said {
    return said(safetyLines, 'waitingLocked', { username: this.account.username, reason: lock.said });
  }

  private trip(cause: SafetyLock['cause'], reason: Said, facts: { command?: string; code?: number; times?: number }): void {
    if (this.lock) return;
    if (this.policy === 'warn') {
      if (this.warnedOf.has(reason.text)) return;
      this.warnedOf.add(reason.text);
      this.hooks.warned?.(said(safetyLines, 'warnOnly', { username: this.account.username, reason: reason.message }));
      return;
    }
    const at = new Date((this.hooks.now ?? Date.now)()).toISOString();
    this.lock = { cause, reason: reason.text, said: reason.message, at, ...facts };
    this.hooks.tripped(this.lock);
  }
}
