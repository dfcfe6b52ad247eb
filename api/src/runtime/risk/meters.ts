/**
 * The ban-risk meters of one runtime process, one per game account with a bot running here: made at the
 * account's first bot, handed to its session's pacing at each login (session.ts onLogin), ticked for the
 * time the session is logged in, written every tick and dropped with the account's last bot.
 */
import { dayOf } from '@shared/day';
import { budgetOf } from '@shared/risk';
import { log } from '../../lib/logger';
import type { DayCountStore } from '../reservations/day-limits';
import type { AccountPacing } from '../game/account-pacing';
import type { AccountSpec } from '../types';
import { AccountMeter } from './account-meter';

/** How often minutes online are counted and what was counted is written (real time). */
export const METER_TICK_MS = 30_000;

export type MetersOptions = {
  store: DayCountStore;
  /** Whether the account's session is logged in now. */
  loggedIn(accountId: string): boolean;
  tickMs?: number;
  now?: () => number;
};

type Held = { meter: AccountMeter; bots: Set<string>; notified: Set<string> };

/** The accounts' ban-risk meters in one runtime process, shared by each account's bots. */
export interface Meters {
  /** The account's meter for a bot starting on it (the first bot's spec brings the day's counts and the budget). */
  join(botId: string, account: AccountSpec): AccountMeter;
  /** The bot's run ended: the account's last bot writes what is left and drops the meter. */
  leave(botId: string, accountId: string): void;
  /** The account was edited while its bots run: a changed budget applies at once. */
  update(account: AccountSpec): void;
  /** session.ts onLogin: the login is counted, and the account's pacing asks the meter before each command. */
  onLogin(account: AccountSpec, pacing: AccountPacing): void;
  /** Whether the account's pause at `figure` is news today: one notification per pause, not one per bot. */
  firstPause(accountId: string, figure: string): boolean;
  /** Stops the ticks and writes what every meter holds. */
  close(): Promise<void>;
}

export function createMeters(options: MetersOptions): Meters {
  const now = options.now ?? Date.now;
  const held = new Map<string, Held>();
  let last = now();

  async function tick(): Promise<void> {
    const at = now();
    const elapsed = at - last;
    last = at;
    for (const [accountId, { meter }] of held) {
      if (options.loggedIn(accountId)) meter.addOnline(elapsed);
      await meter.flush().catch((err: unknown) => log.warn('risk meter: figures not written', { accountId, error: String(err) }));
    }
  }
  const timer = setInterval(() => void tick(), options.tickMs ?? METER_TICK_MS);
  // The process lives for its IPC channel or its tests, not for this timer.
  timer.unref?.();

  return {
    /** The account's meter for a bot starting on it (the first bot's spec brings the day's counts and the budget). */
    join(botId: string, account: AccountSpec): AccountMeter {
      let entry = held.get(account.id);
      if (!entry) {
        entry = { meter: new AccountMeter(account.id, budgetOf(account.budget), options.store, account.riskCounts, now), bots: new Set(), notified: new Set() };
        held.set(account.id, entry);
      }
      entry.bots.add(botId);
      return entry.meter;
    },

    /** The bot's run ended: the account's last bot writes what is left and drops the meter. */
    leave(botId: string, accountId: string): void {
      const entry = held.get(accountId);
      if (!entry || !entry.bots.delete(botId) || entry.bots.size > 0) return;
      held.delete(accountId);
      void entry.meter.flush().catch(() => {});
    },

    /** The account was edited while its bots run: a changed budget applies at once. */
    update(account: AccountSpec): void {
      const entry = held.get(account.id);
      if (!entry) return;
      entry.notified.clear();
      entry.meter.setBudget(budgetOf(account.budget));
    },

    /** session.ts onLogin: the login is counted, and the account's pacing asks the meter before each command. */
    onLogin(account: AccountSpec, pacing: AccountPacing): void {
      const entry = held.get(account.id);
      if (!entry) return;
      pacing.watch(entry.meter);
      void entry.meter.countLogin().catch((err: unknown) => log.warn('risk meter: login not counted', { accountId: account.id, error: String(err) }));
    },

    /** Whether the account's pause at `figure` is news today: one notification per pause, not one per bot. */
    firstPause(accountId: string, figure: string): boolean {
      const entry = held.get(accountId);
      const key = `${dayOf(now())}:${figure}`;
      if (!entry || entry.notified.has(key)) return false;
      entry.notified.add(key);
      return true;
    },

    /** Stops the ticks and writes what every meter holds. */
    async close(): Promise<void> {
      clearInterval(timer);
      await tick();
    },
  };
}
