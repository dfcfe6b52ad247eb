/**
 * The engine's operation latency (issue 56): `castellan_engine_operation_duration_seconds{op,outcome}`,
 * timed around what callers ask of the engine (lib/engine.ts hands out the connection, the JetStream
 * client and manager, and key-value buckets through these wrappers), so no caller changes.
 *
 * Each wrapper is a Proxy over the library's object: the operations named below are timed, everything
 * else (subscribe, status, a consumer's messages) is the object's own, called on the object itself. Only
 * what a caller asks is timed, never the library's own steps beneath it: a bucket's put is one `kv_put`,
 * not also the JetStream publish and the request it makes (lib/engine.ts builds buckets, the client and
 * the manager on the bare connection for that reason).
 *
 * Ops are a closed list (below); outcomes are ok, conflict (a key-value write whose expected revision
 * did not hold: a lock held, a counter raced, the normal path of a lock), unavailable (the engine away or
 * not answering) and error.
 */
import { timedCells } from './cells';
import { histogram } from './registry';

export type EngineOutcome = 'ok' | 'conflict' | 'unavailable' | 'error';

const durations = histogram({
  name: 'castellan_engine_operation_duration_seconds',
  help: 'Time an engine (NATS) operation took, by operation and outcome (ok, conflict, unavailable, error).',
  labelNames: ['op', 'outcome'] as const,
});

/** Each wrapped object's timed methods, by the op name they are counted under. */
export const CONNECTION_OPS = { publish: 'publish', request: 'request', flush: 'flush' } as const;
export const JETSTREAM_OPS = { publish: 'js_publish' } as const;
export const KV_OPS = { get: 'kv_get', put: 'kv_put', create: 'kv_create', update: 'kv_update', delete: 'kv_delete', purge: 'kv_purge' } as const;
export const STREAM_OPS = {
  info: 'stream_info',
  add: 'stream_add',
  update: 'stream_update',
  delete: 'stream_delete',
  purge: 'stream_purge',
  getMessage: 'stream_get_message',
} as const;
export const CONSUMER_OPS = { info: 'consumer_info', add: 'consumer_add', delete: 'consumer_delete', get: 'consumer_get' } as const;

/** How a failed operation is counted (lib/engine.ts knows the engine's errors). */
export type FailureOutcome = (err: unknown) => Exclude<EngineOutcome, 'ok'>;

const counted = timedCells(['op', 'outcome'], durations);

export function observeEngine(op: string, outcome: EngineOutcome, seconds: number): void {
  counted(seconds, op, outcome);
}

/** `fn` (a method of `owner`) timed as `op`, whether it answers at once or with a promise. */
function timedCall(owner: object, fn: (...args: unknown[]) => unknown, op: string, failure: FailureOutcome) {
  return (...args: unknown[]) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    let result: unknown;
    try {
      result = fn.apply(owner, args);
    } catch (err) {
      observeEngine(op, failure(err), seconds());
      throw err;
    }
    if (!(result instanceof Promise)) {
      observeEngine(op, 'ok', seconds());
      return result;
    }
    return result.then(
      (value) => {
        observeEngine(op, 'ok', seconds());
        return value;
      },
      (err: unknown) => {
        observeEngine(op, failure(err), seconds());
        throw err;
      },
    );
  };
}

/**
 * `target` with the methods `ops` names timed, and the objects `inner` names (a manager's `streams`)
 * wrapped in turn. Other methods are bound to `target`: the library's classes keep private state a Proxy
 * receiver cannot reach. What it hands out is made once per property, and again only if the property changes.
 */
export function timedObject<T extends object>(
  target: T,
  ops: Readonly<Record<string, string>>,
  failure: FailureOutcome,
  inner: Readonly<Record<string, (value: object) => object>> = {},
): T {
  const made = new Map<PropertyKey, { from: unknown; to: unknown }>();
  const timed = new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      const kept = made.get(key);
      if (kept && kept.from === value) return kept.to;
      let to = value;
      if (typeof value === 'function') {
        const op = typeof key === 'string' && Object.hasOwn(ops, key) ? ops[key] : undefined;
        to = op ? timedCall(object, value as (...args: unknown[]) => unknown, op, failure) : value.bind(object);
      } else if (typeof key === 'string' && Object.hasOwn(inner, key) && typeof value === 'object' && value !== null) {
        to = inner[key]!(value);
      } else {
        return value;
      }
      made.set(key, { from: value, to });
      return to;
    },
  });
  targets.set(timed, target);
  return timed;
}

/** Each wrapper's object. */
const targets = new WeakMap<object, object>();

/** The library's own object behind a wrapper (itself if it is not one): for building on it untimed. */
export function untimed<T extends object>(value: T): T {
  return (targets.get(value) as T | undefined) ?? value;
}
