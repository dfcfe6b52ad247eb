/**
 * What runs bots in a runtime process, whoever drives it: the API's own child process over IPC
 * (daemon.ts) or a runner node over the engine (fleet/runner-node.ts). It holds the game sessions (one
 * per account), starts and stops bots on them and reports what happens through `report`.
 */
import { said, type Said } from '@shared/i18n/said';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import type { ConsoleStall, LineMessage } from '@shared/console';
import { classify, runBot } from './bot-run';
import { SessionPool } from './session-pool';
import type { AccountSession } from './session';
import { createProxyRouter } from './game/proxy';
import { createBrowserTokenProvider } from './game/login-token';
import { createClientBuildSource, settingOnly, type ClientBuildSetting } from './game/client-build';
import { DayCounters, StatsReport } from './day-counters';
import { OutcomeReport } from './outcome-report';
import { scaledCadence, type ReportCadence } from './report-cadence';
import { addTally, lootOf, tallyOf } from '@shared/outcomes';
import type { AccountSpec, BotSpec, LineNote, LoginCheck, LookRequest } from './types';
import type { RuntimeEvent } from './wire';
import type { DayCountStore } from './reservations/day-limits';
import type { LoginGuard } from './login-guard';
import type { BusyMark } from './busy-mark';
import { createMeters } from './risk/meters';
import { SafetyWatch } from './safety-lock';

export type BotHostOptions = {
  paceScale: number;
  backoff?: { firstMs: number; capMs: number };
  /** The game's login page for reCAPTCHA tokens; null: logins carry none. */
  loginPage: { url: string; siteKey: string | null } | null;
  /** The game client build the sessions announce (client-build.ts); without it, GAME_CLIENT_BUILD's default. */
  clientBuild?: ClientBuildSetting;
  chromiumPath?: string;
  /** See SessionOptions.mayLogIn (runner nodes: not while cut off from the fleet). */
  mayLogIn?: () => boolean;
  /** Where the bots' day limits are counted: the API's database, over IPC or the engine (day-limits.ts). */
  dayCounts: DayCountStore;
  /** The game accounts' login budgets and holds (login-guard.ts): the API's, over IPC or the engine. */
  loginGuard: LoginGuard;
  /** Marks which bot's code holds the thread, for the API to read if the process hangs or dies (busy-mark.ts). */
  busy?: BusyMark;
  /** How often the bots' figures are reported (report-cadence.ts); scaled like the pacing without it. */
  cadence?: ReportCadence;
  report(event: RuntimeEvent): void;
};

/** The bots of one runtime process (the API's own, or a runner node's): the runtime's four methods and its counts. */
export interface BotHost {
  /** Starts the bot's run (its account's session shared with the account's other bots). */
  start(spec: BotSpec): void;
  /** New settings or a new account for a running bot. */
  update(spec: BotSpec): void;
  /** Logs into the account once, without a bot, and says how it went (the accounts page's Test login). */
  checkLogin(account: AccountSpec, timeoutMs: number, look?: LookRequest): Promise<LoginCheck>;
  /** Stops the bot within `deadlineMs`. */
  stop(botId: string, deadlineMs: number): Promise<void>;
  /** The account is played elsewhere now: its bots stop here at once, without a word (their states belong to the new place); their ids. */
  release(accountId: string): string[];
  /** Stops every bot (each logs out through its session), then closes what the process holds; runs once. */
  shutdown(deadlineMs: number): Promise<void>;
  /** Bots running now. */
  readonly running: number;
  /** Game sessions open now. */
  readonly sessions: number;
}

type Run = {
  abort: AbortController;
  done: Promise<void>;
  session: AccountSession;
  accountId: string;
  update: BotSpec | null;
  stats: StatsReport | null;
  outcomes: OutcomeReport | null;
};

