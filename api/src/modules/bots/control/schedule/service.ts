/**
 * A bot's schedule as its owner reads and saves it: the weekly windows (checked: shared/src/schedule.ts),
 * the event mode for templates that play during an event, the player's time zone they are read in, a
 * "run now" under way, and the old "Active hours (UTC)" a bot may still carry until a schedule replaces it.
 */
import {
  checkWindows,
  describeWindow,
  isTimeZone,
  MAX_WINDOWS,
  nextWindow,
  openWindow,
  windowFault,
  WEEKDAYS,
  type ScheduleWindow,
  type WindowFault,
} from '@shared/schedule';
import { ValidationFailedError } from '../../../../lib/errors';
import { findTemplate } from '../../../templates/catalogue';
import { setTimeZone, type UserDocument } from '../../../users/records';
import { BotModel, type BotDocument } from '../../records/bot.model';
import type { Supervisor } from '../supervisor';
import { runLabel } from './occasions';
import { phrase, said, type Said } from '@shared/i18n/said';
import { botErrors, legacyActiveHours } from '../../records';
import { controlLines } from '@shared/bot-lines/control.messages';
import { ScheduleModel } from './schedule.model';
import type { Scheduler } from './scheduler';
import { scheduleWords } from '@shared/notifications.messages';

/** A window as describeWindow words it ("Fri 10:00 PM–2:00 AM (Sat)"), in the reader's language and time format (German "Fr 22:00–02:00 (Sa)"). */
function windowPhrase(w: ScheduleWindow) {
  const next = WEEKDAYS[(WEEKDAYS.indexOf(w.day) + 1) % 7]!;
  const crosses = w.end < w.start && w.end !== '00:00';
  // The weekday's short name, as the schedule's notices write it.
  const day = phrase(scheduleWords, w.day);
  return crosses
    ? phrase(botErrors, 'windowPastMidnight', { day, start: { clock: w.start }, end: { clock: w.end }, next: phrase(scheduleWords, next) })
    : phrase(botErrors, 'window', { day, start: { clock: w.start }, end: { clock: w.end } });
}

/** A window as answered: its three fields alone (a stored one may carry more). */
const slotOf = (w: ScheduleWindow): ScheduleWindow => ({ day: w.day, start: w.start, end: w.end });

/** Why the windows are refused, said (checkWindows' English words, shared/src/schedule.ts). */
function faultSaid(fault: WindowFault | null): Said | null {
  if (!fault) return null;
  switch (fault.kind) {
    case 'too-many':
      return said(botErrors, 'windowsMax', { count: MAX_WINDOWS });
    case 'day':
      return said(botErrors, 'notADay', { day: fault.value });
    case 'start':
      return said(botErrors, 'notAStart', { start: fault.value });
    case 'end':
      return said(botErrors, 'notAnEnd', { end: fault.value });
    case 'empty':
      return said(botErrors, 'emptyWindow', {
        window: windowPhrase(fault.window),
      });
    case 'overlap':
      return said(botErrors, 'overlap', { first: windowPhrase(fault.first), second: windowPhrase(fault.second) });
  }
}

export type ScheduleInput = { windows: ScheduleWindow[]; duringEvent?: boolean; timeZone?: string };

/** The player stopped the bot: a "run now" under way ends with it. */
export async function endRun(botId: string): Promise<void> {
  await ScheduleModel.updateOne({ _id: botId, runUntil: { $ne: null } }, { $set: { runUntil: null, runHours: null } });
}

/** The bot is deleted: its schedule goes too. */
export async function forgetSchedule(botId: string): Promise<void> {
  await ScheduleModel.deleteOne({ _id: botId });
}

/**
 * When each of the user's bots' "run now" ends, by bot id (the bot list shows it). The scheduler clears a
 * run within a look of its end, so one just over may still be listed a few seconds: the site shows ends to come.
 */
export async function runsOf(userId: string): Promise<Map<string, Date>> {
  const rows = await ScheduleModel.find({ userId, runUntil: { $ne: null } }, { runUntil: 1 }).lean();
  return new Map(rows.flatMap((r) => (r.runUntil ? [[String(r._id), r.runUntil] as const] : [])));
}

/** The schedules of one user, for the data export (leaving/export.ts). */
export function schedulesOf(userId: string) {
  return ScheduleModel.find({ userId }, { windows: 1, duringEvent: 1, runUntil: 1 }).lean();
}

