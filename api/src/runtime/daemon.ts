/**
 * The bot runtime process. The API spawns it and talks to it over IPC only (see process-runtime.ts):
 * bots never run inside the API, so a bot that throws, hangs or leaks cannot take the API down, and if
 * this process dies the API notices, reports the bots as crashed and starts a new one.
 */
import { createBotHost, everySecondWithLag } from './bot-host';
import { busyWriter } from './busy-mark';
import type { LoginCheck } from './types';
import type { RuntimeCommand, RuntimeEvent, RuntimeLoad } from './wire';
import { DEFAULT_CLIENT_BUILD } from '@shared/game-wire/client-build';
import type { DayCountStore, DayGrant, DayReserve } from './reservations/day-limits';
import type { LoginGuard, LoginGuardAnswer, LoginGuardRequest } from './login-guard';
import { collectDefaultMetrics } from 'prom-client';
import { registry } from '../lib/metrics/registry';
import { startProbeServer } from '../lib/metrics/probe-server';
import { gameSeries } from './game-metrics';

/**
 * A command over IPC: a test login carries an id, so its answer finds its way back; and the API's answer
 * to a day count the process asked for (by the id it gave).
 */
export type IpcCommand =
  | (RuntimeCommand & { id?: number })
  | { type: 'dayCounted'; id: number; grant?: DayGrant; error?: string }
  | { type: 'loginGuarded'; id: number; answer?: LoginGuardAnswer; error?: string };

/**
 * What the process says over IPC: the runtime's events, and its own envelope around them (a test
 * login's answer, its load every second, and "a signal is stopping me": the exit is orderly, not a crash).
 */
export type IpcMessage =
  | { type: 'event'; event: RuntimeEvent }
  | { type: 'loginChecked'; id: number; check: LoginCheck }
  | { type: 'load'; load: RuntimeLoad }
  | { type: 'draining'; signal: string }
  /** A bot reserves from (or gives back to) its day count: the API answers with `dayCounted`. */
  | { type: 'dayCount'; id: number; request: DayReserve }
  /** A session asks the login guard (a login of the account's budget, its hold): the API answers with `loginGuarded`. */
  | { type: 'loginGuard'; id: number; request: LoginGuardRequest }
  /** Where this process serves its metrics and health, on loopback (the API appends them to its own /metrics). */
  | { type: 'metrics'; port: number };

function send(message: IpcMessage): void {
  process.send?.(message);
}

/** A question the API has not answered this long fails: the bot does nothing that counts, the session does not log in, meanwhile. */
const ASK_TIMEOUT_MS = 15_000;
const asked = new Map<number, (reply: { value?: unknown; error?: string }) => void>();
let askIds = 0;

/** Asks the API over IPC (the message made with the question's id) and waits for its answer. */
function askApi<T>(message: (id: number) => IpcMessage): Promise<T> {
  const id = ++askIds;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => asked.get(id)?.({ error: 'the API did not answer in time' }), ASK_TIMEOUT_MS);
    asked.set(id, ({ value, error }) => {
      clearTimeout(timer);
      asked.delete(id);
      if (value !== undefined) resolve(value as T);
      else reject(new Error(error ?? 'no answer'));
    });
    send(message(id));
  });
}

/** The bots' day limits, counted in the API's database: asked over IPC like everything else. */
const dayCounts: DayCountStore = { reserve: (request) => askApi<DayGrant>((id) => ({ type: 'dayCount', id, request })) };
/** The game accounts' login budgets and holds, kept by the API (login-guard.ts). */
const loginGuard: LoginGuard = { ask: (request) => askApi<LoginGuardAnswer>((id) => ({ type: 'loginGuard', id, request })) };

// Tests only: a module that adds behaviours of its own (one that hangs this process, say). Never outside tests.
if (process.env.NODE_ENV === 'test' && process.env.RUNTIME_TEST_BEHAVIOURS) await import(process.env.RUNTIME_TEST_BEHAVIOURS);