export function createBotHost(options: BotHostOptions): BotHost {
  const proxies = createProxyRouter();
  // ONE headless Chromium for the whole process mints the reCAPTCHA tokens of password logins (started at
  // the first such login, not before).
  const tokens = options.loginPage
    ? createBrowserTokenProvider({ pageUrl: options.loginPage.url, siteKey: options.loginPage.siteKey, executablePath: options.chromiumPath })
    : undefined;
  // One build source for the process: the client's files are read once per 5 minutes, whatever the number of sessions.
  const build = options.clientBuild ? createClientBuildSource(options.clientBuild) : settingOnly();
  // Each account's ban-risk meter: counts what its session sends and holds its bots to the player's daily budget.
  const meters = createMeters({
    store: options.dayCounts,
    loggedIn: (accountId) => [...runs.values()].some((r) => r.accountId === accountId && r.session.current !== null),
  });
  let runKeys = 0;
  const sessions = new SessionPool({
    paceScale: options.paceScale,
    backoff: options.backoff,
    client: { build },
    proxies,
    tokens,
    onLoginToken: (accountId, token) => options.report({ type: 'loginToken', accountId, token }),
    onMap: (map) => options.report({ type: 'map', accountId: map.accountId, map }),
    mayLogIn: options.mayLogIn,
    onLogin: (account, pacing) => meters.onLogin(account, pacing),
    onLoginAttempt: (account, attempt) => options.report({ type: 'login', accountId: account.id, server: account.server, at: Date.now(), ...attempt }),
    guard: options.loginGuard,
  });
  const runs = new Map<string, Run>();
  const send = options.report;
  const cadence = options.cadence ?? scaledCadence(options.paceScale);
  /** Each game account's safety lock, shared by its bots here; it goes with the account's last bot. */
  const safetyWatches = new Map<string, SafetyWatch>();

  /** The account's lock, made from its spec at its first bot; a later spec tells it of a Resume (or a lock kept). */
  function safetyWatchFor(account: AccountSpec, botId: string): SafetyWatch {
    const known = safetyWatches.get(account.id);
    if (known) {
      known.take(account.safety);
      return known;
    }
    const watch = new SafetyWatch(account, account.safety, {
      tripped: (lock) => {
        send({ type: 'locked', accountId: account.id, lock });
        // Every bot of the account stops wanting the game now: the session logs out without waiting for their next step.
        for (const [id, run] of runs) if (run.accountId === account.id) run.session.rest(id);
      },
      warned: (line) => {
        for (const [id, run] of runs)
          if (run.accountId === account.id) send({ type: 'log', botId: id, line: line.text, message: line.message, at: Date.now(), level: 'warning' });
        send({ type: 'notify', botId, kind: 'session', message: line.text, said: line.message });
      },
    });
    safetyWatches.set(account.id, watch);
    return watch;
  }

  function start(spec: BotSpec): void {
    if (runs.has(spec.botId)) return;
    const botId = spec.botId;
    // Its start runs its behaviour's set-up on this thread: a hang or crash from here on is its doing.
    options.busy?.enter(botId, 'start');
    const run: Run = {
      abort: new AbortController(),
      done: Promise.resolve(),
      session: sessions.for(spec.account),
      accountId: spec.account.id,
      update: null,
      stats: null,
      outcomes: null,
    };
    const safety = safetyWatchFor(spec.account, botId);
    // Its own before its first line: a bot of a locked account says so before it first waits.
    runs.set(botId, run);
    // A run that was forcibly stopped (or released) may still settle later; only the current run may report.
    const current = () => runs.get(botId) === run;
    const counters = new DayCounters(spec.today ?? null);
    const stats = (run.stats = new StatsReport((today) => current() && send({ type: 'stats', botId, today }), cadence.statsEveryMs));
    const meterKey = `${botId}#${++runKeys}`;
    const meter = meters.join(meterKey, spec.account);
    const outcomes = (run.outcomes = new OutcomeReport(
      botId,
      (batch, { hours, attacks }) => {
        if (!current()) return;
        // Today's counters go with the sums they were added with: the card, Analytics and the timeline agree after each report.
        stats.flush();
        send({ type: 'outcomes', botId, batch, hours, ...(attacks.length && { attacks }) });
      },
      { everyMs: cadence.outcomesEveryMs, attacksWithinMs: cadence.attacksWithinMs },
    ));
    /**
     * The stall told since the bot's last line (undefined: none), carried by its next line to the console
     * (ConsoleLineData.stall): the runtime tells a stall just before its line, and its end before the first
     * line of work, so the console page and the card change together.
     */
    let stallToTell: ConsoleStall | null | undefined;
    const log = (words: string | Said, note: LineNote = {}, said?: LineMessage) => {
      if (!current()) return;
      const stall = stallToTell;
      stallToTell = undefined;
      const { line, message } = typeof words === 'string' ? { line: words, message: said } : { line: words.text, message: words.message };
      const at = Date.now();
      // Today's counters and the analytics are summed from the same tally: they cannot disagree.
      const tally = note.outcome || note.actions ? addTally(note.outcome ? tallyOf(note.outcome) : {}, { actions: note.actions ?? 0 }) : null;
      const loot = tally ? lootOf(tally) : 0;
      const today = tally?.actions || loot ? counters.add(at, tally?.actions ?? 0, loot) : undefined;
      send({
        type: 'log',
        botId,
        line,
        at,
        level: note.level ?? 'info',
        ...(message && { message }),
        ...(today && { today }),
        ...(stall !== undefined && { stall }),
      });
      if (today) stats.push(today);
      if (tally || note.attack) outcomes.add(at, tally, note.attack && { ...note.attack, at });
    };
    run.done = runBot(
      spec,
      run.session,
      {
        log,
        notify: (message, kind = 'result', attack, said) =>
          current() && send({ type: 'notify', botId, kind, message, ...(said && { said }), ...(attack && { attack }) }),
        trade: (trade) => current() && send({ type: 'trade', botId, trade }),
        online: () => current() && send({ type: 'state', botId, state: 'online' }),
        stalled: (reason, message) => {
          if (!current()) return;
          stallToTell = reason ? { reason, ...(message && { reasonMessage: message }) } : null;
          send({ type: 'stalled', botId, reason, ...(message && { words: message }) });
        },
        scriptState: (state) => current() && send({ type: 'scriptState', botId, state }),
        dayCounts: options.dayCounts,
        budget: { meter, firstPause: (figure) => meters.firstPause(spec.account.id, figure) },
        holding: (phase) => options.busy?.enter(botId, phase),
        safety,
        takeUpdate: () => {
          const next = run.update;
          run.update = null;
          return next;
        },
      },
      run.abort.signal,
      { paceScale: options.paceScale },
    )
      .then(() => {
        if (current()) send({ type: 'state', botId, state: 'offline', forced: false });
      })
      .catch((err: unknown) => {
        const failure = classify(err);
        log(said(runtimeLines, 'error', { reason: failure.words ?? failure.message }), { level: 'error' });
        if (current())
          send({ type: 'state', botId, state: 'error', kind: failure.kind, reason: failure.message, ...(failure.words && { words: failure.words }) });
      })
      .finally(() => {
        stats.flush();
        outcomes.flush();
        meters.leave(meterKey, spec.account.id);
        if (current()) runs.delete(botId);
        forgetSafetyWatchUnlessPlayed(run.accountId);
      });
  }

  /** New settings, secrets or name for a running bot: it takes them before its next step; its account's session takes a changed login at its next login. */
  function update(spec: BotSpec): void {
    const run = runs.get(spec.botId);
    if (!run) return;
    run.update = spec;
    run.session.refresh(spec.account);
    meters.update(spec.account);
    safetyWatches.get(spec.account.id)?.take(spec.account.safety);
  }

  function forgetSafetyWatchUnlessPlayed(accountId: string): void {
    if (![...runs.values()].some((run) => run.accountId === accountId)) safetyWatches.delete(accountId);
  }

  async function stop(botId: string, deadlineMs: number): Promise<void> {
    const run = runs.get(botId);
    if (!run) return send({ type: 'state', botId, state: 'offline', forced: false });
    run.abort.abort();
    const finished = await Promise.race([run.done.then(() => true), Bun.sleep(deadlineMs).then(() => false)]);
    if (!finished && runs.get(botId) === run) {
      run.stats?.flush();
      run.outcomes?.flush();
      const forced = said(runtimeLines, 'stoppedForcefully', { seconds: deadlineMs / 1000 });
      send({ type: 'log', botId, line: forced.text, message: forced.message, at: Date.now(), level: 'warning' });
      runs.delete(botId);
      forgetSafetyWatchUnlessPlayed(run.accountId);
      // Its step may still hold the session: cut the bot out of it (the session logs out if it was the last).
      run.session.detach(botId);
      send({ type: 'state', botId, state: 'offline', forced: true });
    }
  }

  /**
   * The account is played elsewhere now: its bots stop at once, without a word to anyone (their states
   * belong to the new place), and its session logs out.
   */
  function release(accountId: string): string[] {
    const released: string[] = [];
    for (const [botId, run] of runs) {
      if (run.accountId !== accountId) continue;
      runs.delete(botId);
      run.abort.abort();
      run.session.detach(botId);
      run.session.close();
      released.push(botId);
    }
    safetyWatches.delete(accountId);
    return released;
  }

  /** Stops every bot (each logs out through its session), then closes what the process holds. Runs once. */
  let shuttingDown: Promise<void> | null = null;
  function shutdown(deadlineMs: number): Promise<void> {
    shuttingDown ??= Promise.all([...runs.keys()].map((id) => stop(id, deadlineMs))).then(async () => {
      sessions.closeAll();
      proxies.close();
      await meters.close();
      // Give the logouts' close frames a moment on the wire (and Chromium its exit).
      await Promise.race([tokens?.close(), Bun.sleep(2000)]);
    });
    return shuttingDown;
  }

  /** Test login: once in and out, in a session no bot uses (see SessionPool.checkLogin). */
  function checkLogin(account: AccountSpec, timeoutMs: number, look?: LookRequest): Promise<LoginCheck> {
    return sessions.checkLogin(account, timeoutMs, look);
  }

  return {
    start,
    update,
    checkLogin,
    stop,
    release,
    shutdown,
    get running() {
      return runs.size;
    },
    get sessions() {
      return sessions.size;
    },
  };
}

/** Measures event-loop lag: how late a 1 s timer fires is how long bots waited. Calls `beat` each second. */
export function everySecondWithLag(beat: (lagMs: number) => void): ReturnType<typeof setInterval> {
  let expected = Date.now() + 1000;
  return setInterval(() => {
    const lagMs = Math.max(0, Date.now() - expected);
    expected = Date.now() + 1000;
    beat(lagMs);
  }, 1000);
}
