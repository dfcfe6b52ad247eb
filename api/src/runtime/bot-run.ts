/**
 * Runs one bot: attach it to its game account's session, then step its behaviour at a human pace until
 * asked to stop. The session does the logging in (and out, with its last bot); the bot only waits for it
 * when it is between logins. A stop request lets the current step finish. Failures end the run with a
 * kind the API's supervisor decides on (auth: do not retry; crash: retry with backoff). While its game
 * account's safety lock holds (safety-lock.ts), the bot sends nothing and waits for the player's Resume.
 */
import { behaviourOf } from './behaviours';
import { durationPart } from './words/format';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import { failureLines } from '@shared/bot-lines/failures.messages';
import { safetyLines } from '@shared/bot-lines/safety.messages';
import type { BehaviourContext } from './actions/context';
import { classify, BotFailure } from './failure';
import { GameConnectionError, GameError, type GameClient } from './game/client';
import { GameDataError } from '@shared/game-wire/live-read';
import { resultAction, type ReplyFrame } from '@shared/game-wire/protocol';
import { Pacer } from './pacing';
import type { AccountSession } from './session';
import { sleep } from './sleep';
import type { BotSpec, LineNote } from './types';
import { BotDay, processDayStore, type DayCountStore } from './reservations/day-limits';
import type { IncomingAttack, NotificationKind } from './wire';
import type { TradeRecord } from '@shared/market';
import type { LineMessage } from '@shared/console';
import { said, type Said } from '@shared/i18n/said';
import { BudgetReachedError } from './risk/account-meter';
import { pauseAtBudget, type BudgetPause } from './risk/pause';
import { meteredClient } from './risk/metered-client';
import { SafetyWatch, nextRefusalRun, REFUSALS_TO_LOCK, SafetyHaltError, type RefusalRun } from './safety-lock';

export { BotFailure, classify } from './failure';

export type BotRunIO = {
  /** A console line in English, with its message (shared/src/i18n/said.ts) when it was said as one. */
  log(line: string, note?: LineNote, message?: LineMessage): void;
  /** A notification for the player, of a kind (an attack on them, or what the bot achieved or met). */
  notify(message: string, kind?: NotificationKind, attack?: IncomingAttack, said?: LineMessage): void;
  online(): void;
  /** The bot cannot go on by itself (why and what to do, in English and as a message), or can again (null). */
  stalled?(reason: string | null, message?: LineMessage): void;
  /** A market trade for the bot's trade log. */
  trade?(record: TradeRecord): void;
  /** New settings, secrets or name saved while the bot runs: taken once, before its next step. */
  takeUpdate?(): BotSpec | null;
  /** A custom script's state changed: kept with the bot. */
  scriptState?(state: string): void;
  /** Where the bot's day limits are counted (the API's database); without one, in this process only. */
  dayCounts?: DayCountStore;
  /** The bot's own code is about to run on the thread (busy-mark.ts): a hang from here on is its doing. */
  holding?(phase: 'step' | 'push'): void;
  /** The account's ban-risk meter: the bot pauses at its daily budget (risk/pause.ts); one notification per pause. */
  budget?: BudgetPause;
  /** The safety lock of the bot's game account, shared with its other bots; without one, the bot's own. */
  safety?: SafetyWatch;
};

/** The day counts of runs without an API behind them (a behaviour tested on its own): this process's. */
const inProcessCounts = processDayStore();

/** Replaces an object's contents in place: the behaviour and the pacer hold these very objects. */
function replaceContents<T extends object>(target: T, next: T): void {
  for (const key of Object.keys(target)) delete (target as Record<string, unknown>)[key];
  Object.assign(target, next);
}

export type BotRunOptions = { paceScale: number; random?: () => number; now?: () => number };

