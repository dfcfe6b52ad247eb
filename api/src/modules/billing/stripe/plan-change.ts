/**
 * A card subscription moved to another price, as Stripe documents it ("Change the price of a
 * subscription", "Prorations"): the subscription's one item gets the new price. An upgrade bills at once
 * (`always_invoice`: the new price for the rest of the period, less the unused time of the old one); a
 * downgrade leaves a credit for the next invoices (`create_prorations`). The quote comes from Stripe's own
 * invoice preview, and the change is made at the quote's proration date, so what is charged is what was
 * shown. An upgrade whose payment fails changes nothing (`payment_behavior: error_if_incomplete`).
 */
import type Stripe from 'stripe';
import { PLAN_IDS_VERSION, PLAN_PRICES, type PaidTier } from '@shared/plans';
import type { PlanChangeQuote } from '@shared/plan-change';
import { said } from '@shared/i18n/said';
import { ConflictError, ServiceUnavailableError } from '../../../lib/errors';
import { log } from '../../../lib/logger';
import type { StripeConfig } from '../config';
import { recordBillingEvent } from '../ledger';
import { billingErrors } from '../errors.messages';
import { changeFromStripeSubscription } from './events';

/** A card change's figures, as Stripe's invoice preview prices them (shared/src/plan-change.ts says what each is). */
export type CardQuote = Pick<
  PlanChangeQuote,
  'dueNow' | 'credit' | 'nextAmount' | 'nextBillingTime' | 'currency' | 'quotedAt' | 'creditUsed' | 'creditBalance'
>;

type Loose = Record<string, any>;
const isoOf = (seconds: unknown) => (typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null);

/** A proration line, in the current API (under `parent`) or the classic one (`proration` on the line). */
const isProration = (line: Loose) => Boolean(line.parent?.subscription_item_details?.proration ?? line.proration);

export interface StripePlanChange {
  /** What moving to `to` costs now and next, as Stripe's invoice preview prices it. */
  quote(subscriptionId: string, to: PaidTier, upgrade: boolean): Promise<CardQuote>;
  /**
   * Moves the subscription to `to` at the quote's moment, and records what Stripe answered at once (its
   * `customer.subscription.updated` says the same moments later). The quote's id (plan-change/quotes.ts) is the
   * idempotency key and the event's id: a retry after a lost answer changes and charges once, and two changes
   * never share one.
   */
  change(userId: string, subscriptionId: string, to: PaidTier, upgrade: boolean, quote: { id: string; quotedAt: number }): Promise<void>;
  /** Takes back a cancellation that waits for the period's end: the subscription renews again. */
  resume(userId: string, subscriptionId: string): Promise<void>;
}

export function createStripePlanChange(
  need: () => { stripe: Stripe; config: StripeConfig },
  entitlementChanged: (userId: string) => Promise<void>,
): StripePlanChange {
  /** The subscription's one item and its period, from Stripe. */
  async function itemOf(subscriptionId: string) {
    const { stripe } = need();
    const sub = (await stripe.subscriptions.retrieve(subscriptionId)) as unknown as Loose;
    const item = sub.items?.data?.[0] as Loose | undefined;
    if (!item) throw new ServiceUnavailableError(said(billingErrors, 'stripeNoItem'));
    return { sub, item };
  }

  const behaviourOf = (upgrade: boolean) => (upgrade ? 'always_invoice' : 'create_prorations') as 'always_invoice' | 'create_prorations';

  return {
    async quote(subscriptionId: string, to: PaidTier, upgrade: boolean): Promise<CardQuote> {
      const { stripe, config } = need();
      const { sub, item } = await stripeCall(() => itemOf(subscriptionId));
      const quotedAt = Math.floor(Date.now() / 1000);
      const preview = (await stripeCall(() =>
        stripe.invoices.createPreview({
          customer: typeof sub.customer === 'string' ? sub.customer : sub.customer?.id,
          subscription: subscriptionId,
          subscription_details: { items: [{ id: item.id, price: config.prices[to] }], proration_behavior: behaviourOf(upgrade), proration_date: quotedAt },
        }),
      )) as unknown as Loose;
      const prorations = ((preview.lines?.data ?? []) as Loose[]).filter(isProration).reduce((sum, line) => sum + Number(line.amount ?? 0), 0);
      const periodEnd = item.current_period_end ?? sub.current_period_end;
      // Stripe draws on the customer's credit (a negative balance) before the card, as the preview shows it.
      const creditBalance = Math.max(0, -Number(preview.starting_balance ?? 0));
      const creditUsed = Math.max(0, Math.min(creditBalance, Number(preview.total ?? 0) - Number(preview.amount_due ?? 0)));
      const credits = { creditUsed, creditBalance };
      return upgrade
        ? {
            dueNow: Number(preview.amount_due ?? 0),
            credit: 0,
            nextAmount: PLAN_PRICES[to].cents,
            nextBillingTime: isoOf(periodEnd),
            currency: String(preview.currency ?? 'usd'),
            quotedAt,
            ...credits,
          }
        : {
            dueNow: 0,
            credit: Math.max(0, -prorations),
            nextAmount: Number(preview.amount_due ?? 0),
            nextBillingTime: isoOf(preview.next_payment_attempt ?? periodEnd),
            currency: String(preview.currency ?? 'usd'),
            quotedAt,
            ...credits,
          };
    },

    async change(userId: string, subscriptionId: string, to: PaidTier, upgrade: boolean, quote: { id: string; quotedAt: number }): Promise<void> {
      const { stripe, config } = need();
      const { item } = await stripeCall(() => itemOf(subscriptionId));
      let updated: Loose;
      try {
        updated = (await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, price: config.prices[to] }],
            proration_behavior: behaviourOf(upgrade),
            proration_date: quote.quotedAt,
            ...(upgrade && { payment_behavior: 'error_if_incomplete' as const }),
            metadata: { userId, plan: to, plan_ids: String(PLAN_IDS_VERSION) },
          },
          { idempotencyKey: `castellan-plan-${quote.id}` },
        )) as unknown as Loose;
      } catch (err) {
        const e = err as { type?: string; code?: string; message?: string };
        if (e.type === 'StripeCardError' || e.code === 'card_declined') throw new ConflictError(said(billingErrors, 'cardDeclinedNoChange'));
        log.error('stripe plan change failed', { subscriptionId, error: e.message ?? String(err) });
        throw new ServiceUnavailableError(said(billingErrors, 'stripeChangeFailed'));
      }
      const meta = {
        provider: 'stripe' as const,
        eventId: `change:${quote.id}`,
        type: 'plan.changed',
        occurredAt: new Date(),
        typeRank: 5,
      };
      await recordBillingEvent({ ...changeFromStripeSubscription(updated, config.prices, meta), userId }, entitlementChanged);
    },

    async resume(userId: string, subscriptionId: string): Promise<void> {
      const { stripe, config } = need();
      const updated = (await stripeCall(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }))) as unknown as Loose;
      const meta = {
        provider: 'stripe' as const,
        eventId: `resume:${subscriptionId}:${Date.now()}`,
        type: 'resume.requested',
        occurredAt: new Date(),
        typeRank: 5,
      };
      await recordBillingEvent({ ...changeFromStripeSubscription(updated, config.prices, meta), userId }, entitlementChanged);
    },
  };
}

/** Stripe away or refusing: the person is told nothing changed. */
async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ServiceUnavailableError || err instanceof ConflictError) throw err;
    log.error('stripe call failed', { error: err instanceof Error ? err.message : String(err) });
    throw new ServiceUnavailableError(said(billingErrors, 'stripeChangeFailed'));
  }
}
