/**
 * How often a bot's figures go from the runtime to the API, in real milliseconds. Each report is database
 * writes (today's counters one; the outcome sums two conditional writes of the bot's day and month, and an
 * upsert per attack), so the periods are long; an attack leaving or ending goes within a moment, with the
 * sums and counters waiting then, because the player reads it on the timeline beside its console line.
 */
export type ReportCadence = {
  /** Today's counters (the bot's card) at most this often. */
  statsEveryMs: number;
  /**
   * Outcomes (the analytics' hourly sums) at most this often, and when the bot stops: charts by the hour
   * need no fresher figures, and at 10 s the reports were 42 % of the database's time while 1,000 bots
   * played (bench/runtime with BENCH_DB_PROFILE=1). A runtime process killed outright loses at most this
   * much of its bots' analytics, never a limit's count.
   */
  outcomesEveryMs: number;
  /**
   * An attack leaving or ending is reported within this, with every sum and counter waiting then (so the
   * timeline, the card and Analytics move together), and the attacks of that moment ride along: at most
   * one report per this per bot, however busy. Issue 64: the timeline trailed the console by 75 s.
   */
  attacksWithinMs: number;
};

export const REPORT_CADENCE: ReportCadence = { statsEveryMs: 10_000, outcomesEveryMs: 60_000, attacksWithinMs: 500 };

/**
 * The cadence of a runtime whose waits are scaled (tests, benches): the periods scaled like its pacing, so
 * a sped-up bot's figures keep up with it; the attacks' moment is the player's, never longer than a period.
 */
export function scaledCadence(paceScale: number): ReportCadence {
  const outcomesEveryMs = REPORT_CADENCE.outcomesEveryMs * paceScale;
  return {
    statsEveryMs: REPORT_CADENCE.statsEveryMs * paceScale,
    outcomesEveryMs,
    attacksWithinMs: Math.min(REPORT_CADENCE.attacksWithinMs, outcomesEveryMs),
  };
}
