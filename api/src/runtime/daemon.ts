/**
 * The bot runtime process. The API spawns it and talks to it over IPC only (see process-runtime.ts):
 * bots never run inside the API, so a bot that throws, hangs or leaks cannot take the API down, and if
 * this process dies the API notices, reports the bots as crashed and starts a new one.
 */
import { classify, runBot } from './runner';
import { SessionPool, type AccountSession } from './session';
import { createProxyRouter } from './game/proxy';
import { createBrowserTokenProvider } from './game/login-token';
import type { BotSpec, RuntimeEvent } from './types';

export type DaemonRequest =
  | { type: 'start'; spec: BotSpec }
  | { type: 'stop'; botId: string; deadlineMs: number }
  | { type: 'shutdown'; deadlineMs: number };

export type DaemonMessage =
  | RuntimeEvent
  | { type: 'heartbeat'; running: number; sessions: number; rssBytes: number; lagMs: number }
  /** Told a signal to stop (SIGTERM, Ctrl+C): the exit that follows is orderly, not a crash. */
  | { type: 'draining'; signal: string };

const paceScale = Number(process.env.RUNTIME_PACE_SCALE ?? 1);
const outageBackoff = process.env.RUNTIME_BACKOFF_MS ? JSON.parse(process.env.RUNTIME_BACKOFF_MS) : undefined;
const proxies = createProxyRouter();
// ONE headless Chromium for the whole process mints the reCAPTCHA tokens of password logins (started at
// the first such login, not before).
const loginPageUrl = process.env.RUNTIME_LOGIN_PAGE_URL || null;
const tokens = loginPageUrl
  ? createBrowserTokenProvider({ pageUrl: loginPageUrl, siteKey: process.env.RUNTIME_RECAPTCHA_SITE_KEY || null, executablePath: process.env.CHROMIUM_PATH || undefined })
  : undefined;
const sessions = new SessionPool({
  paceScale,
  backoff: outageBackoff,
  proxies,
  tokens,
  onLoginToken: (accountId, token) => send({ type: 'loginToken', accountId, token }),
});
type Run = { abort: AbortController; done: Promise<void>; session: AccountSession };
const runs = new Map<string, Run>();

function send(message: DaemonMessage): void {
  process.send?.(message);
}

function start(spec: BotSpec): void {
  if (runs.has(spec.botId)) return;
  const botId = spec.botId;
  const run: Run = { abort: new AbortController(), done: Promise.resolve(), session: sessions.for(spec.account) };
  // A run that was forcibly stopped may still settle later; only the current run may report.
  const current = () => runs.get(botId) === run;
  const log = (line: string) => current() && send({ type: 'log', botId, line, at: Date.now() });
  run.done = runBot(
    spec,
    run.session,
    {
      log,
      notify: (message) => current() && send({ type: 'notify', botId, message }),
      online: () => current() && send({ type: 'state', botId, state: 'online' }),
    },
    run.abort.signal,
    { paceScale },
  )
    .then(() => {
      if (current()) send({ type: 'state', botId, state: 'offline', forced: false });
    })
    .catch((err: unknown) => {
      const failure = classify(err);
      log(`Error: ${failure.message}`);
      if (current()) send({ type: 'state', botId, state: 'error', kind: failure.kind, reason: failure.message });
    })
    .finally(() => {
      if (current()) runs.delete(botId);
    });
  runs.set(botId, run);
}

async function stop(botId: string, deadlineMs: number): Promise<void> {
  const run = runs.get(botId);
  if (!run) return send({ type: 'state', botId, state: 'offline', forced: false });
  run.abort.abort();
  const finished = await Promise.race([run.done.then(() => true), Bun.sleep(deadlineMs).then(() => false)]);
  if (!finished && runs.get(botId) === run) {
    send({ type: 'log', botId, line: `The bot did not finish its step within ${deadlineMs / 1000} s: stopped forcefully.`, at: Date.now() });
    runs.delete(botId);
    // Its step may still hold the session: cut the bot out of it (the session logs out if it was the last).
    run.session.detach(botId);
    send({ type: 'state', botId, state: 'offline', forced: true });
  }
}

/** Stops every bot (each logs out through its session), then exits. Runs once, whoever asks first. */
let shuttingDown: Promise<void> | null = null;
function shutdown(deadlineMs: number): Promise<void> {
  shuttingDown ??= Promise.all([...runs.keys()].map((id) => stop(id, deadlineMs))).then(() => {
    sessions.closeAll();
    proxies.close();
    // Give the logouts' close frames a moment on the wire (and Chromium its exit) before the process goes.
    void Promise.race([tokens?.close(), Bun.sleep(2000)]).finally(() => setTimeout(() => process.exit(0), 100));
  });
  return shuttingDown;
}

process.on('message', (message: DaemonRequest) => {
  if (message.type === 'start') start(message.spec);
  else if (message.type === 'stop') void stop(message.botId, message.deadlineMs);
  else if (message.type === 'shutdown') void shutdown(message.deadlineMs);
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

// The heartbeat also measures event-loop lag: how late this 1 s timer fires is how long bots waited.
let expected = Date.now() + 1000;
setInterval(() => {
  const lagMs = Math.max(0, Date.now() - expected);
  expected = Date.now() + 1000;
  send({ type: 'heartbeat', running: runs.size, sessions: sessions.size, rssBytes: process.memoryUsage().rss, lagMs });
}, 1000);
