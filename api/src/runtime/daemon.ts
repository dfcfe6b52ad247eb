/**
 * The bot runtime process. The API spawns it and talks to it over IPC only (see process-runtime.ts):
 * bots never run inside the API, so a bot that throws, hangs or leaks cannot take the API down, and if
 * this process dies the API notices, reports the bots as crashed and starts a new one.
 */
import { createBotHost, everySecondWithLag } from './bot-host';
import type { AccountSpec, BotSpec, LoginCheck, RuntimeEvent } from './types';

export type DaemonRequest =
  | { type: 'start'; spec: BotSpec }
  | { type: 'update'; spec: BotSpec }
  | { type: 'checkLogin'; id: number; account: AccountSpec; timeoutMs: number }
  | { type: 'stop'; botId: string; deadlineMs: number }
  | { type: 'shutdown'; deadlineMs: number };

export type DaemonMessage =
  | RuntimeEvent
  | { type: 'loginChecked'; id: number; check: LoginCheck }
  | { type: 'heartbeat'; running: number; sessions: number; rssBytes: number; lagMs: number }
  /** Told a signal to stop (SIGTERM, Ctrl+C): the exit that follows is orderly, not a crash. */
  | { type: 'draining'; signal: string };

function send(message: DaemonMessage): void {
  process.send?.(message);
}

const loginPageUrl = process.env.RUNTIME_LOGIN_PAGE_URL || null;
const host = createBotHost({
  paceScale: Number(process.env.RUNTIME_PACE_SCALE ?? 1),
  backoff: process.env.RUNTIME_BACKOFF_MS ? JSON.parse(process.env.RUNTIME_BACKOFF_MS) : undefined,
  loginPage: loginPageUrl ? { url: loginPageUrl, siteKey: process.env.RUNTIME_RECAPTCHA_SITE_KEY || null } : null,
  chromiumPath: process.env.CHROMIUM_PATH || undefined,
  report: send,
});

const shutdown = (deadlineMs: number) => host.shutdown(deadlineMs).then(() => setTimeout(() => process.exit(0), 100));

process.on('message', (message: DaemonRequest) => {
  if (message.type === 'start') host.start(message.spec);
  else if (message.type === 'update') host.update(message.spec);
  else if (message.type === 'checkLogin') void host.checkLogin(message.account, message.timeoutMs).then((check) => send({ type: 'loginChecked', id: message.id, check }));
  else if (message.type === 'stop') void host.stop(message.botId, message.deadlineMs);
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

everySecondWithLag((lagMs) => send({ type: 'heartbeat', running: host.running, sessions: host.sessions, rssBytes: process.memoryUsage().rss, lagMs }));
