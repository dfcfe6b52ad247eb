/**
 * An administrator changes a user's plan by hand. The plan field is never written here: the change is a
 * grant (grant.model.ts), and the one rule (entitlement.ts) decides the plan from it and the subscription.
 *
 * Money decides the edges:
 * - a grant cannot lower a plan the user pays for: the provider would go on billing the higher plan for a
 *   lower one. That is a 409 telling the admin to cancel at the provider first (the plan then follows);
 * - a grant at or above the paid plan is kept beside the subscription: billing events never overwrite it,
 *   and it never overwrites the provider's state, so a paid upgrade still bills and still ends on its own;
 * - Starter removes the grant: the user has what they pay for again.
 */
import mongoose from 'mongoose';
import { PLAN_NAMES, type PlanTier } from '@shared/plans';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { planOf } from '../users/records';
import { effectivePlan, tierRank } from './entitlement';
import { PlanGrantModel } from './grant.model';
import { SubscriptionModel } from './subscription.model';
import { said } from '@shared/i18n/said';
import { billingErrors } from './errors.messages';
import { PLAN_IDS_MARK } from '../../lib/plan-ids';

export type GrantDecision = { kind: 'grant'; plan: PlanTier } | { kind: 'remove' } | { kind: 'refuse'; paid: PlanTier };

/** What choosing `plan` does for a user who pays for `paid` now. */
export function decideGrant(paid: PlanTier, plan: PlanTier): GrantDecision {
  if (tierRank(plan) < tierRank(paid)) return { kind: 'refuse', paid };
  if (plan === 'starter') return { kind: 'remove' };
  return { kind: 'grant', plan };
}

export type PlanChangeResult = { from: PlanTier; granted: PlanTier | null };

/**
 * Records the grant (or removes it) for `userId`, then lets the entitlement settle the plan. The caller
 * audits it. 404 for an unknown user, 409 when the choice would lower a paid plan.
 */
export async function changePlanByAdmin(
  input: { userId: string; plan: PlanTier; reason: string; adminId: string },
  apply: (userId: string) => Promise<void>,
  now = Date.now(),
): Promise<PlanChangeResult> {
  const current = await planOf(input.userId);
  if (current === null) throw new NotFoundError('User');
  const userId = new mongoose.Types.ObjectId(input.userId);
  const sub = await SubscriptionModel.findOne({ userId }).lean();
  const decision = decideGrant(effectivePlan(sub, now), input.plan);
  if (decision.kind === 'refuse') {
    throw new ConflictError(
      said(billingErrors, 'grantCannotLower', { plan: PLAN_NAMES[decision.paid], provider: sub?.provider === 'paypal' ? 'PayPal' : 'Stripe' }),
    );
  }
  if (decision.kind === 'remove') await PlanGrantModel.deleteOne({ userId });
  else {
    await PlanGrantModel.updateOne(
      { userId },
      { $set: { plan: decision.plan, ...PLAN_IDS_MARK, grantedBy: new mongoose.Types.ObjectId(input.adminId), reason: input.reason } },
      { upsert: true },
    );
  }
  await apply(String(userId));
  return { from: current, granted: decision.kind === 'grant' ? decision.plan : null };
}

/** The grant a user holds, if any (the admin's view of a user). */
export async function grantOf(userId: string) {
  const grant = await PlanGrantModel.findOne({ userId }).lean();
  return grant ? { plan: grant.plan as PlanTier, reason: grant.reason, granted_at: grant.updatedAt.toISOString() } : null;
}

/** Deletes the plans admins granted the user: leaving/delete.ts. */
export async function forgetGrantsOf(userId: string): Promise<void> {
  await PlanGrantModel.deleteMany({ userId });
}
