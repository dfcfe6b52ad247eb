/**
 * The API's handle on the bot runtime process: the one small interface (BotRuntime) the rest of the API
 * uses, like a panel talking to its process daemon. It restarts the process if it dies or stops
 * answering and resumes every bot that was on it: a dead process is not their crash, and being resumed
 * makes no bot a suspect. Only a bot shown to be the cause is parked: one whose own code held the
 * process's thread through the silence before it was replaced as hung, or held it when the process
 * crashed on its own (busy-mark.ts), twice within STRIKE_WINDOW_MS. A process killed from outside (an
 * operator's kill -9, the OOM killer) blames nobody.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { log } from '../lib/logger';
import type { IpcCommand, IpcMessage } from './daemon';
import type { BotRuntime, BotSpec, LoginCheck } from './types';
import type { DayCountStore } from './reservations/day-limits';
import type { LoginGuard } from './login-guard';
import { readBusy, resetBusyFile } from './busy-mark';
import { culpritOf, parkingWords, type Culprit } from './culprit';
import type { RoundTripTotals, RuntimeEvent } from './wire';
import { said } from '@shared/i18n/said';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import { DEFAULT_CLIENT_BUILD } from '@shared/game-wire/client-build';
import type { ClientBuildSetting } from './game/client-build';
import { NO_SAFETY_LOCK } from '@shared/safety-lock';
import type { ReportCadence } from './report-cadence';
import { runtimeScrapeTarget, setRuntimeScrapeTarget } from '../lib/metrics/runtime-exposition';

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
  /** The game's login page for reCAPTCHA tokens (config GAME_LOGIN_PAGE_URL); null: logins carry none. */
  loginPage?: { url: string; siteKey: string | null } | null;
  /** The game client build the sessions announce (config GAME_CLIENT_BUILD, GAME_CLIENT_URL); the default build without it. */
  clientBuild?: ClientBuildSetting;
  /** Where the bots' day limits are counted (the API's database: bots/day-counts); the process asks over IPC. */
  dayCounts: DayCountStore;
  /** The game accounts' login budgets and holds (login-guard.ts), kept by the API; the process asks over IPC. */
  loginGuard: LoginGuard;
  /** When restarts make a crash loop (CRASH_LOOP; tests shorten the window). */
  crashLoop?: typeof CRASH_LOOP;
  /** How often the bots' figures are reported (report-cadence.ts); scaled like the pacing without it. */
  reportCadence?: ReportCadence;
};

/**
 * A crash loop: more than `restarts` replacements of the process within `windowMs` (an operator's signal
 * not counted). One death is the watchdog doing its job (an OOM kill, a hung bot's process replaced) and
 * its bots are back within seconds; a third within ten minutes means the replacements die too, and every
 * bot is being resumed over and over. The runtime says so (stats().crashLoop: the status page's and the
 * System tab's runtime is degraded) until ten minutes pass without a restart: it stayed up.
 */
export const CRASH_LOOP = { restarts: 2, windowMs: 10 * 60_000 };

/** Whether the restarts at `times` (epoch ms) make a crash loop at `now`. */
export const crashLooping = (times: number[], now: number, loop = CRASH_LOOP) => times.filter((t) => now - t < loop.windowMs).length > loop.restarts;

/** Shown to be the cause this many times within STRIKE_WINDOW_MS, a bot is parked. */
export const STRIKES_TO_PARK = 2;
export const STRIKE_WINDOW_MS = 10 * 60_000;

const DAEMON = join(import.meta.dir, 'daemon.ts');

