/** Wallet payments through PayPal subscriptions: create, finalise on return, cancel, webhooks. */
import { DEFAULT_PAID_TIER, type PaidTier } from '@shared/plans';
import { dashboardTabPath } from '@shared/routes';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError } from '../../../lib/errors';
import { jsonNestsDeeperThan } from '../../../lib/json-depth';
import { log } from '../../../lib/logger';
import type { UserDocument } from '../../users/records';
import type { PayPalConfig } from '../config';
import { recordBillingEvent, subscriptionOf, type BillingChange, type LedgerOutcome, type PaymentFact, type RefundFact } from '../ledger';
import { SubscriptionModel, type Subscription } from '../subscription.model';
import { reconcileUser } from '../reconcile';
import { createPayPalClient, PayPalError, type PayPalClient, type PayPalWebhookEvent } from './client';
import { changeFromPayPal, minorUnits, paymentFromSale, REFUND_EVENTS, refundFromPayPal, SUBSCRIPTION_EVENTS, tierOfPlan } from './events';
import { readSignatureHeaders } from './signature-headers';
import { phrase, said } from '@shared/i18n/said';
import { billingErrors } from '../errors.messages';

const NOT_CONFIGURED = 'PayPal payments are not available right now: PayPal is not configured.';

/** What PayPal was asked to do, for the refusals that name it. */
type PayPalAction = 'startSubscription' | 'lookUpSubscription' | 'cancelSubscription' | 'reviseSubscription' | 'verifyWebhook';

/**
 * How long a PayPal approval page holds back a card Checkout. Past it the card may go ahead: an approval that
 * still comes later makes a second subscription, which is cancelled and refunded at once (second-subscription.ts).
 */
export const APPROVAL_WAIT_MS = 30 * 60_000;

export interface PayPalService {
  /** Whether PayPal is configured; without it every call answers 503. */
  configured: boolean;
  /** A new subscription to `tier` for the player: the PayPal page that approves it (the dashboard finalises on return). */
  createSubscription(user: UserDocument, tier?: PaidTier): Promise<string>;
  /**
   * 409 while a PayPal subscription this player was sent to approve in the last APPROVAL_WAIT_MS still waits
   * for their approval (or is approved and about to start): a card Checkout now would start a second one.
   */
  assertNoApprovalWaiting(userId: string): Promise<void>;
  /** The buyer came back from PayPal: check the subscription is theirs and active, then activate the plan. */
  finalise(user: UserDocument, subscriptionId: string): Promise<void>;
  /**
   * Asks PayPal to move the player's subscription to `tier`; the player approves on the page returned, and
   * comes back to the dashboard, which finalises as after a first approval (the plan follows the subscription's
   * new plan id, there and in PayPal's BILLING.SUBSCRIPTION.UPDATED).
   */
  revise(subscriptionId: string, tier: PaidTier): Promise<string>;
  /** Cancels at PayPal; the plan stays until the end of the paid period. */
  cancel(user: UserDocument, subscriptionId: string): Promise<void>;
  /** Gives one payment back in full (the money-back guarantee); the request id is the payment's, so a retry cannot refund twice. */
  refundPayment(payment: PaymentFact): Promise<RefundFact>;
  /** Ends the PayPal subscription now (after a refund); one PayPal has already ended is ended. */
  endNow(subscriptionId: string): Promise<void>;
  /** What PayPal says of a subscription whose paid period has passed without word (see sweep.ts). */
  reconcile(sub: Pick<Subscription, 'providerSubscriptionId'> & { userId: unknown }, now: Date): Promise<BillingChange | null>;
  /** Verifies a delivery with PayPal, then applies the event once (a nesting too deep for an event is 400). */
  handleWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<LedgerOutcome | 'ignored'>;
}

