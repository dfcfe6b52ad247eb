import type { UserDocument } from '../users/records';
import { SubscriptionModel, type SubscriptionDocument } from './subscription.model';

/** The subscription as the API shows it; `plan` is what the user is entitled to now. */
export function presentSubscription(user: UserDocument, sub: SubscriptionDocument | null) {
  return {
    plan: user.plan,
    status: sub?.status ?? 'none',
    payment_provider: (sub?.provider as 'stripe' | 'paypal' | null | undefined) ?? null,
    next_billing_time: sub?.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
    transaction_id: sub?.providerSubscriptionId ?? null,
  };
}

/** The user's subscription as shown, read now (the profile, the subscription route). */
export async function currentSubscription(user: UserDocument) {
  return presentSubscription(user, await SubscriptionModel.findOne({ userId: user.id }));
}
