/**
 * The engine: this process's one connection to NATS with JetStream, through which API instances and bot
 * runners coordinate (consoles, placement, locks). It connects at first use and then reconnects for as
 * long as the process lives, so an API whose engine is away still starts and answers everything that
 * does not need it; what does need it waits a moment in `ready()` and otherwise answers 503.
 */
import {
  ClosedConnectionError,
  connect,
  ConnectionError,
  DrainingConnectionError,
  NoRespondersError,
  RequestError,
  TimeoutError,
  type NatsConnection,
} from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { EngineUnavailableError } from './errors';
import { log } from './logger';
import { CONNECTION_OPS, CONSUMER_OPS, JETSTREAM_OPS, KV_OPS, STREAM_OPS, timedObject, untimed, type FailureOutcome } from './metrics/engine';
import { metricsOn } from './metrics/switch';

export type EngineStatus = { state: 'up' | 'connecting' | 'down'; url: string; server: string | null; since: string };

export type Engine = {
  /** Copies the engine keeps of each stream and bucket (NATS_REPLICAS: 3 on a three-node cluster). */
  readonly replicas: number;
  /** The connection once it is up; rejects with EngineUnavailableError after `timeoutMs` without one. */
  ready(timeoutMs?: number): Promise<NatsConnection>;
  jetstream(timeoutMs?: number): Promise<JetStreamClient>;
  manager(timeoutMs?: number): Promise<JetStreamManager>;
  status(): EngineStatus;
  /** Whether the connection is up now: `status().state === 'up'` without building the report (read on every signed-in request). */
  isUp(): boolean;
  close(): Promise<void>;
};

/** How long a caller without its own deadline waits for an engine known to be away (a reconnect under way may land in it). */
export const DOWN_GRACE_MS = 250;

/**
 * `url`: one server, or a cluster's servers comma-separated. `timed`: what callers ask of it is timed
 * (lib/metrics/engine.ts; METRICS=off turns it off).
 */
