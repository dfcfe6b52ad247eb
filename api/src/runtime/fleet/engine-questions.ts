/**
 * The questions runners ask API instances over the engine (protocol.ts EngineQuestions): runners never
 * touch the database, so a runner asks on the question's subject (`askOverEngine`) and any one API
 * instance of the question's queue group answers from it (`answerOverEngine`). The bots' day counts
 * (day-limits.ts) and the login guard (login-guard.ts) are asked this way.
 */
import type { Engine } from '../../lib/engine';
import { log } from '../../lib/logger';
import { isDayReserve, type DayCountStore } from '../reservations/day-limits';
import { isLoginGuardRequest, type LoginGuard } from '../login-guard';
import type { EngineQuestion, EngineQuestions, FleetNames, QuestionReply } from './protocol';

/** How long an instance waits for the engine at start before it logs that it answers none of a question. */
const ENGINE_WAIT_MS = 30_000;
/**
 * A question no API instance answered within this long fails, and the asker acts as refused: a bot does
 * nothing that counts meanwhile, a session waits before logging in.
 */
const ASK_TIMEOUT_MS = 10_000;

type Request<Q extends EngineQuestion> = EngineQuestions[Q]['request'];
type Answer<Q extends EngineQuestion> = EngineQuestions[Q]['answer'];

/** Each question's words (a request that is not one is refused as "not a <what>"), queue group, and check of a request off the wire. */
const QUESTIONS: { [Q in EngineQuestion]: { what: string; queue: string; isRequest: (value: unknown) => value is Request<Q> } } = {
  dayCounts: { what: 'day count', queue: 'day-counts', isRequest: isDayReserve },
  loginGuard: { what: 'login guard request', queue: 'login-guard', isRequest: isLoginGuardRequest },
};

/** A runner's side of a question: the answer of one API instance; throws when none answered, or with the reason it refused. */
export function askOverEngine<Q extends EngineQuestion>(engine: Engine, names: FleetNames, question: Q): (request: Request<Q>) => Promise<Answer<Q>> {
  return async (request) => {
    const nc = await engine.ready(ASK_TIMEOUT_MS);
    const reply = (await nc.request(names[question], JSON.stringify(request), { timeout: ASK_TIMEOUT_MS })).json<QuestionReply<Q>>();
    if (!reply.ok) throw new Error(reply.error);
    return reply.answer;
  };
}

/** An API instance's side: answers the question's well-formed requests with `answer`, one instance of the queue group each. */
export function answerOverEngine<Q extends EngineQuestion>(
  engine: Engine,
  names: FleetNames,
  question: Q,
  answer: (request: Request<Q>) => Promise<Answer<Q>>,
): { ready: Promise<void>; close(): Promise<void> } {
  const { what, queue, isRequest } = QUESTIONS[question];
  const subscription = engine
    .ready(ENGINE_WAIT_MS)
    .then(async (nc) => {
      const sub = nc.subscribe(names[question], {
        queue,
        callback: (err, msg) => {
          if (err) return;
          let request: unknown = null;
          try {
            request = msg.json();
          } catch {
            // not JSON: refused as not a request below
          }
          const reply: Promise<QuestionReply<Q>> = isRequest(request)
            ? answer(request).then(
                (a) => ({ ok: true, answer: a }),
                (e: unknown) => ({ ok: false, error: String(e) }),
              )
            : Promise.resolve({ ok: false, error: `not a ${what}` });
          void reply.then((r) => msg.respond(JSON.stringify(r)));
        },
      });
      // The server knows of the subscription once this returns: a question asked after `ready` finds it.
      await nc.flush();
      return sub;
    })
    .catch((err: unknown) => {
      log.error(`fleet: this instance answers no ${what}s (no engine)`, { error: String(err) });
      return null;
    });
  return {
    ready: subscription.then(() => undefined),
    async close() {
      (await subscription)?.unsubscribe();
    },
  };
}

/** A runner's door to the bots' day counts. */
export const askDayCounts = (engine: Engine, names: FleetNames): DayCountStore => ({ reserve: askOverEngine(engine, names, 'dayCounts') });
/** A runner's door to the login guard. */
export const askLoginGuard = (engine: Engine, names: FleetNames): LoginGuard => ({ ask: askOverEngine(engine, names, 'loginGuard') });

export const answerDayCounts = (engine: Engine, names: FleetNames, store: DayCountStore) =>
  answerOverEngine(engine, names, 'dayCounts', (request) => store.reserve(request));
export const answerLoginGuard = (engine: Engine, names: FleetNames, guard: LoginGuard) =>
  answerOverEngine(engine, names, 'loginGuard', (request) => guard.ask(request));
