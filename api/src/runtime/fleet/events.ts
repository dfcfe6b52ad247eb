/**
 * The durable stream of runtime reports (states, notifications, login tokens) from runners to the API.
 * A work queue: each report is stored once (publishes carry message ids), handed to the leader API
 * instance, and removed once it has been written to the database; unacknowledged, it comes back (to the
 * next leader, if this one died), and handling it again changes nothing (see the supervisor).
 */
import { AckPolicy, DeliverPolicy, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { Engine } from '../../lib/engine';
import type { FleetNames } from './protocol';

/** How long a report handed out may stay unacknowledged before it goes out again (to the next leader). */
export const EVENT_ACK_WAIT_MS = 10_000;
export const EVENT_CONSUMER = 'supervisor';

const ready = new WeakMap<Engine, Map<string, Promise<void>>>();

/** Creates the stream and its one consumer (once per engine and stream). */
export function ensureEventStream(engine: Engine, names: FleetNames): Promise<void> {
  const byName = ready.get(engine) ?? new Map<string, Promise<void>>();
  ready.set(engine, byName);
  let made = byName.get(names.events);
  if (!made) {
    made = (async () => {
      const jsm = await engine.manager();
      await jsm.streams.info(names.events).catch(() =>
        jsm.streams.add({
          name: names.events,
          subjects: [names.eventSubjects],
          retention: RetentionPolicy.Workqueue,
          storage: StorageType.File,
          num_replicas: engine.replicas,
          duplicate_window: 120_000_000_000, // 2 min, in ns
        }),
      );
      await jsm.consumers.info(names.events, EVENT_CONSUMER).catch(() =>
        jsm.consumers.add(names.events, {
          durable_name: EVENT_CONSUMER,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ack_wait: EVENT_ACK_WAIT_MS * 1_000_000,
          max_ack_pending: 1000,
        }),
      );
    })().catch((err) => {
      byName.delete(names.events);
      throw err;
    });
    byName.set(names.events, made);
  }
  return made;
}
