/**
 * The fleet's wire vocabulary: what runner nodes and API instances say to each other through the engine.
 *
 * - Runners announce themselves in the key-value bucket `runners` (id, capacity, load, public key, and
 *   whether they are ready for new sessions), every HEARTBEAT_MS; one silent for RUNNER_DEAD_MS is dead.
 * - Where each game account is played is in the bucket `placement`: `{ runner, epoch, bots }`, key the
 *   account id, changed only by compare-and-set. A move raises the epoch; a runner that sees its epoch
 *   superseded stops that session at once.
 * - Commands (the runtime's own, wire.ts RuntimeCommand) go to one runner on `<prefix>.runner.<id>`
 *   (request and reply), sealed to it, with the placement they belong to.
 * - Runners send their events (wire.ts, with where they came from: PlacedEvent) to the durable stream of
 *   events, one subject per bot; the API instance holding the `leader` lease writes them to the database,
 *   each once.
 * - Console lines go to the console stream (lib/console-writer.ts).
 * - A bot's day counts (day-limits.ts) are asked on `<prefix>.day-counts` (request and reply): any API
 *   instance answers from the database, before the bot acts.
 * - A game account's login budget and hold (login-guard.ts) are asked on `<prefix>.login-guard` the same way
 *   (both questions: EngineQuestions, asked and answered by engine-questions.ts); the holds themselves are
 *   in the bucket `account-holds`, a Play now the player asked for in `play-now`.
 */
import type { LoginCheck } from '../types';
import type { DayGrant, DayReserve } from '../reservations/day-limits';
import type { LoginGuardAnswer, LoginGuardRequest } from '../login-guard';
import type { RuntimeLoad } from '../wire';

export const HEARTBEAT_MS = 1000;
/** A runner silent this long is dead: its sessions move (the issue allows 15 s for the whole move). */
export const RUNNER_DEAD_MS = 5000;
/** The leader lease lapses this long after its holder's last renewal. */
export const LEASE_MS = 5000;

/** Bucket, stream and subject names; tests give each fleet its own namespace on one engine. */
export function fleetNames(namespace = '') {
  const ns = namespace ? `${namespace}-` : '';
  const subject = namespace ? `fleet.${namespace}` : 'fleet';
  return {
    runners: `${ns}fleet-runners`,
    placement: `${ns}fleet-placement`,
    leases: `${ns}fleet-leases`,
    events: `${ns.toUpperCase().replace(/-/g, '_')}FLEET_EVENTS`,
    eventSubject: (key: string) => `${subject}.events.${key}`,
    eventSubjects: `${subject}.events.>`,
    command: (runnerId: string) => `${subject}.runner.${runnerId}`,
    dayCounts: `${subject}.day-counts`,
    loginGuard: `${subject}.login-guard`,
    /** One session per game account within the installation (bots/login-guard/service.ts). */
    accountHolds: `${ns}account-holds`,
    playNow: `${ns}play-now`,
    /** Each game account's newest live map (modules/live-map/). */
    liveMaps: `${ns}live-maps`,
    /** The console stream (the API's console hub reads the same one). */
    console: `${ns.toUpperCase().replace(/-/g, '_')}CONSOLE`,
  };
}
export type FleetNames = ReturnType<typeof fleetNames>;

export type RunnerRecord = RuntimeLoad & {
  id: string;
  host: string;
  pid: number;
  /** Bots this runner takes at most. */
  capacity: number;
  /** Going away (an upgrade): takes nothing new, its sessions are moved off. */
  draining: boolean;
  /**
   * Takes new sessions: false while the game's network document does not answer it (runner-readiness.ts);
   * its sessions play on, new ones go elsewhere (choose-runner.ts). Absent: a runner from before the flag.
   */
  ready?: boolean;
  /** What waits in its outboxes (lib/metrics/outbox.ts), by name: the admins' alert of an outbox past its bound reads it. Absent: a runner from before. */
  outboxes?: Record<string, number>;
  /** X25519, SPKI DER in base64: what sessions sent to it are sealed to (seal.ts). */
  publicKey: string;
  startedAt: string;
  /** New at every start of the process: a runner restarted under the same id holds none of its old sessions. */
  boot: string;
};

/** `boot`: the runner's boot the session was sent to; another boot of the same runner does not play it. */
export type Placement = { runner: string; boot: string; epoch: number; bots: string[] };

/**
 * A RuntimeCommand on its way to one runner: sealed to it (`sealed`: the command as JSON; its spec holds
 * the game password), with the account and placement epoch it belongs to. A start or release under an
 * epoch older than the runner holds is refused; a start or update for another account than named, too.
 */
export type SealedCommand = { sealed: string; accountId: string | null; epoch: number };

/**
 * What runners ask API instances on the engine (they never touch the database), by the subject's name in
 * FleetNames: each question's request and answer.
 */
export type EngineQuestions = {
  dayCounts: { request: DayReserve; answer: DayGrant };
  loginGuard: { request: LoginGuardRequest; answer: LoginGuardAnswer };
};
export type EngineQuestion = keyof EngineQuestions;
/** An API instance's reply to a question: the answer, or why none. */
export type QuestionReply<Q extends EngineQuestion> = { ok: true; answer: EngineQuestions[Q]['answer'] } | { ok: false; error: string };

/** A runner's answer: done (a test login's `check` with it), or why not. */
export type CommandReply = { ok: true; check?: LoginCheck } | { ok: false; error: string };

/**
 * A runner as an operator sees it (admin System tab). `silent`: no heartbeat for RUNNER_DEAD_MS; `ready`:
 * it takes new sessions (true for a runner from before the flag). Its round trip totals are for the status
 * page's count (modules/status/round-trips.ts), its outboxes for the admins' alerts, not the screen.
 */
export type RunnerView = Pick<
  RunnerRecord,
  'id' | 'host' | 'capacity' | 'bots' | 'sessions' | 'rssBytes' | 'lagMs' | 'startedAt' | 'roundTrips' | 'outboxes'
> & { ready: boolean; state: 'live' | 'draining' | 'silent' };

/** The view of runner `id` from its record; `alive`: heard from within RUNNER_DEAD_MS. */
export function runnerView(id: string, r: RunnerRecord, alive: boolean): RunnerView {
  const { host, capacity, bots, sessions, rssBytes, lagMs, startedAt, roundTrips, outboxes } = r;
  return {
    id,
    host,
    capacity,
    bots,
    sessions,
    rssBytes,
    lagMs,
    startedAt,
    roundTrips,
    outboxes,
    ready: r.ready !== false,
    state: !alive ? 'silent' : r.draining ? 'draining' : 'live',
  };
}

/** The fleet's load: the live runners' bots, sessions and memory summed, the worst lag. */
export function fleetLoad(live: RunnerRecord[]): RuntimeLoad {
  return {
    bots: live.reduce((n, r) => n + r.bots, 0),
    sessions: live.reduce((n, r) => n + r.sessions, 0),
    rssBytes: live.reduce((n, r) => n + r.rssBytes, 0),
    lagMs: Math.max(0, ...live.map((r) => r.lagMs)),
  };
}
