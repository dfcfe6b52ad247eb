/** Card payments through Stripe Checkout, the customer portal, and Stripe's webhooks. */
import type Stripe from 'stripe';
import { DEFAULT_PAID_TIER, PLAN_IDS_VERSION, type PaidTier } from '@shared/plans';
import { dashboardTabPath } from '@shared/routes';
import { BadRequestError, ServiceUnavailableError } from '../../../lib/errors';
import { log } from '../../../lib/logger';
import type { UserDocument } from '../../users/records';
import type { StripeConfig } from '../config';
import { recordBillingEvent, subscriptionOf, type BillingChange, type LedgerOutcome, type PaymentFact, type RefundFact } from '../ledger';
import { SubscriptionModel, type Subscription } from '../subscription.model';
import { reconcileUser } from '../reconcile';
import { createStripeClient } from './client';
import { changeFromStripe, changeFromStripeSubscription } from './events';
import { createStripePlanChange, type StripePlanChange } from './plan-change';
import { paymentCardOf, paymentOfInvoice, type PaymentCard } from './payment-card';
import '../errors.messages';

const NOT_CONFIGURED = 'Card payments are not available right now: Stripe is not configured.';

export interface StripeService {
  /** Whether Stripe is configured; without it every call answers 503. */
  configured: boolean;
  /** Plan changes, a cancellation taken back (plan-change.ts). */
  planChange: StripePlanChange;
  /** A Checkout page for `tier`; the one opened before it is expired first (one-subscription.ts runs this in the player's turn). */
  createCheckoutSession(user: UserDocument, tier?: PaidTier): Promise<string>;
  /** A Stripe customer portal page for the player's card subscription. */
  createPortalSession(user: UserDocument): Promise<string>;
  /** Expires the player's open Checkout page, if any (a PayPal approval opened after it: only one can be paid). */
  closeOpenCheckout(userId: string): Promise<void>;
  /**
   * Ends the card subscription when its paid period ends (its owner deletes their account): Stripe bills
   * nothing more, and the plan runs to the period's end. A subscription Stripe no longer has, or has already
   * ended, needs nothing. Recorded in the history at once, as PayPal's cancel is, so a retry sees it done;
   * Stripe's own update event follows and says the same.
   */
  cancelAtPeriodEnd(userId: string, subscriptionId: string): Promise<void>;
  /**
   * Gives one payment back in full (the money-back guarantee). A payment known only by its invoice is looked up
   * first (the current API lists an invoice's payments on request). The idempotency key is the payment's, so a
   * retry after a lost answer cannot refund twice.
   */
  refundPayment(payment: PaymentFact): Promise<RefundFact>;
  /** Ends the card subscription now, not at the period's end (after a refund). One Stripe no longer has is ended already. */
  endNow(subscriptionId: string): Promise<void>;
  /**
   * The card a payment was made with (a payment intent, a charge or an invoice it paid), for its receipt; null
   * when Stripe is not configured, names no card, or cannot be asked now (the receipt then says "your card").
   */
  cardOf(reference: string): Promise<PaymentCard | null>;
  /** What Stripe says of a subscription whose paid period has passed without word (see sweep.ts). */
  reconcile(sub: Pick<Subscription, 'providerSubscriptionId'> & { userId: unknown }, now: Date): Promise<BillingChange | null>;
  /** Verifies the signature on the raw body, then applies the event once. */
  handleWebhook(rawBody: string, signature: string | undefined): Promise<LedgerOutcome | 'ignored'>;
}

