/**
 * The bots' day counts (day-limits.ts) across the fleet: runners never touch the database, so a runner asks
 * on the engine (`askDayCounts`) and any one API instance of the queue group answers from it (`answerDayCounts`).
 */
import type { Engine } from '../../lib/engine';
import { log } from '../../lib/logger';
import { isDayReserve, type DayCountStore } from '../day-limits';
import type { DayCountReply, FleetNames } from './protocol';

/** How long an instance waits for the engine at start before it logs that it answers no day counts. */
const ENGINE_WAIT_MS = 30_000;
/** A day count no API instance answered within this long is failed: the bot does nothing that counts meanwhile. */
const ASK_TIMEOUT_MS = 10_000;

/** A runner's door to the day counts: a request on the engine, answered by an API instance. */
export function askDayCounts(engine: Engine, names: FleetNames): DayCountStore {
  return {
    async reserve(request) {
      const nc = await engine.ready(ASK_TIMEOUT_MS);
      const answer = (await nc.request(names.dayCounts, JSON.stringify(request), { timeout: ASK_TIMEOUT_MS })).json<DayCountReply>();
      if (!answer.ok) throw new Error(answer.error);
      return answer.grant;
    },
  };
}

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
