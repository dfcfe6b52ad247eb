/**
 * The bots' control as players and other modules ask for it: start or stop one bot or all of them, stop
 * what a share's player started when the share ends, and tell running bots that something they use changed
 * (their game account's login, an alliance space's rules, a script's new version). `createBots` puts the
 * records (bots/records) and the control together, as the routes and other modules use them.
 */
import mongoose from 'mongoose';
import { said, type Said } from '@shared/i18n/said';
import { controlLines } from '@shared/bot-lines/control.messages';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { errorText } from '../../../lib/error-language';
import { AppError, BadRequestError, NotFoundError } from '../../../lib/errors';
import { recordActivity } from '../../auth/activity/record';
import { activityDetails } from '../../auth/activity/details.messages';
import type { AccountService } from '../../accounts/service';
import { playerName } from '../../sharing/service';
import type { UserDocument } from '../../users/records';
import { botErrors, createBotRecords, reachBot, type BotRecords, type BotView } from '../records';
import { BotModel } from '../records/bot.model';
import { endRun, forgetSchedule, runsOf } from './schedule/service';
import { scheduleWrites } from './schedule/schedule.model';
import { forgetTrades } from './trades/service';
import type { Supervisor } from './supervisor';

/** What one bot of a start or stop of many did. */
export type BulkResult = { id: string; name: string; outcome: 'done' | 'unchanged' | 'refused'; message: string | null };

/** The bots' control, as the routes and other modules use it. */
export interface BotControl {
  /** Starts or stops a bot the asker may act on (the plan, slots and daily limit checked); `ip` goes into the activity log. */
  act(asker: UserDocument, botId: string, action: string, ip?: string | null): Promise<BotView>;
  /** Starts or stops all the user's bots, or one game account's, each as its own request would; a refusal (in `locale`) hides no other. */
  actOnAll(user: UserDocument, action: string, accountId: string | undefined, ip?: string | null, locale?: Locale): Promise<{ results: BulkResult[] }>;
  /** Stops the bots of a game account that `granteeId` started, when their share ends (sharing/service.ts). */
  stopStartedBy(accountId: string, granteeId: string, names: { owner: string; who: string }): Promise<void>;
  /** A line in the bot's console (a shared player's change, named). */
  say(botId: string, line: Said): void;
  /** How many bots of a game account run now. */
  runningOn(accountId: string): Promise<number>;
  /** A game account's login changed (password, proxy, yield time): its running session takes it at its next login. */
  accountChanged(accountId: string): Promise<void>;
  /** Rules set elsewhere for these accounts' bots of a template changed (an alliance space's): running ones take them before their next step. */
  overlayChanged(accountIds: string[], templateId: string, line: string): Promise<void>;
  /** A script got a new version: its running bots on "the newest version" take it at their next step. */
  scriptSaved(userId: string, scriptId: string): Promise<void>;
}

/** The bots, records and control together. */
export type Bots = BotRecords & BotControl;