// Its series (the game's, game-metrics.ts, and its own process figures) on a loopback port for the API alone
// (issue 56): the port goes to the API over IPC, and /metrics wants the token the API gave this process.
// Every series says process="runtime", and its process figures are castellan_runtime_…, not the API's
// castellan_process_… (collectProcessMetrics' prefix), so the API can append them to its own exposition.
registry.setDefaultLabels({ process: 'runtime' });
collectDefaultMetrics({ register: registry, prefix: 'castellan_runtime_' });
try {
  const probe = startProbeServer({
    hostname: '127.0.0.1',
    port: Number(process.env.RUNTIME_METRICS_PORT || 0),
    token: process.env.RUNTIME_METRICS_TOKEN || null,
    checks: { api: () => (process.connected ? null : 'the API is not connected') },
  });
  send({ type: 'metrics', port: probe.port });
} catch (err) {
  // The bots matter more than their figures.
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'bot runtime metrics cannot listen; running without them',
      port: process.env.RUNTIME_METRICS_PORT,
      error: String(err),
    }),
  );
}

const loginPageUrl = process.env.RUNTIME_LOGIN_PAGE_URL || null;
const host = createBotHost({
  paceScale: Number(process.env.RUNTIME_PACE_SCALE ?? 1),
  backoff: process.env.RUNTIME_BACKOFF_MS ? JSON.parse(process.env.RUNTIME_BACKOFF_MS) : undefined,
  cadence: process.env.RUNTIME_REPORT_CADENCE ? JSON.parse(process.env.RUNTIME_REPORT_CADENCE) : undefined,
  loginPage: loginPageUrl ? { url: loginPageUrl, siteKey: process.env.RUNTIME_RECAPTCHA_SITE_KEY || null } : null,
  clientBuild: { build: process.env.RUNTIME_CLIENT_BUILD || DEFAULT_CLIENT_BUILD, clientUrl: process.env.RUNTIME_CLIENT_URL || null },
  chromiumPath: process.env.CHROMIUM_PATH || undefined,
  report: (event) => send({ type: 'event', event }),
  dayCounts,
  loginGuard,
  busy: process.env.RUNTIME_BUSY_FILE ? busyWriter(process.env.RUNTIME_BUSY_FILE) : undefined,
});

const shutdown = (deadlineMs: number) => host.shutdown(deadlineMs).then(() => setTimeout(() => process.exit(0), 100));

process.on('message', (command: IpcCommand) => {
  if (command.type === 'dayCounted') asked.get(command.id)?.({ value: command.grant, error: command.error });
  else if (command.type === 'loginGuarded') asked.get(command.id)?.({ value: command.answer, error: command.error });
  else if (command.type === 'start') host.start(command.spec);
  else if (command.type === 'update') host.update(command.spec);
  else if (command.type === 'checkLogin')
    void host.checkLogin(command.account, command.timeoutMs, command.look).then((check) => send({ type: 'loginChecked', id: command.id ?? 0, check }));
  else if (command.type === 'stop') void host.stop(command.botId, command.deadlineMs);
  else if (command.type === 'release') host.release(command.accountId);
  else if (command.type === 'shutdown') void shutdown(command.deadlineMs);
});

// A signal (Ctrl+C reaches the whole process group; an operator's SIGTERM) stops the bots in order:
// every session logs out, nothing is reported as crashed, and the API is told the exit is expected.
const SIGNAL_DEADLINE_MS = 5000;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    send({ type: 'draining', signal });
    void shutdown(SIGNAL_DEADLINE_MS);
  });
}

// A bug in one bot's callbacks must not end every other bot: report it and carry on.
process.on('uncaughtException', (err) => console.error(JSON.stringify({ level: 'error', msg: 'bot runtime error', error: String(err) })));
process.on('unhandledRejection', (err) => console.error(JSON.stringify({ level: 'error', msg: 'bot runtime rejection', error: String(err) })));
// The API is our only reason to live.
process.on('disconnect', () => process.exit(0));

everySecondWithLag((lagMs) =>
  send({
    type: 'load',
    load: { bots: host.running, sessions: host.sessions, rssBytes: process.memoryUsage().rss, lagMs, roundTrips: gameSeries.roundTripTotals() },
  }),
);
