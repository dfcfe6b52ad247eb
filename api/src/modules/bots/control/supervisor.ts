/**
 * Between the bots' stored desired state and the runtime's reported actual state: it starts, updates,
 * stops and removes bots in the runtime, resumes them after an API restart, and composes the rest, each
 * in a file of its own: the runtime's reports (report-pipeline.ts), failures and restarts with backoff
 * (restarts.ts), what the plan allows (plan-rules.ts) and the Starter plan's daily time (daily-time.ts).
 */
import { said, type Said } from '@shared/i18n/said';
import { controlLines } from '@shared/bot-lines/control.messages';
import { supervisorLines } from '@shared/bot-lines/supervisor.messages';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { log } from '../../../lib/logger';
import type { AccountSpec, BotRuntime, BotSpec, RuntimeEvent } from '../../../runtime';
import type { StopCause, Supervisor, SupervisorOptions } from './supervisor-surface';
import { userById, usersByIds, type UserDocument } from '../../users/records';
import { BotModel, type BotDocument } from '../records/bot.model';
import { createBotWrites } from './write-order';
import { specFor, specsFor } from './spec';
import { createDailyTime, createUsageCount } from './daily-time';
import { createPlanRules } from './plan-rules';
import { createReportPipeline } from './report-pipeline';
import { createRestarts } from './restarts';
import { botMetrics } from './metrics';
export { resumeRunningBots } from './safety-locks';
export type { StartRefusal } from './plan-rules';
export type { StopCause, Supervisor, SupervisorOptions } from './supervisor-surface';

const LOGIN_CHECK_MS = 20_000;

