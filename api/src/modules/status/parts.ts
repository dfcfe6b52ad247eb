/**
 * The platform's parts, looked at now (the page's current state, within a second) and once a minute on
 * the leading instance, counted per day for the page's bars (parts.model.ts). A probe taken while the
 * database is away cannot be written: it waits in memory, summed per part and day, and is written with
 * the next probe that can, so the day of an outage shows it.
 *
 * What each part's state means: the API answers (it is this process: up whenever it can say so); the
 * database answers a ping within 750 ms; the engine (NATS) is connected; the bot runtime runs (idle: no
 * bot started yet) without an event loop more than 2 s late and without its process dying over and
 * over (process-runtime.ts CRASH_LOOP: degraded, as its bots keep being resumed), and with a fleet while
 * a live runner is ready for new sessions; the fleet's runners are all beating and ready (degraded: some
 * silent or not ready, down: none live; off without a fleet); payments are set up (off: no provider
 * configured: nobody can pay, and nobody is charged).
 */
import type { PartState, StatusPart } from '@shared/status';
import { databaseHealth } from '../../lib/db';
import type { RoundTripTotals, RunnerView } from '../../runtime';
import { dayStart } from './login-record';
import { PartDayModel } from './parts.model';

export type PartSources = {
  engineState: () => 'up' | 'connecting' | 'down';
  /** The bot runtime's figures (its process and its round trips so far: round-trips.ts); null before the first bot starts (RUNNERS=local). */
  runtimeStats: () => { bots: number; lagMs: number; pid?: number; roundTrips?: RoundTripTotals; crashLoop?: boolean } | null;
  /** The fleet's runner nodes; null when the API runs its bots itself. */
  runners: (() => RunnerView[]) | null;
  payments: { stripe: boolean; paypal: boolean };
};

/** An event loop this late means bots wait past their moves. */
const LAG_DEGRADED_MS = 2_000;

export type PartStates = Record<StatusPart, PartState>;

export async function probeParts(sources: PartSources): Promise<PartStates> {
  const database = await databaseHealth(750);
  const engine = sources.engineState();
  const runners = sources.runners?.() ?? null;
  return {
    api: 'up',
    database: database.state === 'up' ? 'up' : 'down',
    engine: engine === 'up' ? 'up' : engine === 'connecting' ? 'degraded' : 'down',
    runtime: runners ? fleetRuntime(runners) : localRuntime(sources.runtimeStats()),
    runners: runners ? runnersState(runners) : 'off',
    payments: sources.payments.stripe || sources.payments.paypal ? 'up' : 'off',
  };
}

function localRuntime(stats: { bots: number; lagMs: number; crashLoop?: boolean } | null): PartState {
  if (!stats) return 'idle';
  return stats.crashLoop || stats.lagMs > LAG_DEGRADED_MS ? 'degraded' : 'up';
}

/** A runner that takes new sessions: the game's network document answers it (runner-readiness.ts). Absent: a runner from before the flag. */
const ready = (r: RunnerView) => r.ready !== false;

/** With a fleet, the runtime is the bots' runners: up while any beats, degraded when every live one lags or none is ready. */
function fleetRuntime(runners: RunnerView[]): PartState {
  const live = runners.filter((r) => r.state !== 'silent');
  if (runners.length === 0) return 'idle';
  if (live.length === 0) return 'down';
  return live.every((r) => r.lagMs > LAG_DEGRADED_MS) || !live.some(ready) ? 'degraded' : 'up';
}

function runnersState(runners: RunnerView[]): PartState {
  if (runners.length === 0) return 'idle';
  const silent = runners.filter((r) => r.state === 'silent').length;
  if (silent === runners.length) return 'down';
  return silent > 0 || runners.some((r) => r.state !== 'silent' && !ready(r)) ? 'degraded' : 'up';
}

type Tally = { part: StatusPart; day: Date; checks: number; down: number; degraded: number };

/** Probes per part and day, kept for the page's bars. */
export interface PartLog {
  /** One probe: counted, then everything waiting written (a failure leaves it waiting, and says so to the job). */
  record(states: PartStates, at?: number): Promise<void>;
  /** How many part-days wait for the database (tests). */
  readonly waiting: number;
}

/** Records probes per part and day; what the database could not take waits for the next probe. */
export function createPartLog(): PartLog {
  const waiting = new Map<string, Tally>();

  function add(states: PartStates, at: number): void {
    const day = dayStart(at);
    for (const [part, state] of Object.entries(states) as [StatusPart, PartState][]) {
      if (state === 'off') continue;
      const key = `${part}:${day.toISOString().slice(0, 10)}`;
      const tally = waiting.get(key) ?? { part, day, checks: 0, down: 0, degraded: 0 };
      tally.checks += 1;
      if (state === 'down') tally.down += 1;
      if (state === 'degraded') tally.degraded += 1;
      waiting.set(key, tally);
    }
  }

  /** Writes what waits; each tally leaves the queue only once written, so a failed write loses nothing. */
  async function flush(): Promise<void> {
    for (const [key, t] of [...waiting]) {
      await PartDayModel.updateOne(
        { _id: key },
        { $inc: { checks: t.checks, down: t.down, degraded: t.degraded }, $setOnInsert: { part: t.part, day: t.day } },
        { upsert: true },
      );
      waiting.delete(key);
    }
  }

  return {
    /** One probe: counted, then everything waiting written (a failure leaves it waiting, and says so to the job). */
    async record(states: PartStates, at = Date.now()): Promise<void> {
      add(states, at);
      await flush();
    },
    /** How many part-days wait for the database (tests). */
    get waiting() {
      return waiting.size;
    },
  };
}
