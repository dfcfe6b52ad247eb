/**
 * The admin's platform charts over 30 or 90 days, one point per UTC day: sign-ups, bots active that day,
 * paying players, monthly recurring revenue and churn — each from the data itself (users, the bots' days,
 * the billing history folded as of each day's end).
 */
import { dayOf } from '@shared/day';
import { signUpTimesSince } from '../users/records';
import { activeBotsOn } from '../analytics/record';
import { payingByDay } from '../billing/history';

export const ADMIN_RANGES = { '30d': 30, '90d': 90 } as const;
export type AdminRange = keyof typeof ADMIN_RANGES;
const DAY_MS = 86_400_000;

export async function platformAnalytics(range: AdminRange, now = Date.now()) {
  const count = ADMIN_RANGES[range];
  const todayStart = now - (now % DAY_MS);
  const starts = Array.from({ length: count }, (_, i) => todayStart - (count - 1 - i) * DAY_MS);
  const days = starts.map(dayOf);
  // Today's figures are as of now; earlier days' as of their end.
  const ends = starts.map((s) => Math.min(s + DAY_MS - 1, now));
  const [signUps, active, paying] = await Promise.all([signUpTimesSince(new Date(starts[0]!)), activeBotsOn(days, dayOf(now)), payingByDay(ends)]);
  const signUpsPerDay = new Map<string, number>();
  for (const at of signUps) signUpsPerDay.set(dayOf(at.getTime()), (signUpsPerDay.get(dayOf(at.getTime())) ?? 0) + 1);
  const points = days.map((day, i) => ({
    day,
    signUps: signUpsPerDay.get(day) ?? 0,
    activeBots: active[i]!,
    payingUsers: paying[i]!.payingUsers,
    mrr: paying[i]!.mrrCents / 100,
    churned: paying[i]!.churned,
  }));
  const payingAtStart = (await payingByDay([starts[0]! - 1]))[0]!.payingUsers;
  const churned = points.reduce((sum, p) => sum + p.churned, 0);
  return {
    range,
    currency: 'usd' as const,
    points,
    totals: {
      signUps: points.reduce((sum, p) => sum + p.signUps, 0),
      payingUsers: points.at(-1)!.payingUsers,
      mrr: points.at(-1)!.mrr,
      churned,
      payingAtStart,
      /** Players who stopped paying in the period, per 100 paying at its start; null when none paid then. */
      churnRate: payingAtStart === 0 ? null : Math.round((churned / payingAtStart) * 1000) / 10,
    },
  };
}
