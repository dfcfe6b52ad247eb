/** Platform figures for the admin panel, from the data itself. */
import { PLAN_PRICES, isPaidTier } from '@shared/plans';
import { paidSubscriptionCount, renewingByPlan } from '../billing/records';
import { onlineBotCount } from '../bots/records';
import { userCount } from '../users/records';

export async function platformStats(now = new Date()) {
  const [totalUsers, activeBots, activeSubscriptions, renewing] = await Promise.all([
    userCount(),
    onlineBotCount(),
    paidSubscriptionCount(now),
    renewingByPlan(),
  ]);
  const cents = renewing.reduce((sum, row) => sum + (isPaidTier(row._id) ? PLAN_PRICES[row._id].cents * row.n : 0), 0);
  return { totalUsers, activeBots, activeSubscriptions, monthlyRecurringRevenue: cents / 100, currency: 'usd' as const };
}
