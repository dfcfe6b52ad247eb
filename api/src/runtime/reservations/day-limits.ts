/**
 * The limits a bot obeys per UTC day (attacks a day, the market's daily caps), counted where a restart
 * cannot lose them: the API's database. The bot reserves from its count BEFORE it acts and gives back what
 * did not happen, so a crash between the reservation and the game's answer can only leave the day counted
 * one action high (the bot does less), never low (the bot doing more than its player allowed).
 *
 * The runtime reaches the count through one narrow door, `DayCountStore`: over IPC from the API's own
 * runtime process (daemon.ts), over the engine from a runner node (fleet/). The bot starts with the day's
 * counts in its spec (`BotSpec.counts`), so its console says "(attacks today: 28)" from its first line.
 */
import { dayOf } from '@shared/day';

/** What a bot counts per day: its attacks, and the market's trades per side and resource ("sold:wood"). */
export const DAY_COUNTERS = ['attacks', 'sold:wood', 'sold:stone', 'sold:food', 'bought:wood', 'bought:stone', 'bought:food'] as const;
/**
 * What the ban-risk meter counts per game account and day (runtime/risk/account-meter.ts), in the same
 * store: its `botId` is then the account's counter owner, `account:<accountId>` (RISK_OWNER).
 */
export const RISK_COUNTERS = ['risk:logins', 'risk:attacks', 'risk:mapTiles', 'risk:onlineMinutes', 'risk:peakApm'] as const;
export type DayCounter = (typeof DAY_COUNTERS)[number] | (typeof RISK_COUNTERS)[number];
const COUNTERS: readonly string[] = [...DAY_COUNTERS, ...RISK_COUNTERS];
/** Whose counts an account's risk figures are, in the day-count store (never a bot's id: those are ObjectIds). */
export const riskOwner = (accountId: string) => `account:${accountId}`;

/**
 * Reserve `amount` of a bot's (or an account's: riskOwner) counter for `day`, unless that would pass `limit` (null: no limit, counted
 * only). A negative amount gives back what was reserved but did not happen.
 */
export type DayReserve = { botId: string; counter: DayCounter; day: string; amount: number; limit: number | null };
/** Whether it was granted, and the day's total after it (the count as it stands, when refused). */
export type DayGrant = { granted: boolean; total: number };

export interface DayCountStore {
  reserve(request: DayReserve): Promise<DayGrant>;
}

/** Whether a request that came over the wire is a DayReserve (a runner's, over the engine). */
export function isDayReserve(value: unknown): value is DayReserve {
  const r = value as DayReserve;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.botId === 'string' &&
    r.botId.length > 0 &&
    COUNTERS.includes(r.counter) &&
    /^\d{4}-\d{2}-\d{2}$/.test(r.day) &&
    typeof r.amount === 'number' &&
    Number.isFinite(r.amount) &&
    (r.limit === null || (typeof r.limit === 'number' && Number.isFinite(r.limit)))
  );
}

/** A bot's counts for one day, as its spec carries them at start. */
export type DayCounts = { day: string; counts: Partial<Record<DayCounter, number>> };

/** The store answered nothing usable (the API is away): the bot acts as if refused and says why. */
export class DayCountUnavailableError extends Error {}

/**
 * One bot's view of its day: the counts as last known (from its spec, then from each answer), and
 * reservations through the store. A new UTC day starts from zero.
 */
export class BotDay {
  private known: DayCounts;

  constructor(
    private readonly botId: string,
    private readonly store: DayCountStore,
    start: DayCounts | null | undefined,
    private readonly now: () => number,
  ) {
    this.known = start && start.day === dayOf(now()) ? { day: start.day, counts: { ...start.counts } } : { day: dayOf(now()), counts: {} };
  }

  private today(): DayCounts {
    const day = dayOf(this.now());
    if (this.known.day !== day) this.known = { day, counts: {} };
    return this.known;
  }

  /** Today's count of `counter` as last known. */
  count(counter: DayCounter): number {
    return this.today().counts[counter] ?? 0;
  }

  /**
   * Reserves `amount` before the action (`limit` null or infinite: counted only). True when the bot may
   * act; throws DayCountUnavailableError when the count cannot be reached (the bot must not act then).
   */
  async reserve(counter: DayCounter, amount: number, limit: number | null): Promise<boolean> {
    const day = this.today().day;
    const bounded = limit !== null && Number.isFinite(limit) ? limit : null;
    const grant = await this.ask({ botId: this.botId, counter, day, amount, limit: bounded });
    this.learn(day, counter, grant.total);
    return grant.granted;
  }

  /** Gives back what was reserved but did not happen (the game refused it, or did less). */
  async giveBack(counter: DayCounter, amount: number, day = this.today().day): Promise<void> {
    if (amount <= 0) return;
    const grant = await this.ask({ botId: this.botId, counter, day, amount: -amount, limit: null });
    this.learn(day, counter, grant.total);
  }

  private async ask(request: DayReserve): Promise<DayGrant> {
    try {
      return await this.store.reserve(request);
    } catch (err) {
      throw new DayCountUnavailableError(err instanceof Error ? err.message : String(err));
    }
  }

  private learn(day: string, counter: DayCounter, total: number): void {
    if (this.today().day === day) this.known.counts[counter] = total;
  }
}

/**
 * Counts kept in this process only, for runs with no database behind them (a behaviour tested on its own,
 * a script's dry run, a benchmark): they hold for the process's life, which is all such a run has.
 */
export function processDayStore(): DayCountStore {
  const totals = new Map<string, number>();
  return {
    async reserve({ botId, counter, day, amount, limit }) {
      const key = `${botId}\u0000${counter}\u0000${day}`;
      const total = totals.get(key) ?? 0;
      if (amount > 0 && limit !== null && total + amount > limit) return { granted: false, total };
      totals.set(key, Math.max(0, total + amount));
      return { granted: true, total: totals.get(key)! };
    },
  };
}
