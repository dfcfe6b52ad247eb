/** What other modules read of billing's subscriptions: the admin's figures and lists, a leaving user's subscription. */
import { SubscriptionModel } from './subscription.model';

/** The states a subscription can be in (the data export's schema names them). */
export { SUBSCRIPTION_STATUSES } from './subscription.model';

/** The user's subscription record as stored, or null. */
export function subscriptionOf(userId: string) {
  return SubscriptionModel.findOne({ userId }).lean();
}

/** The subscription records of these users. */
export function subscriptionsOf(userIds: string[]) {
  return SubscriptionModel.find({ userId: { $in: userIds } }).lean();
}

/** Paid for now: renewing, retrying a failed payment, or cancelled but still inside the paid period. */
export function paidSubscriptionCount(now: Date): Promise<number> {
  return SubscriptionModel.countDocuments({ $or: [{ status: { $in: ['active', 'past_due'] } }, { status: 'cancelled', currentPeriodEnd: { $gt: now } }] });
}

/** Subscriptions that renew, counted per plan: what will be billed next month. */
export function renewingByPlan() {
  return SubscriptionModel.aggregate<{ _id: string; n: number }>([
    { $match: { status: { $in: ['active', 'past_due'] } } },
    { $group: { _id: '$plan', n: { $sum: 1 } } },
  ]);
}
