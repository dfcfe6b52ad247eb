/**
 * The login guard (login-guard.ts) across the fleet, as the day counts (engine-day-counts.ts): runners
 * never touch the database, so a runner asks on the engine (`askLoginGuard`) and any one API instance of
 * the queue group answers (`answerLoginGuard`).
 */
import type { Engine } from '../../lib/engine';
import { log } from '../../lib/logger';
import { isLoginGuardRequest, type LoginGuard, type LoginGuardAnswer } from '../login-guard';
import type { FleetNames, LoginGuardReply } from './protocol';

/** How long an instance waits for the engine at start before it logs that it answers no login guard. */
const ENGINE_WAIT_MS = 30_000;
/** A question no API instance answered within this long fails: the session waits before logging in. */
const ASK_TIMEOUT_MS = 10_000;

/** A runner's door to the login guard: a request on the engine, answered by an API instance. */
export function askLoginGuard(engine: Engine, names: FleetNames): LoginGuard {
  return {
    async ask(request) {
      const nc = await engine.ready(ASK_TIMEOUT_MS);
      const reply = (await nc.request(names.loginGuard, JSON.stringify(request), { timeout: ASK_TIMEOUT_MS })).json<LoginGuardReply>();
      if (!reply.ok) throw new Error(reply.error);
      return reply.answer;
    },
  };
}

export function answerLoginGuard(engine: Engine, names: FleetNames, guard: LoginGuard): { close(): Promise<void> } {
  const subscription = engine
    .ready(ENGINE_WAIT_MS)
    .then((nc) =>
      nc.subscribe(names.loginGuard, {
        queue: 'login-guard',
        callback: (err, msg) => {
          if (err) return;
          let request: unknown = null;
          try {
            request = msg.json();
          } catch {
            // not JSON: answered as not a login guard request below
          }
          const reply: Promise<LoginGuardReply> = isLoginGuardRequest(request)
            ? guard.ask(request).then(
                (answer: LoginGuardAnswer) => ({ ok: true, answer }),
                (e: unknown) => ({ ok: false, error: String(e) }),
              )
            : Promise.resolve({ ok: false, error: 'not a login guard request' });
          void reply.then((r) => msg.respond(JSON.stringify(r)));
        },
      }),
    )
    .catch((err: unknown) => {
      log.error('fleet: this instance answers no login guard (no engine)', { error: String(err) });
      return null;
    });
  return {
    async close() {
      (await subscription)?.unsubscribe();
    },
  };
}
