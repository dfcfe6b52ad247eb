/**
 * Billing's part of a player's data (lib/player-data.ts). Deleting forgets the plans admins granted and the
 * plan-change quotes kept for a few minutes; the ledger and the subscription are kept for bookkeeping
 * (amounts, dates and the provider's ids, under a user id that names no one once the user document is gone).
 */
import type { PlanTier } from '@shared/plans';
import type { PlayerDataPart } from '../../lib/player-data';
import { forgetGrantsOf } from './grant';
import { forgetQuotesOf } from './plan-change/quotes';
import { billingRecordsOf } from './ledger';
import type { SubscriptionStatus } from './subscription.model';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export const billingData = {
  name: 'billing',
  export: async (userId: string) => {
    const [subscription, billing] = await billingRecordsOf(userId);
    return {
      subscription: subscription
        ? {
            plan: subscription.plan as PlanTier,
            status: subscription.status as SubscriptionStatus,
            provider: (subscription.provider ?? null) as 'stripe' | 'paypal' | null,
            providerSubscriptionId: subscription.providerSubscriptionId ?? null,
            stripeCustomerId: subscription.stripeCustomerId ?? null,
            currentPeriodEnd: iso(subscription.currentPeriodEnd),
            createdAt: iso(subscription.createdAt)!,
          }
        : null,
      billingHistory: billing.map((e) => {
        const change = (e.change ?? {}) as { plan?: string; status?: string; periodEnd?: Date };
        return {
          provider: e.provider,
          eventType: e.eventType,
          providerSubscriptionId: e.providerSubscriptionId ?? null,
          occurredAt: iso(e.occurredAt)!,
          plan: change.plan ?? null,
          status: change.status ?? null,
          periodEnd: iso(change.periodEnd),
        };
      }),
    };
  },
  forget: async (userId: string) => {
    await forgetGrantsOf(userId);
    await forgetQuotesOf(userId);
  },
} satisfies PlayerDataPart;
