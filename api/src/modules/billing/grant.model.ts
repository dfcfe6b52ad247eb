import mongoose from 'mongoose';
import { PLAN_TIERS } from '@shared/plans';

/**
 * A plan an administrator gave a user by hand (at most one per user). It is kept apart from the
 * subscription, which is a fold of the provider's events (ledger.ts): no billing event can overwrite it,
 * and it never writes over what a provider says. entitlement.ts reads both.
 */
const planGrantSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    plan: { type: String, enum: PLAN_TIERS, required: true },
    /** The vocabulary `plan` is written in (lib/plan-ids.ts): 2 since issue 37; absent on documents not yet migrated or never holding a changed id. */
    planIds: { type: Number },
    grantedBy: { type: mongoose.Schema.Types.ObjectId, required: true },
    reason: { type: String, required: true },
  },
  { timestamps: true, collection: 'plan_grants' },
);
planGrantSchema.index({ userId: 1 }, { unique: true });

export const PlanGrantModel = mongoose.model('PlanGrant', planGrantSchema);
