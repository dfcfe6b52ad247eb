/**
 * The bot runtime process. The API spawns it and talks to it over IPC only (see process-runtime.ts):
 * bots never run inside the API, so a bot that throws, hangs or leaks cannot take the API down, and if
 * this process dies the API notices, reports the bots as crashed and starts a new one.
 */
import { createBotHost, everySecondWithLag } from './bot-host';
import type { LoginCheck } from './types';
import type { RuntimeCommand, RuntimeEvent, RuntimeLoad } from './wire';

/** A command over IPC: a test login carries an id, so its answer finds its way back. */
export type IpcCommand = RuntimeCommand & { id?: number };

/**
 * What the process says over IPC: the runtime's events, and its own envelope around them (a test
 * login's answer, its load every second, and "a signal is stopping me": the exit is orderly, not a crash).
 */
export type IpcMessage =
  | { type: 'event'; event: RuntimeEvent }
  | { type: 'loginChecked'; id: number; check: LoginCheck }
  | { type: 'load'; load: RuntimeLoad }
  | { type: 'draining'; signal: string };

function send(message: IpcMessage): void {
  process.send?.(message);
}

const loginPageUrl = process.env.RUNTIME_LOGIN_PAGE_URL || null;
const host = createBotHost({
  paceScale: Number(process.env.RUNTIME_PACE_SCALE ?? 1),
  backoff: process.env.RUNTIME_BACKOFF_MS ? JSON.parse(process.env.RUNTIME_BACKOFF_MS) : undefined,
  loginPage: loginPageUrl ? { url: loginPageUrl, siteKey: process.env.RUNTIME_RECAPTCHA_SITE_KEY || null } : null,
  chromiumPath: process.env.CHROMIUM_PATH || undefined,
  report: (event) => send({ type: 'event', event }),
});

const shutdown = (deadlineMs: number) => host.shutdown(deadlineMs).then(() => setTimeout(() => process.exit(0), 100));

process.on('message', (command: IpcCommand) => {
  if (command.type === 'start') host.start(command.spec);
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
