/**
 * The plan we grant is the plan the provider bills. Provider events are folded in the order of the
 * provider's own clock (whole seconds at Stripe), so a burst of changes can leave our fold on a state the
 * provider has already left. After each provider event, and in the sweep, the provider's subscription is
 * read (Stripe: its item's price and status; PayPal: its plan and status) and, when it says otherwise than
 * our record, what it says is recorded as an event ranked at the moment the read began: after everything
 * the read could have missed, before anything that could follow it. Why is logged.
 */
import { log } from '../../lib/logger';
import { recordBillingEvent, type BillingChange, type Provider } from './ledger';
import { SubscriptionModel, type Subscription } from './subscription.model';

/** What the provider says of one of its subscriptions now (read from `readAt`), as a change; null when it cannot be asked. */
export type Reconciler = (sub: Subscription & { userId: unknown }, readAt: Date) => Promise<BillingChange | null>;
export type Reconcilers = Partial<Record<Provider, Reconciler>>;

type Ours = Pick<Subscription, 'plan' | 'status' | 'currentPeriodEnd' | 'providerSubscriptionId'>;

/** Where our record and the provider's word differ, in words for the log; empty when they agree. */
function differences(ours: Ours, told: BillingChange): string[] {
  const out: string[] = [];
  if (told.plan && told.plan !== ours.plan) out.push(`plan: ours ${ours.plan}, the provider's ${told.plan}`);
  if (told.status && told.status !== ours.status) out.push(`status: ours ${ours.status}, the provider's ${told.status}`);
  const ourEnd = ours.currentPeriodEnd ? new Date(ours.currentPeriodEnd).getTime() : 0;
  if (told.periodEnd && told.periodEnd.getTime() > ourEnd)
    out.push(`paid until: ours ${ours.currentPeriodEnd?.toISOString() ?? 'none'}, the provider's ${told.periodEnd.toISOString()}`);
  return out;
}

/**
 * Asks the provider about `userId`'s subscription and records its word when it differs from ours; whether it
 * was corrected. `why`: what asked (an event, the sweep), for the log.
 */
export async function reconcileUser(userId: string, reconcilers: Reconcilers, apply: (userId: string) => Promise<void>, why: string): Promise<boolean> {
  const sub = await SubscriptionModel.findOne({ userId }).lean();
  if (!sub?.providerSubscriptionId || !sub.provider) return false;
  const reconciler = reconcilers[sub.provider as Provider];
  if (!reconciler) return false;
  // Read from before the question: a change the answer does not show yet is recorded after this moment.
  const readAt = new Date();
  const told = await reconciler(sub, readAt);
  if (!told) return false;
  const differ = differences(sub, told);
  if (!differ.length) return false;
  log.warn('billing record corrected from the provider', { userId, provider: sub.provider, subscription: sub.providerSubscriptionId, why, differ });
  await recordBillingEvent({ ...told, userId }, apply);
  return true;
}
