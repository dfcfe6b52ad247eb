/**
 * One game account's ban-risk figures for the UTC day (shared/src/risk.ts), and the daily budget its
 * player set, checked before each command goes: the account's pacing (game/account-pacing.ts) asks
 * `beforeCommand` for every command of every bot on the account, template, Strategy Planner or script,
 * so all of them stop at the one check.
 *
 * Counted durably per account and day in the bots' day-count store (day-limits.ts, owner `account:<id>`),
 * which survives restarts and runner failover: an attack is reserved against the budget BEFORE `cra` goes
 * (as a bot's own attacks a day are), so a restart can only leave the day one attack high, never low.
 * Map tiles, minutes online and the peak minute are many small amounts: they are added up here and
 * written every tick (bot-host.ts), so a process killed outright loses at most one tick of them.
 */
import { dayOf } from '@shared/day';
import { budgetStops, NO_FIGURES, RISK_FIGURES, type BudgetFigure, type DailyBudget, type RiskFigure, type RiskFigures } from '@shared/risk';
import type { CommandName, Commands } from '@shared/game-wire/commands';
import { DayCountUnavailableError, riskOwner, type DayCounter, type DayCounts, type DayCountStore } from '../reservations/day-limits';

/** A bot would pass its account's daily budget with this command: it waits (bot-run.ts), it does not fail. */
export class BudgetReachedError extends Error {
  constructor(
    readonly figure: BudgetFigure,
    /** Today's count as it stands, in the budget's own unit (attacks, tiles, hours). */
    readonly done: number,
    readonly budget: number,
  ) {
    super(`the daily budget of ${budget} ${figure} is reached (${done} today)`);
  }
}

/** What the account's pacing calls before each command (game/account-pacing.ts). */
export interface CommandWatcher {
  beforeCommand<C extends CommandName>(command: C, payload: Commands[C]['req']): Promise<void>;
}

const counterOf = (figure: RiskFigure) => `risk:${figure}` as DayCounter;
const MINUTE_MS = 60_000;

/** The tiles a map read (`gaa`) covers: its rectangle, corners included. */
export function tilesOf(rect: Commands['gaa']['req']): number {
  return (Math.abs(rect.AX2 - rect.AX1) + 1) * (Math.abs(rect.AY2 - rect.AY1) + 1);
}

export class AccountMeter implements CommandWatcher {
  private day: string;
  /** The day's figures as the store last answered (attacks, logins) or as written (the rest). */
  private known: RiskFigures;
  /** Counted here and not written yet. */
  private pending = { mapTiles: 0, onlineMs: 0 };
  /** Send times within the last minute, and the busiest minute seen by this meter today. */
  private recent: number[] = [];
  private peak = 0;
  private budget: DailyBudget;
  /** Paused bots waiting for the budget to allow more (a higher budget, or the next day). */
  private readonly waiting = new Set<() => void>();

  constructor(
    readonly accountId: string,
    budget: DailyBudget,
    private readonly store: DayCountStore,
    start: DayCounts | null | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.budget = budget;
    this.day = dayOf(now());
    this.known = { ...NO_FIGURES };
    if (start?.day === this.day) for (const figure of RISK_FIGURES) this.known[figure] = start.counts[counterOf(figure)] ?? 0;
  }

  /** Today's figures: what is written and what is still counted here. */
  figures(): RiskFigures {
    this.rollDay();
    const online = this.known.onlineMinutes + Math.floor(this.pending.onlineMs / MINUTE_MS);
    return { ...this.known, mapTiles: this.known.mapTiles + this.pending.mapTiles, onlineMinutes: online, peakApm: Math.max(this.known.peakApm, this.peak) };
  }

  /** A new budget (the player changed it): bots paused at the old one look again. */
  setBudget(budget: DailyBudget): void {
    this.budget = budget;
    this.wakeAll();
  }

  /** The budget figure that stops the account now, if any (hours online are used up; the others stop one action). */
  reached(): BudgetFigure | null {
    const f = this.figures();
    if (budgetStops(this.budget, 'attacks', f.attacks, 1)) return 'attacks';
    if (budgetStops(this.budget, 'mapTiles', f.mapTiles, 1)) return 'mapTiles';
    if (budgetStops(this.budget, 'onlineHours', f.onlineMinutes, 1)) return 'onlineHours';
    return null;
  }

