/**
 * Between the bots' stored desired state and the runtime's reported actual state. It starts and stops
 * bots in the runtime, turns runtime reports into bot states, console lines and notifications, restarts
 * failed bots with backoff (but not in a loop), resumes bots after an API restart and enforces the
 * Starter plan's daily bot time.
 */
import { said, type Said } from '@shared/i18n/said';
import { controlLines } from '@shared/bot-lines/control.messages';
import { supervisorLines } from '@shared/bot-lines/supervisor.messages';
import { notificationLines } from '@shared/notifications.messages';
import { randomUUID } from 'node:crypto';
import { readLineMessage, type BotToday } from '@shared/console';
import { dayOf } from '@shared/day';
import { DEFAULT_PLAN, PLAN_NAMES, slotsFor, type PlanTier } from '@shared/plans';
import type { Sealer } from '../../lib/crypto';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { findTemplate } from '../templates/catalogue';
import { templateName } from '@shared/templates';
import { assertPlanRunsTemplate, planRunsTemplate } from '../templates/plan-gate';
import { log } from '../../lib/logger';
import type { AccountSpec, BotRuntime, RuntimeEvent } from '../../runtime';
import type { AccountService } from '../accounts/service';
import { createBatcher } from '../../lib/batcher';
import { mapConcurrently } from '../../lib/concurrently';
import { createNewestLane } from '../../lib/newest-lane';
import { notify, notifyMany, type EventKey } from '../notifications/service';
import { addBotTime, userById, usersByIds, type UserDocument } from '../users/records';
import { BotModel, type BotDocument } from './bot.model';
import { botErrors } from './errors.messages';
import { createSlotOrder } from './slot-order';
import { createBotWrites, createSlots } from './write-order';
import { keepLockReported } from './safety-locks';
export { resumeRunningBots } from './safety-locks';
import { specFor, specsFor, type SpecDeps } from './spec';
import { mergeToday, recordToday } from './today';
import type { HourTally } from '@shared/outcomes';
import type { TradeRecord } from '@shared/market';
import type { ConsoleHub } from './console/hub';

/**
 * Why the plan does not let a bot start now: `message` in English (the schedule's console line and
 * notification quote it), `said` the same words for the asker's language when the start was asked for.
 */
export type StartRefusal = { kind: 'slots' | 'limit'; message: string; said?: Said };
const refusalOf = (kind: StartRefusal['kind'], words: Said): StartRefusal => ({ kind, message: words.text, said: words });

export type SupervisorOptions = {
  createRuntime: () => BotRuntime;
  /** Create the runtime when the API starts (a fleet: to lead, and to hear reports), not at the first bot. */
  runtimeAtStart?: boolean;
  hub: ConsoleHub;
  accounts: AccountService;
  sealer: Sealer;
  servers: SpecDeps['servers'];
  dailyLimitSeconds: number;
  stopDeadlineMs: number;
  restartBackoffMs?: number;
  crashWindowMs?: number;
  usageTickMs?: number;
  /** How long a test login may take (through outages and cooldowns) before its answer is "no login". */
  loginCheckMs?: number;
  now?: () => number;
  /** Counts a bot's outcome report into its analytics (analytics/service.ts); one handled again counts nothing. */
  recordOutcomes?: (botId: string, batch: string, hours: HourTally[]) => Promise<void>;
  /**
   * Refuses a template gated by a beta not active for the player (flags/service.ts). Checked at each start,
   * so a bot of a beta turned off keeps running until it stops and is not started again.
   */
  betaTemplate?: (user: { id: string; plan?: string | null }, templateId: string, label: string) => Promise<void>;
  /** Stores a market trade in the bot's trade log (bots/trades); the same trade again changes nothing. */
  recordTrade?: (botId: string, trade: TradeRecord) => Promise<void>;
};

const LOGIN_CHECK_MS = 20_000;

/** Runtime reports handled at once (each a few database writes); the rest wait their turn. */
const MAX_EVENTS_IN_FLIGHT = 16;
/** Tries of a report's writes this instance alone holds, the waits between them growing by this much. */
const REPORT_TRIES = 5;
const REPORT_RETRY_MS = 1_000;
/** Reads or writes that one batch of reports keeps under way at once. */
const WRITES_AT_ONCE = 16;


