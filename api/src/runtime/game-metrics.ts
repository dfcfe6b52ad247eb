/**
 * The game's own series (issue 56), counted where sessions log in and talk to the game: the bot runtime
 * process an API spawns, and runner nodes. Never in an API process: the series are declared at their first
 * use, so a registry whose process runs no session (the API's) never names them, and the runtime's
 * exposition appended to the API's /metrics (lib/metrics/runtime-exposition.ts) shares no family with it.
 *
 *   castellan_game_logins_total{world,outcome}   each login a session sent, by what it came to: `ok`, or the
 *                                                failure's name (shared/src/status.ts LOGIN_OUTCOMES, read
 *                                                from the error by login-pattern.ts). A login that never went
 *                                                out (the account's budget, the login guard away, the session
 *                                                closed meanwhile) is not counted.
 *   castellan_game_round_trip_seconds{world}     a frame sent to the game and its answer (game/client.ts
 *                                                onRoundTrip): every command the game answers, from the moment
 *                                                it leaves (pacing waits not counted); the keep-alive `pin`;
 *                                                the handshake's `roundTrip`
 *   castellan_game_sessions{world}               sessions logged in to the game now (a Test login's too)
 *
 * world: the account's game server (INT1, DE1…, shared/src/game.ts GAME_SERVERS); any other name is
 * `other`, so a label never takes a value from outside that list. METRICS=off (lib/metrics/switch.ts, the
 * bench's way of measuring what metrics cost): nothing is counted.
 *
 * The status page's round trip per world (modules/status/round-trips.ts) reads the same round trips as
 * totals since this process started (roundTripTotals), carried in the runtime's load report: counted
 * whatever METRICS says, since the page is no operator's option. One tally per process (runner nodes a
 * test starts in one process share it).
 */
import { isGameServer } from '@shared/game';
import type { RoundTripTotals } from './wire';
import { counter, gauge, histogram } from '../lib/metrics/registry';
import { metricsOn } from '../lib/metrics/switch';

const on = metricsOn();
const worldOf = (server: string) => (isGameServer(server) ? server : 'other');

/** Each session's world while it is logged in, else null: read when the gauge is scraped, so it never drifts. */
const watched = new Set<() => string | null>();
/** Each world's round trips since this process started: cumulative, so a reader that misses a report loses nothing. */
const tripTotals: RoundTripTotals = {};

let made: ReturnType<typeof declare> | null = null;
function declare() {
  return {
    logins: counter({
      name: 'castellan_game_logins_total',
      help: 'Logins sent to the game, by game world and what they came to (ok, or the failure).',
      labelNames: ['world', 'outcome'] as const,
    }),
    roundTrip: histogram({
      name: 'castellan_game_round_trip_seconds',
      help: "A frame sent to the game and the game's answer to it (answered commands, the keep-alive ping, the handshake's roundTrip), by game world.",
      labelNames: ['world'] as const,
    }),
    sessions: gauge({
      name: 'castellan_game_sessions',
      help: 'Game sessions logged in now, by game world.',
      labelNames: ['world'] as const,
      collect() {
        const byWorld = new Map<string, number>();
        for (const world of watched) {
          const now = world();
          if (now !== null) byWorld.set(worldOf(now), (byWorld.get(worldOf(now)) ?? 0) + 1);
        }
        this.reset();
        for (const [world, count] of byWorld) this.set({ world }, count);
      },
    }),
  };
}
const series = () => (made ??= declare());

export const gameSeries = {
  /** A login of an account on `server` came to `outcome` (`ok` or a LoginFailure's name). */
  login(server: string, outcome: string): void {
    if (on) series().logins.inc({ world: worldOf(server), outcome });
  },
  roundTrip(server: string, seconds: number): void {
    const world = worldOf(server);
    const total = (tripTotals[world] ??= { sumMs: 0, count: 0 });
    total.sumMs += seconds * 1000;
    total.count += 1;
    if (on) series().roundTrip.observe({ world }, seconds);
  },
  /** A copy of each world's round trips since this process started (the load report's `roundTrips`). */
  roundTripTotals(): RoundTripTotals {
    return Object.fromEntries(Object.entries(tripTotals).map(([world, t]) => [world, { ...t }]));
  },
  /** A session to count while `world()` names its server (logged in); the returned function stops counting it. */
  watch(world: () => string | null): () => void {
    if (!on) return () => {};
    series();
    watched.add(world);
    return () => void watched.delete(world);
  },
};
