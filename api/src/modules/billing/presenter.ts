import type { PlanTier } from '@shared/plans';
import type { UserDocument } from '../users/records';
import { effectivePlan, graceEndOf, tierRank } from './entitlement';
import { PlanGrantModel } from './grant.model';
import { SubscriptionModel, type SubscriptionDocument } from './subscription.model';

/**
 * The subscription as the API shows it; `plan` is what the user is entitled to now, and `granted` says
 * that plan is an administrator's grant (above what is paid for), so no screen calls it a free plan.
 */
export function presentSubscription(user: UserDocument, sub: SubscriptionDocument | null, grant: { plan: string } | null = null, now = Date.now()) {
  return {
    plan: user.plan,
    status: sub?.status ?? 'none',
    payment_provider: (sub?.provider as 'stripe' | 'paypal' | null | undefined) ?? null,
    next_billing_time: sub?.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
    transaction_id: sub?.providerSubscriptionId ?? null,
    grace_ends_at: graceEndOf(sub)?.toISOString() ?? null,
    granted: grant !== null && grant.plan === user.plan && tierRank(grant.plan as PlanTier) > tierRank(effectivePlan(sub, now)),
  };
}

/** The user's subscription as shown, read now (the profile, the subscription route). */
export async function currentSubscription(user: UserDocument) {
  const [sub, grant] = await Promise.all([SubscriptionModel.findOne({ userId: user.id }), PlanGrantModel.findOne({ userId: user.id }, { plan: 1 }).lean()]);
  return presentSubscription(user, sub, grant);
}