/** Resolves when the bot stopped on request; rejects with a BotFailure when it failed. */
export async function runBot(spec: BotSpec, session: AccountSession, io: BotRunIO, signal: AbortSignal, options: BotRunOptions): Promise<void> {
  const start = behaviourOf(spec.templateId);
  if (!start) throw new BotFailure('crash', said(failureLines, 'unknownTemplate', { template: spec.templateId }));
  const now = options.now ?? Date.now;
  const pacer = new Pacer(spec.settings, options.random, options.paceScale, now);
  const safety = io.safety ?? new SafetyWatch(spec.account, spec.account.safety, { tripped: () => {} });
  let client: GameClient | null = null;
  const pushListeners = new Set<(frame: ReplyFrame) => void>();
  /** Ends this bot's listening on the session's current client. */
  const listening = { stop: () => {} };

  // The IO takes the English text and the message apart: what only reads text (a test, the CSV) reads it as before.
  const say = (line: string | Said, note?: LineNote) => (typeof line === 'string' ? io.log(line, note) : io.log(line.text, note, line.message));
  /** The stall the card shows now (ctx.stalled), by its English words. */
  let stalledText: string | null = null;
  // Its settings are read in as its template types them when the behaviour starts (behaviours/index.ts).
  const ctx: Omit<BehaviourContext, 'settings'> = {
    client: () => watched(client!),
    onPush: (listener) => void pushListeners.add(listener),
    ledger: session.ledger,
    judged: (judgements) => session.map.judge(judgements),
    botId: spec.botId,
    secrets: spec.secrets,
    log(line, note) {
      // The session keeps the account's attacks its bots launched and ended: those no bot sees end are read from their reports.
      session.unseen.noted(spec.botId, note?.attack);
      say(line, note);
    },
    endUnseen: (attackId, onEnd) => session.unseen.unseen(spec.botId, attackId, onEnd),
    notify: (message, kind, attack) => io.notify(message.text, kind, attack, message.message),
    // Each change goes to the API, which shows it on the card and keeps one bell item per stall (notifications/stall-items.ts).
    stalled(line) {
      const text = line?.text ?? null;
      if (text === stalledText) return;
      stalledText = text;
      io.stalled?.(text, line?.message);
    },
    botName: spec.botName,
    trade: (record) => io.trade?.(record),
    tradedToday: spec.tradedToday ?? null,
    day: new BotDay(spec.botId, io.dayCounts ?? inProcessCounts, spec.counts, now),
    signal,
    now,
    interval: (ms) => ms * options.paceScale,
    script: () => spec.script ?? null,
    keepScriptState: (state) => io.scriptState?.(state),
    openTempServer: (server, serverType, token) =>
      session.openTempServer(server, serverType, token).then((away) => watched(io.budget ? meteredClient(away, io.budget.meter) : away)),
  };
  /**
   * The client as the behaviour holds it: nothing goes out while the account is locked, each answer's
   * code is shown to the lock, and each answer marks the bot as holding the thread (`io.holding`) while
   * its code carries on from there. One wrapper per client.
   */
  const wrappers = new WeakMap<GameClient, GameClient>();
  function watched(raw: GameClient): GameClient {
    const holding = io.holding ?? (() => {});
    let wrapper = wrappers.get(raw);
    if (!wrapper) {
      const send = ((command, payload) => {
        // Refused as a send's failure (a rejection), as a behaviour awaiting or collecting its sends expects one.
        const lock = safety.locked;
        if (lock) return Promise.reject(new SafetyHaltError(lock));
        return raw.send(command, payload).then(
          (reply) => (holding('step'), reply),
          (err: unknown) => {
            holding('step');
            if (err instanceof GameError) safety.answered(err.command, err.result, err.payload);
            throw err;
          },
        );
      }) as GameClient['send'];
      wrapper = new Proxy(raw, {
        get(target, key) {
          if (key === 'send') return send;
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      wrappers.set(raw, wrapper);
    }
    return wrapper;
  }
  const { behaviour, retake } = start(ctx, spec.settings);

  session.attach(
    {
      botId: spec.botId,
      log: io.log,
      notify: io.notify,
      // Pushes reach the bot from whichever client the session has now; the old one's listener goes.
      loggedIn(next) {
        listening.stop();
        listening.stop = next.onPush((frame) => {
          safety.pushed(frame);
          if (pushListeners.size) io.holding?.('push');
          for (const listener of pushListeners) listener(frame);
        });
      },
    },
    spec.account,
  );
  // The account's attacks the API has open (away after a stop, a restart or a failover): their reports are read once their fights are past.
  session.unseen.handOver(spec.openAttacks);

  /** Rests the bot (a break, outside active hours); false if it was stopped meanwhile. */
  const rest = (ms: number, why: 'outsideActiveHours' | 'takingBreak') => {
    say(said(runtimeLines, why, { duration: durationPart(ms) }));
    session.rest(spec.botId);
    return sleep(ms, signal);
  };

  let online = false;
  let refusals: RefusalRun | null = null;
  try {
    while (!signal.aborted) {
      const lock = safety.locked;
      if (lock) {
        // Nothing more goes out until the player's Resume: the session logs out once every bot of the account rests.
        say(safety.waitingLine(lock), { level: 'error' });
        session.rest(spec.botId);
        if (!(await safety.whenResumed(signal))) break;
        say(said(safetyLines, 'resumed', { username: spec.account.username }), { level: 'success' });
        refusals = null;
        continue;
      }
      const update = io.takeUpdate?.();
      if (update) {
        // An update may only carry its account's new login (the session takes that): say so only for the bot's own.
        const changed = JSON.stringify([spec.settings, spec.secrets, spec.botName]) !== JSON.stringify([update.settings, update.secrets, update.botName]);
        replaceContents(spec.settings, update.settings);
        retake(update.settings);
        replaceContents(spec.secrets, update.secrets);
        spec.botName = ctx.botName = update.botName;
        // A script's new version (or another script) is taken here; the behaviour keeps the state it runs with.
        const scriptChanged = (spec.script?.id ?? null) !== (update.script?.id ?? null) || (spec.script?.version ?? null) !== (update.script?.version ?? null);
        if (scriptChanged) spec.script = update.script ?? null;
        if (changed && !scriptChanged) say(said(runtimeLines, 'newSettings'));
      }
      const inactive = pacer.msUntilActive();
      if (inactive > 0) {
        if (!(await rest(inactive, 'outsideActiveHours'))) break;
        continue;
      }
      const pause = pacer.breakDueMs();
      if (pause > 0) {
        if (!(await rest(pause, 'takingBreak'))) break;
        continue;
      }
      client = await session.ready(spec.botId, signal);
      if (!online) {
        online = true;
        io.online();
      }
      let wait: number | { realMs: number } | void = undefined;
      try {
        io.holding?.('step');
        await session.settleAttacks(spec.botId, watched(client), signal);
        wait = await behaviour.step();
        refusals = null;
      } catch (err) {
        // The account's daily budget is reached: the bot waits for the next UTC day or a higher budget.
        if (err instanceof BudgetReachedError && io.budget) {
          if (!(await pauseAtBudget(err, { io, say, budget: io.budget, username: spec.account.username, rest: () => session.rest(spec.botId), signal }))) break;
          continue;
        }
        // The account locked meanwhile (this answer, or another bot's): the loop's top waits for Resume.
        if (err instanceof SafetyHaltError || safety.locked) continue;
        // The connection broke mid-step: the session logs in again and the bot waits for it above.
        if (err instanceof GameConnectionError && !signal.aborted) {
          await sleep(pacer.delayMs(), signal);
          continue;
        }
        // A reply the bot cannot use fails the step, never the bot: the game may send shapes we have
        // not seen. Said in plain words, then the next step tries again.
        if (err instanceof GameDataError) {
          say(said(runtimeLines, 'unusableAnswer', { reason: err.message }), { level: 'warning' });
          await sleep(pacer.delayMs(), signal);
          continue;
        }
        // In a shared world the game refuses things (another player took the target first): pause and
        // carry on. Only a run of refusals of one action means the bot is stuck: it locks the account (or,
        // when the operator's policy only warns, fails the bot as before); a ban or a lost login is the session's.
        if (!(err instanceof GameError) || resultAction(err.result) !== 'refused') throw err;
        refusals = nextRefusalRun(refusals, err.command, err.result);
        if (safety.refused(refusals)) continue;
        if (refusals.times >= REFUSALS_TO_LOCK) throw err;
        say(said(runtimeLines, 'actionRefused', { reason: err.message }), { level: 'warning' });
      }
      await sleep(typeof wait === 'number' ? wait * options.paceScale : wait ? wait.realMs : pacer.delayMs(), signal);
    }
    say(session.size > 1 ? said(runtimeLines, 'stoppingOthersKeep', { count: session.size - 1 }) : said(runtimeLines, 'stoppingLogout'));
  } catch (err) {
    if (signal.aborted) {
      say(said(runtimeLines, 'stopped'));
      return;
    }
    const failure = classify(err);
    // A login the game refused with a ban or a code nobody knows locks the account too (its bots fail as before).
    if (failure.game) safety.answered(failure.game.command, failure.game.result, failure.game.payload);
    throw failure;
  } finally {
    behaviour.close?.();
    listening.stop();
    session.detach(spec.botId);
  }
}