export function createStripeService(config: StripeConfig | null, siteOrigin: string, entitlementChanged: (userId: string) => Promise<void>): StripeService {
  const stripe = config ? createStripeClient(config) : null;
  const need = (): { stripe: Stripe; config: StripeConfig } => {
    if (!stripe || !config) throw new ServiceUnavailableError(NOT_CONFIGURED);
    return { stripe, config };
  };

  /** One Stripe customer per user, created on first use and kept on the subscription record. */
  async function customerFor(user: UserDocument): Promise<string> {
    const sub = await subscriptionOf(user.id);
    if (sub.stripeCustomerId) return sub.stripeCustomerId;
    const customer = await need().stripe.customers.create({ email: user.email, metadata: { userId: user.id } });
    sub.stripeCustomerId = customer.id;
    await sub.save();
    return customer.id;
  }

  /**
   * Closes the Checkout page opened before, so two pages of one player can never both be paid. One Stripe
   * no longer holds open (paid, expired, gone) needs nothing; if Stripe cannot be asked, no new page opens.
   */
  async function expireOpenCheckout(userId: string): Promise<void> {
    const open = (await subscriptionOf(userId)).openCheckoutId;
    if (!open) return;
    try {
      await need().stripe.checkout.sessions.expire(open);
    } catch (err) {
      const settled = (err as { statusCode?: number }).statusCode === 400 || (err as { statusCode?: number }).statusCode === 404;
      if (!settled) {
        log.error('stripe checkout not expired', { session: open, error: err instanceof Error ? err.message : String(err) });
        throw new ServiceUnavailableError(
          'Stripe could not close your earlier checkout page right now, so no new one was opened. Please try again in a few minutes.',
        );
      }
    }
  }

  /** What Stripe bills now for the user's subscription, recorded when our record says otherwise. */
  const afterEvent = (userId: string, why: string) => reconcileUser(userId, { stripe: service.reconcile }, entitlementChanged, why);

  const service: StripeService = {
    configured: Boolean(config),

    planChange: createStripePlanChange(need, entitlementChanged),

    async createCheckoutSession(user: UserDocument, tier: PaidTier = DEFAULT_PAID_TIER): Promise<string> {
      const { stripe, config } = need();
      const customer = await customerFor(user);
      await expireOpenCheckout(user.id);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: user.id,
        line_items: [{ price: config.prices[tier], quantity: 1 }],
        // plan_ids names the vocabulary `plan` is written in (shared/src/plans.ts readPlanId): objects made
        // before issue 37 lack it, and their `premium` is Professional.
        metadata: { userId: user.id, plan: tier, plan_ids: String(PLAN_IDS_VERSION) },
        subscription_data: { metadata: { userId: user.id, plan: tier, plan_ids: String(PLAN_IDS_VERSION) } },
        // Back on the tab the player left from (the subscription panel), which a reload keeps.
        success_url: `${siteOrigin}${dashboardTabPath('settings', { checkout: 'success' })}`,
        cancel_url: `${siteOrigin}${dashboardTabPath('settings', { checkout: 'cancelled' })}`,
      });
      if (!session.url) throw new ServiceUnavailableError('Stripe did not return a checkout page. Please try again.');
      const sub = await subscriptionOf(user.id);
      sub.openCheckoutId = session.id;
      await sub.save();
      return session.url;
    },

    async closeOpenCheckout(userId: string): Promise<void> {
      if (!stripe) return;
      await expireOpenCheckout(userId);
      await SubscriptionModel.updateOne({ userId, openCheckoutId: { $ne: null } }, { $set: { openCheckoutId: null } });
    },

    async createPortalSession(user: UserDocument): Promise<string> {
      const { stripe } = need();
      const sub = await subscriptionOf(user.id);
      if (!sub.stripeCustomerId) throw new BadRequestError('There is no card subscription to manage yet.');
      // Back on the subscription panel, which reads the subscription again until Stripe's word of a change has come.
      const portal = await stripe.billingPortal.sessions.create({
        customer: sub.stripeCustomerId,
        return_url: `${siteOrigin}${dashboardTabPath('settings', { billing: 'portal' })}`,
      });
      return portal.url;
    },

    async cancelAtPeriodEnd(userId: string, subscriptionId: string): Promise<void> {
      const { stripe, config } = need();
      let updated: Stripe.Subscription | null = null;
      try {
        updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      } catch (err) {
        const gone = (err as { code?: string; statusCode?: number }).code === 'resource_missing';
        if (!gone) {
          log.error('stripe cancel failed', { subscriptionId, error: err instanceof Error ? err.message : String(err) });
          throw new ServiceUnavailableError('Stripe could not cancel your subscription right now, so nothing was deleted. Please try again in a few minutes.');
        }
      }
      const meta = { provider: 'stripe' as const, eventId: `cancel:${subscriptionId}`, type: 'cancel.requested', occurredAt: new Date(), typeRank: 5 };
      // With the period's end Stripe answered: a cancel made before Stripe's own events told it must not read as ended.
      const told = updated ? changeFromStripeSubscription(updated, config.prices, meta) : null;
      await recordBillingEvent(
        {
          ...meta,
          userId,
          providerSubscriptionId: subscriptionId,
          status: 'cancelled',
          ...(told?.periodEnd && { periodEnd: told.periodEnd }),
          ...(told?.plan && { plan: told.plan }),
        },
        entitlementChanged,
      );
    },

    async cardOf(reference: string): Promise<PaymentCard | null> {
      if (!stripe) return null;
      try {
        return await paymentCardOf(stripe, reference);
      } catch (err) {
        log.warn('stripe card not read', { payment: reference, error: err instanceof Error ? err.message : String(err) });
        return null;
      }
    },

    async refundPayment(payment: PaymentFact): Promise<RefundFact> {
      const { stripe } = need();
      const ref = payment.id ?? (payment.invoiceId ? await paymentOfInvoice(stripe, payment.invoiceId) : null);
      if (!ref) throw new ServiceUnavailableError('Stripe did not say which payment to refund. Please write to support and we will refund it by hand.');
      try {
        const refund = await stripe.refunds.create(ref.startsWith('ch_') ? { charge: ref } : { payment_intent: ref }, {
          idempotencyKey: `castellan-money-back-${ref}`,
        });
        return { paymentId: ref, id: refund.id, amount: refund.amount, currency: refund.currency };
      } catch (err) {
        log.error('stripe refund failed', { payment: ref, error: err instanceof Error ? err.message : String(err) });
        throw new ServiceUnavailableError('Stripe could not refund your payment right now, so nothing changed. Please try again in a few minutes.');
      }
    },

    async endNow(subscriptionId: string): Promise<void> {
      const { stripe } = need();
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (err) {
        if ((err as { code?: string }).code === 'resource_missing') return;
        log.error('stripe cancel failed', { subscriptionId, error: err instanceof Error ? err.message : String(err) });
        throw new ServiceUnavailableError(
          'Stripe could not end your subscription right now. Your refund is recorded; please try again in a few minutes to finish.',
        );
      }
    },

    async reconcile(sub: Pick<Subscription, 'providerSubscriptionId'> & { userId: unknown }, now: Date): Promise<BillingChange | null> {
      if (!stripe || !config || !sub.providerSubscriptionId) return null;
      const stripeSub = await stripe.subscriptions.retrieve(sub.providerSubscriptionId);
      if (stripeSub.id !== sub.providerSubscriptionId || (stripeSub.metadata?.userId && stripeSub.metadata.userId !== String(sub.userId))) return null;
      const changedAt = stripeSub.canceled_at ?? stripeSub.ended_at;
      const meta = { provider: 'stripe' as const, eventId: '', type: 'castellan.reconciled', typeRank: 0 };
      // "Still active" (and its plan) is a statement about the moment the read began; an ending is dated when
      // Stripe ended it, so our own period-end expiry (sweep.ts) still follows a cancellation.
      const draft = changeFromStripeSubscription(stripeSub, config.prices, { ...meta, occurredAt: now });
      const change = draft.status === 'active' || !changedAt ? draft : { ...draft, occurredAt: new Date(changedAt * 1000) };
      // Named by what Stripe said and when: asking again while nothing changed records nothing new (reconcile.ts).
      const told = `${change.plan ?? ''}:${change.status}:${change.periodEnd?.getTime() ?? 0}:${change.occurredAt.getTime()}`;
      return { ...change, eventId: `reconcile:${stripeSub.id}:${told}` };
    },

    async handleWebhook(rawBody: string, signature: string | undefined): Promise<LedgerOutcome | 'ignored'> {
      const { stripe, config } = need();
      if (!signature) throw new BadRequestError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch {
        throw new BadRequestError('The Stripe signature does not match this payload.');
      }
      const change = changeFromStripe(event, config.prices);
      if (!change) return 'ignored';
      // A paid Checkout names its subscription but not its period: asked at once, "Next billing" shows the
      // date from the first moment instead of "—" until Stripe's subscription event follows.
      if (change.type === 'checkout.session.completed' && change.providerSubscriptionId && !change.periodEnd) {
        const sub = await stripe.subscriptions.retrieve(change.providerSubscriptionId).catch(() => null);
        // Only the subscription it names, of the player it names.
        const same = sub && sub.id === change.providerSubscriptionId && (!sub.metadata?.userId || sub.metadata.userId === change.userId);
        const told = same ? changeFromStripeSubscription(sub, config.prices, change) : null;
        if (told?.periodEnd) change.periodEnd = told.periodEnd;
      }
      const outcome = await recordBillingEvent(change, entitlementChanged);
      log.info('stripe event', { id: event.id, type: event.type, outcome });
      // Events carry Stripe's whole seconds and may come in any order: what Stripe bills now is read after
      // each one, and our record follows it (reconcile.ts).
      const owner = change.providerSubscriptionId ? await SubscriptionModel.findOne({ providerSubscriptionId: change.providerSubscriptionId }).lean() : null;
      if (owner) await afterEvent(String(owner.userId), event.type).catch((err) => log.warn('stripe reconcile failed', { error: String(err) }));
      return outcome;
    },
  };
  return service;
}
