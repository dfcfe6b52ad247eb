/**
 * The Starter plan's daily bot time: how much of it a player has left today, the words that say it is
 * used up, and the count that adds running bots' time to their owners' use and stops them at the limit.
 */
import { said, type Said } from '@shared/i18n/said';
import { controlLines } from '@shared/bot-lines/control.messages';
import { notificationLines } from '@shared/notifications.messages';
import { dayOf } from '@shared/day';
import { DEFAULT_PLAN } from '@shared/plans';
import type { BotRuntime } from '../../../runtime';
import { notify } from '../../notifications/service';
import { mapConcurrently } from '../../../lib/concurrently';
import { addBotTime, botTimeOf, type BotTimeUse } from '../../users/records';
import { BotModel, type BotDocument } from '../records/bot.model';
import { botErrors } from '../records';
import type { ConsoleHub } from './console/hub';

/** The Starter plan's daily bot time: whom it binds, what is left today, and how the limit is said. */
export interface DailyTime {
  /** Whether the limit binds this user (the Starter plan, or no plan). */
  applies(user: { plan?: string | null }): boolean;
  /** Seconds of bot time the user has left today (no end on plans without the limit). */
  left(user: Pick<BotTimeUse, 'plan' | 'botTimeDay' | 'botTimeSeconds'>): number;
  /** The console line of a bot stopped at the limit. */
  line(): Said;
  /** The same limit in a notification (`bot`: the bot stopped). */
  notice(bot: string): Said;
  /** The same limit in a refused start. */
  refusal(): Said;
}

export function createDailyTime(options: { dailyLimitSeconds: number; now: () => number }): DailyTime {
  const applies = (user: { plan?: string | null }): boolean => (user.plan ?? DEFAULT_PLAN) === 'starter';
  // Whole hours when the limit is; else seconds. Both are plural counts, written as each language writes numbers.
  const inHours = options.dailyLimitSeconds >= 3600;
  const hours = Math.round(options.dailyLimitSeconds / 3600);
  const seconds = options.dailyLimitSeconds;
  return {
    applies,
    left(user: Pick<BotTimeUse, 'plan' | 'botTimeDay' | 'botTimeSeconds'>): number {
      if (!applies(user)) return Number.POSITIVE_INFINITY;
      const used = user.botTimeDay === dayOf(options.now()) ? user.botTimeSeconds : 0;
      return options.dailyLimitSeconds - used;
    },
    line: () => (inHours ? said(controlLines, 'dailyLimitHours', { count: hours }) : said(controlLines, 'dailyLimitSeconds', { count: seconds })),
    notice: (bot: string) =>
      inHours ? said(notificationLines, 'dailyLimitHours', { bot, count: hours }) : said(notificationLines, 'dailyLimitSeconds', { bot, count: seconds }),
    refusal: () => (inHours ? said(botErrors, 'dailyTimeHours', { count: hours }) : said(botErrors, 'dailyTimeSeconds', { count: seconds })),
  };
}

export type UsageCountOptions = {
  daily: DailyTime;
  hub: ConsoleHub;
  /** The runtime, once there is one. */
  runtime: () => BotRuntime | null;
  closing: () => boolean;
  now: () => number;
  /** The cadence the count runs at (periodic-jobs.ts): each count adds this much time. */
  tickMs: number;
  stop: (bot: BotDocument, reason: 'limit') => Promise<void>;
};

/** Owners read for one count at once (by id: the embedded FerretDB reads every bot for an `$in`). */
const OWNER_READS_AT_ONCE = 16;

/** The Starter plan's daily time, counted for the bots running. */
export interface UsageCount {
  /** One count (the leader's job, every `tickMs`). */
  count(): Promise<void>;
  /** A bot this instance hands to the runtime, and its owner: its first count needs no read. */
  knows(botId: string, userId: string): void;
}

/** The count the leading instance runs every `tickMs` (periodic-jobs.ts declares it). */
export function createUsageCount(options: UsageCountOptions): UsageCount {
  /** The running bots' owners, as the last count knew them: a bot never changes hands. */
  let owners = new Map<string, string>();

  /** Who owns each running bot: the known kept, the others read by id; a bot gone is left out. */
  async function ownersOf(ids: string[]): Promise<Map<string, string>> {
    const next = new Map<string, string>();
    await mapConcurrently(ids, OWNER_READS_AT_ONCE, async (id) => {
      const known = owners.get(id) ?? String((await BotModel.findById(id, { userId: 1 }).lean())?.userId ?? '');
      if (known) next.set(id, known);
    });
    return (owners = next);
  }

  /**
   * Adds the elapsed time of running Starter bots to their owners' daily use, each player's bots in one
   * write; stops them at the limit. One read per player with bots running, none per bot (1,000 bots read
   * every bot by `$in` and their owner once per bot: a thousand reads each count, bench/runtime).
   */
  async function countUsage(): Promise<void> {
    const runtime = options.runtime();
    if (!runtime || options.closing()) return;
    const ids = runtime.running();
    if (!ids.length) return;
    const byOwner = new Map<string, string[]>();
    for (const [botId, userId] of await ownersOf(ids)) byOwner.set(userId, [...(byOwner.get(userId) ?? []), botId]);
    const today = dayOf(options.now());
    for (const [userId, botIds] of byOwner) {
      const user = await botTimeOf(userId);
      if (!user || !options.daily.applies(user)) continue;
      const fresh = await addBotTime(user, today, (botIds.length * options.tickMs) / 1000);
      if (!fresh || options.daily.left(fresh) > 0) continue;
      for (const botId of botIds) {
        const bot = await BotModel.findById(botId);
        if (!bot) continue;
        options.hub.append(bot.id, { ...options.daily.line(), level: 'warning' });
        await notify(userId, 'limit', options.daily.notice(bot.name), bot.id);
        await options.stop(bot, 'limit');
      }
    }
  }

  return {
    count: countUsage,
    /** A bot this instance hands to the runtime, and its owner: its first count needs no read. */
    knows: (botId: string, userId: string) => void owners.set(botId, userId),
  };
}