export function createPayPalService(config: PayPalConfig | null, siteOrigin: string, entitlementChanged: (userId: string) => Promise<void>): PayPalService {
  const client = config ? createPayPalClient(config) : null;
  const need = (): { client: PayPalClient; config: PayPalConfig } => {
    if (!client || !config) throw new ServiceUnavailableError(NOT_CONFIGURED);
    return { client, config };
  };

  /** PayPal's refusals, in words for the person who clicked. */
  async function paypal<T>(what: PayPalAction, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof PayPalError && err.status === 404) throw new NotFoundError('PayPal subscription');
      if (err instanceof PayPalError && err.status === 422)
        throw new ConflictError(said(billingErrors, 'paypalRefused', { what: phrase(billingErrors, what), reason: err.message }));
      log.error('paypal call failed', { what: billingErrors.base[what], error: err instanceof Error ? err.message : String(err) });
      throw new ServiceUnavailableError(said(billingErrors, 'paypalUnavailable', { what: phrase(billingErrors, what) }));
    }
  }

  /** What PayPal bills now for the user's subscription, recorded when our record says otherwise. */
  const afterEvent = (userId: string, why: string) => reconcileUser(userId, { paypal: service.reconcile }, entitlementChanged, why);

  const service: PayPalService = {
    configured: Boolean(config),

    async createSubscription(user: UserDocument, tier: PaidTier = DEFAULT_PAID_TIER): Promise<string> {
      const { client, config } = need();
      const { id, approvalUrl } = await paypal('startSubscription', () =>
        client.createSubscription({
          planId: config.plans[tier],
          customId: user.id,
          // PayPal appends subscription_id=… on return; the dashboard's subscription panel, left for PayPal, then finalises.
          returnUrl: `${siteOrigin}${dashboardTabPath('settings')}`,
          cancelUrl: `${siteOrigin}${dashboardTabPath('settings', { checkout: 'cancelled' })}`,
          requestId: crypto.randomUUID(),
        }),
      );
      await subscriptionOf(user.id);
      await SubscriptionModel.updateOne({ userId: user.id }, { $set: { openPayPalId: id, openPayPalAt: new Date() } });
      return approvalUrl;
    },

    async assertNoApprovalWaiting(userId: string): Promise<void> {
      const record = await SubscriptionModel.findOne({ userId }, { openPayPalId: 1, openPayPalAt: 1, plan: 1 }).lean();
      const openedAt = record?.openPayPalAt?.getTime() ?? 0;
      if (!client || !record?.openPayPalId || Date.now() - openedAt >= APPROVAL_WAIT_MS) return;
      const waiting = await client.getSubscription(record.openPayPalId).catch(() => null);
      if (!waiting || !['APPROVAL_PENDING', 'APPROVED', 'ACTIVE'].includes(String(waiting.status))) return;
      const minutes = Math.max(1, Math.ceil((openedAt + APPROVAL_WAIT_MS - Date.now()) / 60_000));
      throw new ConflictError(said(billingErrors, 'paypalWaiting', { count: minutes }));
    },

    async finalise(user: UserDocument, subscriptionId: string): Promise<void> {
      const { client, config } = need();
      const sub = await paypal('lookUpSubscription', () => client.getSubscription(subscriptionId));
      if (sub.custom_id !== user.id) throw new ForbiddenError('This PayPal subscription belongs to another account.');
      if (sub.status !== 'ACTIVE') throw new ConflictError(said(billingErrors, 'paypalNotActive', { status: String(sub.status) }));
      // Back from approving a plan revision (plan-change/) of the subscription already active here: the
      // status has not moved, the plan has. A statement about now, ranked as PayPal's own word of it
      // (BILLING.SUBSCRIPTION.UPDATED), above the payments of that second.
      const record = await subscriptionOf(user.id);
      const revised = record.providerSubscriptionId === sub.id && record.status === 'active';
      const change = changeFromPayPal(sub, config.plans, {
        // A revision's return is named by the moment it was read: PayPal's times are to the second, and
        // up, down and up again in one second must each count (the same fact told twice folds the same).
        eventId: revised ? `revised:${sub.id}:${sub.plan_id}:${Date.now()}` : `return:${sub.id}:${sub.status_update_time ?? sub.status}`,
        type: revised ? 'return.revised' : 'return.activated',
        occurredAt: revised ? new Date() : new Date(sub.status_update_time ?? Date.now()),
      });
      await recordBillingEvent(revised ? { ...change, typeRank: SUBSCRIPTION_EVENTS['BILLING.SUBSCRIPTION.UPDATED']! } : change, entitlementChanged);
    },

    async revise(subscriptionId: string, tier: PaidTier): Promise<string> {
      const { client, config } = need();
      const { approvalUrl } = await paypal('reviseSubscription', () =>
        client.reviseSubscription(subscriptionId, {
          planId: config.plans[tier],
          returnUrl: `${siteOrigin}${dashboardTabPath('settings', { subscription_id: subscriptionId, revised: '1' })}`,
          cancelUrl: `${siteOrigin}${dashboardTabPath('settings', { checkout: 'cancelled' })}`,
        }),
      );
      return approvalUrl;
    },

    async cancel(user: UserDocument, subscriptionId: string): Promise<void> {
      const { client } = need();
      const record = await subscriptionOf(user.id);
      if (record.provider !== 'paypal' || record.providerSubscriptionId !== subscriptionId) {
        throw new NotFoundError('PayPal subscription');
      }
      await paypal('cancelSubscription', () => client.cancelSubscription(subscriptionId, 'Cancelled by the customer in Castellan'));
      await recordBillingEvent(
        {
          provider: 'paypal',
          eventId: `cancel:${subscriptionId}`,
          type: 'cancel.requested',
          occurredAt: new Date(),
          typeRank: SUBSCRIPTION_EVENTS['BILLING.SUBSCRIPTION.CANCELLED']!,
          userId: user.id,
          providerSubscriptionId: subscriptionId,
          status: 'cancelled',
        },
        entitlementChanged,
      );
    },

    async refundPayment(payment: PaymentFact): Promise<RefundFact> {
      const { client } = need();
      if (!payment.id) throw new ServiceUnavailableError('PayPal did not say which payment to refund. Please write to support and we will refund it by hand.');
      let refund;
      try {
        refund = await client.refundCapture(payment.id, `castellan-money-back-${payment.id}`);
      } catch (err) {
        if (err instanceof PayPalError && err.status === 404)
          throw new ConflictError('PayPal has no record of the payment to refund, so nothing changed. Please write to support.');
        if (err instanceof PayPalError && err.status === 422) throw new ConflictError(said(billingErrors, 'paypalRefundRefused', { reason: err.message }));
        log.error('paypal refund failed', { payment: payment.id, error: err instanceof Error ? err.message : String(err) });
        throw new ServiceUnavailableError('PayPal could not refund your payment right now, so nothing changed. Please try again in a few minutes.');
      }
      if (refund.status === 'FAILED' || refund.status === 'CANCELLED')
        throw new ServiceUnavailableError('PayPal could not refund your payment, so nothing changed. Please try again or write to support.');
      const amount = refund.amount ? minorUnits(refund.amount.value) : payment.amount;
      return { paymentId: payment.id, id: refund.id, amount, currency: (refund.amount?.currency_code ?? payment.currency).toLowerCase() };
    },

    async endNow(subscriptionId: string): Promise<void> {
      const { client } = need();
      try {
        await client.cancelSubscription(subscriptionId, 'Refunded under the 7-day money-back guarantee');
      } catch (err) {
        // 422 SUBSCRIPTION_STATUS_INVALID: already cancelled or expired; 404: PayPal no longer has it.
        if (err instanceof PayPalError && (err.status === 422 || err.status === 404)) return;
        log.error('paypal cancel failed', { subscriptionId, error: err instanceof Error ? err.message : String(err) });
        throw new ServiceUnavailableError(
          'PayPal could not end your subscription right now. Your refund is recorded; please try again in a few minutes to finish.',
        );
      }
    },

    async reconcile(sub: Pick<Subscription, 'providerSubscriptionId'> & { userId: unknown }, now: Date): Promise<BillingChange | null> {
      if (!client || !config || !sub.providerSubscriptionId) return null;
      const current = await client.getSubscription(sub.providerSubscriptionId);
      if (current.custom_id !== String(sub.userId)) return null;
      const next = current.billing_info?.next_billing_time ?? '';
      // Named by what PayPal said, so asking again while nothing changed records nothing new.
      // "Still active" is a statement about now; an ending is dated when PayPal changed the status, so our
      // own period-end expiry (sweep.ts) still follows a cancellation.
      const changedAt = current.status !== 'ACTIVE' && current.status_update_time ? new Date(current.status_update_time) : now;
      // Named by what PayPal said and when: asking again while nothing changed records nothing new (reconcile.ts).
      return changeFromPayPal(current, config.plans, {
        eventId: `reconcile:${current.id}:${current.plan_id ?? ''}:${current.status}:${next}:${changedAt.getTime()}`,
        type: 'castellan.reconciled',
        occurredAt: changedAt,
      });
    },

    async handleWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<LedgerOutcome | 'ignored'> {
      const { client, config } = need();
      const signature = readSignatureHeaders(headers, config.apiBase);
      if (jsonNestsDeeperThan(rawBody)) throw new BadRequestError('The webhook body is nested too deeply to be a PayPal event.');
      let event: PayPalWebhookEvent;
      try {
        event = JSON.parse(rawBody) as PayPalWebhookEvent;
      } catch {
        throw new BadRequestError('The webhook body is not JSON.');
      }
      if (!(await paypal('verifyWebhook', () => client.verifyWebhook(signature, event)))) {
        throw new BadRequestError('The PayPal webhook signature could not be verified.');
      }
      const occurredAt = new Date(event.create_time);
      const resource = event.resource as Record<string, unknown>;
      if ((REFUND_EVENTS as readonly string[]).includes(event.event_type)) {
        const refund = refundFromPayPal(event.event_type, resource);
        if (!refund) return 'ignored';
        // Named by the payment it gives back, as our own record of it is, so it counts once (ledger.ts).
        const change: BillingChange = {
          provider: 'paypal',
          eventId: `refund:${refund.paymentId}`,
          type: event.event_type,
          occurredAt,
          typeRank: 6,
          userId: null,
          providerSubscriptionId: null,
          refund,
        };
        const outcome = await recordBillingEvent(change, entitlementChanged);
        log.info('paypal event', { id: event.id, type: event.event_type, outcome });
        return outcome;
      }
      if (!(event.event_type in SUBSCRIPTION_EVENTS)) return 'ignored';
      // A payment names its subscription; the subscription itself says how far it is now paid.
      const sub =
        event.event_type === 'PAYMENT.SALE.COMPLETED'
          ? await paypal('lookUpSubscription', () => client.getSubscription(String(resource.billing_agreement_id)))
          : (resource as unknown as Parameters<typeof changeFromPayPal>[0]);
      const status = event.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED' ? ('past_due' as const) : undefined;
      const change = {
        ...changeFromPayPal(sub, config.plans, { eventId: event.id, type: event.event_type, occurredAt, ...(status ? { status } : {}) }),
        ...(event.event_type === 'PAYMENT.SALE.COMPLETED' ? { payment: paymentFromSale(resource, tierOfPlan(sub.plan_id, config.plans)) } : {}),
      };
      const outcome = await recordBillingEvent(change, entitlementChanged);
      log.info('paypal event', { id: event.id, type: event.event_type, outcome });
      // What PayPal bills now is read after each event, and our record follows it (reconcile.ts).
      const owner = change.providerSubscriptionId ? await SubscriptionModel.findOne({ providerSubscriptionId: change.providerSubscriptionId }).lean() : null;
      if (owner) await afterEvent(String(owner.userId), event.event_type).catch((err) => log.warn('paypal reconcile failed', { error: String(err) }));
      return outcome;
    },
  };
  return service;
}
