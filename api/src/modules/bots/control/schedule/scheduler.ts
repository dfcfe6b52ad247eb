/**
 * The one place that starts and stops bots by the clock: weekly windows, "run now for N hours" and the
 * event mode (occasions.ts says what each wants). It looks every `tickMs` on the instance that leads (a
 * fleet's API instances share the database: only the holder of the leader lease acts, as for usage
 * counting; periodic-jobs.ts declares the look), and acts through the same supervisor paths as the player's buttons, so the plan's slots,
 * templates and daily time hold: a start they refuse is skipped, said in the console and notified, never
 * forced. Everything it needs to pick up after a restart is stored (the run's end, what it last saw).
 */
import { isTimeZone } from '@shared/schedule';
import { log } from '../../../../lib/logger';
import { said } from '@shared/i18n/said';
import { controlLines } from '@shared/bot-lines/control.messages';
import { notificationLines } from '@shared/notifications.messages';
import { notify } from '../../../notifications/service';
import { findTemplate } from '../../../templates/catalogue';
import { userById, usersByIds, type UserDocument } from '../../../users/records';
import { BotModel, type BotDocument } from '../../records/bot.model';
import type { ConsoleHub } from '../console/hub';
import type { Supervisor } from '../supervisor';
import { decide, occasionsAt, runEnd, runKey, runLabel, stopLine, type Occasion } from './occasions';
import { ScheduleModel, type StoredSchedule } from './schedule.model';

export type SchedulerOptions = {
  supervisor: Pick<Supervisor, 'start' | 'stop' | 'startRefusal' | 'leads'>;
  /** Where a skipped start is said. */
  hub: Pick<ConsoleHub, 'append'>;
  /** The clock (tests move it across days and daylight saving changes). */
  now?: () => number;
};

type Stored = StoredSchedule & { _id: unknown };

/** The owner's zone as the scheduler reads it: one that this runtime no longer knows counts as none. */
const zoneOf = (user: Pick<UserDocument, 'timeZone'> | undefined): string | null => (user?.timeZone && isTimeZone(user.timeZone) ? user.timeZone : null);
const eventOf = (templateId: string) => findTemplate(templateId)?.event ?? null;

/** The schedules' clock: windows, runs and event modes start and stop bots through the supervisor. */
export interface Scheduler {
  /** One look at every schedule, one at a time; the leading instance's jobs run it every `tickMs` once the server serves. */
  tick(): Promise<void>;
  /** A schedule just saved is looked at now (on the leading instance; the leader's next look otherwise). */
  checkBot(botId: string): Promise<void>;
  /**
   * "Run now for N hours": the player's own start (403 when the plan refuses), and its end stored, so a
   * restarted API still stops it then. A new run replaces one under way.
   */
  runFor(owner: UserDocument, botId: string, hours: number): Promise<{ runUntil: Date; label: string }>;
  /** No look starts after it; the one under way is waited for. */
  close(): Promise<void>;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const now = options.now ?? Date.now;
  let running: Promise<void> | null = null;
  let closed = false;

  /** One bot's schedule against the clock; `owner` as read for this look. */
  async function check(schedule: Stored, owner: UserDocument | undefined): Promise<void> {
    const botId = String(schedule._id);
    const at = now();
    const bot = await BotModel.findById(botId);
    if (!bot || !owner) return; // the bot went with its owner's deletion; its schedule goes with it
    const open = occasionsAt(schedule, zoneOf(owner), eventOf(bot.templateId), at);
    const runOver = Boolean(schedule.runUntil && schedule.runUntil.getTime() <= at);
    const decision = decide(schedule.seen, open, bot.desiredState === 'online');
    if (!decision.changed && !runOver) return;
    if (decision.start) await startFor(owner, bot, decision.start);
    else if (decision.stop) await options.supervisor.stop(bot, 'schedule', stopLine(decision.stop));
    await ScheduleModel.updateOne({ _id: schedule._id }, { $set: { seen: decision.seen, ...(runOver ? { runUntil: null, runHours: null } : {}) } });
  }

  /** Starts the bot for `occasion`, or says why its plan does not let it start now (then it waits for the next occasion). */
  async function startFor(owner: UserDocument, bot: BotDocument, occasion: Occasion): Promise<void> {
    const refusal = await options.supervisor.startRefusal(owner, bot);
    if (refusal) {
      const reason = refusal.message;
      // The refusal's reason stays in English in the console (the errors' sets are the server's, not the app's);
      // the notification says all of it in the player's language.
      options.hub.append(bot.id, { ...said(controlLines, 'scheduleRefused', { occasion: occasion.words, reason }), level: 'warning' });
      const notice = said(notificationLines, 'scheduleRefused', { bot: bot.name, occasion: occasion.words, reason: refusal.said?.message ?? reason });
      await notify(String(owner._id), refusal.kind, notice, bot.id, { id: `schedule:${bot.id}:${occasion.key}`, firstTime: true });
      return;
    }
    await options.supervisor.start(owner, bot, said(controlLines, 'startedBySchedule', { occasion: occasion.words }));
  }

  /** Every schedule, once: few documents (one per scheduled bot), their owners read together. */
  async function tick(): Promise<void> {
    if (closed) return;
    const schedules = (await ScheduleModel.find({}).lean()) as Stored[];
    if (!schedules.length) return;
    const owners = new Map((await usersByIds([...new Set(schedules.map((s) => String(s.userId)))])).map((u) => [String(u._id), u]));
    for (const schedule of schedules) {
      await check(schedule, owners.get(String(schedule.userId))).catch((err) =>
        log.error('schedule check failed', { bot: String(schedule._id), error: String(err) }),
      );
    }
  }

  /** One look at a time: a slow database never stacks looks. */
  const look = () => {
    if (running) return running;
    running = tick()
      .catch((err) => log.error('schedules look failed', { error: String(err) }))
      .finally(() => (running = null));
    return running;
  };

  return {
    tick: look,

    async checkBot(botId: string): Promise<void> {
      if (closed || !options.supervisor.leads()) return;
      const schedule = (await ScheduleModel.findById(botId).lean()) as Stored | null;
      if (schedule) await check(schedule, (await userById(schedule.userId)) ?? undefined);
    },

    async runFor(owner: UserDocument, botId: string, hours: number): Promise<{ runUntil: Date; label: string }> {
      const bot = await BotModel.findOne({ _id: botId, userId: owner._id });
      if (!bot) throw new Error('runFor: the caller checks ownership first');
      const zone = zoneOf(owner);
      const until = new Date(now() + hours * 3_600_000);
      await options.supervisor.start(owner, bot);
      // Said also when it was running already (then the start above says nothing).
      options.hub.append(bot.id, said(controlLines, 'runNow', { count: hours, until: runEnd(zone, until) }));
      const label = runLabel(zone, hours, until);
      const stored = (await ScheduleModel.findById(bot._id).lean()) as Stored | null;
      // Seen at once: the scheduler must not start it a second time for it, and its end is then a change.
      const seen = [...(stored?.seen ?? []).filter((s) => !s.key.startsWith('run ')), { key: runKey(until), label }];
      await ScheduleModel.updateOne({ _id: bot._id }, { $set: { userId: owner._id, runUntil: until, runHours: hours, seen } }, { upsert: true });
      return { runUntil: until, label };
    },

    async close(): Promise<void> {
      closed = true;
      await running;
    },
  };
}