/** A bot's schedule as the player reads it (ScheduleResponse in schemas.ts). */
export type ScheduleView = {
  windows: ScheduleWindow[];
  duringEvent: boolean;
  /** The game event an event template plays during, as a sentence names it. */
  event: string | null;
  timeZone: string | null;
  runUntil: string | null;
  run: string | null;
  openNow: { window: string; slot: ScheduleWindow; closesAt: string } | null;
  next: { window: string; slot: ScheduleWindow; opensAt: string } | null;
  legacyActiveHours: string | null;
};

/** A bot's schedule: windows, an event mode and the player's time zone (the scheduler acts on them). */
export interface ScheduleService {
  /** The bot's schedule, with a "run now" under way, the window open now and the next one, in the owner's zone. */
  view(owner: UserDocument, bot: BotDocument): Promise<ScheduleView>;
  /**
   * Replaces the bot's windows and event mode, and sets the player's time zone when given (one zone for
   * all their bots). Applied at once: inside an open window a stopped bot starts. A "run now" under way
   * carries on. Saving replaces the bot's old "Active hours (UTC)".
   */
  save(owner: UserDocument, bot: BotDocument, input: ScheduleInput): Promise<ScheduleView>;
}

export function createScheduleService(deps: { scheduler: Scheduler; supervisor: Pick<Supervisor, 'update'>; now?: () => number }): ScheduleService {
  const now = deps.now ?? Date.now;

  async function view(owner: UserDocument, bot: BotDocument): Promise<ScheduleView> {
    const stored = await ScheduleModel.findById(bot._id).lean();
    const zone = owner.timeZone && isTimeZone(owner.timeZone) ? owner.timeZone : null;
    const windows = (stored?.windows ?? []) as ScheduleWindow[];
    const at = now();
    const open = zone ? openWindow(windows, zone, at) : null;
    const next = zone ? nextWindow(windows, zone, at) : null;
    const runUntil = stored?.runUntil && stored.runUntil.getTime() > at ? stored.runUntil : null;
    const event = findTemplate(bot.templateId)?.event ?? null;
    return {
      windows,
      duringEvent: Boolean(stored?.duringEvent && event),
      event,
      timeZone: zone,
      runUntil: runUntil ? runUntil.toISOString() : null,
      run: runUntil ? runLabel(zone, stored?.runHours ?? null, runUntil) : null,
      openNow: open ? { window: describeWindow(open.window), slot: slotOf(open.window), closesAt: new Date(open.closesAt).toISOString() } : null,
      next: next ? { window: describeWindow(next.window), slot: slotOf(next.window), opensAt: new Date(next.opensAt).toISOString() } : null,
      legacyActiveHours: legacyActiveHours(bot.settings),
    };
  }

  return {
    view,

    async save(owner: UserDocument, bot: BotDocument, input: ScheduleInput) {
      const checked = checkWindows(input.windows);
      if (!checked.ok) throw new ValidationFailedError(faultSaid(windowFault(input.windows)) ?? checked.message);
      const zone = input.timeZone?.trim() || owner.timeZone;
      if (input.timeZone !== undefined && !isTimeZone(input.timeZone.trim())) {
        throw new ValidationFailedError(said(botErrors, 'notATimeZone', { zone: input.timeZone }));
      }
      if (checked.windows.length && !zone) throw new ValidationFailedError('Choose your time zone: the windows are read on its clock.');
      const event = findTemplate(bot.templateId)?.event ?? null;
      if (input.duringEvent && !event)
        throw new ValidationFailedError('"Run during its event" is for templates that play during a game event; this one does not.');
      if (zone && zone !== owner.timeZone) {
        await setTimeZone(owner.id, zone);
        owner.timeZone = zone;
      }
      const stored = await ScheduleModel.findById(bot._id).lean();
      // What was open is forgotten (but a run under way), so what is open now counts as new and starts the bot.
      const seen = (stored?.seen ?? []).filter((s) => s.key.startsWith('run '));
      await ScheduleModel.updateOne(
        { _id: bot._id },
        { $set: { userId: owner._id, windows: checked.windows, duringEvent: Boolean(input.duringEvent), seen } },
        { upsert: true },
      );
      const legacy = legacyActiveHours(bot.settings);
      if (legacy) {
        const { activeHours: _, ...settings } = bot.settings as Record<string, unknown>;
        // That one setting, not the settings as read: an edit of the others meanwhile stays (records/edit.ts).
        await BotModel.updateOne({ _id: bot._id }, { $unset: { 'settings.activeHours': '' }, $inc: { editVersion: 1 } });
        bot.settings = settings;
        await deps.supervisor.update(bot, said(controlLines, 'scheduleReplacesHours', { hours: legacy }));
      }
      await deps.scheduler.checkBot(bot.id);
      return view(owner, (await BotModel.findById(bot._id)) ?? bot);
    },
  };
}
