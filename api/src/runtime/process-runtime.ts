/**
 * The API's handle on the bot runtime process: the one small interface (BotRuntime) the rest of the API
 * uses, like a panel talking to its process daemon. It restarts the process if it dies or stops
 * answering and resumes the bots that were on it: a dead process is not their crash. Only a bot that
 * keeps taking the process down (it hung it or crashed it within moments of starting, twice) is parked.
 */
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { log } from '../lib/logger';
import type { IpcCommand, IpcMessage } from './daemon';
import type { BotRuntime, BotSpec, LoginCheck } from './types';
import type { RuntimeEvent } from './wire';
import { said } from '@shared/i18n/said';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import { failureLines } from '@shared/bot-lines/failures.messages';

/**
 * A new process's first heartbeat may come late on a loaded machine (Bun starting, its modules loading):
 * it is not hung until it has been silent this long without ever beating. A short heartbeat timeout
 * applied from the spawn replaced healthy new processes (the hang test, 4 test shards on 2 cores).
 */
const STARTUP_MS = 30_000;

export type ProcessRuntimeOptions = {
  /** Scales every pacing wait (1 in production; tests use 0.01). */
  paceScale?: number;
  /** How long the runtime may stay silent before it is considered hung and replaced (once it has beaten: see STARTUP_MS). */
  heartbeatTimeoutMs?: number;
  /** Outage backoff of the game sessions (tests shorten it). */
  backoff?: { firstMs: number; capMs: number };
  /** A bot started this shortly before the process hung or crashed is a suspect (SUSPECT_WINDOW_MS). */
  suspectWindowMs?: number;
  /** The game's login page for reCAPTCHA tokens (config GAME_LOGIN_PAGE_URL); null: logins carry none. */
  loginPage?: { url: string; siteKey: string | null } | null;
};

/** A bot started this shortly before the process hung or crashed is a suspect. */
export const SUSPECT_WINDOW_MS = 30_000;
/** Suspected this many times within STRIKE_WINDOW_MS, a bot is parked. */
export const STRIKES_TO_PARK = 2;
export const STRIKE_WINDOW_MS = 10 * 60_000;

const DAEMON = join(import.meta.dir, 'daemon.ts');

