/**
 * The API instances' side of the runners' day counts (day-limits.ts): runners never touch the database, so
 * they ask on the engine and any one instance of the queue group answers from it.
 */
import type { Engine } from '../../lib/engine';
import { log } from '../../lib/logger';
import { isDayReserve, type DayCountStore } from '../day-limits';
import type { DayCountReply, FleetNames } from './protocol';

/** How long an instance waits for the engine at start before it logs that it answers no day counts. */
const ENGINE_WAIT_MS = 30_000;

export function answerDayCounts(engine: Engine, names: FleetNames, store: DayCountStore): { close(): Promise<void> } {
  const subscription = engine
    .ready(ENGINE_WAIT_MS)
    .then((nc) =>
      nc.subscribe(names.dayCounts, {
        queue: 'day-counts',
        callback: (err, msg) => {
          if (err) return;
          let request: unknown = null;
          try {
            request = msg.json();
          } catch {
            // not JSON: answered as not a day count below
          }
          const answer: Promise<DayCountReply> = isDayReserve(request)
            ? store.reserve(request).then(
                (grant) => ({ ok: true, grant }),
                (e: unknown) => ({ ok: false, error: String(e) }),
              )
            : Promise.resolve({ ok: false, error: 'not a day count' });
          void answer.then((reply) => msg.respond(JSON.stringify(reply)));
        },
      }),
    )
    .catch((err: unknown) => {
      log.error('fleet: this instance answers no day counts (no engine)', { error: String(err) });
      return null;
    });
  return {
    async close() {
      (await subscription)?.unsubscribe();
    },
  };
}
