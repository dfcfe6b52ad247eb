/** Platform figures for the admin panel, from the data itself. */
import { PLAN_PRICES, isPaidTier } from '@shared/plans';
import { BotModel } from '../bots/bot.model';
import { SubscriptionModel } from '../billing/subscription.model';
import { UserModel } from '../users/user.model';

export async function platformStats(now = new Date()) {
  const [totalUsers, activeBots, activeSubscriptions, renewing] = await Promise.all([
    UserModel.countDocuments(),
    BotModel.countDocuments({ state: 'online' }),
    // Paid for now: renewing, retrying a failed payment, or cancelled but still inside the paid period.
    SubscriptionModel.countDocuments({ $or: [{ status: { $in: ['active', 'past_due'] } }, { status: 'cancelled', currentPeriodEnd: { $gt: now } }] }),
    // What will be billed next month: subscriptions that renew.
    SubscriptionModel.aggregate<{ _id: string; n: number }>([{ $match: { status: { $in: ['active', 'past_due'] } } }, { $group: { _id: '$plan', n: { $sum: 1 } } }]),
  ]);
  const cents = renewing.reduce((sum, row) => sum + (isPaidTier(row._id) ? PLAN_PRICES[row._id].cents * row.n : 0), 0);
  return { totalUsers, activeBots, activeSubscriptions, monthlyRecurringRevenue: cents / 100, currency: 'usd' as const };
}