export function createProcessRuntime(options: ProcessRuntimeOptions = {}): BotRuntime {
  const listeners = new Set<(event: RuntimeEvent) => void>();
  const running = new Map<string, BotSpec>();
  const stopWaiters = new Map<string, (() => void)[]>();
  let closing = false;
  let lastBeat = Date.now();
  /** Whether this process has beaten yet: until then it is starting, and gets STARTUP_MS. */
  let up = false;
  let rssBytes = 0;
  let lagMs = 0;
  let sessions = 0;
  /** When each running bot was last sent to the process. */
  const startedAt = new Map<string, number>();
  /** Times each bot was suspected of taking the process down. */
  const strikes = new Map<string, number[]>();
  /** Why the current process is going: we killed it as hung, or it announced an orderly stop. */
  let killedAsHung = false;
  let draining: string | null = null;
  const suspectWindowMs = options.suspectWindowMs ?? SUSPECT_WINDOW_MS;
  let child: Subprocess<'ignore', 'inherit', 'inherit'>;
  /** Test logins under way, by request id: answered by the process, or failed when it ends. */
  const checks = new Map<number, (check: LoginCheck) => void>();
  let checkIds = 0;

  const emit = (event: RuntimeEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        log.error('runtime listener failed', { error: String(err) });
      }
    }
  };

  const settled = (botId: string) => {
    running.delete(botId);
    startedAt.delete(botId);
    for (const resolve of stopWaiters.get(botId) ?? []) resolve();
    stopWaiters.delete(botId);
  };

  function spawn() {
    lastBeat = Date.now();
    up = false;
    killedAsHung = false;
    draining = null;
    child = Bun.spawn([process.execPath, DAEMON], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        RUNTIME_PACE_SCALE: String(options.paceScale ?? 1),
        ...(options.backoff ? { RUNTIME_BACKOFF_MS: JSON.stringify(options.backoff) } : {}),
        RUNTIME_LOGIN_PAGE_URL: options.loginPage?.url ?? '',
        RUNTIME_RECAPTCHA_SITE_KEY: options.loginPage?.siteKey ?? '',
      },
      ipc(message: IpcMessage) {
        // Any message shows the process answering (a bot may report online before the first beat).
        lastBeat = Date.now();
        up = true;
        if (message.type === 'load') {
          ({ rssBytes, lagMs, sessions } = message.load);
          return;
        }
        if (message.type === 'draining') {
          draining = message.signal;
          return;
        }
        if (message.type === 'loginChecked') {
          checks.get(message.id)?.(message.check);
          checks.delete(message.id);
          return;
        }
        const { event } = message;
        // A process stopping on a signal the API did not send logs its bots out; they resume in the next one.
        if (draining && !closing && event.type === 'state') return;
        if (event.type === 'state' && event.state !== 'online') settled(event.botId);
        emit(event);
      },
    });
    const me = child;
    void me.exited.then((code) => {
      for (const answer of checks.values()) answer({ ok: false, message: 'The bot runtime restarted during the test: try again.' });
      checks.clear();
      if (closing || me !== child) return;
      const crashed = killedAsHung || (me.signalCode === null && code !== 0 && !draining);
      const ended = draining ? said(runtimeLines, 'runtimeStoppedBy', { who: draining }) : killedAsHung ? said(runtimeLines, 'runtimeHung') : me.signalCode ? said(runtimeLines, 'runtimeKilled', { signal: me.signalCode }) : said(runtimeLines, 'runtimeExited', { code: String(code) });
      const why = ended.message;
      log.error('bot runtime ended; starting a new one and resuming its bots', { why: ended.text, bots: running.size });
      const diedAt = Date.now();
      const resume: BotSpec[] = [];
      for (const [botId, spec] of running) {
        if (crashed && diedAt - (startedAt.get(botId) ?? 0) <= suspectWindowMs && struck(botId, diedAt)) {
          // The state's reason is the error without its "Error: " (the bot card shows it as the error).
          const reason = said(failureLines, 'runtimeParked', { why });
          const parked = said(runtimeLines, 'error', { reason: reason.message });
          settled(botId);
          emit({ type: 'log', botId, line: parked.text, message: parked.message, at: diedAt, level: 'error' });
          emit({ type: 'state', botId, state: 'error', kind: 'parked', reason: reason.text, words: reason.message });
          continue;
        }
        const resuming = said(runtimeLines, 'runtimeEnded', { why });
        emit({ type: 'log', botId, line: resuming.text, message: resuming.message, at: diedAt, level: 'warning' });
        resume.push(spec);
      }
      spawn();
      for (const spec of resume) {
        startedAt.set(spec.botId, Date.now());
        send({ type: 'start', spec });
      }
    });
  }

  /** Counts a strike against a bot; true when it has had enough of them to be parked. */
  function struck(botId: string, at: number): boolean {
    const recent = (strikes.get(botId) ?? []).filter((t) => at - t < STRIKE_WINDOW_MS);
    recent.push(at);
    strikes.set(botId, recent);
    return recent.length >= STRIKES_TO_PARK;
  }

  const send = (command: IpcCommand) => child.send(command);
  spawn();

  const timeout = options.heartbeatTimeoutMs ?? 15_000;
  const watchdog = setInterval(() => {
    if (!closing && Date.now() - lastBeat > (up ? timeout : Math.max(timeout, STARTUP_MS))) {
      log.error('bot runtime stopped answering; replacing it', { silentMs: Date.now() - lastBeat });
      lastBeat = Date.now();
      killedAsHung = true;
      child.kill('SIGKILL');
    }
  }, 1000);
  watchdog.unref();

  return {
    start(spec) {
      if (running.has(spec.botId)) return;
      running.set(spec.botId, spec);
      startedAt.set(spec.botId, Date.now());
      send({ type: 'start', spec });
    },
    checkLogin(account, timeoutMs, look) {
      const id = ++checkIds;
      const answered = new Promise<LoginCheck>((resolve) => checks.set(id, resolve));
      send({ type: 'checkLogin', id, account, timeoutMs, ...(look && { look }) });
      return answered;
    },
    update(spec) {
      if (!running.has(spec.botId)) return;
      // Kept for a replacement process too (it resumes the bot with what was saved last).
      running.set(spec.botId, spec);
      send({ type: 'update', spec });
    },
    stop(botId, deadlineMs) {
      if (!running.has(botId)) return Promise.resolve();
      const done = new Promise<void>((resolve) => stopWaiters.set(botId, [...(stopWaiters.get(botId) ?? []), resolve]));
      send({ type: 'stop', botId, deadlineMs });
      return done;
    },
    isRunning: (botId) => running.has(botId),
    running: () => [...running.keys()],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close(deadlineMs) {
      closing = true;
      clearInterval(watchdog);
      send({ type: 'shutdown', deadlineMs });
      const exited = await Promise.race([child.exited.then(() => true), Bun.sleep(deadlineMs + 2000).then(() => false)]);
      if (!exited) child.kill('SIGKILL');
    },
    stats: () => ({ bots: running.size, sessions, rssBytes, lagMs, pid: child.pid }),
  };
}