export function createSupervisor(options: SupervisorOptions): Supervisor {
  const now = options.now ?? Date.now;
  let runtime: BotRuntime | null = null;
  let closing = false;
  const isClosing = () => closing;

  /** The runtime process starts with the first bot, so an API that runs no bots spawns nothing. */
  function rt(): BotRuntime {
    if (!runtime) {
      runtime = options.createRuntime();
      runtime.subscribe(handle);
    }
    return runtime;
  }
  const isRunning = (botId: string) => runtime?.isRunning(botId) ?? false;
  const specOf = (bot: BotDocument) => specFor(bot, options);

  const writeBots = createBotWrites();
  const daily = createDailyTime({ dailyLimitSeconds: options.dailyLimitSeconds, now });
  const restarts = createRestarts({
    hub: options.hub,
    writeBots,
    now,
    closing: isClosing,
    backoffMs: options.restartBackoffMs ?? 3000,
    crashWindowMs: options.crashWindowMs ?? 60_000,
    relaunch: restart,
  });
  const reports = createReportPipeline({
    hub: options.hub,
    accounts: options.accounts,
    writeBots,
    restarts,
    now,
    closing: isClosing,
    recordOutcomes: options.recordOutcomes,
    recordTrade: options.recordTrade,
    keepMap: options.keepMap,
    recordLogin: options.recordLogin,
  });
  const handle = (event: RuntimeEvent, eventId?: string) => reports.handle(event, eventId);
  const plan = createPlanRules({ daily, hub: options.hub, betaTemplate: options.betaTemplate, isRunning, stop: (bot, reason) => stop(bot, reason) });
  const usageEveryMs = options.usageTickMs ?? 30_000;
  const usage = createUsageCount({
    daily,
    hub: options.hub,
    runtime: () => runtime,
    closing: isClosing,
    now,
    tickMs: usageEveryMs,
    stop: (bot, reason) => stop(bot, reason),
  });

  /** What the reports and the usage count keep of a bot handed to the runtime (they then need no read of it). */
  const remember = (bot: BotDocument) => {
    reports.remember(bot);
    usage.knows(bot.id, String(bot.userId));
  };

  /**
   * Hands the bot to the runtime: every start goes through here (a player's, a restart's, a resume's).
   * `spec`: built already by the caller (or its failure); read here when left out. When it fails (no spec,
   * nowhere to run it: no runner has room) the bot is forgotten, its console says why, and the error is
   * thrown. A player's start that fails leaves the bot not wanting to run (the player sees it did not
   * start); a restart's or a resume's (`keepsWanting`) leaves the player's wish as it was: a runner short of
   * room at an API's start must not turn every player's bots off.
   */
  async function launch(bot: BotDocument, spec: BotSpec | Error | Promise<BotSpec> = specOf(bot), keepsWanting = false): Promise<void> {
    try {
      const ready = await spec;
      if (ready instanceof Error) throw ready;
      remember(bot);
      await rt().start(ready);
    } catch (err) {
      reports.forget(bot.id);
      if (!keepsWanting) await writeBots([bot.id], () => BotModel.updateOne({ _id: bot._id }, { desiredState: 'offline' }));
      options.hub.append(bot.id, { ...said(controlLines, 'error', { reason: err instanceof Error ? err.message : String(err) }), level: 'error' });
      throw err;
    }
    botMetrics.started(bot.templateId);
  }

  /** A failed bot's restart, after its backoff: only if it is still wanted online and has time left today. */
  async function restart(botId: string): Promise<void> {
    const bot = await BotModel.findById(botId);
    if (!bot || bot.desiredState !== 'online' || closing) return;
    const user = await userById(bot.userId);
    if (!user || daily.left(user) <= 0) return;
    await launch(bot, specOf(bot), true).catch(() => {}); // its console says why
  }

  /** `line`: why, for the console, when someone other than the player stops it (its schedule). */
  async function stop(bot: BotDocument, reason: StopCause, line?: Said): Promise<void> {
    restarts.cancel(bot.id);
    const wanted = bot.desiredState === 'online' || isRunning(bot.id);
    bot.desiredState = 'offline';
    await writeBots([bot.id], () => bot.save());
    if (wanted) botMetrics.stopped(reason);
    // The owner reads in the console why a bot they did not stop went offline.
    if (reason === 'admin') options.hub.append(bot.id, said(supervisorLines, 'stoppedByAdmin'));
    if (line) options.hub.append(bot.id, line);
    if (runtime?.isRunning(bot.id)) {
      // Not online yet (waiting for its account's login budget or hold): the stop cancels the start, and no login follows.
      if (reason === 'user') options.hub.append(bot.id, said(supervisorLines, reports.launching(bot.id) ? 'startCancelled' : 'stopRequested'));
      void runtime.stop(bot.id, options.stopDeadlineMs);
    } else if (bot.state !== 'offline') {
      await writeBots([bot.id], () => BotModel.updateOne({ _id: bot._id }, { state: 'offline', startedAt: null }));
      bot.state = 'offline';
      options.hub.append(bot.id, { ...said(supervisorLines, 'offline'), state: { state: 'offline', reason: null, since: null } });
    }
  }

  return {
    /**
     * Whether this instance does the fleet-wide duties (usage counting, schedules, analytics' time): always with a runtime
     * of its own; in a fleet, the holder of the leader lease (none before the fleet runtime is up).
     */
    leads: (): boolean => (runtime ? runtime.leads?.() !== false : !options.runtimeAtStart),

    enforcePlan: plan.enforcePlan,

    botsStoppedBy: plan.botsStoppedBy,

    startRefusal: plan.startRefusal,

    /** Starts the bot unless the plan refuses (403); `line` says in its console who asked. */
    async start(user: UserDocument, bot: BotDocument, line: Said = said(controlLines, 'startRequested')): Promise<void> {
      const refusal = await plan.startRefusal(user, bot);
      if (refusal) throw new ForbiddenError(refusal.said ?? refusal.message);
      if (bot.desiredState === 'online' && runtime?.isRunning(bot.id)) return;
      restarts.cancel(bot.id);
      const spec = await specOf(bot);
      // Just the two fields (a save checks and writes the whole document: 0.4 ms more of this process's CPU per start).
      const { matchedCount } = await writeBots([bot.id], () => BotModel.updateOne({ _id: bot._id }, { $set: { desiredState: 'online', lastCrashAt: null } }));
      if (!matchedCount) throw new NotFoundError('Bot');
      bot.desiredState = 'online';
      bot.lastCrashAt = null;
      options.hub.append(bot.id, line);
      await launch(bot, spec);
    },

    stop,

    /** A line in the bot's console, running or not (a shared player's action, named). */
    say(botId: string, line: Said): void {
      options.hub.append(botId, line);
    },

    /**
     * Saved settings, secrets or name reach a running bot before its next step, and a changed login of
     * its game account its session's next login; `line` (null: none, said already) tells its console.
     */
    async update(bot: BotDocument, line: string | Said | null = said(controlLines, 'settingsSaved')): Promise<void> {
      if (!runtime?.isRunning(bot.id)) return;
      if (reports.launching(bot.id)) reports.remember(bot); // renamed before it came online: "started" says the new name
      await runtime.update(await specOf(bot));
      if (line) options.hub.append(bot.id, line);
    },

    /** Test login: once in and out, from where bots log in (the runtime), at most LOGIN_CHECK_MS. */
    checkLogin: (account: AccountSpec) => rt().checkLogin(account, options.loginCheckMs ?? LOGIN_CHECK_MS),

    /** The planner's one-off look: a login like Test login, with the castles, armies and map read while in (twice its time: the map reads are paced). */
    lookAtAccount: (account: AccountSpec, keepAtHome: number) => rt().checkLogin(account, 2 * (options.loginCheckMs ?? LOGIN_CHECK_MS), { keepAtHome }),

    /** How many of these bots run now. */
    runningCount: (botIds: string[]) => botIds.filter((id) => runtime?.isRunning(id)).length,

    async remove(bot: BotDocument): Promise<void> {
      restarts.cancel(bot.id);
      reports.forget(bot.id);
      if (bot.desiredState === 'online' || isRunning(bot.id)) botMetrics.stopped('deleted');
      bot.desiredState = 'offline';
      await writeBots([bot.id], () => bot.save());
      if (runtime?.isRunning(bot.id)) await runtime.stop(bot.id, options.stopDeadlineMs);
      // Its reports under way (its "stopped", say) are written before it goes; later ones find no bot and
      // write nothing. An account deleted right after would otherwise keep a notification they wrote late.
      await reports.settled(bot.id);
      await bot.deleteOne();
      await options.hub.end(bot.id);
    },

    /**
     * After an API restart: every bot that should be online is started again. Read in a few queries for
     * all of them (their owners, their game accounts), not a few per bot.
     */
    async resume(): Promise<number> {
      if (options.runtimeAtStart) await rt().ready?.();
      const bots = await BotModel.find({ desiredState: 'online' });
      // Still playing on a runner node (the fleet outlives this API instance): nothing to resume.
      const waiting = bots.filter((bot) => !runtime?.isRunning(bot.id));
      const owners = new Map((await usersByIds([...new Set(waiting.map((b) => String(b.userId)))])).map((u) => [u.id as string, u]));
      const outOfTime = waiting.filter((bot) => {
        const owner = owners.get(String(bot.userId));
        return !owner || daily.left(owner) <= 0;
      });
      if (outOfTime.length) await BotModel.updateMany({ _id: { $in: outOfTime.map((b) => b._id) } }, { desiredState: 'offline', state: 'offline' });
      const resuming = waiting.filter((bot) => !outOfTime.includes(bot));
      const specs = await specsFor(resuming, options);
      for (const bot of resuming) {
        options.hub.append(bot.id, said(supervisorLines, 'resumed'));
        await launch(bot, specs.get(bot.id)!, true).catch(() => {}); // its console says why; the others resume still
      }
      return bots.length;
    },

    /** Adds running Starter bots' time to their owners' day and stops them at the limit; run every `usageEveryMs` by the leader. */
    countUsage: usage.count,
    usageEveryMs,

    runtimeStats: () => runtime?.stats() ?? null,

    /** The fleet's runner nodes; none with a runtime of the API's own. */
    runners: () => runtime?.runnerViews?.() ?? [],

    /** The runtime, once there is one (the admin's fleet view, tests). */
    runtime: () => runtime,

    /** Stops every bot gracefully; desired states stay, so they resume on the next start. */
    async close(): Promise<void> {
      closing = true;
      restarts.cancelAll();
      if (runtime) await runtime.close(options.stopDeadlineMs);
      await reports.drained();
      if (runtime?.detached) return; // the bots play on, on their runners
      // With the database down (perhaps why we stop) the states stay "online"; the next start resumes them.
      await BotModel.updateMany({ state: 'online' }, { state: 'offline', startedAt: null }).catch((err) =>
        log.error('could not mark the bots offline on shutdown', { error: String(err) }),
      );
    },
  };
}
