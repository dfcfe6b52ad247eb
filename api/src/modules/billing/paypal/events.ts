/** PayPal subscriptions and webhook events in our words. */
import type { PaidTier } from '@shared/plans';
import type { BillingChange, PaymentFact, RefundFact } from '../ledger';
import type { SubscriptionStatus } from '../subscription.model';
import type { PayPalSubscription } from './client';

export const SUBSCRIPTION_EVENTS: Record<string, number> = {
  'BILLING.SUBSCRIPTION.ACTIVATED': 2,
  'PAYMENT.SALE.COMPLETED': 3,
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 4,
  'BILLING.SUBSCRIPTION.SUSPENDED': 5,
  // A plan revision the buyer approved (plan-change/): the resource is the subscription on its new plan.
  'BILLING.SUBSCRIPTION.UPDATED': 6,
  'BILLING.SUBSCRIPTION.CANCELLED': 8,
  'BILLING.SUBSCRIPTION.EXPIRED': 9,
};

/**
 * Refunds, as the v2 Payments API (a capture's refund: PAYMENT.CAPTURE.REFUNDED, the refund's `up` link
 * names the capture) and the v1 one (a sale's refund: PAYMENT.SALE.REFUNDED, `sale_id`) tell them.
 * https://developer.paypal.com/api/rest/webhooks/event-names/#payments
 */
export const REFUND_EVENTS = ['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.SALE.REFUNDED'] as const;

/** Decimal money ("19.99") in minor units. */
export const minorUnits = (value: unknown): number => Math.round(Number(value ?? 0) * 100);

/** The payment a completed sale reports (its id is what a refund names). */
/** `plan`: the tier of the subscription it paid, when known (its receipt names it). */
export function paymentFromSale(sale: Record<string, any>, plan?: PaidTier): PaymentFact {
  return { id: String(sale.id), amount: minorUnits(sale.amount?.total), currency: String(sale.amount?.currency ?? 'USD').toLowerCase(), ...(plan && { plan }) };
}

/** The refund a refund event reports, or null when it does not say which payment it gives back. */
export function refundFromPayPal(type: string, resource: Record<string, any>): RefundFact | null {
  const up = (resource.links as { rel?: string; href?: string }[] | undefined)?.find((l) => l.rel === 'up')?.href;
  const paymentId = type === 'PAYMENT.SALE.REFUNDED' ? resource.sale_id : up?.match(/\/(?:captures|sale)\/([^/?]+)/)?.[1];
  if (typeof paymentId !== 'string' || !paymentId) return null;
  const amount = resource.amount?.value ?? resource.amount?.total;
  const currency = resource.amount?.currency_code ?? resource.amount?.currency ?? 'USD';
  return { paymentId, id: typeof resource.id === 'string' ? resource.id : null, amount: minorUnits(amount), currency: String(currency).toLowerCase() };
}

export function statusFromPayPal(status: PayPalSubscription['status']): SubscriptionStatus {
  switch (status) {
    case 'ACTIVE':
      return 'active';
    case 'SUSPENDED':
      return 'past_due';
    case 'CANCELLED':
      return 'cancelled';
    case 'EXPIRED':
      return 'expired';
    default:
      return 'pending';
  }
}

export function tierOfPlan(planId: string, plans: Record<PaidTier, string>): PaidTier | undefined {
  return Object.entries(plans).find(([, id]) => id === planId)?.[0] as PaidTier | undefined;
}

/** A change stating the subscription as PayPal describes it. */
export function changeFromPayPal(
  sub: PayPalSubscription,
  plans: Record<PaidTier, string>,
  meta: { eventId: string; type: string; occurredAt: Date; status?: SubscriptionStatus },
): BillingChange {
  const plan = tierOfPlan(sub.plan_id, plans);
  const next = sub.billing_info?.next_billing_time;
  return {
    provider: 'paypal',
    eventId: meta.eventId,
    type: meta.type,
    occurredAt: meta.occurredAt,
    typeRank: SUBSCRIPTION_EVENTS[meta.type] ?? 1,
    userId: sub.custom_id ?? null,
    providerSubscriptionId: sub.id,
    status: meta.status ?? statusFromPayPal(sub.status),
    ...(plan ? { plan } : {}),
    periodEnd: next ? new Date(next) : null,
  };
}