export function createProcessRuntime(options: ProcessRuntimeOptions): BotRuntime {
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
  /** The current process's round trips per world since it started (its load report): a new process starts from none. */
  let roundTrips: RoundTripTotals = {};
  /** When the process was replaced after dying (not on an operator's signal), kept for the crash-loop window. */
  let restartedAt: number[] = [];
  /** Times each bot was shown to have taken the process down. */
  const strikes = new Map<string, number[]>();
  /** Why the current process is going: we killed it as hung (and whose code held it, if a bot's), or it announced an orderly stop. */
  let killedAsHung = false;
  let hungOn: Culprit | null = null;
  let draining: string | null = null;
  /** The page the process marks which bot's code holds its thread in (busy-mark.ts). */
  const scratch = mkdtempSync(join(tmpdir(), 'castellan-runtime-'));
  const busyFile = join(scratch, 'busy');
  /**
   * What the process's /metrics asks for (its port is told over IPC): made here, so that only this API
   * reads its series, whoever else reaches the loopback port.
   */
  const metricsToken = crypto.randomUUID();
  const ownsScrape = () => runtimeScrapeTarget()?.token === metricsToken;
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
    for (const resolve of stopWaiters.get(botId) ?? []) resolve();
    stopWaiters.delete(botId);
  };

  /** A request of the runtime process answered to the process that asked (ids start again in a new one), and only while it lives. */
  function answerAsker<T>(asked: Promise<T>, answered: (value: T) => IpcCommand, failed: (error: string) => IpcCommand): void {
    const asker = child;
    const reply = (command: IpcCommand) => asker === child && !asker.killed && asker.send(command);
    void asked.then(
      (value) => reply(answered(value)),
      (err: unknown) => reply(failed(String(err))),
    );
  }

  function spawn() {
    lastBeat = Date.now();
    up = false;
    killedAsHung = false;
    hungOn = null;
    draining = null;
    roundTrips = {};
    resetBusyFile(busyFile);
    child = Bun.spawn([process.execPath, DAEMON], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        RUNTIME_PACE_SCALE: String(options.paceScale ?? 1),
        ...(options.backoff ? { RUNTIME_BACKOFF_MS: JSON.stringify(options.backoff) } : {}),
        ...(options.reportCadence ? { RUNTIME_REPORT_CADENCE: JSON.stringify(options.reportCadence) } : {}),
        RUNTIME_LOGIN_PAGE_URL: options.loginPage?.url ?? '',
        RUNTIME_RECAPTCHA_SITE_KEY: options.loginPage?.siteKey ?? '',
        RUNTIME_CLIENT_BUILD: options.clientBuild?.build ?? DEFAULT_CLIENT_BUILD,
        RUNTIME_CLIENT_URL: options.clientBuild?.clientUrl ?? '',
        RUNTIME_BUSY_FILE: busyFile,
        RUNTIME_METRICS_PORT: process.env.RUNTIME_METRICS_PORT || '0',
        RUNTIME_METRICS_TOKEN: metricsToken,
      },
      ipc(message: IpcMessage) {
        // Any message shows the process answering (a bot may report online before the first beat).
        lastBeat = Date.now();
        up = true;
        if (message.type === 'load') {
          ({ rssBytes, lagMs, sessions } = message.load);
          roundTrips = message.load.roundTrips ?? roundTrips;
          return;
        }
        if (message.type === 'metrics') {
          setRuntimeScrapeTarget({ url: `http://127.0.0.1:${message.port}/metrics`, token: metricsToken });
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
        if (message.type === 'dayCount') {
          answerAsker(
            options.dayCounts.reserve(message.request),
            (grant) => ({ type: 'dayCounted', id: message.id, grant }),
            (error) => ({ type: 'dayCounted', id: message.id, error }),
          );
          return;
        }
        if (message.type === 'loginGuard') {
          answerAsker(
            options.loginGuard.ask(message.request),
            (answer) => ({ type: 'loginGuarded', id: message.id, answer }),
            (error) => ({ type: 'loginGuarded', id: message.id, error }),
          );
          return;
        }
        const { event } = message;
        // A process stopping on a signal the API did not send logs its bots out; they resume in the next one.
        if (draining && !closing && event.type === 'state') return;
        if (event.type === 'state' && event.state !== 'online') settled(event.botId);
        // A lock holds in a replacement process too: the bots it resumes start locked, whatever the API has written yet.
        if (event.type === 'locked')
          for (const spec of running.values())
            if (spec.account.id === event.accountId)
              spec.account = { ...spec.account, safety: { ...(spec.account.safety ?? NO_SAFETY_LOCK), lock: event.lock } };
        emit(event);
      },
    });
    const me = child;
    void me.exited.then((code) => {
      for (const answer of checks.values()) answer({ ok: false, message: 'The bot runtime restarted during the test: try again.' });
      checks.clear();
      // Its series went with it; the next process says its own port.
      if (ownsScrape()) setRuntimeScrapeTarget(null);
      if (closing || me !== child) return;
      const ended = draining
        ? said(runtimeLines, 'runtimeStoppedBy', { who: draining })
        : killedAsHung
          ? said(runtimeLines, 'runtimeHung')
          : me.signalCode
            ? said(runtimeLines, 'runtimeKilled', { signal: me.signalCode })
            : said(runtimeLines, 'runtimeExited', { code: String(code) });
      const why = ended.message;
      const diedAt = Date.now();
      const loop = options.crashLoop ?? CRASH_LOOP;
      if (!draining) restartedAt = [...restartedAt.filter((t) => diedAt - t < loop.windowMs), diedAt];
      // Hung: the bot whose code held the thread through the silence; crashed on its own: the bot whose code held it then.
      const culprit = killedAsHung
        ? hungOn
        : draining
          ? null
          : culpritOf(readBusy(busyFile), { signal: me.signalCode === null ? null : String(me.signalCode), code, at: diedAt });
      log.error('bot runtime ended; starting a new one and resuming its bots', { why: ended.text, bots: running.size, culprit: culprit?.botId ?? null });
      const resume: BotSpec[] = [];
      for (const [botId, spec] of running) {
        if (culprit?.botId === botId) {
          const words = parkingWords(culprit, why, struck(botId, diedAt) ? 'parked' : 'warned');
          emit({ type: 'log', botId, line: words.line.text, message: words.line.message, at: diedAt, level: 'error' });
          if (words.reason) {
            settled(botId);
            emit({ type: 'state', botId, state: 'error', kind: 'parked', reason: words.reason.text, words: words.reason.message });
            continue;
          }
        } else {
          const resuming = said(runtimeLines, 'runtimeEnded', { why });
          emit({ type: 'log', botId, line: resuming.text, message: resuming.message, at: diedAt, level: 'warning' });
        }
        resume.push(spec);
      }
      spawn();
      for (const spec of resume) send({ type: 'start', spec });
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
    const silentMs = Date.now() - lastBeat;
    if (!closing && silentMs > (up ? timeout : Math.max(timeout, STARTUP_MS))) {
      // Read while it is frozen: whose code, if any bot's, has held the thread since before it fell silent.
      hungOn = culpritOf(readBusy(busyFile), { hungForMs: silentMs, at: Date.now() });
      log.error('bot runtime stopped answering; replacing it', { silentMs, culprit: hungOn?.botId ?? null });
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
      if (ownsScrape()) setRuntimeScrapeTarget(null);
      rmSync(scratch, { recursive: true, force: true });
    },
    stats: () => ({
      bots: running.size,
      sessions,
      rssBytes,
      lagMs,
      roundTrips,
      pid: child.pid,
      crashLoop: crashLooping(restartedAt, Date.now(), options.crashLoop),
    }),
  };
}
