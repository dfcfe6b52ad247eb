/**
 * The fleet's wire vocabulary: what runner nodes and API instances say to each other through the engine.
 *
 * - Runners announce themselves in the key-value bucket `runners` (id, capacity, load, public key),
 *   every HEARTBEAT_MS; one silent for RUNNER_DEAD_MS is dead.
 * - Where each game account is played is in the bucket `placement`: `{ runner, epoch, bots }`, key the
 *   account id, changed only by compare-and-set. A move raises the epoch; a runner that sees its epoch
 *   superseded stops that session at once.
 * - Commands go to one runner on `<prefix>.runner.<id>` (request and reply).
 * - Runners report states, notifications and login tokens to the durable stream of events, one subject
 *   per bot; the API instance holding the `leader` lease writes them to the database, each once.
 * - Console lines go to the console stream (modules/bots/console/hub.ts), as before.
 */
import type { BotSpec, LoginCheck, RuntimeEvent } from '../types';

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
    /** The console stream (the API's console hub reads the same one). */
    console: `${ns.toUpperCase().replace(/-/g, '_')}CONSOLE`,
  };
}
export type FleetNames = ReturnType<typeof fleetNames>;

export type RunnerRecord = {
  id: string;
  host: string;
  pid: number;
  /** Bots this runner takes at most. */
  capacity: number;
  bots: number;
  sessions: number;
  rssBytes: number;
  lagMs: number;
  /** Going away (an upgrade): takes nothing new, its sessions are moved off. */
  draining: boolean;
  /** X25519, SPKI DER in base64: what sessions sent to it are sealed to (seal.ts). */
  publicKey: string;
  startedAt: string;
  /** New at every start of the process: a runner restarted under the same id holds none of its old sessions. */
  boot: string;
};

/** `boot`: the runner's boot the session was sent to; another boot of the same runner does not play it. */
export type Placement = { runner: string; boot: string; epoch: number; bots: string[] };

export type RunnerCommand =
  /** `sealed`: the BotSpec as JSON, sealed to the runner. */
  | { type: 'start'; accountId: string; epoch: number; sealed: string }
  /** Test login: once in and out with these details (the AccountSpec, sealed); the reply carries `check`. */
  | { type: 'checkLogin'; sealed: string; timeoutMs: number }
  /** New settings for a running bot (the BotSpec, sealed like a start). */
  | { type: 'update'; accountId: string; sealed: string }
  | { type: 'stop'; botId: string; deadlineMs: number }
  /** Let the account go (it moves elsewhere): stop its session now, report nothing. */
  | { type: 'release'; accountId: string; epoch: number };

export type CommandReply = { ok: true; check?: LoginCheck } | { ok: false; error: string };

/** A runtime report with where it came from: a report from a superseded epoch is stale and dropped. */
export type FleetEvent = Exclude<RuntimeEvent, { type: 'log' }> & { runner: string; accountId: string; epoch: number };

export const specText = (spec: BotSpec) => JSON.stringify(spec);

/** A runner as an operator sees it (admin System tab). `silent`: no heartbeat for RUNNER_DEAD_MS. */
export type RunnerView = Pick<RunnerRecord, 'id' | 'host' | 'capacity' | 'bots' | 'sessions' | 'rssBytes' | 'lagMs' | 'startedAt'> & { state: 'live' | 'draining' | 'silent' };
