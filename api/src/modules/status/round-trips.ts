/**
 * The game's round trip per world all the time, not only at login: every runtime's load report carries
 * its round trips per world since it started (runtime/wire.ts RuntimeLoad `roundTrips`: the local runtime
 * process's, and each runner's in the fleet's bucket), and the minute's probe (leader, service.ts) adds
 * what each runtime measured since the previous probe to the world's hourly and daily counts
 * (login-counts.model.ts `roundTripMs`, `roundTrips`): one `$inc` upsert per world, span and minute,
 * never one per round trip.
 *
 * A runtime seen for the first time (this instance just started leading, a new runner) is only a starting
 * point: what it measured before may have been counted by the previous leader, and counting it again
 * would be worse than losing a minute. Its totals going down means a new process under the same name:
 * what it reports is all new. The handshake's round trip of a login is also counted with the login
 * (login-record.ts): one sample among the many a session's commands and keep-alives give in an hour.
 */
import type { RoundTripTotals } from '../../runtime';
import { countId, dayStart, hourStart } from './login-record';
import { LoginCountModel } from './login-counts.model';

/** One runtime's totals now, named so that another process has another name (a pid, a runner's start). */
export type RoundTripSource = {
  name: string;
  totals: RoundTripTotals | undefined;
};

type Trips = { sumMs: number; count: number };

/** What each source measured since it was last seen, summed per world. */
export function tripsSince(seen: Map<string, RoundTripTotals>, sources: RoundTripSource[]): Map<string, Trips> {
  const added = new Map<string, Trips>();
  const now = new Set<string>();
  for (const { name, totals } of sources) {
    if (!totals) continue;
    now.add(name);
    const before = seen.get(name);
    seen.set(name, totals);
    if (!before) continue;
    for (const [world, t] of Object.entries(totals)) {
      const was = before[world] ?? { sumMs: 0, count: 0 };
      // Fewer than before: a new process under the same name, whose totals are all new.
      const delta = t.count >= was.count ? { sumMs: t.sumMs - was.sumMs, count: t.count - was.count } : t;
      if (delta.count <= 0) continue;
      const sum = added.get(world) ?? { sumMs: 0, count: 0 };
      added.set(world, {
        sumMs: sum.sumMs + delta.sumMs,
        count: sum.count + delta.count,
      });
    }
  }
  // A runtime gone is forgotten: should it come back, its first report is a starting point again.
  for (const name of [...seen.keys()]) if (!now.has(name)) seen.delete(name);
  return added;
}

/** The minute probe's counter of the runtimes' round trips. */
export interface RoundTripCount {
  /** Adds what each source measured since it was last seen to its worlds' hour and day (a first sight is only a starting point). */
  count(sources: RoundTripSource[], at: number): Promise<void>;
}

/**
 * The probe's counter: what the sources measured since the last probe, added to each world's hour and
 * day. A write that fails leaves its trips waiting for the next probe, so a database outage loses none.
 */
export function createRoundTripCount(): RoundTripCount {
  const seen = new Map<string, RoundTripTotals>();
  const waiting = new Map<string, { world: string; at: number; trips: Trips }>();
  /** One count at a time (a test's probe beside the job's): two would read the same totals and write the same waiting trips. */
  let queue: Promise<unknown> = Promise.resolve();

  async function count(sources: RoundTripSource[], at: number): Promise<void> {
    for (const [world, trips] of tripsSince(seen, sources)) {
      const key = `${world}:${hourStart(at).toISOString()}`;
      const known = waiting.get(key);
      waiting.set(key, {
        world,
        at,
        trips: known
          ? {
              sumMs: known.trips.sumMs + trips.sumMs,
              count: known.trips.count + trips.count,
            }
          : trips,
      });
    }
    for (const [key, { world, at: when, trips }] of [...waiting]) {
      const inc = {
        $inc: { roundTripMs: Math.round(trips.sumMs), roundTrips: trips.count },
      };
      const write = (span: 'day' | 'hour', start: Date) =>
        LoginCountModel.updateOne({ _id: countId(world, span, start) }, { ...inc, $setOnInsert: { world, span, start } }, { upsert: true });
      await Promise.all([write('day', dayStart(when)), write('hour', hourStart(when))]);
      waiting.delete(key);
    }
  }

  return {
    count(sources: RoundTripSource[], at: number): Promise<void> {
      const done = queue.then(() => count(sources, at));
      queue = done.catch(() => {});
      return done;
    },
  };
}
