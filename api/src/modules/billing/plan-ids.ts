/** Billing's stored tiers in today's ids (issue 37; lib/plan-ids.ts says how): subscriptions, grants, and the events' history. */
import type { Connection } from 'mongoose';
import { migratePlanIds } from '../../lib/plan-ids';
import { PlanGrantModel } from './grant.model';
import { BillingEventModel, SubscriptionModel } from './subscription.model';

export async function migrateBillingPlanIds(db: Connection): Promise<Record<string, number>> {
  const of = (model: { collection: { collectionName: string } }) => db.collection(model.collection.collectionName);
  return {
    ...(await migratePlanIds(of(SubscriptionModel), 'plan')),
    ...(await migratePlanIds(of(PlanGrantModel), 'plan')),
    ...(await migratePlanIds(of(BillingEventModel), 'change.plan')),
  };
}