  async beforeCommand<C extends CommandName>(command: C, payload: Commands[C]['req']): Promise<void> {
    const f = this.figures();
    if (budgetStops(this.budget, 'onlineHours', f.onlineMinutes, 1)) throw this.stop('onlineHours', f.onlineMinutes / 60);
    if (command === 'gaa') {
      const tiles = tilesOf(payload as Commands['gaa']['req']);
      if (budgetStops(this.budget, 'mapTiles', f.mapTiles, tiles)) throw this.stop('mapTiles', f.mapTiles);
      this.pending.mapTiles += tiles;
    }
    if (command === 'cra') await this.reserveAttack(f.attacks);
    this.countAction();
  }

  /** The session sent `lli` (session.ts onLogin): counted at once, a login being a rare thing. */
  async countLogin(): Promise<void> {
    this.rollDay();
    const grant = await this.store.reserve({ botId: riskOwner(this.accountId), counter: counterOf('logins'), day: this.day, amount: 1, limit: null });
    this.learn('logins', grant.total);
  }

  /** The account's session was logged in for `ms` more (bot-host.ts ticks). */
  addOnline(ms: number): void {
    this.rollDay();
    this.pending.onlineMs += ms;
  }

  /** Writes what was counted here since the last time; what cannot be written now is kept for the next. */
  async flush(): Promise<void> {
    this.rollDay();
    const day = this.day;
    const minutes = Math.floor(this.pending.onlineMs / MINUTE_MS);
    const writes: [RiskFigure, number][] = [
      ['mapTiles', this.pending.mapTiles],
      ['onlineMinutes', minutes],
      // The peak is a maximum kept as a sum: what this meter saw above the day's written peak is added.
      ['peakApm', this.peak - this.known.peakApm],
    ];
    this.pending.mapTiles = 0;
    this.pending.onlineMs -= minutes * MINUTE_MS;
    for (const [figure, amount] of writes) {
      if (amount <= 0) continue;
      try {
        const grant = await this.store.reserve({ botId: riskOwner(this.accountId), counter: counterOf(figure), day, amount, limit: null });
        if (this.day === day) this.learn(figure, grant.total);
      } catch {
        // The API is away for now: kept for the next flush (a peak is measured again from what is written).
        if (this.day !== day) continue;
        if (figure === 'mapTiles') this.pending.mapTiles += amount;
        if (figure === 'onlineMinutes') this.pending.onlineMs += amount * MINUTE_MS;
      }
    }
  }

  /**
   * Waits until the budget allows more: the player raised it, or a new UTC day began. True then; false when
   * `signal` aborted (the bot was stopped).
   */
  whenOpen(signal: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      const midnight = Date.parse(`${dayOf(this.now())}T00:00:00Z`) + 86_400_000;
      const done = (open: boolean) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.waiting.delete(check);
        resolve(open);
      };
      const check = () => {
        if (this.reached() === null) done(true);
      };
      const onAbort = () => done(false);
      // A real-time timer: the day turns at midnight UTC, whatever pace the bots run at.
      const timer = setTimeout(check, Math.max(1000, midnight - this.now() + 1000));
      if (signal.aborted) return done(false);
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.add(check);
    });
  }

  private async reserveAttack(done: number): Promise<void> {
    const limit = this.budget.attacks;
    if (budgetStops(this.budget, 'attacks', done, 1)) throw this.stop('attacks', done);
    let grant;
    try {
      grant = await this.store.reserve({ botId: riskOwner(this.accountId), counter: counterOf('attacks'), day: this.day, amount: 1, limit });
    } catch (err) {
      // The count cannot be reached: the attack does not go (the bot says so: send-attack.ts countedAttack).
      throw new DayCountUnavailableError(err instanceof Error ? err.message : String(err));
    }
    this.learn('attacks', grant.total);
    if (!grant.granted) throw this.stop('attacks', grant.total);
  }

  private stop(figure: BudgetFigure, done: number): BudgetReachedError {
    return new BudgetReachedError(figure, Math.floor(done), this.budget[figure] ?? 0);
  }

  private countAction(): void {
    const now = this.now();
    this.recent = this.recent.filter((at) => now - at < MINUTE_MS);
    this.recent.push(now);
    this.peak = Math.max(this.peak, this.recent.length);
  }

  private learn(figure: RiskFigure, total: number): void {
    this.known[figure] = Math.max(this.known[figure], total);
  }

  /** A new UTC day starts from zero; bots paused at yesterday's budget carry on. */
  private rollDay(): void {
    const day = dayOf(this.now());
    if (day === this.day) return;
    this.day = day;
    this.known = { ...NO_FIGURES };
    this.pending = { mapTiles: 0, onlineMs: 0 };
    this.recent = [];
    this.peak = 0;
    queueMicrotask(() => this.wakeAll());
  }

  private wakeAll(): void {
    for (const check of [...this.waiting]) check();
  }
}