export function createBotControl({
  records,
  supervisor,
  accounts,
}: {
  records: Pick<BotRecords, 'view'>;
  supervisor: Supervisor;
  accounts: AccountService;
}): BotControl {
  const { view } = records;

  async function act(asker: UserDocument, botId: string, action: string, ip: string | null = null): Promise<BotView> {
    if (action !== 'start' && action !== 'stop') throw new BadRequestError(said(botErrors, 'unknownAction', { action }));
    const { bot, owner, shared } = await reachBot(asker, botId, 'POST /api/bots/:id/actions');
    const who = playerName(asker);
    if (action === 'start') {
      // Who started it, before the start: a share ended meanwhile stops the bots its player started.
      await BotModel.updateOne({ _id: bot._id }, { $set: { startedBy: shared ? asker._id : null } });
      await supervisor.start(owner, bot, shared ? said(controlLines, 'startRequestedBy', { who }) : undefined);
      // A share ended while this start was under way: the start is undone, as ending it undoes the ones before.
      if (
        shared &&
        !(await reachBot(asker, botId, 'POST /api/bots/:id/actions').then(
          () => true,
          () => false,
        ))
      ) {
        await supervisor.stop(bot, 'user', said(controlLines, 'stoppedSharingEnded', { who }));
        throw new NotFoundError('Bot');
      }
    } else {
      await supervisor.stop(bot, 'user', shared ? said(controlLines, 'stopRequestedBy', { who }) : undefined);
      await endRun(bot.id); // a stop by the player ends a "run now" with it
    }
    // In the owner's activity log (stops by the plan, the daily limit or an admin are not theirs), naming who when shared.
    const kind = action === 'start' ? 'bot-started' : 'bot-stopped';
    await recordActivity({ userId: owner.id, kind, detail: shared ? said(activityDetails, 'byShared', { bot: bot.name, who }) : bot.name, ip });
    return view(bot);
  }

  async function actOnAll(
    user: UserDocument,
    action: string,
    accountId: string | undefined,
    ip: string | null = null,
    locale: Locale = BASE_LOCALE,
  ): Promise<{ results: BulkResult[] }> {
    if (action !== 'start' && action !== 'stop') throw new BadRequestError(said(botErrors, 'unknownAction', { action }));
    const filter = { userId: user.id, ...(accountId ? { accountId: mongoose.isValidObjectId(accountId) ? accountId : null } : {}) };
    const chosen = await BotModel.find(filter, { name: 1, desiredState: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
    if (accountId && !chosen.length) await accounts.get(user.id, accountId);
    const wanted = action === 'start' ? 'online' : 'offline';
    const results: BulkResult[] = [];
    for (const b of chosen) {
      const id = String(b._id);
      if (b.desiredState === wanted) {
        results.push({ id, name: b.name, outcome: 'unchanged', message: null });
        continue;
      }
      try {
        await act(user, id, action, ip);
        results.push({ id, name: b.name, outcome: 'done', message: null });
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        results.push({ id, name: b.name, outcome: 'refused', message: errorText(locale, err.message, err.said) });
      }
    }
    return { results };
  }

  return {
    act,
    actOnAll,
    say: (botId, line) => supervisor.say(botId, line),

    async stopStartedBy(accountId: string, granteeId: string, names: { owner: string; who: string }): Promise<void> {
      const onAccount = await BotModel.find({ accountId });
      for (const bot of onAccount) {
        supervisor.say(bot.id, said(controlLines, 'sharingEnded', names));
        if (String(bot.startedBy) === granteeId && bot.desiredState === 'online')
          await supervisor.stop(bot, 'user', said(controlLines, 'stoppedSharingEnded', { who: names.who }));
      }
    },

    async runningOn(accountId: string): Promise<number> {
      const bots = await BotModel.find({ accountId }).select({ _id: 1 }).lean();
      return supervisor.runningCount(bots.map((b) => String(b._id)));
    },

    async accountChanged(accountId: string): Promise<void> {
      for (const bot of await BotModel.find({ accountId })) await supervisor.update(bot, said(controlLines, 'accountChanged'));
    },

    async overlayChanged(accountIds: string[], templateId: string, line: string): Promise<void> {
      for (const bot of await BotModel.find({ accountId: { $in: accountIds }, templateId })) await supervisor.update(bot, line);
    },

    async scriptSaved(userId: string, scriptId: string): Promise<void> {
      const bots = await BotModel.find({ userId, templateId: 'custom-script' });
      for (const bot of bots) {
        const settings = bot.settings as Record<string, unknown>;
        if (settings?.scriptId === scriptId && !Number(settings.scriptVersion)) await supervisor.update(bot, said(controlLines, 'newScriptVersion'));
      }
    },
  };
}

/** The records and control of the bots over one supervisor; the records' deps as `createBotRecords` takes them. */
export function createBots(deps: Omit<Parameters<typeof createBotRecords>[0], 'control'> & { supervisor: Supervisor }): Bots {
  const { supervisor } = deps;
  const records = createBotRecords({
    ...deps,
    control: {
      update: (bot, line) => supervisor.update(bot, line),
      async remove(bot) {
        await supervisor.remove(bot);
        await forgetSchedule(bot.id);
        await forgetTrades(bot.id);
      },
      say: (botId, line) => supervisor.say(botId, line),
      runsOf,
      listWrites: [scheduleWrites],
    },
  });
  return { ...records, ...createBotControl({ records, supervisor, accounts: deps.accounts }) };
}