export function createSupervisor(o: SupervisorOptions) {
  const now = o.now ?? Date.now;
  const backoffMs = o.restartBackoffMs ?? 3000;
  const crashWindowMs = o.crashWindowMs ?? 60_000;
  const tickMs = o.usageTickMs ?? 30_000;
  const restarts = new Map<string, ReturnType<typeof setTimeout>>();
  let runtime: BotRuntime | null = null;
  let closing = false;

  /** The runtime process starts with the first bot, so an API that runs no bots spawns nothing. */
  function rt(): BotRuntime {
    if (!runtime) {
      runtime = o.createRuntime();
      runtime.subscribe(handle);
    }
    return runtime;
  }

  const specOf = (bot: BotDocument) => specFor(bot, o);

  function limitApplies(user: { plan?: string | null }): boolean {
    return (user.plan ?? DEFAULT_PLAN) === 'starter';
  }

  function dailyTimeLeft(user: UserDocument): number {
    if (!limitApplies(user)) return Number.POSITIVE_INFINITY;
    const used = user.botTimeDay === dayOf(now()) ? user.botTimeSeconds : 0;
    return o.dailyLimitSeconds - used;
  }

  // Seconds as a string: the English line writes them without a separator ("1800 seconds").
  const limitLine = () => (o.dailyLimitSeconds >= 3600 ? said(controlLines, 'dailyLimitHours', { count: Math.round(o.dailyLimitSeconds / 3600) }) : said(controlLines, 'dailyLimitSeconds', { seconds: String(o.dailyLimitSeconds) }));
  // The same limit said in a notification (`bot`: the bot stopped) and in a refused start.
  const limitNotice = (bot: string) =>
    o.dailyLimitSeconds >= 3600 ? said(notificationLines, 'dailyLimitHours', { bot, count: Math.round(o.dailyLimitSeconds / 3600) }) : said(notificationLines, 'dailyLimitSeconds', { bot, seconds: String(o.dailyLimitSeconds) });

  /**
   * What markOnline needs of the bots this instance handed to the runtime, from the document it held then:
   * their "online" needs no read (a thousand bots starting read a thousand bots again). A bot's entry
   * goes with its first state report; a report for a bot not here (started by another instance, or
   * resumed by a new runtime process) reads its bot.
   */
  type Launched = { name: string; userId: string; state: string };
  const launched = new Map<string, Launched>();
  const remember = (bot: BotDocument) => launched.set(bot.id, { name: bot.name, userId: String(bot.userId), state: bot.state });

  async function launch(bot: BotDocument): Promise<void> {
    const spec = await specOf(bot);
    remember(bot);
    try {
      await rt().start(spec);
    } catch (err) {
      launched.delete(bot.id);
      throw err;
    }
  }

  /**
   * Runtime reports are handled in order per bot (an "online" must not land after the "offline" that
   * followed it) and at most MAX_EVENTS_IN_FLIGHT at once across bots, so a thousand bots changing state
   * together queue up instead of swamping the database. Console lines go straight to the hub.
   */
  const chains = new Map<string, Promise<void>>();
  const withSlot = createSlots(MAX_EVENTS_IN_FLIGHT);
  const writeBots = createBotWrites();

  /**
   * Today's counters wait here, the newest per bot, and are written one at a time in a lane of their own:
   * they never take the slots state reports need (500 bots starting came online in 105 s instead of 46 s
   * while counters queued for the same slots). A report is a day's total, so a newer one replaces a
   * waiting one, and one lost with this instance is carried again by the bot's next report.
   */
  const todayLane = createNewestLane<BotToday>((botId, counters) => writeBots([botId], () => recordToday(botId, counters)), {
    merge: mergeToday,
    failed: (botId, err) => log.error("today's counters not stored", { bot: botId, error: String(err) }),
  });

  /** A custom script's state, the newest per bot, in a lane of its own: only the newest matters, as with today's counters. */
  const scriptStateLane = createNewestLane<string>((botId, state) => writeBots([botId], () => BotModel.updateOne({ _id: botId }, { $set: { scriptState: state } })).then(() => undefined), {
    failed: (botId, err) => log.error('script state not stored', { bot: botId, error: String(err) }),
  });

  /**
   * Login tokens the game handed out, the newest per account, stored in a lane of their own too: a
   * thousand bots logging in hand over 250 at once, and in the slots they kept the bots' "online" reports
   * waiting behind them (bench/runtime). One lost with this instance only means the account's next login
   * goes with its password.
   */
  const tokenLane = createNewestLane<string | null>((accountId, token) => o.accounts.storeLoginToken(accountId, token), {
    failed: (accountId, err) => log.error('login token not stored', { account: accountId, error: String(err) }),
  });

  /**
   * "Online" reports that arrive together (a thousand bots logging in after a start or a restart) are
   * handled together: their notifications in one write (1,000 bots over 250 accounts took 57 s to show
   * online with four round trips each), their states by id, a few at a time. Never by `$in`: the embedded
   * FerretDB pushes `$in` down to nothing, so each batch was a scan of every player's bots, 0.75 s of its
   * CPU per 250 bots with 1,000 bots stored and ten times that with 10,000. A batch takes one of the
   * slots; each report still waits for the bot's earlier ones.
   */
  type OnlineReport = { botId: string; event: EventKey };
  const onlineReports = createBatcher<OnlineReport>((reports) => withSlot(() => markOnline(reports)), { delayMs: 20, max: 250 });

  async function markOnline(reports: OnlineReport[]): Promise<void> {
    const read = await mapConcurrently(reports, WRITES_AT_ONCE, async (r) => {
      const known = launched.get(r.botId);
      launched.delete(r.botId);
      const bot = known ?? (await BotModel.findById(r.botId, { name: 1, userId: 1, state: 1 }).lean());
      return { ...r, bot };
    });
    // Back online after the runtime process was replaced: still the same run, no new "started".
    const fresh = read.flatMap(({ bot, ...r }) => (bot && bot.state !== 'online' ? [{ ...r, bot }] : []));
    if (!fresh.length) return;
    // The events before the states: whoever sees the new state can already read why.
    await notifyMany(fresh.map(({ botId, event, bot }) => ({ userId: String(bot.userId), kind: 'started' as const, message: said(notificationLines, 'started', { bot: bot.name }), botId, event })));
    const since = new Date(now());
    await mapConcurrently(fresh, WRITES_AT_ONCE, async ({ botId }) => {
      await writeBots([botId], () => BotModel.updateOne({ _id: botId }, { state: 'online', startedAt: since, lastError: null, lastErrorMessage: null }));
      o.hub.append(botId, { ...said(supervisorLines, 'online'), level: 'success', state: { state: 'online', reason: null, since: since.toISOString() } });
    });
  }

  function handle(event: RuntimeEvent, eventId?: string): Promise<void> | void {
    if (event.type === 'log') return o.hub.append(event.botId, { text: event.line, level: event.level, today: event.today, message: readLineMessage(event.message) }, event.at);
    if (event.type === 'stats') return todayLane.put(event.botId, event.today);
    if (event.type === 'loginToken') return tokenLane.put(event.accountId, event.token);
    if (event.type === 'locked') return keepLockReported(event, eventId);
    if (event.type === 'scriptState') return scriptStateLane.put(event.botId, event.state);
    if (event.type === 'outcomes') {
      const write = async () => await o.recordOutcomes?.(event.botId, event.batch, event.hours);
      // The fleet's report is handed back when it cannot be written; one only this instance holds is tried again here.
      if (eventId) return write();
      return tryAgainOnFailure(write).catch((err) => log.error('outcomes not stored', { bot: event.botId, error: String(err) }));
    }
    if (event.type === 'trade') {
      const write = async () => await o.recordTrade?.(event.botId, event.trade);
      if (eventId) return write();
      return tryAgainOnFailure(write).catch((err) => log.error('trade not stored', { bot: event.botId, error: String(err) }));
    }
    const key = event.botId;
    // A report only this instance holds (the process runtime's; the fleet delivers its own again) is tried
    // again when its write fails, the database away a moment: a lost "online" left a playing bot shown
    // offline. Its own event id keeps a retried notification single.
    const id = eventId ?? `local:${randomUUID()}`;
    const once = (firstTime: boolean) => {
      const named = { id, firstTime };
      return event.type === 'state' && event.state === 'online' ? onlineReports.add({ botId: event.botId, event: named }) : withSlot(() => onEvent(event, named));
    };
    // The fleet's report may have been handled before (redelivered): never a first time.
    const step = eventId ? () => once(false) : () => tryAgainOnFailure(once);
    const run = (chains.get(key) ?? Promise.resolve()).then(step);
    const next = run.catch((err) => log.error('runtime event failed', { error: String(err), event: event.type, retried: Boolean(eventId) }));
    chains.set(key, next);
    void next.finally(() => {
      if (chains.get(key) === next) chains.delete(key);
    });
    // A durable report (the fleet's) that could not be written is handed back to be tried again.
    return eventId ? run : next;
  }

  async function tryAgainOnFailure(write: (firstTime: boolean) => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write(attempt === 1);
      } catch (err) {
        if (closing || attempt >= REPORT_TRIES) throw err;
        await Bun.sleep(REPORT_RETRY_MS * attempt);
      }
    }
  }

  /** A report handled twice (redelivered after a crash, or tried again) adds no second notification: `key` names it. */
  async function onEvent(event: Exclude<RuntimeEvent, { type: 'log' } | { type: 'stats' } | { type: 'loginToken' } | { type: 'locked' } | { type: 'outcomes' } | { type: 'trade' } | { type: 'scriptState' }>, key: EventKey): Promise<void> {
    if (event.type === 'state') launched.delete(event.botId);
    const bot = await BotModel.findById(event.botId);
    if (!bot) return;
    const userId = String(bot.userId);

    if (event.type === 'notify') {
      const said = readLineMessage(event.said);
      return notify(userId, event.kind, said ? { text: event.message, message: said } : event.message, bot.id, key, event.attack && { ...event.attack, accountId: String(bot.accountId) });
    }
    if (event.state === 'online') return; // markOnline, in batches
    if (event.state === 'offline') {
      if (closing) return; // close() marks every bot offline in one write
      await notify(userId, 'stopped', said(notificationLines, 'stopped', { bot: bot.name }), bot.id, key);
      await writeBots([bot.id], () => BotModel.updateOne({ _id: bot._id }, { state: 'offline', startedAt: null }));
      o.hub.append(bot.id, { ...said(supervisorLines, 'offline'), state: { state: 'offline', reason: null, since: null } });
      return;
    }

    // Failed: decide whether to try again, then record the failure and the decision in one write (a
    // reader never sees the error without it), tell the user, and act on it.
    const last = bot.lastCrashAt?.getTime() ?? 0;
    const retry = !closing && bot.desiredState === 'online' && event.kind !== 'auth' && event.kind !== 'parked' && now() - last >= crashWindowMs;
    const giveUp = !closing && bot.desiredState === 'online' && !retry;
    await notify(userId, 'error', said(notificationLines, 'failed', { bot: bot.name, reason: event.words ?? event.reason }), bot.id, key);
    await writeBots([bot.id], () =>
      BotModel.updateOne(
        { _id: bot._id },
        { state: 'error', lastError: event.reason, lastErrorMessage: event.words ?? null, startedAt: null, ...(giveUp ? { desiredState: 'offline' } : {}), ...(retry ? { lastCrashAt: new Date(now()) } : {}) },
      ),
    );
    o.hub.append(bot.id, { ...said(supervisorLines, 'stoppedOnError'), level: 'error', state: { state: 'error', reason: event.reason, ...(event.words && { reasonMessage: event.words }), since: null } });
    if (!retry) {
      if (giveUp && event.kind !== 'auth' && event.kind !== 'parked') {
        o.hub.append(bot.id, { ...said(supervisorLines, 'failedTwice'), level: 'error' });
      }
      return;
    }
    o.hub.append(bot.id, said(supervisorLines, 'restarting', { seconds: backoffMs < 1000 ? Math.round(backoffMs / 100) / 10 : Math.round(backoffMs / 1000) }));
    restarts.set(
      bot.id,
      setTimeout(() => {
        restarts.delete(bot.id);
        restart(bot.id).catch((err) => log.warn('bot not restarted (a rejection left alone would end the API process)', { botId: bot.id, error: String(err) }));
      }, backoffMs),
    );
  }

  async function restart(botId: string): Promise<void> {
    const bot = await BotModel.findById(botId);
    if (!bot || bot.desiredState !== 'online' || closing) return;
    const user = await userById(bot.userId);
    if (!user || dailyTimeLeft(user) <= 0) return;
    await launch(bot).catch((err) => o.hub.append(botId, { ...said(controlLines, 'error', { reason: err instanceof Error ? err.message : String(err) }), level: 'error' }));
  }

  /** Adds the elapsed time of running Starter bots to their owners' daily use; stops them at the limit. */
  async function countUsage(): Promise<void> {
    if (!runtime || closing || runtime.leads?.() === false) return;
    const ids = runtime.running();
    if (!ids.length) return;
    const bots = await BotModel.find({ _id: { $in: ids } });
    const today = dayOf(now());
    for (const bot of bots) {
      const user = await userById(bot.userId);
      if (!user || !limitApplies(user)) continue;
      const fresh = await addBotTime(user, today, tickMs / 1000);
      if (fresh && dailyTimeLeft(fresh) <= 0) {
        o.hub.append(bot.id, { ...limitLine(), level: 'warning' });
        await notify(bot.userId.toString(), 'limit', limitNotice(bot.name), bot.id);
        await stop(bot, 'limit');
      }
    }
  }

  const usageTimer = setInterval(() => void countUsage().catch((err) => log.error('usage count failed', { error: String(err) })), tickMs);
  usageTimer.unref();

  /** `line`: why, for the console, when someone other than the player stops it (its schedule). */
  async function stop(bot: BotDocument, reason: 'user' | 'limit' | 'slots' | 'admin' | 'schedule', line?: Said): Promise<void> {
    clearTimeout(restarts.get(bot.id));
    restarts.delete(bot.id);
    bot.desiredState = 'offline';
    await writeBots([bot.id], () => bot.save());
    // The owner reads in the console why a bot they did not stop went offline.
    if (reason === 'admin') o.hub.append(bot.id, said(supervisorLines, 'stoppedByAdmin'));
    if (line) o.hub.append(bot.id, line);
    if (runtime?.isRunning(bot.id)) {
      if (reason === 'user') o.hub.append(bot.id, said(supervisorLines, 'stopRequested'));
      void runtime.stop(bot.id, o.stopDeadlineMs);
    } else if (bot.state !== 'offline') {
      await writeBots([bot.id], () => BotModel.updateOne({ _id: bot._id }, { state: 'offline', startedAt: null }));
      bot.state = 'offline';
      o.hub.append(bot.id, { ...said(supervisorLines, 'offline'), state: { state: 'offline', reason: null, since: null } });
    }
  }

  // Ids only, unhydrated, and read again only when a bot is not known to be within its slots (slot-order.ts).
  const slotOrder = createSlotOrder(async (userId) =>
    (await BotModel.find({ userId }, { _id: 1 }).sort({ createdAt: 1, _id: 1 }).lean()).map((b) => String(b._id)),
  );

  /** The user's bots past the plan's slots, newest first (a plan that shrank leaves them behind). */
  async function beyondSlots(userId: string, slots: number): Promise<BotDocument[]> {
    const bots = await BotModel.find({ userId }).sort({ createdAt: 1, _id: 1 });
    return bots.slice(slots).reverse();
  }

  /**
   * Why the plan does not let this bot start now (its template, its slot, the Starter plan's daily time),
   * or null. `kind` files the notification a skipped scheduled start sends.
   */
  async function startRefusal(user: UserDocument, bot: BotDocument): Promise<StartRefusal | null> {
    try {
      assertPlanRunsTemplate(user.plan, bot.templateId);
      await o.betaTemplate?.({ id: user.id, plan: user.plan }, bot.templateId, findTemplate(bot.templateId)?.label ?? bot.templateId);
    } catch (err) {
      // A refusal is the player's to read; a database that failed is not a refusal.
      if (!(err instanceof ForbiddenError)) throw err;
      return { kind: 'slots', message: err.message, ...(err.said && { said: { text: err.message, message: err.said } }) };
    }
    const slots = slotsFor(user.plan);
    if (!(await slotOrder.within(user.id, bot.id, slots))) return refusalOf('slots', said(botErrors, 'beyondSlots', { count: slots }));
    if (dailyTimeLeft(user) <= 0) {
      // Seconds as a string, as the console line writes them ("1800 seconds").
      const used = o.dailyLimitSeconds >= 3600 ? said(botErrors, 'dailyTimeHours', { count: Math.round(o.dailyLimitSeconds / 3600) }) : said(botErrors, 'dailyTimeSeconds', { seconds: String(o.dailyLimitSeconds) });
      return refusalOf('limit', used);
    }
    return null;
  }

  return {
    /**
     * Whether this instance does the fleet-wide duties (usage counting, schedules, analytics' time): always with a runtime
     * of its own; in a fleet, the holder of the leader lease (none before the fleet runtime is up).
     */
    leads: (): boolean => (runtime ? runtime.leads?.() !== false : !o.runtimeAtStart),

    /**
     * The plan shrank: the bots beyond its slots are stopped, newest first, and so are bots of templates
     * it does not include, each with a notification.
     */
    async enforcePlan(userId: string, plan: PlanTier): Promise<void> {
      const slots = slotsFor(plan);
      for (const bot of await BotModel.find({ userId, desiredState: 'online' })) {
        if (planRunsTemplate(plan, bot.templateId)) continue;
        const label = findTemplate(bot.templateId)?.label ?? bot.templateId;
        // The template's name as a message: each reader of the console reads it in their language.
        o.hub.append(bot.id, { ...said(controlLines, 'templateNotInPlan', { plan: PLAN_NAMES[plan], template: templateName(bot.templateId) ?? label }), level: 'warning' });
        await notify(userId, 'slots', said(notificationLines, 'templateNotInPlan', { bot: bot.name, plan: PLAN_NAMES[plan], template: label }), bot.id);
        await stop(bot, 'slots');
      }
      for (const bot of await beyondSlots(userId, slots)) {
        if (bot.desiredState !== 'online' && !runtime?.isRunning(bot.id)) continue;
        o.hub.append(bot.id, { ...said(controlLines, 'beyondSlots', { count: slots }), level: 'warning' });
        await notify(userId, 'slots', said(notificationLines, 'beyondSlots', { bot: bot.name, count: slots }), bot.id);
        await stop(bot, 'slots');
      }
    },

    startRefusal,

    /** Starts the bot unless the plan refuses (403); `line` says in its console who asked. */
    async start(user: UserDocument, bot: BotDocument, line: Said = said(controlLines, 'startRequested')): Promise<void> {
      const refusal = await startRefusal(user, bot);
      if (refusal) throw new ForbiddenError(refusal.said ?? refusal.message);
      if (bot.desiredState === 'online' && runtime?.isRunning(bot.id)) return;
      clearTimeout(restarts.get(bot.id));
      restarts.delete(bot.id);
      const spec = await specOf(bot);
      // Just the two fields (a save checks and writes the whole document: 0.4 ms more of this process's CPU per start).
      const { matchedCount } = await writeBots([bot.id], () => BotModel.updateOne({ _id: bot._id }, { $set: { desiredState: 'online', lastCrashAt: null } }));
      if (!matchedCount) throw new NotFoundError('Bot');
      bot.desiredState = 'online';
      bot.lastCrashAt = null;
      o.hub.append(bot.id, line);
      try {
        remember(bot);
        await rt().start(spec);
      } catch (err) {
        launched.delete(bot.id);
        // Nowhere to run it (no runner has room): it is not started, and not left wanting to be.
        await writeBots([bot.id], () => BotModel.updateOne({ _id: bot._id }, { desiredState: 'offline' }));
        o.hub.append(bot.id, { ...said(controlLines, 'error', { reason: err instanceof Error ? err.message : String(err) }), level: 'error' });
        throw err;
      }
    },

    stop,

    /**
     * Saved settings, secrets or name reach a running bot before its next step, and a changed login of
     * its game account its session's next login; its console says so (`line`).
     */
    async update(bot: BotDocument, line: string | Said = said(controlLines, 'settingsSaved')): Promise<void> {
      if (!runtime?.isRunning(bot.id)) return;
      if (launched.has(bot.id)) remember(bot); // renamed before it came online: "started" says the new name
      await runtime.update(await specOf(bot));
      o.hub.append(bot.id, line);
    },

    /** Test login: once in and out, from where bots log in (the runtime), at most LOGIN_CHECK_MS. */
    checkLogin: (account: AccountSpec) => rt().checkLogin(account, o.loginCheckMs ?? LOGIN_CHECK_MS),

    /** The planner's one-off look: a login like Test login, with the castles, armies and map read while in (twice its time: the map reads are paced). */
    lookAtAccount: (account: AccountSpec, keepAtHome: number) => rt().checkLogin(account, 2 * (o.loginCheckMs ?? LOGIN_CHECK_MS), { keepAtHome }),

    /** How many of these bots run now. */
    runningCount: (botIds: string[]) => botIds.filter((id) => runtime?.isRunning(id)).length,

    async remove(bot: BotDocument): Promise<void> {
      clearTimeout(restarts.get(bot.id));
      restarts.delete(bot.id);
      launched.delete(bot.id);
      bot.desiredState = 'offline';
      await writeBots([bot.id], () => bot.save());
      if (runtime?.isRunning(bot.id)) await runtime.stop(bot.id, o.stopDeadlineMs);
      // Its reports under way (its "stopped", say) are written before it goes; later ones find no bot and
      // write nothing. An account deleted right after would otherwise keep a notification they wrote late.
      await chains.get(bot.id);
      await bot.deleteOne();
      await o.hub.end(bot.id);
    },

    /**
     * After an API restart: every bot that should be online is started again. Read in a few queries for
     * all of them (their owners, their game accounts), not a few per bot.
     */
    async resume(): Promise<number> {
      if (o.runtimeAtStart) await rt().ready?.();
      const bots = await BotModel.find({ desiredState: 'online' });
      // Still playing on a runner node (the fleet outlives this API instance): nothing to resume.
      const waiting = bots.filter((bot) => !runtime?.isRunning(bot.id));
      const owners = new Map((await usersByIds([...new Set(waiting.map((b) => String(b.userId)))])).map((u) => [u.id as string, u]));
      const outOfTime = waiting.filter((bot) => {
        const owner = owners.get(String(bot.userId));
        return !owner || dailyTimeLeft(owner) <= 0;
      });
      if (outOfTime.length) await BotModel.updateMany({ _id: { $in: outOfTime.map((b) => b._id) } }, { desiredState: 'offline', state: 'offline' });
      const resuming = waiting.filter((bot) => !outOfTime.includes(bot));
      const specs = await specsFor(resuming, o);
      for (const bot of resuming) {
        o.hub.append(bot.id, said(supervisorLines, 'resumed'));
        try {
          const spec = specs.get(bot.id)!;
          if (spec instanceof Error) throw spec;
          remember(bot);
          await rt().start(spec);
        } catch (err) {
          launched.delete(bot.id);
          o.hub.append(bot.id, said(controlLines, 'error', { reason: err instanceof Error ? err.message : String(err) }));
        }
      }
      return bots.length;
    },

    countUsage,

    runtimeStats: () => runtime?.stats() ?? null,

    /** The fleet's runner nodes; none with a runtime of the API's own. */
    runners: () => runtime?.runnerViews?.() ?? [],

    /** The runtime, once there is one (the admin's fleet view, tests). */
    runtime: () => runtime,

    /** Stops every bot gracefully; desired states stay, so they resume on the next start. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(usageTimer);
      for (const timer of restarts.values()) clearTimeout(timer);
      if (runtime) await runtime.close(o.stopDeadlineMs);
      await Promise.all(chains.values());
      // Today's counters and login tokens still waiting are written before the database goes (they were logged as lost).
      await Promise.all([todayLane.drained(), tokenLane.drained(), scriptStateLane.drained()]);
      if (runtime?.detached) return; // the bots play on, on their runners
      // With the database down (perhaps why we stop) the states stay "online"; the next start resumes them.
      await BotModel.updateMany({ state: 'online' }, { state: 'offline', startedAt: null }).catch((err) =>
        log.error('could not mark the bots offline on shutdown', { error: String(err) }),
      );
    },
  };
}

export type Supervisor = ReturnType<typeof createSupervisor>;
