import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { PLAN_TIERS } from '@shared/plans';

/**
 * One per user: what they pay for. `status`: active (paid), past_due (a payment failed; plan kept while
 * the provider retries), cancelled (paid to `currentPeriodEnd`, plan kept until then), expired (over),
 * pending (awaiting approval), none (never subscribed).
 */
export const SUBSCRIPTION_STATUSES = ['none', 'pending', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const subscriptionSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    plan: { type: String, enum: PLAN_TIERS, default: 'starter' },
    /** The vocabulary `plan` is written in (lib/plan-ids.ts): 2 since issue 37; absent on documents not yet migrated or never holding a changed id. */
    planIds: { type: Number },
    status: { type: String, enum: SUBSCRIPTION_STATUSES, default: 'none' },
    provider: { type: String, enum: ['stripe', 'paypal', null], default: null },
    /** The provider's subscription id (the spec's transaction_id). */
    providerSubscriptionId: { type: String, default: null },
    /** Stripe customer of this user, reused for every checkout and the billing portal. */
    stripeCustomerId: { type: String, default: null },
    /** The newest Stripe Checkout page opened for this user: expired when another is opened, so only one can be paid. */
    openCheckoutId: { type: String, default: null },
    /**
     * The newest PayPal subscription this user was sent to approve, and when: a card Checkout waits while PayPal
     * says it awaits approval (one-subscription.ts), so the two cannot both start.
     */
    openPayPalId: { type: String, default: null },
    openPayPalAt: { type: Date, default: null },
    /**
     * Subscriptions that started while another of this user's was live (a second one the providers let through):
     * never this record's, and cancelled and refunded at once (second-subscription.ts). Folded from the history.
     */
    refusedSubscriptionIds: { type: [String], default: undefined },
    currentPeriodEnd: { type: Date, default: null },
    /** Since when payments have been failing (status past_due): the grace that keeps the plan counts from it (entitlement.ts). */
    pastDueSince: { type: Date, default: null },
    /** The failing run (its pastDueSince when told) whose notice went out (dunning/notices.ts): one per run, cleared once paid again. */
    failureToldFor: { type: Date, default: null },
    /** Order of the newest provider event applied to status and plan (see ledger.ts). */
    lastEventRank: { type: String, default: '' },
    /** How many billing events the fields above are folded from, and the compare-and-set counter of that fold. */
    foldedEvents: { type: Number, default: 0 },
    revision: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'subscriptions' },
);
subscriptionSchema.index({ userId: 1 }, { unique: true });
subscriptionSchema.index({ providerSubscriptionId: 1 });
subscriptionSchema.index({ stripeCustomerId: 1 });
subscriptionSchema.index({ status: 1, currentPeriodEnd: 1 });

export type Subscription = InferSchemaType<typeof subscriptionSchema>;
export type SubscriptionDocument = HydratedDocument<Subscription>;
export const SubscriptionModel = mongoose.model('Subscription', subscriptionSchema);

/** Append-only history of the billing events that changed (or tried to change) a subscription. */
const billingEventSchema = new mongoose.Schema(
  {
    /** provider:eventId — unique, which is what makes every webhook count once. */
    eventKey: { type: String, required: true },
    provider: { type: String, required: true },
    eventType: { type: String, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, default: null },
    providerSubscriptionId: { type: String, default: null },
    occurredAt: { type: Date, required: true },
    /** Same-second tie-break between lifecycle stages (see ledger.ts rankOf). */
    typeRank: { type: Number, default: 0 },
    /** What the event said, in our words (plan, status, period end, Stripe customer, a payment or a refund). */
    change: { type: mongoose.Schema.Types.Mixed, default: {} },
    /** The vocabulary `change.plan` is written in (lib/plan-ids.ts): 2 since issue 37; absent on documents not yet migrated or never holding a changed id. */
    planIds: { type: Number },
    /** Folded into the user's subscription (an unapplied event older than a minute is settled by the sweep). */
    applied: { type: Boolean, default: false },
    /** When the mail this event calls for was sent (a payment's receipt, a failed payment's notice: receipts/, dunning/): null until then. */
    mailedAt: { type: Date, default: null },
    /** When it reached us (a plain field: mongoose's typing of a renamed createdAt breaks query types). */
    receivedAt: { type: Date, default: () => new Date() },
  },
  { collection: 'billing_events' },
);
billingEventSchema.index({ eventKey: 1 }, { unique: true });
billingEventSchema.index({ userId: 1, occurredAt: -1 });
billingEventSchema.index({ providerSubscriptionId: 1 });
billingEventSchema.index({ applied: 1, receivedAt: 1 });
/** A refund's webhook names the payment it gives back, not the user (see ledger.ts ownerOf). */
billingEventSchema.index({ 'change.payment.id': 1 });

export const BillingEventModel = mongoose.model('BillingEvent', billingEventSchema);
