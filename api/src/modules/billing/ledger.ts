/**
 * Every provider event goes through here, once. The event is appended to the billing history under a
 * unique key (a replay is recognised and ignored), then merged into the user's subscription so that
 * the result does not depend on arrival order: status and plan come from the newest event that states
 * them (ranked by the provider's time, then a lifecycle rank, then the event id), and the paid period
 * only ever grows.
 */
import mongoose from 'mongoose';
import { isDuplicateKey } from '../../lib/db';
import type { PlanTier } from '@shared/plans';
import { BillingEventModel, SubscriptionModel, type SubscriptionDocument, type SubscriptionStatus } from './subscription.model';

export type BillingChange = {
  provider: 'stripe' | 'paypal';
  eventId: string;
  type: string;
  occurredAt: Date;
  /** Breaks ties within one provider second: later lifecycle stages rank higher. */
  typeRank: number;
  userId: string | null;
  providerSubscriptionId: string | null;
  stripeCustomerId?: string | null;
  plan?: PlanTier;
  status?: SubscriptionStatus;
  periodEnd?: Date | null;
};

export type LedgerOutcome = 'applied' | 'duplicate' | 'unmatched';

export function rankOf(change: Pick<BillingChange, 'occurredAt' | 'typeRank' | 'eventId'>): string {
  return `${String(change.occurredAt.getTime()).padStart(15, '0')}:${change.typeRank}:${change.eventId}`;
}

export async function subscriptionOf(userId: string): Promise<SubscriptionDocument> {
  const existing = await SubscriptionModel.findOne({ userId });
  if (existing) return existing;
  try {
    return await SubscriptionModel.create({ userId });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return (await SubscriptionModel.findOne({ userId }))!;
  }
}

/** Applies a provider event once; `changed` is told which user's entitlement may have moved. */
export async function recordBillingEvent(change: BillingChange, changed: (userId: string) => Promise<void>): Promise<LedgerOutcome> {
  const userId =
    change.userId ??
    (change.providerSubscriptionId ? String((await SubscriptionModel.findOne({ providerSubscriptionId: change.providerSubscriptionId }))?.userId ?? '') || null : null);

  try {
    await new BillingEventModel({
      eventKey: `${change.provider}:${change.eventId}`,
      provider: change.provider,
      eventType: change.type,
      userId: userId ? new mongoose.Types.ObjectId(userId) : null,
      providerSubscriptionId: change.providerSubscriptionId,
      occurredAt: change.occurredAt,
      change: { plan: change.plan, status: change.status, periodEnd: change.periodEnd ?? undefined },
    }).save();
  } catch (err) {
    if (isDuplicateKey(err)) return 'duplicate';
    throw err;
  }
  if (!userId) return 'unmatched';

  const sub = await subscriptionOf(userId);
  merge(sub, change);
  await sub.save();
  await BillingEventModel.updateOne({ eventKey: `${change.provider}:${change.eventId}` }, { applied: true });
  await changed(userId);
  return 'applied';
}

function merge(sub: SubscriptionDocument, change: BillingChange): void {
  if (change.stripeCustomerId) sub.stripeCustomerId = change.stripeCustomerId;
  const other = Boolean(sub.providerSubscriptionId && change.providerSubscriptionId && change.providerSubscriptionId !== sub.providerSubscriptionId);
  // A late word about an earlier subscription must not end the one that replaced it.
  const replaces = other && (change.status === 'active' || change.status === 'pending');
  if (other && !replaces) return;

  const rank = rankOf(change);
  if ((change.status || change.plan) && rank > sub.lastEventRank) {
    if (change.status) sub.status = change.status;
    if (change.plan) sub.plan = change.plan;
    sub.provider = change.provider;
    if (change.providerSubscriptionId) sub.providerSubscriptionId = change.providerSubscriptionId;
    sub.lastEventRank = rank;
  }
  if (change.periodEnd) {
    const current = replaces ? 0 : (sub.currentPeriodEnd?.getTime() ?? 0);
    if (change.periodEnd.getTime() > current) sub.currentPeriodEnd = change.periodEnd;
  }
}
