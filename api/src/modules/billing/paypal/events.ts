/** PayPal subscriptions and webhook events in our words. */
import type { PaidTier } from '@shared/plans';
import type { BillingChange } from '../ledger';
import type { SubscriptionStatus } from '../subscription.model';
import type { PayPalSubscription } from './client';

export const SUBSCRIPTION_EVENTS: Record<string, number> = {
  'BILLING.SUBSCRIPTION.ACTIVATED': 2,
  'PAYMENT.SALE.COMPLETED': 3,
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 4,
  'BILLING.SUBSCRIPTION.SUSPENDED': 5,
  'BILLING.SUBSCRIPTION.CANCELLED': 8,
  'BILLING.SUBSCRIPTION.EXPIRED': 9,
};

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
