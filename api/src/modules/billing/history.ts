/**
 * The platform's paying players over time, for the admin's charts: each player's subscription as their
 * billing history stood at the end of each day (the same fold that derives it now, ledger.ts), so a
 * webhook delivered late or out of order changes the past the way it changed the present.
 */
import { PLAN_PRICES, isPaidTier } from '@shared/plans';
import { BillingEventModel } from './subscription.model';
import { foldHistory, type StoredEvent } from './ledger';
import type { SubscriptionState } from './ledger';

export type PayingDay = { payingUsers: number; mrrCents: number; churned: number };

/** Pays at `at`: renewing, retrying a failed payment, or cancelled inside the paid period (as paidSubscriptionCount). */
function paysAt(state: SubscriptionState, at: number): boolean {
  if (!isPaidTier(state.plan)) return false;
  if (state.status === 'active' || state.status === 'past_due') return true;
  return state.status === 'cancelled' && (state.currentPeriodEnd?.getTime() ?? 0) > at;
}

/** Whether it renews (what the monthly recurring revenue counts). */
function renewsAt(state: SubscriptionState): boolean {
  return isPaidTier(state.plan) && (state.status === 'active' || state.status === 'past_due');
}

/**
 * For each day ending at `dayEnds[i]` (ms, ascending): players paying at its end, the monthly recurring
 * revenue of those renewing, and how many paid at its start and no longer at its end (churned).
 */
export async function payingByDay(dayEnds: number[]): Promise<PayingDay[]> {
  const last = dayEnds.at(-1) ?? 0;
  const events = await BillingEventModel.find({ userId: { $ne: null }, occurredAt: { $lte: new Date(last) } }).lean<(StoredEvent & { userId: unknown })[]>();
  const byUser = new Map<string, StoredEvent[]>();
  for (const e of events) byUser.set(String(e.userId), [...(byUser.get(String(e.userId)) ?? []), e]);
  const days = dayEnds.map(() => ({ payingUsers: 0, mrrCents: 0, churned: 0 }));
  const DAY = 86_400_000;
  for (const history of byUser.values()) {
    history.sort((a, b) => new Date(a.occurredAt).getTime() - new Date(b.occurredAt).getTime());
    const stateAt = (at: number) => foldHistory(history.filter((e) => new Date(e.occurredAt).getTime() <= at));
    dayEnds.forEach((end, i) => {
      const now = stateAt(end);
      if (paysAt(now, end)) days[i]!.payingUsers += 1;
      if (renewsAt(now) && isPaidTier(now.plan)) days[i]!.mrrCents += PLAN_PRICES[now.plan].cents;
      const start = end - DAY;
      if (paysAt(stateAt(start), start) && !paysAt(now, end)) days[i]!.churned += 1;
    });
  }
  return days;
}