export function createEngine(url: string, name: string, replicas = Number(process.env.NATS_REPLICAS ?? 1), { timed = metricsOn() } = {}): Engine {
  let state: EngineStatus['state'] = 'connecting';
  let since = new Date();
  let closed = false;
  const setState = (next: EngineStatus['state']) => {
    if (next === state) return;
    state = next;
    since = new Date();
    if (next === 'down') log.warn('engine unreachable', { url });
    if (next === 'up') log.info('engine connected', { url });
  };
  let nc: NatsConnection | null = null;
  // What callers are handed: the connection, timed; JetStream clients and managers are built on the bare
  // one, so their own requests are not timed a second time as the connection's.
  let handedOut: NatsConnection | null = null;
  const handOut = (connection: NatsConnection) => (handedOut ??= timed ? timedObject(connection, CONNECTION_OPS, engineFailure) : connection);
  // Connected at first use (an app built for a test that never touches the engine opens nothing).
  // waitOnFirstConnect: a first connection that fails keeps trying (the engine may start after us).
  let connecting: Promise<NatsConnection> | null = null;
  const start = (): Promise<NatsConnection> => {
    if (connecting) return connecting;
    connecting = connect({ servers: url.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500, waitOnFirstConnect: true, pingInterval: 10_000 });
    connecting.then(
      (connection) => {
        nc = connection;
        setState('up');
        void watch(connection);
      },
      (err) => log.error('engine connection failed', { url, error: String(err) }),
    );
    return connecting;
  };

  async function watch(connection: NatsConnection): Promise<void> {
    for await (const event of connection.status()) {
      if (event.type === 'disconnect' || event.type === 'staleConnection') setState('down');
      else if (event.type === 'reconnect') setState('up');
    }
  }

  /**
   * The connection, waiting at most `timeoutMs` for it. Without a time given: 2 s while the first
   * connection is being made, DOWN_GRACE_MS once the engine is known to be away, so a request that needs it
   * during an outage is answered (503) at once instead of after seconds.
   */
  async function ready(timeoutMs = state === 'down' ? DOWN_GRACE_MS : 2_000): Promise<NatsConnection> {
    if (handedOut && state === 'up') return handedOut;
    return handOut(await bare(timeoutMs));
  }

  /** The connection itself, as `ready` waits for it. */
  async function bare(timeoutMs = state === 'down' ? DOWN_GRACE_MS : 2_000): Promise<NatsConnection> {
    if (nc && state === 'up') return nc;
    if (closed) throw new EngineUnavailableError();
    const connection = await Promise.race([start(), Bun.sleep(timeoutMs).then(() => null)]);
    if (!connection || (state !== 'up' && !(await reconnected(connection, timeoutMs)))) throw new EngineUnavailableError();
    return connection;
  }

  /** Waits (at most `timeoutMs`) for a dropped connection to come back. */
  async function reconnected(connection: NatsConnection, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !connection.isClosed()) {
      if (state === 'up') return true;
      await Bun.sleep(50);
    }
    return state === 'up';
  }

  return {
    replicas,
    ready,
    jetstream: async (timeoutMs) => {
      const js = jetstream(await bare(timeoutMs));
      return timed ? timedObject(js, JETSTREAM_OPS, engineFailure, { consumers: timedConsumers }) : js;
    },
    manager: async (timeoutMs) => {
      const jsm = await jetstreamManager(await bare(timeoutMs));
      return timed
        ? timedObject(jsm, {}, engineFailure, { streams: (streams) => timedObject(streams, STREAM_OPS, engineFailure), consumers: timedConsumers })
        : jsm;
    },
    status: () => ({ state, url, server: nc && state === 'up' ? (nc.info?.server_name ?? null) : null, since: since.toISOString() }),
    isUp: () => state === 'up',
    async close() {
      closed = true;
      if (!connecting) return;
      const connection = nc ?? (await Promise.race([connecting.catch(() => null), Bun.sleep(100).then(() => null)]));
      await connection?.drain().catch(() => connection.close());
    },
  };
}

/**
 * A key-value bucket of the engine, opened (or created) at first use; it forgets a key `keepMs` after its
 * last change. A failed open is tried again at the next use.
 */
export function keyValueBucket(engine: Engine, name: string, keepMs: number): () => Promise<KV> {
  let opened: Promise<KV> | null = null;
  return async () => {
    // An engine known to be away: a request on the open bucket would wait for the client's own timeout (5 s).
    if (!engine.isUp()) await engine.ready();
    // Built on the bare client (a bucket's put is one kv_put, not also a js_publish), and timed itself if the client was.
    opened ??= engine
      .jetstream()
      .then(async (js) => {
        const kv = await new Kvm(untimed(js)).create(name, { ttl: keepMs, history: 1, replicas: engine.replicas });
        return untimed(js) === js ? kv : timedObject(kv, KV_OPS, engineFailure);
      })
      .catch((err) => {
        opened = null;
        throw err;
      });
    return opened;
  };
}

const timedConsumers = (consumers: object) => timedObject(consumers, CONSUMER_OPS, engineFailure);

/** How a failed operation is counted: a key-value write whose expected revision did not hold (engine-lock.ts reads it so), the engine away, or else. */
const engineFailure: FailureOutcome = (err) => {
  if (/wrong last sequence|key exists/i.test(err instanceof Error ? err.message : String(err))) return 'conflict';
  return err instanceof EngineUnavailableError || isEngineUnavailable(err) ? 'unavailable' : 'error';
};

/**
 * Whether an error means the engine could not be reached (it went away after `ready()` said it was up: a
 * request timed out, nobody answered, the connection closed), as opposed to the engine refusing something.
 */
export function isEngineUnavailable(err: unknown): boolean {
  return [TimeoutError, NoRespondersError, ClosedConnectionError, ConnectionError, DrainingConnectionError, RequestError].some((kind) => err instanceof kind);
}
