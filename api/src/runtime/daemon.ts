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
import type { DayCountStore, DayGrant, DayReserve } from './day-limits';

/**
 * A command over IPC: a test login carries an id, so its answer finds its way back; and the API's answer
 * to a day count the process asked for (by the id it gave).
 */
export type IpcCommand = (RuntimeCommand & { id?: number }) | { type: 'dayCounted'; id: number; grant?: DayGrant; error?: string };

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
  | { type: 'dayCount'; id: number; request: DayReserve };

function send(message: IpcMessage): void {
  process.send?.(message);
}

/** A day count the API has not answered this long is failed: the bot does nothing that counts meanwhile. */
const DAY_COUNT_TIMEOUT_MS = 15_000;
const dayCountsAsked = new Map<number, { answer: (reply: { grant?: DayGrant; error?: string }) => void }>();
let dayCountIds = 0;
/** The bots' day limits, counted in the API's database: asked over IPC like everything else. */
const dayCounts: DayCountStore = {
  reserve(request) {
    const id = ++dayCountIds;
    return new Promise<DayGrant>((resolve, reject) => {
      const timer = setTimeout(() => dayCountsAsked.get(id)?.answer({ error: 'the API did not answer in time' }), DAY_COUNT_TIMEOUT_MS);
      dayCountsAsked.set(id, {
        answer: ({ grant, error }) => {
          clearTimeout(timer);
          dayCountsAsked.delete(id);
          if (grant) resolve(grant);
          else reject(new Error(error ?? 'no answer'));
        },
      });
      send({ type: 'dayCount', id, request });
    });
  },
};

// Tests only: a module that adds behaviours of its own (one that hangs this process, say). Never outside tests.
if (process.env.NODE_ENV === 'test' && process.env.RUNTIME_TEST_BEHAVIOURS) await import(process.env.RUNTIME_TEST_BEHAVIOURS);

const loginPageUrl = process.env.RUNTIME_LOGIN_PAGE_URL || null;
const host = createBotHost({
  paceScale: Number(process.env.RUNTIME_PACE_SCALE ?? 1),
  backoff: process.env.RUNTIME_BACKOFF_MS ? JSON.parse(process.env.RUNTIME_BACKOFF_MS) : undefined,
  loginPage: loginPageUrl ? { url: loginPageUrl, siteKey: process.env.RUNTIME_RECAPTCHA_SITE_KEY || null } : null,
  clientBuild: { build: process.env.RUNTIME_CLIENT_BUILD || DEFAULT_CLIENT_BUILD, clientUrl: process.env.RUNTIME_CLIENT_URL || null },
  chromiumPath: process.env.CHROMIUM_PATH || undefined,
  report: (event) => send({ type: 'event', event }),
  dayCounts,
  busy: process.env.RUNTIME_BUSY_FILE ? busyWriter(process.env.RUNTIME_BUSY_FILE) : undefined,
});

const shutdown = (deadlineMs: number) => host.shutdown(deadlineMs).then(() => setTimeout(() => process.exit(0), 100));

process.on('message', (command: IpcCommand) => {
  if (command.type === 'dayCounted') dayCountsAsked.get(command.id)?.answer(command);
  else if (command.type === 'start') host.start(command.spec);
  else if (command.type === 'update') host.update(command.spec);
  else if (command.type === 'checkLogin') void host.checkLogin(command.account, command.timeoutMs, command.look).then((check) => send({ type: 'loginChecked', id: command.id ?? 0, check }));
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

everySecondWithLag((lagMs) => send({ type: 'load', load: { bots: host.running, sessions: host.sessions, rssBytes: process.memoryUsage().rss, lagMs } }));
