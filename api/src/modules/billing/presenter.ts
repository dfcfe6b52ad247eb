import type { UserDocument } from '../users/user.model';
import type { SubscriptionDocument } from './subscription.model';

/** The spec's subscription (§3); `plan` is what the user is entitled to now. */
export function presentSubscription(user: UserDocument, sub: SubscriptionDocument | null) {
  return {
    plan: user.plan,
    status: sub?.status ?? 'none',
    payment_provider: (sub?.provider as 'stripe' | 'paypal' | null | undefined) ?? null,
    next_billing_time: sub?.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
    transaction_id: sub?.providerSubscriptionId ?? null,
  };
}
