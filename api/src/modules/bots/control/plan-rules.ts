/**
 * What the player's plan lets their bots do: whether a bot may start now (its template, its slot, the
 * Starter plan's daily time), and the bots a plan that shrank stops.
 */
import { said, type Said } from '@shared/i18n/said';
import { controlLines } from '@shared/bot-lines/control.messages';
import { notificationLines } from '@shared/notifications.messages';
import { PLAN_NAMES, slotsFor, type PlanTier } from '@shared/plans';
import { templateName } from '@shared/templates';
import { ForbiddenError } from '../../../lib/errors';
import { findTemplate } from '../../templates/catalogue';
import { assertPlanRunsTemplate, planRunsTemplate } from '../../templates/plan-gate';
import { notify } from '../../notifications/service';
import type { UserDocument } from '../../users/records';
import { BotModel, type BotDocument } from '../records/bot.model';
import { botErrors, createSlotOrder } from '../records';
import type { DailyTime } from './daily-time';
import type { ConsoleHub } from './console/hub';

/**
 * Why the plan does not let a bot start now: `message` in English (the schedule's console line and
 * notification quote it), `said` the same words for the asker's language when the start was asked for.
 */
export type StartRefusal = { kind: 'slots' | 'limit'; message: string; said?: Said };
const refusalOf = (kind: StartRefusal['kind'], words: Said): StartRefusal => ({ kind, message: words.text, said: words });

export type PlanRulesOptions = {
  daily: DailyTime;
  hub: ConsoleHub;
  /** Refuses a template gated by a beta not active for the player (SupervisorOptions.betaTemplate). */
  betaTemplate?: (user: { id: string; plan?: string | null }, templateId: string, label: string) => Promise<void>;
  isRunning: (botId: string) => boolean;
  stop: (bot: BotDocument, reason: 'slots') => Promise<void>;
};

/** What a plan allows a player's bots: starting now, and what a smaller plan stops. */
export interface PlanRules {
  /**
   * Why the plan does not let this bot start now (template, slot, the Starter plan's daily time), or null; `kind` files a skipped scheduled start's
   * notification.
   */
  startRefusal(user: UserDocument, bot: BotDocument): Promise<StartRefusal | null>;
  /** The bots `plan` would stop if it applied now (what enforcePlan stops), each once, those of a template it lacks first. */
  botsStoppedBy(userId: string, plan: PlanTier): Promise<{ id: string; name: string; reason: 'slots' | 'template' }[]>;
  /** The plan shrank: the bots beyond its slots stopped, newest first, and bots of templates it lacks, each with a notification. */
  enforcePlan(userId: string, plan: PlanTier): Promise<void>;
}

export function createPlanRules(options: PlanRulesOptions): PlanRules {
  // Ids only, unhydrated, and read again only when a bot is not known to be within its slots (slot-order.ts).
  const slotOrder = createSlotOrder(async (userId) =>
    (await BotModel.find({ userId }, { _id: 1 }).sort({ createdAt: 1, _id: 1 }).lean()).map((b) => String(b._id)),
  );

  /** The user's bots past the plan's slots, newest first (a plan that shrank leaves them behind). */
  async function beyondSlots(userId: string, slots: number): Promise<BotDocument[]> {
    const bots = await BotModel.find({ userId }).sort({ createdAt: 1, _id: 1 });
    return bots.slice(slots).reverse();
  }

  return {
    /**
     * Why the plan does not let this bot start now (its template, its slot, the Starter plan's daily time),
     * or null. `kind` files the notification a skipped scheduled start sends.
     */
    async startRefusal(user: UserDocument, bot: BotDocument): Promise<StartRefusal | null> {
      try {
        assertPlanRunsTemplate(user.plan, bot.templateId);
        await options.betaTemplate?.({ id: user.id, plan: user.plan }, bot.templateId, findTemplate(bot.templateId)?.label ?? bot.templateId);
      } catch (err) {
        // A refusal is the player's to read; a database that failed is not a refusal.
        if (!(err instanceof ForbiddenError)) throw err;
        return { kind: 'slots', message: err.message, ...(err.said && { said: { text: err.message, message: err.said } }) };
      }
      const slots = slotsFor(user.plan);
      if (!(await slotOrder.within(user.id, bot.id, slots))) return refusalOf('slots', said(botErrors, 'beyondSlots', { count: slots }));
      if (options.daily.left(user) <= 0) return refusalOf('limit', options.daily.refusal());
      return null;
    },

    /**
     * The bots `plan` would stop if it applied now (what enforcePlan stops), for a player about to move to
     * it: each once, those of a template it lacks first.
     */
    async botsStoppedBy(userId: string, plan: PlanTier): Promise<{ id: string; name: string; reason: 'slots' | 'template' }[]> {
      const out: { id: string; name: string; reason: 'slots' | 'template' }[] = [];
      for (const bot of await BotModel.find({ userId, desiredState: 'online' }, { name: 1, templateId: 1 }).lean()) {
        if (!planRunsTemplate(plan, bot.templateId)) out.push({ id: String(bot._id), name: bot.name, reason: 'template' });
      }
      for (const bot of await beyondSlots(userId, slotsFor(plan))) {
        if (bot.desiredState !== 'online' && !options.isRunning(bot.id)) continue;
        if (!out.some((b) => b.id === bot.id)) out.push({ id: bot.id, name: bot.name, reason: 'slots' });
      }
      return out;
    },

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
        options.hub.append(bot.id, {
          ...said(controlLines, 'templateNotInPlan', { plan: PLAN_NAMES[plan], template: templateName(bot.templateId) ?? label }),
          level: 'warning',
        });
        await notify(userId, 'slots', said(notificationLines, 'templateNotInPlan', { bot: bot.name, plan: PLAN_NAMES[plan], template: label }), bot.id);
        await options.stop(bot, 'slots');
      }
      for (const bot of await beyondSlots(userId, slots)) {
        if (bot.desiredState !== 'online' && !options.isRunning(bot.id)) continue;
        options.hub.append(bot.id, { ...said(controlLines, 'beyondSlots', { count: slots }), level: 'warning' });
        await notify(userId, 'slots', said(notificationLines, 'beyondSlots', { bot: bot.name, count: slots }), bot.id);
        await options.stop(bot, 'slots');
      }
    },
  };
}
