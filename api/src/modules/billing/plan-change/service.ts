/**
 * A paying player moves their one live subscription to another paid plan, cancels it, or takes a
 * cancellation back, whichever provider bills it. Never a second subscription: the change is made on the
 * one the player has (a card: Stripe's subscription update with proration; PayPal: a plan revision the
 * player approves on PayPal's page). Each runs in the player's turn (the checkout's lock), so twenty clicks
 * at once are one change after another, each seeing the one before.
 */
import { PLAN_NAMES, PLAN_PRICES, isPaidTier, planName, type PaidTier, type PlanTier } from '@shared/plans';
import type { BotStopping, PlanChangeQuote } from '@shared/plan-change';
import { said, type Said } from '@shared/i18n/said';
import { ConflictError } from '../../../lib/errors';
import { localTurns, type TurnLock } from '../../../lib/engine-lock';
import type { UserDocument } from '../../users/records';
import { subscriptionOf } from '../ledger';
import { tierRank } from '../entitlement';
import { billingErrors } from '../errors.messages';
import type { StripeService } from '../stripe/service';
import type { PayPalService } from '../paypal/service';
import { billingAnswers as planChangeAnswers } from '../answers.messages';
import { keepQuote, takeQuote, unquoted } from './quotes';

export type PlanChangeOptions = {
  stripe: StripeService;
  paypal: PayPalService;
  /** The bots a plan would stop for this player if it applied now (bots/plan-rules.ts). */
  botsStoppedBy: (userId: string, plan: PlanTier) => Promise<BotStopping[]>;
  turns?: TurnLock;
};

export interface PlanChange {
  /** What moving to `to` costs now and next, and the bots a downgrade stops; 409 for the plan the player has. */
  quote(user: UserDocument, to: PaidTier): Promise<PlanChangeQuote>;
  /**
   * Makes the change the server quoted as `quoteId` (a card is charged what that quote showed; 409 when it
   * expired or the subscription moved on since; without one it is priced now). A card's change is done when
   * this answers; PayPal's waits for the player's approval on the page `approvalUrl` names.
   */
  change(user: UserDocument, to: PaidTier, quoteId?: string): Promise<{ message: Said; approvalUrl?: string }>;
  /** Cancels at the period's end (the plan runs until then), whichever provider bills it. */
  cancel(user: UserDocument): Promise<{ message: Said }>;
  /** Takes a card cancellation back before the period ends; PayPal ends a cancelled subscription for good. */
  resume(user: UserDocument): Promise<{ message: Said }>;
}

export function createPlanChange(options: PlanChangeOptions): PlanChange {
  const turns = options.turns ?? localTurns();
  const inTurn = <T>(userId: string, task: () => Promise<T>) => turns(`checkout.${userId}`, task);

  /** The player's renewing subscription and its plan, or why there is none to change (`pastDue`: one whose payment failed will do). */
  async function renewing(userId: string, { pastDue = false } = {}) {
    const sub = await subscriptionOf(userId);
    if (sub.status === 'cancelled') throw new ConflictError(said(billingErrors, pastDue ? 'cancelAlready' : 'changeCancelled'));
    if (sub.status === 'past_due' && !pastDue) throw new ConflictError(said(billingErrors, 'changePastDue'));
    const live = sub.status === 'active' || sub.status === 'past_due';
    if (!live || !sub.providerSubscriptionId || !isPaidTier(sub.plan) || !sub.provider) throw new ConflictError(said(billingErrors, 'changeNothing'));
    return { sub, from: sub.plan as PaidTier, provider: sub.provider as 'stripe' | 'paypal', subscriptionId: sub.providerSubscriptionId };
  }

  async function quote(user: UserDocument, to: PaidTier): Promise<PlanChangeQuote> {
    const { sub, from, provider, subscriptionId } = await renewing(user.id);
    if (from === to) throw new ConflictError(said(billingErrors, 'changeSamePlan', { plan: PLAN_NAMES[to] }));
    const upgrade = tierRank(to) > tierRank(from);
    const botsStopping = upgrade ? [] : await options.botsStoppedBy(user.id, to);
    const base = { from, to, direction: upgrade ? ('upgrade' as const) : ('downgrade' as const), provider, botsStopping };
    const priced =
      provider === 'stripe'
        ? { takesEffect: 'now' as const, ...(await options.stripe.planChange.quote(subscriptionId, to, upgrade)) }
        : // PayPal bills the new price from the next payment and prorates nothing (its "Upgrade or downgrade a subscription").
          {
            takesEffect: 'approval' as const,
            dueNow: 0,
            credit: 0,
            nextAmount: PLAN_PRICES[to].cents,
            nextBillingTime: sub.currentPeriodEnd?.toISOString() ?? null,
            currency: PLAN_PRICES[to].currency,
            quotedAt: Math.floor(Date.now() / 1000),
            creditUsed: 0,
            creditBalance: 0,
          };
    const quoteId = await keepQuote({ userId: user.id, subscriptionId, from, to, quotedAt: priced.quotedAt });
    return { ...base, ...priced, quoteId };
  }

  return {
    quote,

    change(user: UserDocument, to: PaidTier, quoteId?: string): Promise<{ message: Said; approvalUrl?: string }> {
      return inTurn(user.id, async () => {
        const { from, provider, subscriptionId } = await renewing(user.id);
        if (from === to) throw new ConflictError(said(billingErrors, 'changeSamePlan', { plan: PLAN_NAMES[to] }));
        const upgrade = tierRank(to) > tierRank(from);
        const quoted = quoteId ? await takeQuote(quoteId, { userId: user.id, subscriptionId, from, to }) : unquoted();
        if (provider === 'paypal') {
          const approvalUrl = await options.paypal.revise(subscriptionId, to);
          return { message: said(planChangeAnswers, 'approveOnPayPal', { plan: PLAN_NAMES[to] }), approvalUrl };
        }
        await options.stripe.planChange.change(user.id, subscriptionId, to, upgrade, quoted);
        return { message: said(planChangeAnswers, upgrade ? 'upgraded' : 'downgraded', { plan: PLAN_NAMES[to] }) };
      });
    },

    cancel(user: UserDocument): Promise<{ message: Said }> {
      return inTurn(user.id, async () => {
        const { sub, provider, subscriptionId } = await renewing(user.id, { pastDue: true });
        if (provider === 'paypal') await options.paypal.cancel(user, subscriptionId);
        else await options.stripe.cancelAtPeriodEnd(user.id, subscriptionId);
        return { message: said(planChangeAnswers, 'cancelled', { plan: planName(sub.plan) }) };
      });
    },

    resume(user: UserDocument): Promise<{ message: Said }> {
      return inTurn(user.id, async () => {
        const sub = await subscriptionOf(user.id);
        const end = sub.currentPeriodEnd?.getTime() ?? 0;
        if (sub.status !== 'cancelled' || end <= Date.now() || !sub.providerSubscriptionId) throw new ConflictError(said(billingErrors, 'resumeNothing'));
        if (sub.provider !== 'stripe') throw new ConflictError(said(billingErrors, 'resumePayPal'));
        await options.stripe.planChange.resume(user.id, sub.providerSubscriptionId);
        return { message: said(planChangeAnswers, 'resumed', { plan: planName(sub.plan) }) };
      });
    },
  };
}
